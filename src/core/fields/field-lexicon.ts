/**
 * The field-name lexicon: which names of fields, columns, keys, headers and labels announce a
 * sensitive value, and of what kind. English, German, French, Spanish, Italian, Dutch and
 * Portuguese, in any case style (snake, camel, kebab, SCREAMING, spaced) and with the usual
 * abbreviations. A name is split into lower-case, accent-free parts (`customerSSN` → customer
 * ssn, `Numéro de téléphone` → numero de telephone) and read against phrases of parts.
 *
 * Pure data and string work; the values themselves are judged elsewhere (field-values.ts).
 */
import type { DetectorCategory } from '../vocabulary';

/** What a field holds; each kind has its own value check. */
export type FieldKind =
  | 'password'
  | 'token'
  | 'national_id'
  | 'ssn'
  | 'passport'
  | 'driver_licence'
  | 'tax_id'
  | 'dob'
  | 'iban'
  | 'card'
  | 'cvv'
  | 'card_expiry'
  | 'account'
  | 'email'
  | 'phone'
  | 'address'
  | 'postcode'
  | 'person_name';

export interface FieldClass {
  kind: FieldKind;
  category: DetectorCategory;
  /** Masking label. */
  label: string;
  /**
   * True when the name says less than it seems (`name`, `key`, `address`, `pin`, `zip`): its
   * value counts only when the value check for the kind passes.
   */
  weak: boolean;
}

const KIND_INFO: Readonly<Record<FieldKind, { category: DetectorCategory; label: string }>> = {
  password: { category: 'credential', label: 'PASSWORD' },
  token: { category: 'credential', label: 'SECRET' },
  national_id: { category: 'government_id', label: 'GOV_ID' },
  ssn: { category: 'government_id', label: 'SSN' },
  passport: { category: 'government_id', label: 'PASSPORT' },
  driver_licence: { category: 'government_id', label: 'LICENCE' },
  tax_id: { category: 'government_id', label: 'TAX_ID' },
  dob: { category: 'government_id', label: 'DOB' },
  iban: { category: 'payment', label: 'IBAN' },
  card: { category: 'payment', label: 'CARD' },
  cvv: { category: 'payment', label: 'CARD' },
  card_expiry: { category: 'payment', label: 'CARD' },
  account: { category: 'payment', label: 'ACCOUNT' },
  email: { category: 'contact', label: 'EMAIL' },
  phone: { category: 'contact', label: 'PHONE' },
  address: { category: 'contact', label: 'ADDRESS' },
  postcode: { category: 'contact', label: 'ADDRESS' },
  person_name: { category: 'person_name', label: 'PERSON' },
};

/**
 * Phrases by kind. `!` marks a weak phrase (see FieldClass.weak). Phrases are parts joined by
 * spaces, accent-free and lower-case, as `nameParts` produces them.
 */
