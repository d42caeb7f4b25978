/**
 * Tells real secret values from what usually sits where a secret goes: filler (xxxx, 000000,
 * YOUR_API_KEY), references to a secret kept elsewhere (${DB_PASS}, process.env.TOKEN,
 * config.password), code (getToken()), words and sentences. Secret rules call these after their
 * pattern matched, so the checks only ever see candidate values, never whole texts.
 */
import { shannonEntropy } from './entropy';

/** The value with the spaces and line breaks that OCR or a terminal wrap put inside it removed. */
export function compactSecret(raw: string): string {
  return raw.replace(/\s+/g, '');
}

/**
 * Filler that stands where a token goes: runs of x, asterisks or dots, an ellipsis, counting
 * runs (`123456789`, `abcdefgh`), "your key" and "insert/replace" slots, `changeme`, `redacted`. Words such as "example", "sample" or
 * "dummy" inside a value are not filler: a key in a provider's format is masked even when it is
 * a documentation example (`AKIAIOSFODNN7EXAMPLE`), since masking it costs nothing.
 */
const DUMMY =
  /[xX]{5,}|\*{3,}|\.{3,}|…|0123456|123456789|abcdefgh|placeholder|changeme|redacted|your[_-]?(?:api|secret|token|key|pass|own|app|access)|insert[_-]?(?:key|token|your)|replace[_-]?(?:me|with)|put[_-]?your/i;
/**
 * One character eight times or more (case aside). Kept apart from DUMMY: a case-insensitive
 * back-reference is slow on two-byte text (any view holding a non-Latin-1 character), so it only
 * runs where `mayRepeat` saw such a run.
 */
const REPEATED = /(.)\1{7,}/i;

/**
 * Whether eight characters in a row may be one character repeated under case-insensitive
 * matching: ASCII letters fold to lower case, and any two non-ASCII characters count as equal
 * (never equal to an ASCII one, as in a non-Unicode case-insensitive match), so nothing
 * REPEATED would find is missed.
 */
function mayRepeat(value: string): boolean {
  let run = 0;
  let previous = -1;
  for (let i = 0; i < value.length; i++) {
    let c = value.charCodeAt(i);
    if (c >= 65 && c <= 90) c += 32;
    else if (c >= 128) c = 128;
    run = c === previous ? run + 1 : 1;
    if (run >= 8) return true;
    previous = c;
  }
  return false;
}

/**
 * True for token-shaped values that are filler: `ghp_xxxx…`, `sk_live_000…`, `sk-…abcd`.
 * Unlike the general placeholder check it does not treat `test` as filler: `sk_test_…` keys are
 * real secrets.
 */
export function looksLikeDummySecret(value: string): boolean {
  return DUMMY.test(value) || (mayRepeat(value) && REPEATED.test(value));
}

/**
 * False when a value that OCR or a wrap broke into chunks ends in an ordinary word: a short
 * near-miss that borrowed the next word of prose to reach its length, not a secret broken in two.
 * Only the last chunk is judged, since a prefix read with spaces (`sk live 51…`) has words too.
 */
export function breaksPlausible(raw: string): boolean {
  if (!/\s/.test(raw)) return true;
  const chunks = raw.split(/\s+/).filter((c) => c.length > 0);
  if (chunks.length < 2) return true;
  const wordLike = (c: string): boolean => /^(?:[a-z]{1,12}|[A-Z][a-z]{1,11})$/.test(c);
  if (wordLike(chunks[chunks.length - 1] ?? '')) return false;
  // Words strung after the prefix ("npm and want to maximize …") are prose, not a broken token.
  let words = 0;
  for (let i = 1; i < chunks.length; i++) if (wordLike(chunks[i] as string)) words++;
  return words < 2;
}

