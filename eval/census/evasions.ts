/**
 * Evasion families: the ways a value can be written so that it still reads (to a person, a model
 * or a decoder) as the same value while a naive matcher no longer sees it. Each family declares
 * the payload classes it is meaningful for; the census never applies a family outside that
 * matrix, and the cells it skips are reported as excluded, not as wins.
 *
 * The homoglyph, invisible and entity tables here belong to the generator. The exposure oracle
 * keeps its own, so a character the generator uses and the oracle cannot read shows up as an
 * ineligible case instead of silently agreeing with itself.
 */
import type { Payload, PayloadClass } from './payloads';
import { chance, int, pick, type Rng } from './prng';

export const FAMILIES = [
  'plain',
  'confusable',
  'zero_width',
  'bidi_interleave',
  'full_width',
  'digit_split',
  'line_wrap',
  'ocr',
  'base64',
  'base64url',
  'hex',
  'url_encoding',
  'html_entities',
  'rot13',
  'leetspeak',
  'instruction_wrap',
  'chain_confusable_zero_width',
  'chain_full_width_base64',
  'chain_digit_split_url',
  'chain_leet_zero_width',
] as const;
export type Family = (typeof FAMILIES)[number];

const ALL: readonly PayloadClass[] = ['token', 'digits', 'iban', 'email', 'injection'];
const LETTERED: readonly PayloadClass[] = ['token', 'iban', 'email', 'injection'];

/** Which payload classes each family is applied to. Everything else is not applicable. */
export const APPLICABILITY: Readonly<Record<Family, readonly PayloadClass[]>> = {
  plain: ALL,
  confusable: LETTERED,
  zero_width: ALL,
  bidi_interleave: ALL,
  full_width: ALL,
  digit_split: ['digits', 'iban'],
  line_wrap: ALL,
  ocr: ['token', 'digits', 'iban', 'email'],
  base64: ALL,
  base64url: ALL,
  hex: ALL,
  url_encoding: ALL,
  html_entities: ALL,
  rot13: ['token', 'email', 'injection'],
  leetspeak: ['email', 'injection'],
  instruction_wrap: ['injection'],
  chain_confusable_zero_width: LETTERED,
  chain_full_width_base64: ALL,
  chain_digit_split_url: ['digits', 'iban'],
  chain_leet_zero_width: ['email', 'injection'],
};

/** Why a cell is empty, for the protocol. */
export const NOT_APPLICABLE_REASON: Readonly<Partial<Record<Family, string>>> = {
  confusable: 'digit-only identifiers have no letters to swap',
  digit_split: 'only digit-grouped identifiers are split between groups',
  ocr: 'the OCR confusions are digit/letter swaps and punctuation misreads inside tokens; prose injections are read by word',
  rot13: 'rot13 leaves digits unchanged, so on digit identifiers and IBANs it is (nearly) the plain case',
  leetspeak: 'leetspeak is a prose and address habit; applied to tokens or digits it changes nothing a reader relies on',
  instruction_wrap: 'wrapping is a way of smuggling an instruction; other payloads have nothing to wrap',
  chain_confusable_zero_width: 'as confusable',
  chain_digit_split_url: 'as digit_split',
  chain_leet_zero_width: 'as leetspeak',
};

export function applies(family: Family, cls: PayloadClass): boolean {
  return APPLICABILITY[family].includes(cls);
}

// ── character tables (generator side) ────────────────────────────────────────────────────────

const HOMOGLYPHS: Readonly<Record<string, readonly string[]>> = {
  a: ['\u0430'],
  c: ['\u0441'],
  e: ['\u0435'],
  i: ['\u0456', '\u03b9'],
  j: ['\u0458'],
  o: ['\u043e', '\u03bf'],
  p: ['\u0440'],
  s: ['\u0455'],
  v: ['\u03bd'],
  x: ['\u0445'],
  y: ['\u0443'],
  A: ['\u0410', '\u0391'],
  B: ['\u0412', '\u0392'],
  C: ['\u0421'],
  E: ['\u0415', '\u0395'],
  H: ['\u041d', '\u0397'],
  I: ['\u0406', '\u0399'],
  J: ['\u0408'],
  K: ['\u041a', '\u039a'],
  M: ['\u041c', '\u039c'],
  N: ['\u039d'],
  O: ['\u041e', '\u039f'],
  P: ['\u0420', '\u03a1'],
  S: ['\u0405'],
  T: ['\u0422', '\u03a4'],
  X: ['\u0425', '\u03a7'],
  Y: ['\u03a5'],
  Z: ['\u0396'],
};