const PHRASES: Readonly<Record<FieldKind, string>> = {
  password:
    'password passwords passwd pass! pwd pw passphrase passcode passwort passwoerter kennwort mot de passe mdp motdepasse ' +
    'contrasena contrasenas clave senha senhas palavra passe palavra chave! wachtwoord wachtwoorden pin! pin code pincode ' +
    'geheimzahl code pin codigo pin login password user password admin password root password db password master password ' +
    'parola d ordine parola segreta kodeord losenord salasana haslo sifre parola! jelszo adgangskode passord wachtwoord',
  token:
    'token secret secrets api key apikey apikeys api token api secret access key accesskey secret key secretkey ' +
    'private key privatekey client secret clientsecret consumer secret auth token authtoken access token accesstoken ' +
    'refresh token refreshtoken bearer credential credentials creds auth! authorization key! signing key encryption key ' +
    'master key license key! webhook secret session token session id! sessionid! cookie! salt otp secret totp secret ' +
    'mnemonic seed phrase recovery phrase recovery code recovery codes backup code geheimnis schlussel schluessel api schlussel ' +
    'zugangsschlussel jeton chiave chiave api segreto sleutel api sleutel geheim chave chave api ' +
    'segredo llave llave api secreto x api key private token access secret app secret app key! shared secret ' +
    'connection string! connectionstring! dsn!',
  national_id:
    'national id national identifier national identity nationalid id number! identity number idnumber! ' +
    'identification number id card identity card idcard aadhaar aadhar aadhaar number uidai dni nie nif nir insee ' +
    'numero de securite sociale securite sociale secu! bsn burgerservicenummer sofinummer sofi personalausweis ausweisnummer ' +
    'ausweis personalausweisnummer sozialversicherungsnummer sozialversicherung svnr rvnr rentenversicherungsnummer ' +
    'versicherungsnummer! codice fiscale codicefiscale carta d identita carta identita tessera sanitaria pesel cpr ' +
    'cpr nummer personnummer personnr hetu henkilotunnus fodselsnummer rrn resident registration number curp cpf ' +
    ' cedula cedula de identidad documento de identidad documento! numero de documento! cartao de cidadao niss ' +
    'rijksregisternummer national register number identiteitskaart citizen id citizen number nhs number nhs no ' +
    'medicare medicare number mbi health insurance number! krankenversicherungsnummer mynumber kojin bango ' +
    'nric hkid emirates id tckn tc kimlik kimlik no thai id citizen card cccd ' +
    // Health identifiers, filed with the national ones as the NHS and Medicare numbers are.
    'medical record number medical record no mrn! patient id patient number hospital number health record number',
  ssn: 'ssn ssns social security social security number social security no socialsecuritynumber social insurance number nino national insurance national insurance number itin',
  passport:
    'passport passport number passport no passportnumber passport id reisepass reisepassnummer passnummer passeport ' +
    'numero de passeport pasaporte numero de pasaporte passaporto numero passaporto passaporte paspoort paspoortnummer',
  driver_licence:
    'driver license drivers license driver licence drivers licence driving licence driving license driverslicense ' +
    'driverlicense license number! licence number! fuhrerschein fuehrerschein fuhrerscheinnummer ' +
    'permis de conduire permis! permiso de conducir carnet de conducir licencia de conducir patente di guida patente! ' +
    'carta de conducao rijbewijs rijbewijsnummer',
  tax_id:
    'tax id taxid tax number tax identification number ein! steuer id steuerid steuernummer steueridentifikationsnummer ' +
    'idnr! identifikationsnummer numero fiscal numero fiscale numero de identification fiscale nif ' +
    'permanent account number tfn tax file number codigo fiscal numero de contribuinte contribuinte ' +
    ' unique taxpayer reference',
  dob:
    'dob date of birth birth date birthdate birthday date naissance! geburtsdatum geburtstag geb! date de naissance ' +
    'fecha de nacimiento fecha nacimiento data di nascita data nascita geboortedatum geboren! data de nascimento ' +
    'data nascimento nascimento! naissance! born!',
  iban: 'iban iban number bank iban',
  card:
    'card number cardnumber card no card num credit card creditcard credit card number ccnumber ccnum ' +
    'debit card pan card! primary account number kartennummer kreditkarte kreditkartennummer numero de carte carte bancaire ' +
    'carte de credit numero carte numero de tarjeta tarjeta tarjeta de credito numero tarjeta numero carta carta di credito ' +
    'numero di carta numero do cartao cartao cartao de credito creditcardnummer kaartnummer card!',
  cvv: 'cvv cvc cvv2 cvc2 security code! card verification card security code kartenprufnummer cryptogramme',
  card_expiry:
    'expiry! exp! exp date expiry date expiration date! card expiry card expiration valid thru valid through valid until ' +
    'gultig bis ablaufdatum date d expiration date expiration fecha de caducidad fecha de vencimiento vencimiento! caducidad! ' +
    'scadenza! data di scadenza vervaldatum geldig tot validade! data de validade exp month exp year expiry month expiry year',
  account:
    'account number account no accountnumber acct number acct no acct! bank account bank account number kontonummer konto! ' +
    'rekeningnummer rekening! numero de compte compte bancaire numero de cuenta cuenta bancaria cuenta! numero di conto ' +
    'conto corrente numero da conta conta bancaria routing number sort code ',
  email:
    'email emails e mail e mails email address emailaddress mail! mail address courriel adresse email adresse mail ' +
    'adresse electronique correo correo electronico direccion de correo posta elettronica indirizzo email indirizzo mail ' +
    'e mailadres emailadres mailadres endereco de email endereco de e mail',
  phone:
    'phone phone number phonenumber phone no tel telephone telephone number telno tel no mobile mobile number mobile phone ' +
    'cell cellphone cell phone cell number fax fax number whatsapp sms! contact number telefon telefonnummer handy ' +
    'handynummer mobilnummer mobiltelefon rufnummer festnetz portable numero de telephone telephone portable mobile! ' +
    'telefono numero de telefono movil celular numero celular cellulare numero di telefono telefoon telefoonnummer ' +
    'mobiel mobiele nummer gsm telefone numero de telefone telemovel contato! contacto!',
  address:
    'address! addr! street street address streetaddress home address postal address postaladdress mailing address ' +
    'billing address shipping address delivery address residential address address line address line1 address line2 ' +
    'address1 address2 adresse anschrift strasse wohnort! wohnadresse postanschrift lieferadresse rechnungsadresse ' +
    'hausnummer! domicile adresse postale adresse de livraison adresse de facturation direccion domicilio calle ' +
    'direccion postal indirizzo residenza! indirizzo di residenza adres straat woonadres huisadres postadres endereco ' +
    'morada endereco residencial',
  postcode: 'zip! zipcode zip code postcode post code postal code postalcode plz postleitzahl code postal codigo postal cod postale codice postale',
  person_name:
    'name! names! first name firstname last name lastname surname surnames given name givenname family name familyname ' +
    'full name fullname middle name middlename maiden name customer name customername client name patient name ' +
    'holder name cardholder card holder cardholder name account holder account name! contact name contact person ' +
    'employee name display name! legal name real name person! nombre! apellido apellidos nombre completo nombres ' +
    'nom! prenom nom de famille nom complet vorname nachname familienname name des kunden vollstandiger name ' +
    'vollstaendiger name cognome nome! nome completo sobrenome apelido voornaam achternaam naam! volledige naam ' +
    'tussenvoegsel nome do cliente nom du client nombre del cliente nome cliente emergency contact ' +
    'beneficiary! guardian! signatory! inhaber kontoinhaber titular titulaire',
};

