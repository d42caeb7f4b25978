/**
 * Consistency of findings across one text, after the layers have spoken and overlaps merged:
 * - a value is one value however it is written: `canonicalValue` gives the form masking keys
 *   tokens by (a card with spaces, dashes or none; a phone with or without its country code; a
 *   name in any case), so every written form gets the same token;
 * - every repetition of a found value is found too, in any of those forms (a password labelled
 *   once and pasted again further down, "maria garcia" after "Maria Garcia");
 * - a span that is one value said twice ("John Smith John Smith") is two findings;
 * - a multi-part name is whole: adjacent name findings join, and a name-like capitalised word
 *   right after a found name ("Johnathan Edward" + " Doe") joins it.
 *
 * Pure: reads the original text and the findings, returns new findings in original offsets.
 */
import type { Finding } from './types';
import { isNotNameWord, looksLikeSurname } from '../recognizers/person-name/_name-tokens';

/** Categories whose values are digit strings, compared without separators. */
const DIGIT_LABELS = new Set(['CARD', 'PAYMENT', 'IBAN', 'PHONE', 'SSN', 'GOV_ID']);

/** The form two findings must share to be the same value (and so get the same token). */
export function canonicalValue(f: Finding, value: string): string {
  const compact = value.replace(/[\s.\-()/]+/g, '');
  if (f.category === 'person_name') return value.toLowerCase().replace(/\s+/g, ' ').trim();
  if (f.category === 'contact') {
    if (value.includes('@')) return value.toLowerCase().replace(/\s+/g, '');
    const digits = value.replace(/\D/g, '');
    // A phone with or without its country code or trunk zero: the last nine digits say which.
    if (digits.length >= 9 && /^[+\d\s().\-/]+$/.test(value)) return `tel:${digits.slice(-9)}`;
    return value.toLowerCase().replace(/\s+/g, ' ').trim();
  }
  if (f.category === 'payment' || f.category === 'government_id' || DIGIT_LABELS.has(f.label)) return compact.toUpperCase();
  return value;
}

/** Splits "John Smith John Smith" (one value said more than once) into one finding per repetition. */
function splitRepeats(f: Finding, text: string): Finding[] {
  if (f.category !== 'person_name' && f.category !== 'contact') return [f];
  const value = text.slice(f.start, f.end);
  const words: Array<[number, number]> = [];
  const re = /\S+/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(value)) !== null) words.push([m.index, m.index + m[0].length]);
  const n = words.length;
  if (n < 2) return [f];
  const word = (i: number): string => value.slice(...(words[i] as [number, number])).toLowerCase().replace(/[,;]$/, '');
  for (let period = 1; period <= n / 2; period++) {
    if (n % period !== 0) continue;
    let repeats = true;
    for (let i = period; i < n && repeats; i++) repeats = word(i) === word(i - period);
    if (!repeats) continue;
    const out: Finding[] = [];
    for (let k = 0; k < n; k += period) {
      const s = (words[k] as [number, number])[0];
      let e = (words[k + period - 1] as [number, number])[1];
      if (/[,;]$/.test(value.slice(s, e))) e--;
      out.push({ ...f, start: f.start + s, end: f.start + e });
    }
    return out;
  }
  return [f];
}

/** Words that follow a name without being part of it: places, organisations, verbs of mail. */
const AFTER_NAME = new Set(
  (
    'street st road rd avenue ave lane drive square park bridge station airport river lake hospital clinic ' +
    'university college school institute foundation museum hall center centre library church hotel inc ltd llc ' +
    'gmbh corp co group team award prize memorial stadium arena theatre theater said says wrote writes thanks ' +
    'regards cheers and or the from to for with at on in by is was has had will would can could should may ' +
    'might must who which that this these those here there today tomorrow yesterday monday tuesday wednesday ' +
    'thursday friday saturday sunday january february march april june july august september october november december'
  ).split(' '),
);

/**
 * A word that may be the rest of a person's name: capitalised letters, and a known surname or
 * no everyday word — or, after a name of two words or more, anything but a place, an
 * organisation or a word that follows names in sentences.
 */
