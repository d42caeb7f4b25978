/**
 * Normalised views of a text, each mapped back to the original. Recognizers match on views, so
 * evasions (look-alike letters, invisible characters, split digit groups, wrapped lines, OCR
 * confusions, leetspeak, rot13, URL and HTML escapes) are undone before matching, while every
 * finding still points at the exact characters of the original.
 *
 * Pure functions of their input; no browser globals.
 */
import { CONFUSABLES } from './confusables';
import { MappedTextBuilder, type MappedText } from './mapped-text';

export const VIEW_NAMES = ['base', 'digits', 'ocr', 'despace', 'leet', 'rot13', 'url', 'entity'] as const;
export type ViewName = (typeof VIEW_NAMES)[number];

/** Zero-width, format and bidi controls, soft hyphen, variation selectors, combining grapheme joiner. */
const INVISIBLE = /[\p{Cf}\u034F\u180B-\u180D\uFE00-\uFE0F]/u;
const SPACE_LIKE = /[\u00A0\u1680\u2000-\u200A\u202F\u205F\u3000]/;

function isPlainAscii(code: number): boolean {
  // Printable ASCII plus tab, newline and carriage return pass through untouched.
  return (code >= 0x20 && code < 0x7f) || code === 0x09 || code === 0x0a || code === 0x0d;
}

/**
 * The base view: NFKC per character, confusables to ASCII, invisible characters removed, every
 * dash to '-', curly quotes straight, odd spaces to ' ', lone surrogates to U+FFFD.
 */
export function baseView(original: string): MappedText {
  const n = original.length;
  const out = new MappedTextBuilder(n);
  let i = 0;
  while (i < n) {
    // Fast path: a run of plain ASCII maps to itself.
    let j = i;
    while (j < n && isPlainAscii(original.charCodeAt(j))) j++;
    if (j > i) {
      out.pushIdentity(original, i, j);
      i = j;
      continue;
    }
    const code = original.charCodeAt(i);
    let width = 1;
    let ch: string;
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = original.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        width = 2;
        ch = original.slice(i, i + 2);
      } else {
        ch = '\uFFFD';
      }
    } else if (code >= 0xdc00 && code <= 0xdfff) {
      ch = '\uFFFD';
    } else if (code < 0x20 || code === 0x7f) {
      ch = code === 0 ? '' : ' ';
    } else {
      ch = original[i] as string;
    }
    const start = i;
    i += width;
    if (ch === '' || INVISIBLE.test(ch)) continue;
    if (SPACE_LIKE.test(ch)) {
      out.push(' ', start, i);
      continue;
    }
    const direct = CONFUSABLES.get(ch);
    if (direct !== undefined) {
      out.push(direct, start, i);
      continue;
    }
    let folded = ch === '\uFFFD' ? ch : ch.normalize('NFKC');
    if (folded !== ch) {
      // NFKC can produce characters that are themselves confusable or invisible.
      let refolded = '';
      for (const c of folded) {
        if (INVISIBLE.test(c)) continue;
        refolded += CONFUSABLES.get(c) ?? (SPACE_LIKE.test(c) ? ' ' : c);
      }
      folded = refolded;
    }
    out.push(folded, start, i);
  }
  return out.build();
}

const isDigit = (c: number): boolean => c >= 48 && c <= 57;
const DIGIT_SEPARATORS = new Set([' ', '\t', '.', '-', '\n', '\r', '_', '/']);

/**
 * Digit groups joined: up to three separator characters (space, dot, dash, slash, underscore,
 * newline) between two digits are dropped, so "4111 1111-1111.1111" reads as one number.
 */
export function digitsView(base: MappedText): MappedText {
  return joinDigitGroups(base, base.text);
}

function joinDigitGroups(view: MappedText, text: string): MappedText {
  const n = text.length;
  const out = new MappedTextBuilder(n);
  let i = 0;
  let copyFrom = 0;
  while (i < n) {
    if (isDigit(text.charCodeAt(i))) {
      let j = i + 1;
      while (j < n && j - i <= 3 && DIGIT_SEPARATORS.has(text[j] as string)) j++;
      if (j > i + 1 && j - i - 1 <= 3 && j < n && isDigit(text.charCodeAt(j))) {
        out.pushFrom(view, copyFrom, i + 1);
        copyFrom = j;
        i = j;
        continue;
      }
    }
    i++;
  }
  out.pushFrom(view, copyFrom, n);
  return out.build();
}