/** Parts that make a name about something other than the value itself (`password_policy`, `email_verified`). */
const NOT_THE_VALUE = new Set(
  (
    'policy policies url uri urls endpoint type types format formats length len size count min max minlength maxlength ' +
    'hint label labels placeholder template templates field fields column columns prefix suffix regex pattern patterns ' +
    'validation validator valid verified verify confirmed enabled enable disabled disable required optional visible ' +
    'hidden mask masked rule rules strength complexity expiry expires expiration expired ttl timeout lifetime rotation ' +
    'reset forgot forgotten changed change updated update created last error errors message messages msg prompt ' +
    'button link page input form dialog modal title description desc help text tooltip icon style class color ' +
    'file files path dir folder env var variable variables name_ store manager provider generator algorithm alg ' +
    'mode method kind version versions index idx key_ flag flags option options setting settings config schema ' +
    'header headers param params parameter parameters hash hashed digest encrypted encoding charset locale lang ' +
    'language sort order filter search query lookup exists present missing status state id_ ref reference refs ' +
    'domain domains host hostname server servers port ip ipv4 ipv6 mac bind listen remote local proxy gateway ' +
    'wallet contract memory base socket peer node network broadcast web website homepage subnet route ' +
    'list array map set dict table count_ number_of num_of total sum avg stats metric metrics event events ' +
    'log logs logger logging debug test tests testing example examples sample samples mock mocks fake stub demo ' +
    'public pub publishable bucket budget usage estimate cost price rate window limit limits quota used remaining ' +
    'cursor next continuation sync nonce idempotency request trace correlation span issuer audience scope scopes ' +
    'realm tenant callback redirect alias aliases tag tags note notes comment comments category categories group ' +
    'groups role roles permission permissions access_ level levels tier plan source target from to cc bcc ' +
    'subject reply sender recipient recipients template_ preview component components widget view views render ' +
    'handler handlers callback_ listener validator_ parser formatter util utils helper helpers service services ' +
    'factory builder spec schema_ model models entity dto encoder decoder encode decode serializer deserializer ' +
    'controller repository dao impl exception exceptions java py js ts rb go cs cpp kt swift php mjs cjs jsx tsx ' +
    'strategy provider_ policy_ interface adapter client_ wrapper proxy_ middleware plugin module'
  ).split(/\s+/).filter((w) => !w.endsWith('_')),
);

