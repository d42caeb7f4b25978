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
});

export const GENERIC = provider('generic', 'Generic secrets', [assignment, sentence], true);