const PLACEHOLDER_VALUE = new RegExp(
  [
    // \u2022 is the bullet (•): the command-line bundle holds no other characters than ASCII.
    String.raw`^(?:x+|\*+|\.+|\u2022+|-+|_+|#+|\?+)$`,
    String.raw`^(?:<[^<>]*>|\[[^\[\]]*\]|\{\{.*\}\}|\$\{[^}]*\}|%[^%]*%)$`,
    String.raw`^(?:your|my|the|some|an?)[_-][\w-]*$`,
    String.raw`(?:^|[_-])(?:here|todo|fixme|tbd)(?:$|[_-])`,
    String.raw`placeholder|change[_-]?me|redacted|replace[_-]?me|insert[_-]?(?:your|key|token|here)`,
    String.raw`^(?:null|none|nil|undefined|true|false|test(?:ing)?|secret|token|api[_-]?key|xxx\w*)$`,
  ].join('|'),
  'i',
);

/**
 * True for values that stand in for a secret: `YOUR_API_KEY`, `<token>`, `${SECRET}`, `xxxx`,
 * `changeme`, `my-secret`. Only a separator after "your" / "my" / "the" counts, so real values
 * that merely begin with those letters (`anX7…`, `themis42`) are kept.
 */
export function looksLikePlaceholderValue(value: string): boolean {
  return PLACEHOLDER_VALUE.test(value);
}

/** An identifier as code names things: letters and underscores, at most a short number at the end. */
const IDENT = '[A-Za-z_$][A-Za-z_$]*[0-9]{0,2}';

const REFERENCE = new RegExp(
  [
    // Shell, CI and template references: $VAR, $dbPass, ${VAR}, $(cmd), %VAR%, {{ var }}, <token>, [token], {token}
    String.raw`^\$(?:\{[^}]*\}|\([^)]*\)|[A-Z_][A-Z0-9_]*|[a-z_][A-Za-z_]*)$`,
    String.raw`^\$\{\{.*\}\}$`,
    String.raw`^%[A-Za-z_]\w*%$`,
    String.raw`^\{\{.*\}\}$`,
    String.raw`^<[^<>]*>$`,
    String.raw`^\[[^\[\]]*\]$`,
    String.raw`^\{[A-Za-z_][\w.-]*\}$`,
    String.raw`^%[sd]$`,
    // Template interpolation anywhere: `${a}.${b}`, `{{ x }}`, `#{x}`.
    String.raw`\$\{|\{\{|#\{`,
    // Code: calls, dotted paths, environment lookups, YAML tags. A path segment is a word with at
    // most a two-digit suffix, so dotted tokens (`eyJhbGci….abc`) are not taken for code.
    String.raw`^(?:process\.env|os\.environ|os\.getenv|getenv|env|ENV|System\.getenv|secrets|vars|config|settings|self|this|args|params|options|opts|ctx|req|request)\b`,
    String.raw`^${IDENT}(?:[?!]?\.${IDENT})*(?:\(|\[)`,
    String.raw`^${IDENT}(?:[?!]?\.${IDENT})+;?$`,
    String.raw`^${IDENT};$`,
    String.raw`^!!?${IDENT}(?:[?!]?\.${IDENT})*;?$`,
    String.raw`^${IDENT}(?:[?!]?\.${IDENT})+(?:={2,3}|!=)`,
    String.raw`^!(?:vault|Ref|Sub|GetAtt|ImportValue|Join|Select|Split|If|ENV|env|secret|include|reference)\b`,
    // Paths and URLs say where a secret lives, not what it is.
    String.raw`^(?:~|\.{1,2})?/`,
    String.raw`^[A-Za-z][A-Za-z0-9+.-]{1,20}://`,
    String.raw`\.(?:pem|key|json|ya?ml|txt|env|p12|pfx|crt|cer|jks|keystore|gpg|asc)$`,
  ].join('|'),
);

/** True when the value names where a secret comes from instead of holding one. */
export function looksLikeReference(value: string): boolean {
  return REFERENCE.test(value);
}