/** Parts that never make an address: the address of a machine, not a person. */
const MACHINE_ADDRESS = new Set(['ip', 'ipv4', 'ipv6', 'mac', 'bind', 'listen', 'server', 'remote', 'local', 'host', 'proxy', 'gateway', 'wallet', 'contract', 'memory', 'base', 'socket', 'peer', 'node', 'network', 'broadcast', 'web', 'url', 'hardware', 'physical', 'virtual', 'return', 'bitcoin', 'btc', 'eth', 'ethereum', 'cluster', 'service', 'api', 'rpc', 'smtp', 'dns', 'advertise', 'advertised', 'public', 'private', 'external', 'internal', 'loopback', 'multicast', 'unicast', 'bus', 'device', 'register', 'start', 'end', 'offset', 'pointer', 'load', 'jump', 'target', 'source', 'destination', 'dest', 'src', 'dst', 'from', 'to', 'reply', 'sender', 'recipient', 'forward', 'email', 'mail', 'e']);

interface Entry {
  parts: readonly string[];
  cls: FieldClass;
}

/** Entries by their last part (the part names most often end in). */
const BY_LAST = new Map<string, Entry[]>();
/** Every part that occurs in some phrase. */
const ALL_PARTS = new Set<string>();

/**
 * The phrase lists above are written as running text; a phrase ends where the next begins. The
 * boundaries are given by the lists of known multi-part phrases below, so reading stays simple:
 * every word is its own phrase unless it starts one of these.
 */
function splitPhrases(list: string): string[] {
  const words = list.split(/\s+/).filter(Boolean);
  const out: string[] = [];
  let i = 0;
  while (i < words.length) {
    let taken = 1;
    // A multi-word phrase starts with its own first word: most words start none, and are
    // their own phrase without trying the joins.
    const longest = MULTI_FIRST.has(words[i] as string) ? Math.min(6, words.length - i) : 1;
    for (let n = longest; n > 1; n--) {
      const candidate = words.slice(i, i + n).join(' ');
      const bare = candidate.endsWith('!') ? candidate.slice(0, -1) : candidate;
      // Only the last word of a multi-word phrase may carry the weak mark.
      if (words.slice(i, i + n - 1).some((w) => w.endsWith('!'))) continue;
      if (MULTI.has(bare)) {
        taken = n;
        break;
      }
    }
    out.push(words.slice(i, i + taken).join(' '));
    i += taken;
  }
  return out;
}

