/**
 * Building blocks for credential rules.
 *
 * Secrets reach the engine through OCR and terminal copies, which break tokens with a stray space
 * or a line wrap. Patterns built here let a token body run across such breaks while keeping exact
 * start and end checks, so a finding covers the whole secret and nothing after it.
 */
import type { ViewName } from '../../text/normalize';
import type { Recognizer, ValidationContext } from '../types';
import { shannonEntropy } from '../validators/entropy';
import { breaksPlausible, compactSecret, looksLikeDummySecret } from '../validators/secret-values';

/**
 * Views for token-shaped secrets: as typed, rot13-hidden, URL-escaped, HTML-escaped, and with
 * wraps that split the prefix itself (`g\nhp_…`) closed — the despace view joins a line only
 * when it is a lone token, so end checks still hold there.
 */
export const TOKEN_VIEWS: readonly ViewName[] = ['base', 'despace', 'rot13', 'url', 'entity'];
/** Views for multi-line secrets (key blocks, URLs with passwords) that a column wrap may cut anywhere. */
export const WRAPPED_VIEWS: readonly ViewName[] = ['base', 'unwrap', 'url', 'entity'];
/** Views for label-anchored rules, whose labels are words and so pointless to rot13. */
export const LABEL_VIEWS: readonly ViewName[] = ['base', 'url', 'entity'];

/** A break inside a token: one space (OCR) or a line end with its indentation (terminal wrap). */
const BREAK = '(?: |\\r?\\n[ \\t]{0,16})';

/** Character classes used by many token grammars. */
export const ALNUM = '[A-Za-z0-9]';
export const HEX = '[a-f0-9]';
export const HEX_ANY = '[a-fA-F0-9]';
/** base64url / "extended" alphabet: letters, digits, `_` and `-`. */
export const URLSAFE = '[A-Za-z0-9_-]';
export const BASE64 = '[A-Za-z0-9+/]';
/** A UUID in either case (many providers issue UUID-shaped keys, told apart by their label). */
export const UUID = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}';

/** No letter or digit right before. */
export const START = '(?<![A-Za-z0-9])';
/** No letter or digit right after. */
export const END = '(?![A-Za-z0-9])';
/** No token character (letters, digits, `_`, `-`) right before / after. */
export const START_URLSAFE = '(?<![A-Za-z0-9_-])';
export const END_URLSAFE = '(?![A-Za-z0-9_-])';
/** No base64 character right after. */
export const END_BASE64 = '(?![A-Za-z0-9+/=])';

/** Exactly `n` characters of class `cls`, which may be broken anywhere by one space or a wrap. */
export function run(cls: string, n: number): string {
  if (n <= 1) return cls;
  return `(?:${cls}${BREAK}?){${n - 1}}${cls}`;
}

/**
 * Between `min` and `max` characters of `cls`. Without a fixed length nothing says where such a
 * token ends, so breaks are taken only on evidence that the text after them is still token:
 * - a wrap after at least 24 characters whose next line continues with 8+ token characters up to
 *   a line end, quote or URL delimiter (or a `.` that starts the next segment), so a following
 *   `NAME=value` line is never glued on;
 * - a single space before a chunk holding a digit or a lower-to-upper step, which words of prose
 *   lack.
 */
export function span(cls: string, min: number, max: number): string {
  const wrap = `(?<=\\S{24})\\r?\\n[ \\t]{0,16}(?=${cls}{8,400}={0,3}(?:[\\s"'\`,;)\\]}>@&?#/]|$|\\.${cls}))`;
  const space = ` (?=${cls}{0,200}?(?:[0-9]|[a-z][A-Z]))`;
  return `${cls}(?:(?:${wrap}|${space})?${cls}){${Math.max(0, min - 1)},${max - 1}}`;
}

/** A break allowed between the segments of a multi-part token (after a `.` or `_`). */
export const SEGMENT_BREAK = `${BREAK}?`;

/**
 * A label as a case-insensitive pattern. Letters become `[Xx]`, `.` is escaped, anything else
 * (`|`, `_`, `-`, spaces, `(?:`, `)`, `?`) is kept, so `ci('api[_-]?key')` works as expected.
 */
export function ci(label: string): string {
  let out = '';
  let inClass = false;
  for (const ch of label) {
    if (ch === '[') inClass = true;
    if (ch === ']') inClass = false;
    if (/[A-Za-z]/.test(ch) && !inClass) out += `[${ch.toUpperCase()}${ch.toLowerCase()}]`;
    else if (ch === '.' && !inClass) out += '\\.';
    else out += ch;
  }
  return out;
}

/**
 * A rule's pattern, made into a RegExp the first time the rule runs. Making a RegExp parses its
 * source: for the few hundred credential patterns that is a dozen milliseconds of every
 * command-line start, while a text reaches the patterns of only the rules whose keywords it holds.
 */
