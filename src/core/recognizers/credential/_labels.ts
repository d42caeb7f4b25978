/**
 * Reading the name a value is assigned to (`DB_PASSWORD`, `stripeSecretKey`, `api-key`) to decide
 * whether the value is a secret, and of which kind. Names that describe a secret without holding
 * one (`TOKEN_URL`, `password_policy`, `max_tokens`, `PUBLIC_KEY`, `next_page_token`) are refused.
 */
import type { ValidationContext } from '../types';
import { matchStart } from './_rule';

/** Words that make a name about something other than the secret itself. */
const NOT_THE_SECRET = new Set(
  (
    'public publishable pub id ids name names type types url uri urls path file files dir folder length len size count ' +
    'expiry expires expiration exp ttl timeout lifetime header headers prefix suffix format policy policies version hint ' +
    'field label title description desc required enabled enable disabled rotation endpoint index limit limits min max ' +
    'pattern regex location ref arn store manager provider generator strength reset validation validator mode method ' +
    'algorithm alg kind tag note placeholder example sample fake dummy mock stub bucket budget usage estimate cost price ' +
    'window rate used remaining error message msg prompt input text button link page next continuation sync cursor ' +
    'nonce idempotency request trace correlation domain host hostname port region zone username ' +
    'issuer audience scope scopes realm tenant callback redirect alias hash hashed digest minlength maxlength ' +
    'character characters chars rules rule requirements complexity changed last created updated'
  ).split(/\s+/),
);

/** Name components that say "this is a password". */
const PASSWORD_PARTS = new Set(['password', 'passwd', 'pass', 'pwd', 'passphrase', 'passcode', 'pw']);
/** Name components that say "this is a key or token". */
const TOKEN_PARTS = new Set([
  'secret', 'secrets', 'token', 'key', 'apikey', 'credential', 'credentials', 'auth', 'salt', 'privatekey', 'secretkey',
  'accesskey', 'authtoken', 'accesstoken', 'refreshtoken', 'apitoken', 'clientsecret', 'apisecret', 'bearer',
]);

/** `DB_PASSWORD` → [db, password]; `stripeSecretKey` → [stripe, secret, key]; `x-api-key` → [x, api, key]. */
export function nameParts(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((p) => p.length > 0);
}

export type SecretKind = 'password' | 'token';

/** What kind of secret a name announces, or undefined when it announces none (or describes one). */
export function secretKind(name: string): SecretKind | undefined {
  const parts = nameParts(name);
  if (parts.some((p) => NOT_THE_SECRET.has(p))) return undefined;
  if (parts.some((p) => PASSWORD_PARTS.has(p))) return 'password';
  if (parts.some((p) => TOKEN_PARTS.has(p))) return 'token';
  return undefined;
}

/** Offset in the view where capture group `name` starts (the match needs the `d` flag). */
export function groupStart(ctx: ValidationContext, name: string): number {
  const group = ctx.match.indices?.groups?.[name];
  return group ? matchStart(ctx) + (group[0] - ctx.match.index) : matchStart(ctx);
}

/**
 * The whole name the label in group `k` belongs to: the label plus the identifier characters
 * just before it in the view (`NEXT_PUBLIC_` before `API_KEY`). Undefined when the label sits
 * inside a longer lower-case word (`bypass`, `mytoken`) rather than at a word or camelCase start.
 */
export function fullName(ctx: ValidationContext): string | undefined {
  const label = ctx.match.groups?.['k'] ?? '';
  const start = groupStart(ctx, 'k');
  const before = ctx.text[start - 1] ?? '';
  if (/[A-Za-z]/.test(before) && !(/[a-z]/.test(before) && /^[A-Z]/.test(label))) return undefined;
  let from = start;
  while (from > 0 && from > start - 64 && /[A-Za-z0-9_.-]/.test(ctx.text[from - 1] as string)) from--;
  return ctx.text.slice(from, start) + label;
}