const INVISIBLES = ['\u200b', '\u200c', '\u200d', '\u2060', '\ufeff', '\u00ad'];
const BIDI = ['\u200e', '\u200f', '\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069', '\u061c'];

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  '@': '&commat;',
  '.': '&period;',
  _: '&lowbar;',
  ':': '&colon;',
  '/': '&sol;',
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
  '+': '&plus;',
  '=': '&equals;',
  '?': '&quest;',
  ',': '&comma;',
  '!': '&excl;',
  '$': '&dollar;',
  '%': '&percnt;',
  '(': '&lpar;',
  ')': '&rpar;',
  '[': '&lsqb;',
  ']': '&rsqb;',
  '\n': '&NewLine;',
};

const LEET: Readonly<Record<string, readonly string[]>> = {
  a: ['4', '@'],
  e: ['3'],
  i: ['1', '!'],
  o: ['0'],
  s: ['5', '$'],
  t: ['7'],
  l: ['1'],
  g: ['9'],
  b: ['8'],
};

// ── transforms ───────────────────────────────────────────────────────────────────────────────

/** Replaces a random share of the letters that have a look-alike; at least one. */
export function confusable(text: string, rng: Rng): string | null {
  const positions: number[] = [];
  for (let i = 0; i < text.length; i++) if (HOMOGLYPHS[text[i] as string]) positions.push(i);
  if (positions.length === 0) return null;
  const share = 0.3 + rng() * 0.5;
  const chosen = new Set(positions.filter(() => rng() < share));
  if (chosen.size === 0) chosen.add(pick(rng, positions));
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const ch = text[i] as string;
    out += chosen.has(i) ? pick(rng, HOMOGLYPHS[ch] as readonly string[]) : ch;
  }
  return out;
}

/** Inserts characters from `pool` between characters of `text`, roughly every `every` places. */
function interleave(text: string, rng: Rng, pool: readonly string[], minEvery: number, maxEvery: number): string {
  const units = [...text];
  if (units.length < 2) return text + pick(rng, pool);
  let out = units[0] as string;
  let gap = int(rng, minEvery, maxEvery);
  let inserted = 0;
  for (let i = 1; i < units.length; i++) {
    if (--gap <= 0) {
      out += pick(rng, pool);
      inserted++;
      gap = int(rng, minEvery, maxEvery);
    }
    out += units[i];
  }
  if (inserted === 0) {
    const cut = int(rng, 1, units.length - 1);
    return units.slice(0, cut).join('') + pick(rng, pool) + units.slice(cut).join('');
  }
  return out;
}

export function zeroWidth(text: string, rng: Rng): string {
  return interleave(text, rng, INVISIBLES, 1, 4);
}

/** Bidi controls between characters (never only around the value, which would leave it whole). */
export function bidiInterleave(text: string, rng: Rng): string {
  return interleave(text, rng, BIDI, 1, 3);
}

export function fullWidth(text: string): string {
  let out = '';
  for (const ch of text) {
    const c = ch.codePointAt(0) as number;
    if (c >= 0x21 && c <= 0x7e) out += String.fromCodePoint(c + 0xfee0);
    else if (c === 0x20) out += '\u3000';
    else out += ch;
  }
  return out;
}

const SPLIT_SEPARATORS = [' ', '.', '-', '\n', ' - ', '  ', ' \n '];