function nameTail(word: string, nameWords: number): boolean {
  if (!/^\p{Lu}[\p{Ll}'’\-]{1,24}$/u.test(word)) return false;
  if (AFTER_NAME.has(word.toLowerCase())) return false;
  return looksLikeSurname(word) || !isNotNameWord(word) || nameWords >= 2;
}

/** Joins name findings that touch and name-like words that continue a found name. */
function wholeNames(findings: Finding[], text: string): Finding[] {
  const out: Finding[] = [];
  for (const f of findings) {
    const last = out[out.length - 1];
    if (
      last &&
      last.category === 'person_name' &&
      f.category === 'person_name' &&
      /^[ ]$/.test(text.slice(last.end, f.start)) &&
      text.slice(last.start, last.end).toLowerCase() !== text.slice(f.start, f.end).toLowerCase()
    ) {
      out[out.length - 1] = { ...last, end: f.end, confidence: Math.max(last.confidence, f.confidence) };
      continue;
    }
    out.push({ ...f });
  }
  for (let i = 0; i < out.length; i++) {
    const f = out[i] as Finding;
    if (f.category !== 'person_name') continue;
    const next = out[i + 1];
    // One more capitalised word right after the name, unless it is where another finding starts.
    const m = /^[ ]([\p{L}'’\-]+)(?![\p{L}\p{N}@])/u.exec(text.slice(f.end, f.end + 40));
    if (m && (!next || next.start >= f.end + m[0].length) && nameTail(m[1] as string, text.slice(f.start, f.end).trim().split(/\s+/).length)) {
      out[i] = { ...f, end: f.end + m[0].length };
    }
  }
  return out;
}

/** Values too short or too common to look for elsewhere in the text. */
function propagatable(f: Finding, value: string): boolean {
  if (value.length < 4 || value.length > 256) return false;
  if (f.category === 'person_name') return /\s/.test(value.trim()) && value.length >= 6;
  if (f.category === 'injection') return false;
  return true;
}

const escapeRe = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The first word (or group) of a value, as candidates are searched for. */
const HEAD = /^[^\s.\-()/]{1,12}/;
/** What the names' look-behind refuses, read as the last code point of the two units before. */
const WORD_BEFORE = /[\p{L}\p{N}_]$/u;
const SPACE = /^\s$/u;

/** A matcher of one value's written forms at a given offset: the end of the match there, or -1. */
type FormMatcher = (text: string, at: number) => number;

const isAsciiAlnum = (c: number): boolean => (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
/** `\w` without the `u` flag. */
const isWordChar = (c: number): boolean => isAsciiAlnum(c) || c === 95;
/** ASCII case folded (what the `i` flag does for ASCII letters). */
const foldAscii = (c: number): number => (c >= 65 && c <= 90 ? c + 32 : c);
/** `\s`: the ECMAScript white space and line terminators. */
const isSpace = (c: number): boolean =>
  c === 32 || (c >= 9 && c <= 13) || c === 0xa0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) ||
  c === 0x2028 || c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x3000 || c === 0xfeff;

/**
 * A pattern for the value in any of its written forms, as a sticky matcher. The forms of digit
 * identifiers, e-mail addresses and literal values are matched by hand, exactly as their regular
 * expressions would: compiling one expression per found value cost more than the rest of the
 * scan's consistency pass. Names keep an expression (Unicode case folding).
 */
export function formsOf(f: Finding, value: string): FormMatcher | undefined {
  if (f.category === 'person_name') {
    const words = value.trim().split(/\s+/);
    // Names are two words or more. When the head (see repetitions) is the whole first word, the
    // expression can match only where whitespace follows it, and only after no letter, digit or
    // underscore: both are checked before the expression is compiled and run.
    const head = value.toLowerCase().match(HEAD)?.[0];
    const first = words[0] as string;
    const firstLength = head === first.toLowerCase() && head.length === first.length && words.length > 1 ? first.length : -1;
    let re: RegExp | undefined;
    return (text, at) => {
      if (at > 0 && WORD_BEFORE.test(text.slice(Math.max(0, at - 2), at))) return -1;
      if (firstLength > 0 && !SPACE.test(text.charAt(at + firstLength))) return -1;
      re ??= new RegExp(`(?<![\\p{L}\\p{N}_])${words.map(escapeRe).join('\\s+')}(?![\\p{L}\\p{N}_])`, 'iuy');
      re.lastIndex = at;
      const m = re.exec(text);
      return m ? at + m[0].length : -1;
    };
  }
  const canonical = canonicalValue(f, value);
  if (canonical.startsWith('tel:')) return undefined;
  if ((f.category === 'payment' || f.category === 'government_id') && /^[A-Z0-9]{6,40}$/.test(canonical)) {
    // (?<![A-Za-z0-9]) c1 [\s.\-]? c2 … (?![A-Za-z0-9]), case-insensitive. A separator is never
    // alphanumeric, so taking one whenever it is there is what the greedy expression does.
    const chars = [...canonical].map((c) => foldAscii(c.charCodeAt(0)));
    return (text, at) => {
      if (at > 0 && isAsciiAlnum(text.charCodeAt(at - 1))) return -1;
      let i = at;
      for (let k = 0; k < chars.length; k++) {
        if (k > 0) {
          const c = text.charCodeAt(i);
          if (c === 46 || c === 45 || isSpace(c)) i++;
        }
        if (i >= text.length || foldAscii(text.charCodeAt(i)) !== chars[k]) return -1;
        i++;
      }
      return i < text.length && isAsciiAlnum(text.charCodeAt(i)) ? -1 : i;
    };
  }
  if (f.category === 'contact' && value.includes('@')) {
    const literal = value.trim();
    // Case folding beyond ASCII differs between the \`i\` flag and a plain comparison: such values keep the expression.
    if (!/^[\x20-\x7e]*$/.test(literal)) {
      const re = new RegExp(`(?<![\\w.+-])${escapeRe(literal)}(?![\\w-])`, 'iy');
      return (text, at) => {
        re.lastIndex = at;
        const m = re.exec(text);
        return m ? at + m[0].length : -1;
      };
    }
    const chars = [...literal].map((c) => foldAscii(c.charCodeAt(0)));
    return (text, at) => {
      if (at > 0) {
        const b = text.charCodeAt(at - 1);
        if (isWordChar(b) || b === 46 || b === 43 || b === 45) return -1;
      }
      if (at + chars.length > text.length) return -1;
      for (let k = 0; k < chars.length; k++) if (foldAscii(text.charCodeAt(at + k)) !== chars[k]) return -1;
      const e = at + chars.length;
      const a = text.charCodeAt(e);
      return e < text.length && (isWordChar(a) || a === 45) ? -1 : e;
    };
  }
  return (text, at) => {
    if (!text.startsWith(value, at)) return -1;
    if (at > 0 && isAsciiAlnum(text.charCodeAt(at - 1))) return -1;
    const e = at + value.length;
    return e < text.length && isAsciiAlnum(text.charCodeAt(e)) ? -1 : e;
  };
}

/** Most distinct values looked for again; past that, the scan's own findings stand. */
const MAX_PROPAGATED = 256;

/** Other occurrences of found values, as findings like the first. */
function repetitions(findings: readonly Finding[], text: string): Finding[] {
  const out: Finding[] = [];
  const seen = new Set<string>();
  // Which units of the text a finding already covers, as a bitmap: overlap tests cost the length of the candidate.
  const covered = new Uint8Array(text.length + 1);
  const mark = (s: number, e: number): void => {
    covered.fill(1, s, e);
  };
  for (const f of findings) mark(f.start, f.end);
  const overlaps = (s: number, e: number): boolean => {
    for (let i = s; i < e; i++) if (covered[i] === 1) return true;
    return false;
  };
  let lower: string | undefined;
  for (const f of findings) {
    if (seen.size >= MAX_PROPAGATED) break;
    const value = text.slice(f.start, f.end);
    if (!propagatable(f, value)) continue;
    const key = `${f.category}\u0000${canonicalValue(f, value)}`;
    if (seen.has(key)) continue;
    seen.add(key);
    // Candidates are found with a plain search for the value's first characters (as written, or
    // case-folded for names), and only there is the pattern of all its forms tried.
    const folded = f.category === 'person_name' || (f.category === 'contact' && value.includes('@'));
    const hay = folded ? (lower ??= text.toLowerCase()) : text;
    // The first word (or group) of the value: rarer than its first letters.
    const head = (folded ? value.toLowerCase() : value).match(HEAD)?.[0];
    if (!head) continue;
    // Most values occur once: the pattern of their forms is compiled only when the head occurs
    // elsewhere too (compiling one costs more than searching the whole text for its head).
    let at = hay.indexOf(head);
    if (at === f.start) at = hay.indexOf(head, at + 1);
    if (at < 0) continue;
    const matchAt = formsOf(f, value);
    if (!matchAt) continue;
    for (; at >= 0; at = hay.indexOf(head, at + 1)) {
      if (at === f.start) continue;
      const e = matchAt(text, at);
      if (e < 0) continue;
      if (overlaps(at, e)) continue;
      out.push({ ...f, start: at, end: e });
      mark(at, e);
    }
  }
  return out;
}

/**
 * The findings made consistent: repetitions split, names whole, every other occurrence of a
 * found value found. Input and output are sorted and free of overlaps.
 */
export function consistentFindings(findings: readonly Finding[], text: string, merge: (f: readonly Finding[]) => Finding[]): Finding[] {
  if (findings.length === 0) return [];
  const split = findings.flatMap((f) => splitRepeats(f, text));
  const named = wholeNames(split, text);
  const again = repetitions(named, text);
  return again.length > 0 ? merge([...named, ...again]) : named;
}