/** The multi-word phrases of the lists (everything else is one word per phrase). */
const MULTI = new Set(
  [
    'mot de passe', 'palavra passe', 'palavra chave', 'pin code', 'code pin', 'codigo pin', 'login password', 'user password',
    'admin password', 'root password', 'db password', 'master password', 'parola d ordine', 'parola segreta',
    'api key', 'api token', 'api secret', 'access key', 'secret key', 'private key', 'client secret', 'consumer secret',
    'auth token', 'access token', 'refresh token', 'signing key', 'encryption key', 'master key', 'license key',
    'webhook secret', 'session token', 'session id', 'otp secret', 'totp secret', 'seed phrase', 'recovery phrase',
    'recovery code', 'recovery codes', 'backup code', 'api schlussel', ' api', ' secrete', 'chiave api', 'api sleutel',
    'chave api', 'llave api', 'x api key', 'private token', 'access secret', 'app secret', 'app key', 'shared secret',
    'connection string',
    'national id', 'national identifier', 'national identity', 'id number', 'identity number',
    'identification number', 'id card', 'identity card', 'aadhaar number', 'numero de securite sociale', 'securite sociale',
    'codice fiscale', 'carta d identita', 'carta identita', 'tessera sanitaria', 'cpr nummer', 'resident registration number',
    'cedula de identidad', 'documento de identidad', 'numero de documento', 'cartao de cidadao', 'national register number',
    'citizen id', 'citizen number', 'nhs number', 'nhs no', 'medical record number', 'medical record no', 'patient id', 'patient number', 'hospital number', 'health record number', 'medicare number', 'health insurance number',
    'kojin bango', 'emirates id', 'tc kimlik', 'kimlik no', 'thai id', 'citizen card',
    'social security', 'social security number', 'social security no', 'social insurance number', 'national insurance',
    'national insurance number',
    'passport number', 'passport no', 'passport id', 'numero de passeport', 'numero de pasaporte', 'numero passaporto',
    'driver license', 'drivers license', 'driver licence', 'drivers licence', 'driving licence', 'driving license',
    'license number', 'licence number', 'permis de conduire', 'permiso de conducir', 'carnet de conducir',
    'licencia de conducir', 'patente di guida', 'carta de conducao',
    'tax id', 'tax number', 'tax identification number', 'steuer id', 'numero fiscal', 'numero fiscale',
    'numero de identification fiscale', 'permanent account number', 'tax file number',
    'partita ', 'codigo fiscal', 'numero de contribuinte', 'unique taxpayer reference',
    'date of birth', 'birth date', 'date naissance', 'date de naissance', 'fecha de nacimiento', 'fecha nacimiento',
    'data di nascita', 'data nascita', 'data de nascimento', 'data nascimento',
    'iban number', 'bank iban',
    'card number', 'card no', 'card num', 'credit card', 'credit card number', 'debit card',
    'primary account number', 'numero de carte', 'carte bancaire', 'carte de credit', 'numero carte', 'numero de tarjeta',
    'tarjeta de credito', 'numero tarjeta', 'numero carta', 'carta di credito', 'numero di carta', 'numero do cartao',
    'cartao de credito', 'security code', 'card verification', 'card security code',
    'exp date', 'expiry date', 'expiration date', 'card expiry', 'card expiration', 'valid thru', 'valid through', 'valid until',
    'gultig bis', 'date d expiration', 'date expiration', 'fecha de caducidad', 'fecha de vencimiento', 'data di scadenza',
    'geldig tot', 'data de validade', 'exp month', 'exp year', 'expiry month', 'expiry year', 'geb datum', 'date naiss',
    'fecha nac', 'data nasc', 'dt nasc',
    'account number', 'account no', 'acct number', 'acct no', 'bank account', 'bank account number', 'numero de compte',
    'compte bancaire', 'numero de cuenta', 'cuenta bancaria', 'numero di conto', 'conto corrente', 'numero da conta',
    'conta bancaria', 'routing number', 'sort code',
    'e mail', 'e mails', 'email address', 'mail address', 'adresse email', 'adresse mail', 'adresse electronique',
    'correo electronico', 'direccion de correo', 'posta elettronica', 'indirizzo email', 'indirizzo mail', 'e mailadres',
    'endereco de email', 'endereco de e mail',
    'phone number', 'phone no', 'telephone number', 'tel no', 'mobile number', 'mobile phone', 'cell phone', 'cell number',
    'fax number', 'contact number', 'numero de telephone', 'telephone portable', 'numero de telefono', 'numero celular',
    'numero di telefono', 'mobiele nummer', 'numero de telefone',
    'street address', 'home address', 'postal address', 'mailing address', 'billing address', 'shipping address',
    'delivery address', 'residential address', 'address line', 'address line1', 'address line2', 'adresse postale',
    'adresse de livraison', 'adresse de facturation', 'direccion postal', 'indirizzo di residenza', 'endereco residencial',
    'zip code', 'post code', 'postal code', 'code postal', 'codigo postal', 'cod postale', 'codice postale',
    'first name', 'last name', 'given name', 'family name', 'full name', 'middle name', 'maiden name', 'customer name',
    'client name', 'patient name', 'holder name', 'card holder', 'cardholder name', 'account holder', 'account name',
    'contact name', 'contact person', 'employee name', 'display name', 'legal name', 'real name', 'nombre completo',
    'nom de famille', 'nom complet', 'name des kunden', 'vollstandiger name', 'vollstaendiger name', 'nome completo',
    'volledige naam', 'nome do cliente', 'nom du client', 'nombre del cliente', 'nome cliente', 'emergency contact',
   
  ].map((p) => p),
);