const OCR_DIGIT: Readonly<Record<string, string>> = {
  O: '0', o: '0', D: '0', Q: '0', l: '1', I: '1', '|': '1', i: '1', S: '5', s: '5', B: '8', Z: '2', z: '2', G: '6', b: '6', g: '9',
};

/**
 * OCR confusions undone inside digit-dominated runs ("4l11 1lll 1111 1111", "O8O-12-3456"), then
 * digit groups joined. Runs with fewer digits than letters are left alone.
 */
export function ocrView(base: MappedText): MappedText {
  const text = base.text;
  const n = text.length;
  const chars = text.split('');
  let i = 0;
  while (i < n) {
    // A run: digits, OCR-confusable letters and digit separators.
    const c = text[i] as string;
    if (!(isDigit(text.charCodeAt(i)) || c in OCR_DIGIT)) {
      i++;
      continue;
    }
    let j = i;
    let digits = 0;
    let confusable = 0;
    while (j < n) {
      const cj = text[j] as string;
      if (isDigit(text.charCodeAt(j))) digits++;
      else if (cj in OCR_DIGIT) confusable++;
      else if (!(DIGIT_SEPARATORS.has(cj) && j + 1 < n && (isDigit(text.charCodeAt(j + 1)) || (text[j + 1] as string) in OCR_DIGIT))) break;
      j++;
    }
    if (digits >= 4 && confusable > 0 && confusable <= digits) {
      // Convert group by group, and only groups that hold a real digit: "ISO 9001" stays.
      let g = i;
      while (g < j) {
        let h = g;
        while (h < j && !DIGIT_SEPARATORS.has(text[h] as string)) h++;
        let hasDigit = false;
        for (let k = g; k < h; k++) if (isDigit(text.charCodeAt(k))) hasDigit = true;
        if (hasDigit) {
          for (let k = g; k < h; k++) {
            const mapped = OCR_DIGIT[chars[k] as string];
            if (mapped !== undefined) chars[k] = mapped;
          }
        }
        g = h + 1;
      }
    }
    i = j + 1;
  }
  const fixed = chars.join('');
  if (fixed === text) return joinDigitGroups(base, text);
  // Same length, so the mapping of base still holds for the fixed text.
  return joinDigitGroups({ text: fixed, starts: base.starts, ends: base.ends }, fixed);
}

const TOKEN_CHAR = /[A-Za-z0-9_\-+/=.:@]/;

/**
 * Whitespace that splits a token removed: a single space between two token characters (OCR
 * inserts them), and a line break with its indentation between two token characters (terminal
 * line wraps). Only strongly anchored recognizers run on this view.
 */
export function despaceView(base: MappedText): MappedText {
  const text = base.text;
  const n = text.length;
  const out = new MappedTextBuilder(n);
  let copyFrom = 0;
  let i = 1;
  while (i < n - 1) {
    const c = text[i] as string;
    if (c === ' ' || c === '\n' || c === '\r') {
      let j = i;
      let newlines = 0;
      let spaces = 0;
      while (j < n && (text[j] === ' ' || text[j] === '\n' || text[j] === '\r' || text[j] === '\t')) {
        if (text[j] === '\n') newlines++;
        else if (text[j] !== '\r') spaces++;
        j++;
      }
      const joinable = (newlines === 0 && spaces === 1) || newlines === 1;
      if (joinable && j < n && TOKEN_CHAR.test(text[i - 1] as string) && TOKEN_CHAR.test(text[j] as string)) {
        out.pushFrom(base, copyFrom, i);
        copyFrom = j;
      }
      i = j;
      continue;
    }
    i++;
  }
  out.pushFrom(base, copyFrom, n);
  return out.build();
}

const LEET: Readonly<Record<string, string>> = {
  '4': 'a', '@': 'a', '3': 'e', '1': 'i', '!': 'i', '0': 'o', '5': 's', '$': 's', '7': 't', '+': 't', '8': 'b', '9': 'g', '|': 'l',
};