/** Re-groups the compact value (single characters or runs of 1–4) with separators between. */
export function digitSplit(payload: Payload, rng: Rng): string | null {
  const compact = payload.compact;
  if (!compact) return null;
  const prefix = compact.startsWith('+') ? compact.slice(0, 2) : '';
  const rest = prefix ? compact.slice(2) : compact;
  const single = chance(rng, 0.35);
  const sep = pick(rng, SPLIT_SEPARATORS);
  const mixed = chance(rng, 0.3);
  const groups: string[] = [];
  let i = 0;
  while (i < rest.length) {
    const size = single ? 1 : int(rng, 1, 4);
    groups.push(rest.slice(i, i + size));
    i += size;
  }
  if (prefix) groups.unshift(prefix);
  let out = groups[0] as string;
  for (let g = 1; g < groups.length; g++) out += (mixed ? pick(rng, SPLIT_SEPARATORS) : sep) + groups[g];
  return out;
}

/** A terminal's hard wrap: a newline at a fixed column, wherever the value happens to start. */
export function lineWrap(text: string, rng: Rng): string {
  const width = int(rng, 8, 40);
  const startColumn = int(rng, 0, width - 1);
  const breakWith = chance(rng, 0.25) ? '\r\n' : '\n';
  let out = '';
  let broke = false;
  for (let i = 0; i < text.length; i++) {
    if (i > 0 && (startColumn + i) % width === 0 && text[i - 1] !== '\n') {
      out += breakWith;
      broke = true;
    }
    out += text[i];
  }
  if (!broke && text.length > 1) {
    const cut = int(rng, 1, text.length - 1);
    out = text.slice(0, cut) + breakWith + text.slice(cut);
  }
  return out;
}

const OCR_DIGIT: Readonly<Record<string, readonly string[]>> = {
  '0': ['O', 'o'],
  '1': ['l', 'I'],
  '5': ['S'],
  '8': ['B'],
};

/** What OCR does to a token on a screenshot: digit/letter swaps, '_' as a space, long dashes, a stray space. */
export function ocr(text: string, rng: Rng): string {
  const digitShare = 0.3 + rng() * 0.4;
  let out = '';
  for (const ch of text) {
    const swap = OCR_DIGIT[ch];
    if (swap && rng() < digitShare) out += pick(rng, swap);
    else if (ch === '_' && rng() < 0.8) out += ' ';
    else if (ch === '-' && rng() < 0.5) out += pick(rng, ['\u2014', '\u2013']);
    else out += ch;
  }
  if (out === text || chance(rng, 0.5)) {
    const cut = int(rng, 1, Math.max(1, out.length - 1));
    out = out.slice(0, cut) + ' ' + out.slice(cut);
  }
  return out;
}

export function toBase64(text: string): string {
  return Buffer.from(text, 'utf8').toString('base64');
}

export function toBase64Url(text: string): string {
  return Buffer.from(text, 'utf8').toString('base64url');
}

export function toHex(text: string, rng: Rng): string {
  const hex = Buffer.from(text, 'utf8').toString('hex');
  return chance(rng, 0.3) ? hex.toUpperCase() : hex;
}

const UNRESERVED = /^[A-Za-z0-9\-._~]$/;

function percent(ch: string): string {
  let out = '';
  for (const b of Buffer.from(ch, 'utf8')) out += `%${b.toString(16).toUpperCase().padStart(2, '0')}`;
  return out;
}

/** Percent-encodes everything outside the unreserved set and a random half of the rest. */
export function urlEncode(text: string, rng: Rng): string {
  let out = '';
  let encoded = 0;
  for (const ch of text) {
    if (!UNRESERVED.test(ch) || rng() < 0.5) {
      out += percent(ch);
      encoded++;
    } else out += ch;
  }
  if (encoded === 0 && text.length > 0) out = percent(text[0] as string) + text.slice(1);
  return out;
}