/** The first word of each multi-word phrase. */
const MULTI_FIRST = new Set([...MULTI].map((p) => p.split(' ')[0] as string));

function buildTable(): void {
  for (const kind of Object.keys(PHRASES) as FieldKind[]) {
  const info = KIND_INFO[kind];
  for (const phrase of splitPhrases(PHRASES[kind])) {
    const weak = phrase.endsWith('!');
    const parts = (weak ? phrase.slice(0, -1) : phrase).split(' ');
    const cls: FieldClass = { kind, category: info.category, label: info.label, weak };
    const last = parts[parts.length - 1] as string;
    const list = BY_LAST.get(last) ?? [];
    list.push({ parts, cls });
    BY_LAST.set(last, list);
    for (const p of parts) ALL_PARTS.add(p);
  }
}
}

buildTable();

/** Splits a field name into lower-case, accent-free parts: snake, camel, kebab, dotted, spaced. */
export function nameParts(name: string): string[] {
  const ascii = !/[^\x00-\x7f]/.test(name);
  return (ascii ? name : name.normalize('NFD'))
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((p) => p.length > 0);
}

/** Glued forms people write without a separator: `dbpassword`, `userpwd`, `apitoken`, `custssn`. */
const GLUED_SUFFIXES: ReadonlyArray<readonly [string, FieldKind]> = [
  ['password', 'password'],
  ['passwd', 'password'],
  ['passwort', 'password'],
  ['secret', 'token'],
  ['token', 'token'],
  ['apikey', 'token'],
  ['ssn', 'ssn'],
  ['email', 'email'],
  ['phone', 'phone'],
  ['iban', 'iban'],
];

/**
 * The class a field name announces, or undefined. The phrase nearest the end of the name wins
 * (`customer_ssn`, `admin_password_hash` → hash describes it, so nothing); a part that says the
 * name is about something else (`password_policy`, `email_verified`, `token_url`) refuses it.
 */
export function classifyFieldName(name: string): FieldClass | undefined {
  // Names repeat within a text and across texts (`password`, `email`, `name`): remembered, bounded.
  const known = memo.get(name);
  if (known !== undefined) return known ?? undefined;
  const cls = classifyUncached(name);
  if (memo.size >= MEMO_LIMIT) memo.clear();
  memo.set(name, cls ?? null);
  return cls;
}

const MEMO_LIMIT = 8192;
const memo = new Map<string, FieldClass | null>();

