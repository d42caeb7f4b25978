/**
 * The field layer end to end through scan(): each structure the reader knows, the lexicon's
 * languages and case styles, the value judgement (placeholders, references and code are no
 * values), and exact original offsets.
 */
import { describe, expect, it } from 'vitest';
import { scan } from '../engine/scan';
import { classifyFieldName } from './field-lexicon';

/** The masked spans of `text`, as text, with their categories. */
function found(text: string): Array<[string, string]> {
  return scan(text).findings.map((f) => [text.slice(f.start, f.end), f.category]);
}

function covers(text: string, value: string, category: string): void {
  const spans = scan(text).findings;
  const at = text.indexOf(value);
  expect(at, 'value is in the text').toBeGreaterThanOrEqual(0);
  const hit = spans.find((f) => f.start <= at && f.end >= at + value.length);
  expect(hit, `${JSON.stringify(value)} covered in ${JSON.stringify(text)}; got ${JSON.stringify(found(text))}`).toBeDefined();
  expect(hit?.category).toBe(category);
}

describe('field-name lexicon', () => {
  it('reads snake, camel, kebab, SCREAMING and spaced names in seven languages', () => {
    const cases: Array<[string, string]> = [
      ['customer_ssn', 'ssn'],
      ['customerSSN', 'ssn'],
      ['X-Api-Key', 'token'],
      ['DB_PASSWORD', 'password'],
      ['adminPwd', 'password'],
      ['Social Security Number', 'ssn'],
      ['aadhaar_number', 'national_id'],
      ['Passwort', 'password'],
      ['Geburtsdatum', 'dob'],
      ['mot de passe', 'password'],
      ['Numéro de téléphone', 'phone'],
      ['contraseña', 'password'],
      ['fecha_de_nacimiento', 'dob'],
      ['codice_fiscale', 'national_id'],
      ['wachtwoord', 'password'],
      ['telefoonnummer', 'phone'],
      ['senha', 'password'],
      ['data_de_nascimento', 'dob'],
      ['dbpassword', 'password'],
      ['card-number', 'card'],
      ['Nachname', 'person_name'],
      ['iban', 'iban'],
    ];
    for (const [name, kind] of cases) expect(classifyFieldName(name)?.kind, name).toBe(kind);
  });

  it('takes no everyday word alone for a field name', () => {
    for (const word of ['number', 'no', 'num', 'code', 'id', 'date', 'data', 'de', 'api', 'client', 'valid', 'until', 'national', 'value', 'type']) {
      expect(classifyFieldName(word), word).toBeUndefined();
    }
  });

  it('refuses names about something else', () => {
    for (const name of ['password_policy', 'PASSWORD_MIN_LENGTH', 'email_verified', 'TOKEN_URL', 'max_tokens', 'phone_type', 'ip_address', 'mac-address', 'public_key', 'filename', 'username', 'PasswordEncoder.java', 'password every time']) {
      expect(classifyFieldName(name), name).toBeUndefined();
    }
  });
});