export class DeferredPattern {
  constructor(readonly make: () => RegExp) {}
}

/** Joins pattern sources into one global RegExp (made when the rule first runs). */
export function pattern(...parts: string[]): DeferredPattern {
  return new DeferredPattern(() => new RegExp(parts.join(''), 'g'));
}

/** Assignment between a label and its value: `=`, `:`, `:=`, `=>`, `is`, with optional quotes. */
export const ASSIGN = `["'\\]]?[ \\t]{0,4}(?:=|:=|:|=>|[ \\t]is)[ \\t]{0,4}["'\`]?`;

/**
 * What may sit between a provider label and the assignment: `_AUTH_TOKEN`, ` api key`,
 * `.Client(api_key`, or one step of YAML nesting.
 */
const QUALIFIER = '(?:[A-Za-z0-9_.( -]|:[ \\t]*\\r?\\n[ \\t]+){0,40}?';

/**
 * A value introduced by a provider label, e.g. `TWILIO_AUTH_TOKEN=…`, `"datadog_api_key": "…"`,
 * `cloudflare api token: …`, `Mistral(api_key="…")`, `datadog:\n  api_key: …`. `label` goes
 * through `ci`; up to 40 characters of qualifier may sit between label and assignment. The value
 * is the named group `v`, so only it is masked.
 */
export function labelled(label: string, value: string, end: string = END): DeferredPattern {
  return new DeferredPattern(() => new RegExp(`${ci(label)}${QUALIFIER}${ASSIGN}(?<v>${value})${end}`, 'g'));
}

/** Offset, in the view, where the whole match (label included) starts. */
export function matchStart(ctx: ValidationContext): number {
  const span = ctx.match.indices?.groups?.['v'];
  return span ? ctx.start - (span[0] - ctx.match.index) : ctx.start;
}

/** Whether `word` occurs within `radius` characters of the match (for rules that need their provider named nearby). */
export function near(ctx: ValidationContext, word: RegExp, radius = 400): boolean {
  const from = Math.max(0, matchStart(ctx) - radius);
  return word.test(ctx.text.slice(from, Math.min(ctx.text.length, ctx.end + radius)));
}

export interface CredentialRule {
  /** Kebab-case id starting with the provider slug. */
  readonly id: string;
  readonly description: string;
  readonly label?: string;
  readonly keywords: readonly string[];
  readonly patterns: readonly (RegExp | DeferredPattern)[];
  readonly views?: readonly ViewName[];
  readonly confidence: number;
  /** Minimum Shannon entropy, bits per character, of the value with breaks removed. */
  readonly minEntropy?: number;
  /** Keep filler such as `xxxx` or `EXAMPLE` (for rules whose own check is stricter). */
  readonly allowDummy?: boolean;
  /** The value spans words and lines by nature (key files), so breaks inside it prove nothing. */
  readonly multiline?: boolean;
  /** Further check on the value (breaks removed) after the common ones pass. */
  readonly check?: (value: string, ctx: ValidationContext) => boolean;
}

/**
 * A credential recognizer with the checks every secret rule shares: breaks must split a token,
 * not glue prose onto it; filler and placeholders are rejected; entropy when asked.
 */
export function credential(rule: CredentialRule): Recognizer {
  const minEntropy = rule.minEntropy ?? 0;
  const check = rule.check;
  let patterns: readonly RegExp[] | undefined;
  return {
    id: rule.id,
    category: 'credential',
    description: rule.description,
    label: rule.label ?? 'CREDENTIAL',
    keywords: rule.keywords,
    get patterns(): readonly RegExp[] {
      return (patterns ??= rule.patterns.map((p) => (p instanceof DeferredPattern ? p.make() : p)));
    },
    views: rule.views ?? TOKEN_VIEWS,
    confidence: rule.confidence,
    validate: (raw, ctx) => {
      if (!rule.multiline && !breaksPlausible(raw)) return false;
      const value = compactSecret(raw);
      if (!rule.allowDummy && looksLikeDummySecret(value)) return false;
      if (minEntropy > 0 && shannonEntropy(value) < minEntropy) return false;
      return check ? check(value, ctx) : true;
    },
  };
}

/** One vendor (or one vendor-neutral format family) and the rules that find its secrets. */
export interface CredentialProvider {
  /** Kebab-case slug; every recognizer id of the provider starts with it. */
  readonly slug: string;
  /** Display name. */
  readonly name: string;
  /** True for formats that belong to no vendor: PEM keys, JWTs, assignments, URLs with passwords. */
  readonly generic: boolean;
  readonly recognizers: readonly Recognizer[];
}

export function provider(slug: string, name: string, recognizers: readonly Recognizer[], generic = false): CredentialProvider {
  return { slug, name, generic, recognizers };
}