function classifyUncached(name: string): FieldClass | undefined {
  const parts = nameParts(name);
  if (parts.length === 0 || parts.length > 8) return undefined;
  let best: { cls: FieldClass; end: number; length: number } | undefined;
  for (let end = parts.length; end >= 1; end--) {
    const candidates = BY_LAST.get(parts[end - 1] as string);
    if (!candidates) continue;
    for (const e of candidates) {
      const n = e.parts.length;
      if (n > end) continue;
      let ok = true;
      for (let k = 0; k < n; k++) if (parts[end - n + k] !== e.parts[k]) ok = false;
      if (!ok) continue;
      if (!best || end > best.end || (end === best.end && n > best.length)) best = { cls: e.cls, end, length: n };
    }
    if (best) break;
  }
  if (!best) {
    // Glued names: a known word at the end of a longer part (`dbpassword`, `userEmail` split already).
    for (let i = parts.length - 1; i >= 0 && !best; i--) {
      const p = parts[i] as string;
      for (const [suffix, kind] of GLUED_SUFFIXES) {
        if (p.length > suffix.length && p.endsWith(suffix) && p.length <= suffix.length + 8) {
          const info = KIND_INFO[kind];
          best = { cls: { kind, category: info.category, label: info.label, weak: false }, end: i + 1, length: 1 };
          break;
        }
      }
    }
  }
  if (!best) return undefined;
  // Parts after the phrase describe it: `password_hint`, `phone_type`, `name_format`. A spaced
  // label ("password every time") takes no trailing words but a number; an identifier takes at
  // most two qualifiers (`DB_PASSWORD_PROD`, `api_key_v2`).
  const spaced = /\s/.test(name.trim());
  const trailing = parts.length - best.end;
  // A spaced label may go on with a prepositional phrase: "password for the VPN", "address for the courier".
  const phrase = spaced && trailing > 0 && /^(?:for|of|on|to|at|de|du|des|pour|fur|fuer|von|vom|para|per|van|voor|da|do|del|della|di)$/.test(parts[best.end] as string);
  if (!phrase && trailing > (spaced ? 1 : 2)) return undefined;
  if (phrase && trailing > 4) return undefined;
  for (let k = best.end; k < parts.length; k++) {
    const p = parts[k] as string;
    if (NOT_THE_VALUE.has(p)) return undefined;
    if (spaced && !phrase && !/^(?:\d+|no|nr|number|num|1st|2nd)$/.test(p)) return undefined;
  }
  // Parts before it may also say so: `max_password_length` is caught above, `public_key`, `test_email`.
  for (let k = 0; k < best.end - best.length; k++) {
    const p = parts[k] as string;
    if (/^(?:max|min|num|count|total|limit|length|size|prompt|completion|input|output|reasoning|cached|used)$/.test(p)) return undefined;
    if (p === 'public' || p === 'pub' || p === 'publishable' || p === 'example' || p === 'sample' || p === 'test' || p === 'fake' || p === 'dummy' || p === 'mock' || p === 'placeholder' || p === 'default' || p === 'new' && best.cls.kind === 'password' && false) return undefined;
    if (best.cls.kind === 'address' && MACHINE_ADDRESS.has(p)) return undefined;
    if (best.cls.kind === 'person_name' && /^(?:file|user|host|app|class|func|function|table|column|field|key|var|module|package|project|repo|branch|tag|service|domain|server|display|device|node|type|event|step|job|task|test|model|brand|product|company|org|organization|team|group|role|database|db|schema|bucket|queue|topic|channel|image|container|pod|cluster|region|zone|env|environment|stage|build|artifact|plugin|theme|font|layer|sheet|tab|view|route|path|dir|folder|element|attribute|attr|param|property|prop|method|variable|constant|enum|interface|struct|object|collection|index|label|alias|nick|screen|login|account|bot|app|device|computer|machine|printer|network|wifi|ssid|street|city|country|state|county|town|place|location|venue|site|store|shop|hotel|restaurant|school|university|course|book|song|album|movie|game|file)$/.test(p)) return undefined;
  }
  if (best.cls.kind === 'address') {
    // "address" itself after a machine word: `ip address`, `mac-address`, `email address` handled as email.
    for (let k = 0; k < best.end; k++) if (MACHINE_ADDRESS.has(parts[k] as string)) return undefined;
  }
  return best.cls;
}

/**
 * Lower-case ASCII keywords whose presence may announce a field name: the last part of each
 * phrase (the engine looks for these first and reads field structure only around them), plus the
 * glued suffixes.
 */
export function fieldKeywords(): string[] {
  const out = new Set<string>();
  for (const list of BY_LAST.values()) {
    // The head of the phrase (its last part): a name such as `customer_last_name` is classified
    // whole once any of its words is found, and heads are rarer than modifiers (`api`, `first`).
    for (const e of list) {
      const head = e.parts[e.parts.length - 1] as string;
      if (!GENERIC_PARTS.has(head) || e.parts.length === 1) {
        out.add(head);
        continue;
      }
      let best = '';
      for (const p of e.parts) if (!GENERIC_PARTS.has(p) && p.length > best.length) best = p;
      out.add(best || head);
    }
  }
  for (const [suffix] of GLUED_SUFFIXES) out.add(suffix);
  return [...out];
}

/** Parts too common in any text to look for: a phrase is found through its other words. */
const GENERIC_PARTS = new Set(['no', 'nr', 'id', 'api', 'number', 'num', 'client', 'cliente']);

/** Whether `part` occurs in some phrase of the lexicon. */
export function isLexiconPart(part: string): boolean {
  return ALL_PARTS.has(part);
}