/** Values people write in place of a password: the word itself and its short forms. */
const PASSWORD_WORDS =
  /^(?:pass(?:word|wd|phrase)?|pwd|pw|secret|user(?:name)?|admin(?:istrator)?|root|login|guest|default|none|empty|null|nil|undefined|hidden|required|optional|string|str|text|value|bool|boolean|int|number|any|object|char|varchar|bytes?|field|input|prompt|enter|see|ask|tbd|n\/?a|todo|fixme|same|unknown|invalid|incorrect|wrong|correct|true|false|yes|no|on|off|\*+|•+)$/i;

/** True when the password slot holds a word that stands for a password rather than one (`:_password`, `<PASS>`). */
export function looksLikePasswordWord(value: string): boolean {
  return PASSWORD_WORDS.test(value) || PASSWORD_WORDS.test(value.replace(/[^A-Za-z0-9*•]/g, ''));
}

function characterClasses(value: string): number {
  let classes = 0;
  if (/[a-z]/.test(value)) classes++;
  if (/[A-Z]/.test(value)) classes++;
  if (/[0-9]/.test(value)) classes++;
  if (/[^A-Za-z0-9]/.test(value)) classes++;
  return classes;
}

function commonRejects(value: string): boolean {
  return (
    value.length === 0 ||
    /\s/.test(value) ||
    looksLikePlaceholderValue(value) ||
    looksLikeDummySecret(value) ||
    looksLikeReference(value)
  );
}

/**
 * Whether a value in a password slot (`password = …`, `DB_PASS=…`, `user:…@host`) is plausibly a
 * real password: 6–128 characters without spaces, a letter, and a digit or symbol — or long
 * and varied enough to be a passphrase. Words (`required`, `Passwort`) and references fail.
 */
export function plausiblePassword(value: string): boolean {
  if (value.length < 6 || value.length > 128) return false;
  if (commonRejects(value) || looksLikePasswordWord(value)) return false;
  if (!/[A-Za-z]/.test(value)) return value.length >= 8 && /[0-9]/.test(value) && /[^0-9]/.test(value);
  if (/[0-9]|[^A-Za-z0-9]/.test(value)) return true;
  // Letters alone: a long mix of cases, but not an identifier in PascalCase or camelCase.
  if (/^(?:[A-Z][a-z]+)+$|^[a-z]+(?:[A-Z][a-z]+)+$/.test(value)) return false;
  return value.length >= 12 && shannonEntropy(value) >= 3.2 && characterClasses(value) >= 2;
}

/**
 * Whether the password half of an explicit `user:password` pair (a URL, `curl -u`) is real: in
 * that slot even a weak word is a password, so only placeholders, references and the words that
 * stand for a password are refused.
 */
export function plausiblePairedPassword(value: string, minLength = 3): boolean {
  return (
    value.length >= minLength &&
    !looksLikePlaceholderValue(value) &&
    !looksLikeDummySecret(value) &&
    !looksLikeReference(value) &&
    !looksLikePasswordWord(value)
  );
}

/**
 * Whether a value in a token slot (`api_key: …`, `SECRET=…`) looks generated: at least
 * `minLength` characters, two or more character classes, enough entropy, and not words joined
 * by separators (`my-app-production`) or a bare number.
 */
export function plausibleToken(value: string, minLength = 12, minBits = 3.0): boolean {
  const v = value.replace(/^(?:Bearer|Basic|Token|Bot)\s+/i, '');
  if (v.length < minLength || v.length > 4096) return false;
  if (commonRejects(v)) return false;
  if (/^\d+$/.test(v)) return false;
  if (/^[A-Za-z._-]+$/.test(v)) {
    // Letters alone are random only when long and evenly mixed in case, not camelCase or kebab words.
    const upper = v.replace(/[^A-Z]/g, '').length / v.replace(/[^A-Za-z]/g, '').length;
    if (v.length < 20 || upper < 0.2 || upper > 0.8) return false;
  }
  if (characterClasses(v) < 2) return false;
  return shannonEntropy(v) >= minBits;
}