/** Leetspeak undone inside words that also hold letters ("1gn0r3" → "ignore"); numbers stay. */
export function leetView(base: MappedText): MappedText {
  const text = base.text;
  const chars = text.split('');
  const word = /[A-Za-z0-9@!$+|]+/g;
  let m: RegExpExecArray | null;
  while ((m = word.exec(text)) !== null) {
    const w = m[0];
    if (!/[A-Za-z]/.test(w) || !/[^A-Za-z]/.test(w)) continue;
    for (let k = 0; k < w.length; k++) {
      const mapped = LEET[w[k] as string];
      if (mapped !== undefined) chars[m.index + k] = mapped;
    }
  }
  return { text: chars.join(''), starts: base.starts, ends: base.ends };
}

/** Every ASCII letter rotated by 13; one unit to one unit. */
export function rot13View(base: MappedText): MappedText {
  const text = base.text.replace(/[A-Za-z]/g, (c) => {
    const code = c.charCodeAt(0);
    const a = code >= 97 ? 97 : 65;
    return String.fromCharCode(((code - a + 13) % 26) + a);
  });
  return { text, starts: base.starts, ends: base.ends };
}

/** Percent-escapes decoded (UTF-8 sequences included); each decoded unit maps to its escape. */
export function urlView(base: MappedText): MappedText {
  const text = base.text;
  const out = new MappedTextBuilder(text.length);
  const escapes = /(?:%[0-9A-Fa-f]{2})+/g;
  let copyFrom = 0;
  let m: RegExpExecArray | null;
  while ((m = escapes.exec(text)) !== null) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(m[0]);
    } catch {
      continue;
    }
    out.pushFrom(base, copyFrom, m.index);
    // Map decoded characters back to their own escape where the byte counts line up.
    let at = m.index;
    for (const ch of decoded) {
      const bytes = new TextEncoder().encode(ch).length;
      out.pushReplacing(ch, base, at, at + 3 * bytes);
      at += 3 * bytes;
    }
    copyFrom = m.index + m[0].length;
  }
  out.pushFrom(base, copyFrom, text.length);
  return out.build();
}

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', commat: '@', period: '.', colon: ':', lowbar: '_',
  hyphen: '-', dash: '-', sol: '/', equals: '=', plus: '+', num: '#', dollar: '$', percnt: '%', excl: '!',
};

/** HTML character references decoded (&#64; &#x40; &commat;); each maps to its reference. */
export function entityView(base: MappedText): MappedText {
  const text = base.text;
  const out = new MappedTextBuilder(text.length);
  const refs = /&(?:#(\d{1,7})|#[xX]([0-9A-Fa-f]{1,6})|([A-Za-z]{2,8}));?/g;
  let copyFrom = 0;
  let m: RegExpExecArray | null;
  while ((m = refs.exec(text)) !== null) {
    let decoded: string | undefined;
    if (m[1] !== undefined || m[2] !== undefined) {
      const code = m[1] !== undefined ? Number(m[1]) : parseInt(m[2] as string, 16);
      if (code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff)) decoded = String.fromCodePoint(code);
    } else if (m[3] !== undefined && m[0].endsWith(';')) {
      decoded = NAMED_ENTITIES[m[3].toLowerCase()];
    }
    if (decoded === undefined) continue;
    out.pushFrom(base, copyFrom, m.index);
    out.pushReplacing(decoded, base, m.index, m.index + m[0].length);
    copyFrom = m.index + m[0].length;
  }
  out.pushFrom(base, copyFrom, text.length);
  return out.build();
}

/** Whether a derived view is worth computing for this base text at all. */
export function viewApplies(name: ViewName, baseText: string): boolean {
  switch (name) {
    case 'url':
      return /%[0-9A-Fa-f]{2}/.test(baseText);
    case 'entity':
      return /&#?[A-Za-z0-9]{2,8};/.test(baseText);
    case 'ocr':
      return /\d/.test(baseText);
    case 'digits':
      return /\d[ \t.\-\n\r_/]{1,3}\d/.test(baseText);
    default:
      return true;
  }
}
