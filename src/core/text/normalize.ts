/**
 * Normalised views of a text, each mapped back to the original. Recognizers match on views, so
 * evasions (look-alike letters, invisible characters, split digit groups, wrapped lines, OCR
 * confusions, leetspeak, rot13, URL and HTML escapes) are undone before matching, while every
 * finding still points at the exact characters of the original.
 *
 * Pure functions of their input; no browser globals.
 */
import { NOT_NAME_WORDS } from '../recognizers/person-name/_name-words';
import { CONFUSABLES } from './confusables';
import { MappedTextBuilder, startOf, withText, type MappedText } from './mapped-text';

export const VIEW_NAMES = ['base', 'digits', 'ocr', 'despace', 'unwrap', 'leet', 'rot13', 'url', 'entity'] as const;
export type ViewName = (typeof VIEW_NAMES)[number];

/** Zero-width, format and bidi controls, soft hyphen, variation selectors, combining grapheme joiner. */
const INVISIBLE = /[\p{Cf}\u034F\u180B-\u180D\uFE00-\uFE0F]/u;
const SPACE_LIKE = /[\u00A0\u1680\u2000-\u200A\u202F\u205F\u3000]/;

/** Anything but printable ASCII, tab, newline and carriage return (which pass through untouched). */
const NOT_PLAIN = /[^\x20-\x7e\t\n\r]/g;

/**
 * The base view: NFKC per character, confusables to ASCII, invisible characters removed, every
 * dash to '-', curly quotes straight, odd spaces to ' ', lone surrogates to U+FFFD.
 */