describe('field values', () => {
  it('reads every assignment operator', () => {
    covers('X_TOKEN ?= "a8Fj2kLmQp9zX"', 'a8Fj2kLmQp9zX', 'credential');
    covers('API_SECRET ::= s3cr3tV4lue9', 's3cr3tV4lue9', 'credential');
    covers('DB_PASS :::= hunter2!x', 'hunter2!x', 'credential');
    covers('MY_TOKEN += abcDEF123456', 'abcDEF123456', 'credential');
    covers('$token .= "Zq8pL2mNx7";', 'Zq8pL2mNx7', 'credential');
    covers('db_pw := Rk9!vv2q', 'Rk9!vv2q', 'credential');
  });

  it('reads setters and typed declarations in common languages', () => {
    covers('System.setProperty("X_TOKEN", "Kd93jfLs02mQ");', 'Kd93jfLs02mQ', 'credential');
    covers('var xToken string = "f83KdlQ0zP"', 'f83KdlQ0zP', 'credential');
    covers('$env:API_KEY = "p9XkL2mQ7vBn"', 'p9XkL2mQ7vBn', 'credential');
    covers('ENV DB_PASSWORD Sup3r-Secret', 'Sup3r-Secret', 'credential');
    covers('set -x MYAPP_API_KEY q8Zr2LmXv7Tn4KpW9sYd3HfB', 'q8Zr2LmXv7Tn4KpW9sYd3HfB', 'credential');
    covers('set -gx GITHUB_TOKEN Vb7Kq2mZx9Lp4Rt8', 'Vb7Kq2mZx9Lp4Rt8', 'credential');
    covers('setenv DB_PASSWORD Sup3r.Secret.99', 'Sup3r.Secret.99', 'credential');
    covers('secret: !!str q8Zr2LmXv7Tn4KpW9sYd3HfB', 'q8Zr2LmXv7Tn4KpW9sYd3HfB', 'credential');
    // A set command that is not an assignment, and Home Assistant's !secret (a reference, not a value).
    expect(found('set the token to expire after an hour')).toEqual([]);
    expect(found('api_key: !secret home_api_key')).toEqual([]);
    covers('os.environ["X_SECRET"] = "mK29dLq0pZ"', 'mK29dLq0pZ', 'credential');
    covers("config.set('db.password', 'Rt5%kLq9')", 'Rt5%kLq9', 'credential');
    covers('private static final String dbPassword = "Wq8#rT2z";', 'Wq8#rT2z', 'credential');
  });

  it('reads bank accounts and health record numbers after their labels, in sentences too', () => {
    covers('account number 31926819, sort code 60-16-13', '31926819', 'payment');
    covers('account number 31926819, sort code 60-16-13', '60-16-13', 'payment');
    covers('my account number is 31926819', '31926819', 'payment');
    covers('MRN: 00482913', '00482913', 'government_id');
    covers('Patient ID: 48291734', '48291734', 'government_id');
    covers('medical record number MRN-00482913', 'MRN-00482913', 'government_id');
    // A label about the field itself, and the word "number" alone, name no value.
    expect(found('the account number field is required')).toEqual([]);
    expect(found('number: 42')).toEqual([]);
  });

  it('reads XML elements over several lines, attributes and HTML inputs', () => {
    covers('<config>\n  <password>\n    Tr0ub4dor&3\n  </password>\n</config>', 'Tr0ub4dor&3', 'credential');
    covers('<user name="bob" password="pa55 word!"/>', 'pa55 word!', 'credential');
    covers('<input type="text" name="ssn" value="536-22-8147">', '536-22-8147', 'government_id');
    covers('<Telefon>030 1234 5678</Telefon>', '030 1234 5678', 'contact');
  });

  it('follows CSV, TSV and markdown columns under a sensitive header', () => {
    const csv = 'id,name,admin_password,email\n1,Ann Lee,Xy9!pass,ann@x.org\n2,Bob Ray,Qq7#word,bob@x.org';
    covers(csv, 'Xy9!pass', 'credential');
    covers(csv, 'Qq7#word', 'credential');
    covers(csv, 'Bob Ray', 'person_name');
    covers('id\tcustomer_ssn\n1\t536228147\n2\t536-22-8148', '536228147', 'government_id');
    covers('| Kunde | Geburtsdatum |\n|---|---|\n| A. | 14.03.1987 |', '14.03.1987', 'government_id');
  });

  it('reads SQL INSERT column lists and UPDATE SET', () => {
    const sql = "INSERT INTO users (id, name, tax_id) VALUES (1, 'Ann Lee', 'X-99 120 441'), (2, 'Bob Ray', 'Y-12 993 100');";
    covers(sql, 'X-99 120 441', 'government_id');
    covers(sql, 'Y-12 993 100', 'government_id');
    covers("UPDATE accounts SET passport_no = 'C01X00T47' WHERE id = 3;", 'C01X00T47', 'government_id');
  });

  it('reads JSON, JSON logs, log pairs, HTTP headers and query strings', () => {
    covers('{"customer_ssn": "536228147", "plan": "gold"}', '536228147', 'government_id');
    covers('2024-01-01 INFO login aadhaar_number=2345 6789 0123 status=ok', '2345 6789 0123', 'government_id');
    covers('{"level":"info","msg":"signup","mobile":"+44 7700 900123"}', '+44 7700 900123', 'contact');
    covers('Authorization: Bearer abcDEF1234567890xyz', 'Bearer abcDEF1234567890xyz', 'credential');
    covers('GET /cb?session_token=Zk39dLm20QpX&page=2', 'Zk39dLm20QpX', 'credential');
  });

  it('masks a labelled value even when no format rule knows it, with symbols and spaces', () => {
    covers('Passwort: Sommer 2024!', 'Sommer 2024!', 'credential');
    covers('Date of birth: 14/03/1987', '14/03/1987', 'government_id');
    covers('Personalausweis: T22000129', 'T22000129', 'government_id');
    covers('Numéro de téléphone : 06 12 34 56 78', '06 12 34 56 78', 'contact');
    covers('password = "correct horse battery staple"', 'correct horse battery staple', 'credential');
    const quoted = 'secret: "a b c d e f g" # end';
    expect(found(quoted).map(([t]) => t)).toContain('a b c d e f g');
  });

  it('finds passwords given in prose', () => {
    covers('the admin password we rotated yesterday was Tr0ub4dor&3.', 'Tr0ub4dor&3', 'credential');
    covers('pw is hunter2', 'hunter2', 'credential');
    covers('Das Passwort lautet Sommer2024!', 'Sommer2024', 'credential');
    covers('le mot de passe est Zebre-42 pour le wifi', 'Zebre-42', 'credential');
  });

  it('reads card expiry and CVV beside a card, and dates of birth in sentences', () => {
    const text = 'Card 4111 1111 1111 1111, exp: 09/28, cvc: 123. She was born on 3 March 1985.';
    covers(text, '09/28', 'payment');
    covers(text, '123', 'payment');
    covers(text, '3 March 1985', 'government_id');
    expect(found('Release exp: 09/28 for the beta').map(([v]) => v)).toEqual([]);
  });

  it('masks documentation-looking values that are not clearly placeholders', () => {
    covers('DB_PASSWORD=MockingBird-2024!q', 'MockingBird-2024!q', 'credential');
  });

  it('leaves placeholders, references, code and descriptions alone', () => {
    for (const text of [
      'password: string;',
      'const token = await getToken(user);',
      'password = os.environ["DB_PASSWORD"]',
      'email: user.email,',
      '"name": "express",',
      'api_key = "<your-api-key>"',
      'SECRET=${VAULT_SECRET}',
      'token: process.env.API_TOKEN',
      'password: "********"',
      'password: changeme',
      'Our password policy: minimum 12 characters.',
      'The password is incorrect.',
      'The password is stored in the vault.',
      'ip_address: 10.0.0.1',
      '  salt: BufferSource;',
      'readonly cancellationToken;\n  isNonTsProject(): boolean;\n  isJsOnlyProject(): boolean;',
      'at com.example.PasswordEncoder.process(PasswordEncoder.java:199)',
      'Name: the build step',
      'phone: PropTypes.string,',
    ]) {
      expect(found(text), text).toEqual([]);
    }
  });

  it('maps offsets back to the original through look-alikes and invisible characters', () => {
    const text = 'pass\u200Bword: Xq7!mm2v';
    const f = scan(text).findings.find((x) => x.category === 'credential');
    expect(f && text.slice(f.start, f.end)).toBe('Xq7!mm2v');
    const cyr = 'раsswоrd = "Hj4#kk9w"'; // Cyrillic р, а and о
    const g = scan(cyr).findings.find((x) => x.category === 'credential');
    expect(g && cyr.slice(g.start, g.end)).toBe('Hj4#kk9w');
  });
});