/** HTML character references: decimal, hex or named, on punctuation always and on half the rest. */
export function htmlEntities(text: string, rng: Rng): string {
  let out = '';
  let encoded = 0;
  for (const ch of text) {
    const alnum = /^[A-Za-z0-9 ]$/.test(ch);
    if (!alnum || rng() < 0.5) {
      const code = ch.codePointAt(0) as number;
      const named = NAMED_ENTITIES[ch];
      const r = rng();
      if (named && r < 0.3) out += named;
      else if (r < 0.65) out += `&#${code};`;
      else out += `&#x${code.toString(16)};`;
      encoded++;
    } else out += ch;
  }
  if (encoded === 0 && text.length > 0) out = `&#${(text.codePointAt(0) as number)};` + text.slice(1);
  return out;
}

export function rot13(text: string): string {
  return text.replace(/[A-Za-z]/g, (ch) => {
    const base = ch <= 'Z' ? 65 : 97;
    return String.fromCharCode(((ch.charCodeAt(0) - base + 13) % 26) + base);
  });
}

/** Leetspeak on a random share of letters. Addresses keep their one '@' (a→4 only there). */
export function leetspeak(text: string, rng: Rng, address = false): string | null {
  let out = '';
  let changed = 0;
  for (const ch of text) {
    const all = LEET[ch.toLowerCase()];
    const options = address && all ? all.filter((o) => o !== '@') : all;
    if (options && options.length > 0 && rng() < 0.6) {
      out += pick(rng, options);
      changed++;
    } else out += ch;
  }
  if (changed === 0) {
    const i = [...text].findIndex((ch) => LEET[ch.toLowerCase()]);
    if (i < 0) return null;
    const units = [...text];
    units[i] = (LEET[(units[i] as string).toLowerCase()] as readonly string[])[0] as string;
    out = units.join('');
  }
  return out;
}

const WRAPPERS: readonly ((p: string) => string)[] = [
  (p) => `> ${p}`,
  (p) => `// note for the assistant: ${p}`,
  (p) => `/* ${p} */`,
  (p) => `# ${p}`,
  (p) => `<!-- ${p} -->`,
  (p) => `The customer wrote: "${p}"`,
  (p) => `Translate this into French: ${p}`,
  (p) => `Summarise the following review in one line: ${p}`,
  (p) => `\`\`\`text\n${p}\n\`\`\``,
  (p) => `[^1]: ${p}`,
];

export function instructionWrap(text: string, rng: Rng): string {
  return pick(rng, WRAPPERS)(text);
}

/** Applies one family to a payload; null when this particular value offers nothing to change. */
export function applyFamily(family: Family, payload: Payload, rng: Rng): string | null {
  const s = payload.surface;
  switch (family) {
    case 'plain':
      return s;
    case 'confusable':
      return confusable(s, rng);
    case 'zero_width':
      return zeroWidth(s, rng);
    case 'bidi_interleave':
      return bidiInterleave(s, rng);
    case 'full_width':
      return fullWidth(s);
    case 'digit_split':
      return digitSplit(payload, rng);
    case 'line_wrap':
      return lineWrap(s, rng);
    case 'ocr':
      return ocr(s, rng);
    case 'base64':
      return toBase64(s);
    case 'base64url':
      return toBase64Url(s);
    case 'hex':
      return toHex(s, rng);
    case 'url_encoding':
      return urlEncode(s, rng);
    case 'html_entities':
      return htmlEntities(s, rng);
    case 'rot13': {
      const out = rot13(s);
      return out === s ? null : out;
    }
    case 'leetspeak':
      return leetspeak(s, rng, payload.cls === 'email');
    case 'instruction_wrap':
      return instructionWrap(s, rng);
    case 'chain_confusable_zero_width': {
      const c = confusable(s, rng);
      return c === null ? null : zeroWidth(c, rng);
    }
    case 'chain_full_width_base64':
      return toBase64(fullWidth(s));
    case 'chain_digit_split_url': {
      const split = digitSplit(payload, rng);
      return split === null ? null : urlEncode(split, rng);
    }
    case 'chain_leet_zero_width': {
      const l = leetspeak(s, rng, payload.cls === 'email');
      return l === null ? null : zeroWidth(l, rng);
    }
  }
}