export function baseView(original: string): MappedText {
  const n = original.length;
  const out = new MappedTextBuilder(n);
  let i = 0;
  while (i < n) {
    // Fast path: a run of plain ASCII maps to itself (found by a regular expression, which
    // scans far faster than a character loop).
    NOT_PLAIN.lastIndex = i;
    const j = NOT_PLAIN.test(original) ? NOT_PLAIN.lastIndex - 1 : n;
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
const SEPARATOR_CODES = new Uint8Array(128);
for (const ch of DIGIT_SEPARATORS) SEPARATOR_CODES[ch.charCodeAt(0)] = 1;
const isSeparator = (c: number): boolean => c < 128 && SEPARATOR_CODES[c] === 1;

/**
 * Digit groups joined: up to three separator characters (space, dot, dash, slash, underscore,
 * newline) between two digits are dropped, so "4111 1111-1111.1111" reads as one number.
 */
export function digitsView(base: MappedText): MappedText {
  return joinDigitGroups(base, base.text);
}

/** Digits joined by runs of one to three separators: every such run is a split to close. */
const DIGIT_CHAIN = /\d(?:[ \t.\-\n\r_/]{1,3}\d)+/g;
/** ISO dates: their dashes are not digit-group splits, and joining them only adds noise. */
const ISO_DATE = /(?<!\d)\d{4}-\d{2}-\d{2}(?!\d)/g;

const isAlnumAt = (text: string, i: number): boolean => i >= 0 && i < text.length && isAlnum(text.charCodeAt(i));
const isSeparatorAt = (text: string, i: number): boolean => i >= 0 && i < text.length && isSeparator(text.charCodeAt(i));
/** A letter or digit standing alone: no letter or digit on either side. */
const isSingle = (text: string, i: number): boolean => isAlnumAt(text, i) && !isAlnumAt(text, i - 1) && !isAlnumAt(text, i + 1);

/** The single after single `at` in a spelled-out value (one to four separators between), or -1. */
function nextSingle(text: string, at: number): number {
  let j = at + 1;
  while (isSeparatorAt(text, j)) j++;
  return j - at - 1 >= 1 && j - at - 1 <= 4 && isSingle(text, j) ? j : -1;
}

/** The single before single `at` in a spelled-out value, or -1. */
function previousSingle(text: string, at: number): number {
  let j = at - 1;
  while (isSeparatorAt(text, j)) j--;
  return at - j - 1 >= 1 && at - j - 1 <= 4 && isSingle(text, j) ? j : -1;
}

/** Fewest characters of a value spelled out one at a time ("D-E-5-7 …"): eight, with seven gaps. */
const SPELLED_SINGLES = 8;
const SPELLED_SPAN = 2 * SPELLED_SINGLES - 1;

/**
 * Values spelled out one character at a time: chains of eight or more single letters or digits,
 * each one to four separators from the next, as [start, end) spans. A chain spans at least
 * SPELLED_SPAN characters, so it covers a multiple of SPELLED_SPAN: only the characters at those
 * offsets are looked at, and the chains through them followed both ways.
 */
function spelledRuns(text: string): Array<[number, number]> {
  const runs: Array<[number, number]> = [];
  for (let p = 0; p < text.length; p += SPELLED_SPAN) {
    let anchor = -1;
    if (isSingle(text, p)) anchor = p;
    else if (isSeparatorAt(text, p)) {
      let l = p;
      while (isSeparatorAt(text, l - 1)) l--;
      if (isSingle(text, l - 1) && nextSingle(text, l - 1) >= 0) anchor = l - 1;
    }
    if (anchor < 0) continue;
    let first = anchor;
    for (let q = previousSingle(text, first); q >= 0; q = previousSingle(text, first)) first = q;
    let last = first;
    let count = 1;
    for (let q = nextSingle(text, last); q >= 0; q = nextSingle(text, last)) {
      last = q;
      count++;
    }
    if (count >= SPELLED_SINGLES) runs.push([first, last + 1]);
    // The next offset looked at lies beyond this chain.
    p = last - (last % SPELLED_SPAN);
  }
  return runs;
}

/**
 * Separator gaps to drop: between two digits (up to three separators), and between the single
 * characters of a value spelled out one character at a time ("D-E-5-7 …", eight or more). The
 * first are found with a regular expression, which scans far faster than a character loop; the
 * second by spelledRuns, which reads only a few offsets of ordinary text.
 */
function joinDigitGroups(view: MappedText, text: string): MappedText {
  // Gaps as flat [start, end, start, end, …] lists, each in text order.
  const digitGaps: number[] = [];
  const spelledGaps: number[] = [];
  const dates: number[] = [];
  ISO_DATE.lastIndex = 0;
  for (let m = ISO_DATE.exec(text); m !== null; m = ISO_DATE.exec(text)) dates.push(m.index);
  let d = 0;
  DIGIT_CHAIN.lastIndex = 0;
  for (let m = DIGIT_CHAIN.exec(text); m !== null; m = DIGIT_CHAIN.exec(text)) {
    // Every run of separators in the chain sits between two digits and is one to three long.
    const end = m.index + m[0].length;
    for (let k = m.index + 1; k < end; k++) {
      if (!isSeparator(text.charCodeAt(k))) continue;
      const start = k;
      while (isSeparator(text.charCodeAt(k + 1))) k++;
      // The digit before the gap inside an ISO date: not a split group.
      while (d < dates.length && (dates[d] as number) + 10 <= start - 1) d++;
      if (d < dates.length && (dates[d] as number) <= start - 1) continue;
      digitGaps.push(start, k + 1);
    }
  }
  for (const [from, to] of spelledRuns(text)) {
    // Every run of separators inside a spelled-out value.
    for (let k = from; k < to; k++) {
      if (!isSeparator(text.charCodeAt(k))) continue;
      const start = k;
      while (k + 1 < to && isSeparator(text.charCodeAt(k + 1))) k++;
      spelledGaps.push(start, k + 1);
    }
  }
  // Both lists are merged (a digit gap first where both start at one place), each gap dropped,
  // and a gap that starts inside one already dropped skipped.
  const out = new MappedTextBuilder(text.length);
  let copyFrom = 0;
  let i = 0;
  let j = 0;
  while (i < digitGaps.length || j < spelledGaps.length) {
    let start: number;
    let end: number;
    if (i < digitGaps.length && (j >= spelledGaps.length || (digitGaps[i] as number) <= (spelledGaps[j] as number))) {
      start = digitGaps[i] as number;
      end = digitGaps[i + 1] as number;
      i += 2;
    } else {
      start = spelledGaps[j] as number;
      end = spelledGaps[j + 1] as number;
      j += 2;
    }
    if (start < copyFrom) continue;
    out.pushFrom(view, copyFrom, start);
    copyFrom = end;
  }
  out.pushFrom(view, copyFrom, text.length);
  return out.build();
}

const isAlnum = (c: number): boolean => isDigit(c) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122);

/** Builds a string from `text` with single characters replaced at sorted positions. */
function withEdits(text: string, positions: number[], replacements: string[]): string {
  if (positions.length === 0) return text;
  const parts: string[] = [];
  let copyFrom = 0;
  for (let k = 0; k < positions.length; k++) {
    const at = positions[k] as number;
    parts.push(text.slice(copyFrom, at), replacements[k] as string);
    copyFrom = at + 1;
  }
  parts.push(text.slice(copyFrom));
  return parts.join('');
}

/** A char-code → replacement table for ASCII; '' means "no mapping". */
function asciiTable(pairs: Readonly<Record<string, string>>): string[] {
  const table = new Array<string>(128).fill('');
  for (const [from, to] of Object.entries(pairs)) table[from.charCodeAt(0)] = to;
  return table;
}

const OCR_DIGIT = asciiTable({
  O: '0', o: '0', D: '0', Q: '0', l: '1', I: '1', '|': '1', i: '1', S: '5', s: '5', B: '8', Z: '2', z: '2', G: '6', b: '6', g: '9',
});
const isOcrDigit = (c: number): boolean => c < 128 && OCR_DIGIT[c] !== '';

/**
 * OCR confusions undone inside digit-dominated runs ("4l11 1lll 1111 1111", "O8O-12-3456"), then
 * digit groups joined. Runs with fewer digits than letters are left alone, and within a run only
 * groups that hold a real digit change ("ISO 9001" stays).
 */
export function ocrView(base: MappedText): MappedText {
  const { positions, replacements } = ocrFixes(base.text);
  const text = base.text;
  if (positions.length === 0) return joinDigitGroups(base, text);
  const fixed = withEdits(text, positions, replacements);
  // Same length, so the mapping of base still holds for the fixed text.
  const joined = joinDigitGroups(withText(base, fixed), fixed);
  const changes = [...(joined.changes ?? []), ...positions.map((p) => startOf(base, p))].sort((a, b) => a - b);
  return { ...joined, changes };
}

let lastFixes: { text: string; positions: number[]; replacements: string[] } | undefined;

/** The OCR confusions ocrView would undo: positions in `text` and their digits. */
export function ocrFixes(text: string): { positions: number[]; replacements: string[] } {
  // The engine asks twice for the same text (whether the view applies, then the view).
  if (lastFixes?.text === text) return lastFixes;
  const result = findOcrFixes(text);
  lastFixes = { text, ...result };
  return result;
}

/** For OCR runs: 1 for a digit, 2 for a letter OCR reads in place of one, 3 for a separator. */
const OCR_CLASS = new Uint8Array(128);
for (let c = 0; c < 128; c++) OCR_CLASS[c] = isDigit(c) ? 1 : isOcrDigit(c) ? 2 : isSeparator(c) || c === 40 || c === 41 ? 3 : 0;
/** Separators inside an OCR run, brackets included ("(2O2) 555-Ol73"): they part its groups. */
const isOcrSeparator = (c: number): boolean => isSeparator(c) || c === 40 || c === 41;
const ocrClass = (c: number): number => (c < 128 ? (OCR_CLASS[c] as number) : 0);

/**
 * Runs are chains of digits and look-alike letters, neighbours linked directly or across one to
 * three separators; a run needs four digits, so only the runs around digits are measured. The
 * links read the same both ways, so a run found from any of its digits is the run a left-to-right
 * reading would find.
 */
function findOcrFixes(text: string): { positions: number[]; replacements: string[] } {
  const n = text.length;
  const positions: number[] = [];
  const replacements: string[] = [];
  let d = 0;
  while (d < n) {
    const c = text.charCodeAt(d);
    if (c < 48 || c > 57) {
      d++;
      continue;
    }
    // Back to the first character of the run through d.
    let i = d;
    for (;;) {
      const k = i > 0 ? ocrClass(text.charCodeAt(i - 1)) : 0;
      if (k === 1 || k === 2) {
        i--;
        continue;
      }
      if (k !== 3) break;
      let g = i - 1;
      while (g > 0 && i - g < 3 && ocrClass(text.charCodeAt(g - 1)) === 3) g--;
      const before = g > 0 ? ocrClass(text.charCodeAt(g - 1)) : 0;
      if (before !== 1 && before !== 2) break;
      i = g - 1;
    }
    // On to its end, counting digits and look-alikes.
    let j = i;
    let digits = 0;
    let confusable = 0;
    while (j < n) {
      const k = ocrClass(text.charCodeAt(j));
      if (k === 1) digits++;
      else if (k === 2) confusable++;
      else if (k === 3) {
        // Up to three separators may sit between two groups of the run ("64 -49O9").
        let g = j;
        while (g < n && g - j < 3 && ocrClass(text.charCodeAt(g)) === 3) g++;
        const next = g < n ? ocrClass(text.charCodeAt(g)) : 0;
        if (next === 1 || next === 2) {
          j = g;
          continue;
        }
        break;
      } else break;
      j++;
    }
    if (digits >= 4 && confusable > 0 && confusable <= digits) {
      let g = i;
      while (g < j) {
        let h = g;
        // A group right after a '+' is a country code ("+I 4S5 …"): digits, whatever it holds.
        let hasDigit = g > 0 && text.charCodeAt(g - 1) === 43;
        while (h < j && !isOcrSeparator(text.charCodeAt(h))) {
          if (isDigit(text.charCodeAt(h))) hasDigit = true;
          h++;
        }
        if (hasDigit) {
          for (let k = g; k < h; k++) {
            const code = text.charCodeAt(k);
            if (isOcrDigit(code)) {
              positions.push(k);
              replacements.push(OCR_DIGIT[code] as string);
            }
          }
        }
        g = h + 1;
      }
    }
    d = j + 1;
  }
  return { positions, replacements };
}

const TOKEN_CODES = new Uint8Array(128);
for (const ch of 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-+/=.:@') TOKEN_CODES[ch.charCodeAt(0)] = 1;
const isTokenChar = (c: number): boolean => c < 128 && TOKEN_CODES[c] === 1;
const isUpper = (c: number): boolean => c >= 65 && c <= 90;

const NOT_TOKEN = 0;
const MACHINE = 2;
const UPPER = 3;
/**
 * For despaceView: NOT_TOKEN, MACHINE for the characters that make any fragment machine-like
 * (digits and _ - + / =), UPPER for capitals (machine-like after a fragment's first character),
 * 1 for other token characters.
 */
const FRAGMENT_CLASS = new Uint8Array(128);
for (let c = 0; c < 128; c++) {
  FRAGMENT_CLASS[c] = !isTokenChar(c)
    ? NOT_TOKEN
    : isDigit(c) || c === 95 || c === 45 || c === 43 || c === 47 || c === 61
      ? MACHINE
      : isUpper(c)
        ? UPPER
        : 1;
}

/**
 * Whether the token fragment text[from, to) looks machine-made rather than a word of prose: it
 * holds a digit or one of _ - + / =, an upper-case letter after its first character, or it is
 * at least 20 characters long.
 */
function machineFragment(text: string, from: number, to: number): boolean {
  if (to - from >= 20) return true;
  for (let k = from; k < to; k++) {
    const c = text.charCodeAt(k);
    if (isDigit(c) || c === 95 || c === 45 || c === 43 || c === 47 || c === 61 || (k > from && isUpper(c))) return true;
  }
  return false;
}

/** Whether text[from, …) up to the line end is a lone token: a wrapped continuation line. */
function tokenLine(text: string, from: number): boolean {
  const n = text.length;
  let k = from;
  while (k < n && isTokenChar(text.charCodeAt(k)) && text.charCodeAt(k) !== 61 && text.charCodeAt(k) !== 58 && text.charCodeAt(k) !== 64) k++;
  if (k === from) return false;
  // Padding and closing punctuation may end a wrapped value: `…Zm9v==",`.
  while (k < n && text.charCodeAt(k) === 61) k++;
  while (k < n && `"'\`,;)]}`.includes(text[k] as string)) k++;
  while (k < n && (text.charCodeAt(k) === 32 || text.charCodeAt(k) === 9 || text.charCodeAt(k) === 13)) k++;
  return k === n || text.charCodeAt(k) === 10;
}

/**
 * Whether the line from `from` starts with the rest of a token a hard wrap cut: a fragment of
 * four or more token characters that itself looks machine-made and holds no `=`, `:` or `@`, so
 * the next `NAME=value` or `key: value` line, or a word of prose, is never glued on.
 */
function wrappedTail(text: string, from: number): boolean {
  const n = text.length;
  let k = from;
  while (k < n && k - from < 400) {
    const c = text.charCodeAt(k);
    if (!isTokenChar(c)) break;
    if (c === 61 || c === 58 || c === 64) return false;
    k++;
  }
  return k - from >= 4 && machineFragment(text, from, k);
}

/**
 * Breaks that split a token removed:
 * - a single space between two machine-looking fragments (OCR inserts them: `ghp_aB3 dEf9`);
 * - a line break (with indentation) after a machine-looking fragment when the next line is a lone
 *   token, or starts with a machine-looking fragment (the rest of the token, prose after it), as
 *   a terminal or a narrow column wraps a long value — the next `NAME=value` line or a line of
 *   prose is never glued on.
 * Prose keeps its spaces, so the view usually equals the base view and costs nothing more.
 */
export function despaceView(base: MappedText): MappedText {
  const text = base.text;
  const n = text.length;
  const out = new MappedTextBuilder(n);
  let copyFrom = 0;
  let fragmentStart = 0;
  // Whether text[fragmentStart, i) holds a character that makes it machineFragment-like, kept as
  // the loop goes so no fragment is read twice.
  let machine = false;
  let i = 0;
  while (i < n) {
    const c = text.charCodeAt(i);
    if (c !== 32 && c !== 10 && c !== 13) {
      const k = c < 128 ? (FRAGMENT_CLASS[c] as number) : NOT_TOKEN;
      if (k === NOT_TOKEN) {
        fragmentStart = i + 1;
        machine = false;
      } else if (k === MACHINE || (k === UPPER && i > fragmentStart)) {
        machine = true;
      }
      i++;
      continue;
    }
    let j = i;
    let newlines = 0;
    let spaces = 0;
    while (j < n) {
      const cj = text.charCodeAt(j);
      if (cj === 10) newlines++;
      else if (cj === 32 || cj === 9) spaces++;
      else if (cj !== 13) break;
      j++;
    }
    if (i > fragmentStart && j < n && isTokenChar(text.charCodeAt(j))) {
      const machineBefore = machine || i - fragmentStart >= 20;
      let join = false;
      if (newlines === 0 && spaces === 1) {
        // OCR splits a token into pieces that are each still token-like ("ghp_aB3 dEf9"); code
        // such as "a = b" or "x + 1" has pieces too short to count.
        if (i - fragmentStart >= 4 && machineBefore) {
          let k = j;
          while (k < n && k - j < 20 && isTokenChar(text.charCodeAt(k))) k++;
          join = k - j >= 4 && machineFragment(text, j, k);
        }
      } else if (newlines === 1) {
        // A wrap one to three characters into a token leaves a stub too short to look machine-made
        // ("s\nk_live_…"): the rest on the next line vouches for it.
        const stub = i - fragmentStart <= 3 && isAlnumAt(text, i - 1);
        join = (machineBefore && (tokenLine(text, j) || wrappedTail(text, j))) || (stub && wrappedTail(text, j));
      }
      if (join) {
        out.pushFrom(base, copyFrom, i);
        copyFrom = j;
      }
    }
    fragmentStart = j;
    machine = false;
    i = j;
  }
  out.pushFrom(base, copyFrom, n);
  return out.build();
}

/** Characters that join the parts of an address, a URL or a token: . _ - @ : / % + = */
const ADDRESS_JOINER = new Uint8Array(128);
for (const ch of '._-@:/%+=') ADDRESS_JOINER[ch.charCodeAt(0)] = 1;
const isJoiner = (c: number): boolean => c < 128 && ADDRESS_JOINER[c] === 1;
const isLower = (c: number): boolean => c >= 97 && c <= 122;

/**
 * A wrap inside an address, URL or token at one of its joining characters ("example.\nnet",
 * "rosa\n_halloran", "postgres\n://"): a letter or digit on one side, a joiner on the other. A
 * sentence's full stop before a capital ("done.\nThen") is not one, nor a joiner at the start
 * of a line that opens a list or a command ("-", "/", "+", "=").
 */
function addressWrap(before: number, after: number): boolean {
  if (isAlnum(before) && isJoiner(after)) return after === 46 || after === 95 || after === 64 || after === 58 || after === 37;
  if (isJoiner(before) && isAlnum(after)) return before !== 46 || isLower(after) || isDigit(after);
  return false;
}

const isBlank = (c: number): boolean => c === 32 || c === 9;

/**
 * A wrap at a space between two words of a line ("From now \non you are", "From\n now on"): the
 * break goes and the space stays, so phrases read on one line. Only a single space beside the
 * break and a letter or digit on both sides count, so indented code and lists keep their lines.
 */
function spaceWrap(text: string, i: number): boolean {
  const end = text.charCodeAt(i - 1) === 13 ? i - 1 : i;
  const b1 = text.charCodeAt(end - 1);
  const a1 = text.charCodeAt(i + 1);
  if (isBlank(b1) && !isBlank(a1)) return isAlnum(text.charCodeAt(end - 2)) && !isBlank(text.charCodeAt(end - 2)) && isAlnum(a1);
  if (isBlank(a1) && !isBlank(b1)) return isAlnum(b1) && isAlnum(text.charCodeAt(i + 2));
  return false;
}

/**
 * Line breaks that fall between two letters or digits removed: text hard-wrapped at a column,
 * even mid-word ("Disregard a\nll previous in\nstructions"), reads whole again, and so do
 * addresses, URLs and tokens wrapped at one of their joining characters (see addressWrap).
 * Breaks beside a space or other punctuation stay (the words around them are already whole), so
 * the view differs from its source in few places.
 */
export function unwrapView(base: MappedText): MappedText {
  const text = base.text;
  const out = new MappedTextBuilder(text.length);
  let copyFrom = 0;
  for (let i = 1; i < text.length - 1; i++) {
    if (text.charCodeAt(i) !== 10) continue;
    const before = text.charCodeAt(text.charCodeAt(i - 1) === 13 ? i - 2 : i - 1);
    const after = text.charCodeAt(i + 1);
    if ((isAlnum(before) && isAlnum(after)) || addressWrap(before, after) || spaceWrap(text, i)) {
      out.pushFrom(base, copyFrom, text.charCodeAt(i - 1) === 13 ? i - 1 : i);
      copyFrom = i + 1;
    }
  }
  out.pushFrom(base, copyFrom, text.length);
  return out.build();
}

const LEET = asciiTable({
  '4': 'a', '@': 'a', '3': 'e', '1': 'i', '!': 'i', '0': 'o', '5': 's', '$': 's', '7': 't', '+': 't', '8': 'b', '9': 'g', '|': 'l',
});
const isLetter = (c: number): boolean => (c >= 65 && c <= 90) || (c >= 97 && c <= 122);

/** Words an instruction is made of that the everyday word list leaves out (it omits names). */
const EXTRA_WORDS = new Set([
  'so', 'post', 'http', 'https', 'ftp', 'admin', 'vault', 'block', 'rules', 'user', 'typed', 'mode', 'dan', 'api', 'key', 'keys', 'www',
  'upload', 'exfiltrate', 'email', 'credential', 'jailbreak', 'unrestricted', 'disclose', 'persona', 'transcript', 'cookie', 'file', 'contact',
]);

const LETTER = 1;
const LEET_CHAR = 2;
/** LETTER or LEET_CHAR for each ASCII code, 0 for the characters that end a word. */
const LEET_CLASS = new Uint8Array(128);
for (let c = 0; c < 128; c++) LEET_CLASS[c] = isLetter(c) ? LETTER : LEET[c] !== '' ? LEET_CHAR : 0;

/**
 * Length of the longest word in the everyday word list (a test holds it to the list), so the
 * list is not read whole at start-up to find it.
 */
export const LONGEST_LISTED_WORD = 17;
/** Longest word everydayWord can accept: a listed word, or a stem (or stem + "e") with "ing". */
const LONGEST_WORD = Math.max(LONGEST_LISTED_WORD, ...[...EXTRA_WORDS].map((w) => w.length)) + 3;

const everydayMemo = new Map<string, boolean>();

/** Whether a lower-case word (or its plural, past or -ing form) is an everyday English word. */
function everydayWord(word: string): boolean {
  if (NOT_NAME_WORDS.has(word) || EXTRA_WORDS.has(word)) return true;
  let known = everydayMemo.get(word);
  if (known === undefined) {
    const m = /^(.{2,}?)(?:ing|ed|es|s|d|ly)$/.exec(word);
    known = m !== null && (NOT_NAME_WORDS.has(m[1]!) || NOT_NAME_WORDS.has(`${m[1]!}e`) || EXTRA_WORDS.has(m[1]!));
    if (everydayMemo.size > 50_000) everydayMemo.clear();
    everydayMemo.set(word, known);
  }
  return known;
}

/**
 * Leetspeak undone inside words that also hold letters, when the word then reads as an everyday
 * English word ("1gn0r3" → "ignore", "h77p" → "http"). Identifiers ("v2", "sha256", "utf8") do
 * not, so in ordinary text this view barely differs from its source and costs little to read.
 */
export function leetView(base: MappedText): MappedText {
  const text = base.text;
  const n = text.length;
  const positions: number[] = [];
  const replacements: string[] = [];
  // Short words of leet characters alone ("70", "17"): numbers, unless words around them are leet.
  const bare: Array<[number, number, string]> = [];
  let i = 0;
  while (i < n) {
    let c = text.charCodeAt(i);
    if (c >= 128 || LEET_CLASS[c] === 0) {
      i++;
      continue;
    }
    let j = i;
    let letters = 0;
    let leet = 0;
    for (; j < n; j++) {
      c = text.charCodeAt(j);
      const k = c < 128 ? (LEET_CLASS[c] as number) : 0;
      if (k === 0) break;
      if (k === LETTER) letters++;
      else leet++;
    }
    if (letters === 0 && j - i >= 2 && j - i <= 3 && standsAlone(text, i, j)) {
      const word = leetWord(text, i, j);
      if (word !== undefined && LEET_FUNCTION_WORDS.has(word)) bare.push([i, j, word]);
    }
    // Longer runs (tokens, ids) can never read as a word.
    if (letters >= 1 && leet > 0 && j - i <= LONGEST_WORD && leet * 10 <= (j - i) * 8) {
      const word = leetWord(text, i, j);
      if (word !== undefined) {
        for (let k = i; k < j; k++) {
          const code = text.charCodeAt(k);
          if (!isLetter(code)) {
            positions.push(k);
            replacements.push(word[k - i] as string);
          }
        }
      }
    }
    i = j;
  }
  if (bare.length > 0 && positions.length > 0) {
    // A bare word is leet when a leet word was undone within a few words of it.
    const edits = positions.map((p, k) => [p, replacements[k] as string] as [number, string]);
    let near = 0;
    for (const [from, to, word] of bare) {
      while (near < positions.length && (positions[near] as number) < from - LEET_NEIGHBOURHOOD) near++;
      if (near >= positions.length || (positions[near] as number) > to + LEET_NEIGHBOURHOOD) continue;
      for (let k = from; k < to; k++) edits.push([k, word[k - from] as string]);
    }
    edits.sort((a, b) => a[0] - b[0]);
    positions.length = 0;
    replacements.length = 0;
    for (const [p, r] of edits) {
      positions.push(p);
      replacements.push(r);
    }
  }
  return withText(
    base,
    withEdits(text, positions, replacements),
    positions.map((p) => startOf(base, p)),
  );
}

/** Whether text[from, to) is a word of its own: spaces (or the ends) around it, punctuation after. */
function standsAlone(text: string, from: number, to: number): boolean {
  const before = from > 0 ? text.charCodeAt(from - 1) : 32;
  if (before !== 32 && before !== 10 && before !== 9) return false;
  let k = to;
  if (k < text.length && /[.,;!?]/.test(text[k] as string)) k++;
  const after = k < text.length ? text.charCodeAt(k) : 32;
  return after === 32 || after === 10 || after === 9 || after === 13;
}

/** Function words a run of leet characters alone may stand for ("70" to, "17" it, "15" is). */
const LEET_FUNCTION_WORDS = new Set(['to', 'it', 'is', 'at', 'as', 'so', 'be', 'go', 'of', 'do', 'no', 'on', 'or', 'by', 'me', 'us', 'all', 'its', 'too', 'bit', 'tab', 'set', 'get', 'let', 'sit']);
/** How near (in characters) an undone leet word must be for a bare run of digits to be leet too. */
const LEET_NEIGHBOURHOOD = 16;

/**
 * The everyday word text[from, to) spells in leetspeak, or undefined. A "1" (or "!", "|") reads
 * as i or l: up to four of them are tried both ways ("s1l3n71y" → "silently", "a11" → "all").
 */
function leetWord(text: string, from: number, to: number): string | undefined {
  let decoded = '';
  const ones: number[] = [];
  for (let k = from; k < to; k++) {
    const code = text.charCodeAt(k);
    const ch = isLetter(code) ? String.fromCharCode(code | 32) : (LEET[code] as string);
    if (!isLetter(code) && ch === 'i') ones.push(k - from);
    decoded += ch;
  }
  if (everydayWord(decoded)) return decoded;
  if (ones.length === 0 || ones.length > 4) return undefined;
  for (let mask = 1; mask < 1 << ones.length; mask++) {
    let variant = decoded;
    for (let b = 0; b < ones.length; b++) {
      if (mask & (1 << b)) {
        const at = ones[b] as number;
        variant = `${variant.slice(0, at)}l${variant.slice(at + 1)}`;
      }
    }
    if (everydayWord(variant)) return variant;
  }
  return undefined;
}

const utf16 = new TextDecoder('utf-16le');

/** Every ASCII letter rotated by 13; one unit to one unit. */
export function rot13View(base: MappedText): MappedText {
  const text = base.text;
  const codes = new Uint16Array(text.length);
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    codes[i] = c >= 97 && c <= 122 ? ((c - 84) % 26) + 97 : c >= 65 && c <= 90 ? ((c - 52) % 26) + 65 : c;
  }
  return withText(base, utf16.decode(codes));
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
      // Without a confusion to undo, the OCR view is the digits view again.
      return /\d/.test(baseText) && ocrFixes(baseText).positions.length > 0;
    case 'digits':
      return /[A-Za-z0-9][ \t.\-\n\r_/]{1,4}[A-Za-z0-9]/.test(baseText) && /\d/.test(baseText);
    case 'unwrap':
      return baseText.includes('\n');
    default:
      return true;
  }
}
