/**
 * Secrets assigned to a telling name in code, config and chat: `password = "…"`, `api_key: …`,
 * `"client_secret": "…"`, `access_token=…&`, `$token = '…'`, YAML and JSON alike, and the
 * sentence "my password is …". The value must pass the password or token test for the kind of
 * name, so prose ("password policy: 12 characters", "token bucket", "secret santa") and
 * references (`process.env.TOKEN`, `${SECRET}`, `<api-key>`) stay unmasked.
 */
import type { ValidationContext } from '../types';
import { LABEL_VIEWS, ci, credential, provider } from './_rule';
import { fullName, secretKind } from './_labels';
import { plausiblePassword, plausibleToken } from '../validators/secret-values';

const PASSWORD = ci('(?:pass(?:word|wd|phrase|code)?|pwd)');
const TOKEN = ci(
  '(?:(?:api|access|private|client|auth|signing|encryption|master|app|consumer|secret|license|webhook|session)[_.-]?(?:key|secret|token)|apikey|secret|token|credentials?)',
);
/** Qualifiers after the label: `_value`, `.prod`, `Key` (camelCase), at most three. */
const QUALIFIER = '(?:[_.-][A-Za-z0-9]{1,24}|[A-Z][a-z0-9]{1,24}){0,3}';
/**
 * The label is looked for behind an assignment operator rather than the other way round: `=` and
 * `:` are far rarer than the letters a label may start with, so the pattern is tried at few places.
 * The operator's first character is matched first (a plain class the engine skips ahead to), then
 * the label behind it, then the rest of the operator: `=`, `==`, `===`, `=>`, `:`, `:=` or `<-`.
 */
const LABELLED_OPERATOR = `[=:<](?<=(?<k>(?:${PASSWORD}|${TOKEN})${QUALIFIER})["'\\]]?[ \\t]{0,4}[=:<])(?:(?<==)(?:={0,2}|>)|(?<=:)=?|(?<=<)-)[ \\t]{0,4}`;

function validValue(value: string, ctx: ValidationContext): boolean {
  const name = fullName(ctx);
  const kind = name === undefined ? undefined : secretKind(name);
  if (kind === 'password') return plausiblePassword(value);
  return kind === 'token' && plausibleToken(value, 12, 3);
}

const assignment = credential({
  id: 'generic-secret-assignment',
  description: 'Secret assigned to a password, token, key or secret name',
  label: 'SECRET',
  keywords: ['pass', 'pwd', 'secret', 'token', 'key', 'credential'],
  patterns: [
    new RegExp(`${LABELLED_OPERATOR}(?<q>["'\`])(?<v>[^\\s"'\`\\\\]{1,256})\\k<q>`, 'g'),
    new RegExp(`${LABELLED_OPERATOR}(?<v>[^\\s"'\`,;&<>(){}\\[\\]]{1,256})(?=[\\s"'\`,;&<>(){}\\[\\]]|$)`, 'g'),
  ],
  views: LABEL_VIEWS,
  allowDummy: true,
  check: validValue,
  confidence: 0.8,
  examples: {
    match: [
      { text: 'db_password = "RTTrMiny9$q"', covers: 'RTTrMiny9$q' },
      { text: '{"client_secret": "c4oQu-5VHNKESiIWCCd4L6eXZorDQrvIJCPGUljm", "client_id": "acme"}', covers: 'c4oQu-5VHNKESiIWCCd4L6eXZorDQrvIJCPGUljm' },
      { text: 'spring:\n  datasource:\n    password: 6v5F3N9cmy#2', covers: '6v5F3N9cmy#2' },
      { text: 'curl "https://api.example.org/v1/items?access_token=Rj7AzDuSOTF87qjenm34JYsidYyzd1M8&page=2"', covers: 'Rj7AzDuSOTF87qjenm34JYsidYyzd1M8' },
      { text: "$apiKey = '9ORRv91gPIsTZCOGNc9yXdgWgfBnwxvz';", covers: '9ORRv91gPIsTZCOGNc9yXdgWgfBnwxvz' },
      { text: 'Server=db;Database=app;User Id=sa;Password=4tWZNKWfu6q7!;', covers: '4tWZNKWfu6q7!' },
      { text: 'x-api-key: ZKhwJb6LegNy8MpuPWkz5GQRWoHeSYll1NUbzA3z', covers: 'ZKhwJb6LegNy8MpuPWkz5GQRWoHeSYll1NUbzA3z' },
    ],
    ignore: [
      'Our password policy: minimum 12 characters, rotated yearly.',
      'The token bucket refills at 10 tokens per second.',
      'Secret Santa: draw names by Friday!',
      'password = os.environ["DB_PASSWORD"]',
      'token: ${{ secrets.GITHUB_TOKEN }}',
      'api_key = "<your-api-key>"',
      'password: string;',
      'PASSWORD_MIN_LENGTH: 12',
      'max_tokens: 4096',
      '"password": "Password"',
      'const token = await getToken(user);',
      'tokenizer = AutoTokenizer.from_pretrained(name)',
      '"forgot_password": "Forgot your password?"',
      'public_key: TQy1Ijjmko5IsxKSr3Gyrb0db1rt8bM2GJaLg5JU',
      'next_page_token: Op3bYRJGLuk1MKeliMcpgf1GB73McC4xpkGibN2x',
      '"token_type": "Bearer"',
    ],
  },
});

const sentence = credential({
  id: 'generic-password-sentence',
  description: 'Password given in a sentence ("my password is …")',
  label: 'PASSWORD',
  keywords: ['pass', 'pwd'],
  patterns: [
    new RegExp(
      `(?<k>${ci('(?:pass(?:word|wd|phrase|code)|pwd)')})(?:[ \\t]+(?:for|of|to|on)[ \\t]+[A-Za-z0-9@._/-]{1,40}){0,2}[ \\t]+(?:${ci('is')}|${ci('was')}|${ci('will be')})[ \\t]*:?[ \\t]*["'\`]?(?<v>[^\\s"'\`]{5,63}[^\\s"'\`.,;:!?)])`,
      'g',
    ),
  ],
  views: LABEL_VIEWS,
  allowDummy: true,
  check: (value, ctx) => fullName(ctx) !== undefined && plausiblePassword(value),
  confidence: 0.75,
  examples: {
    match: [
      { text: 'my password is ToumO8k4#2 so please log in', covers: 'ToumO8k4#2' },
      { text: 'The wifi password for guest-net is LpWXGezEp7.', covers: 'LpWXGezEp7' },
    ],
    ignore: [
      'The password is incorrect.',
      'Your password was changed yesterday.',
      'The password is stored in the vault.',
      'password is required',
      'the passphrase is twelve words long',
    ],
  },
});

export const GENERIC = provider('generic', 'Generic secrets', [assignment, sentence], true);
