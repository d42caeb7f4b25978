/**
 * What OCR does to secrets, undone where it can be and caught on looks where it cannot. OCR reads
 * `j` and `l` inside a token as `)`, `]` or `|`, splits long tokens with spaces, reads `_` as a
 * space and `=` as `e`, and swaps digits (0/6/8), so the provider prefixes, labels and checksums
 * the engine's recognizers key on are often gone. For OCR text only (exact DOM text never needs
 * it) this module gives:
 * - `repairTokenGlyphs`: brackets and bars between token characters read back as the letters
 *   they usually are, and an `@` OCR read as a letter put back in an address or a connection
 *   string (same length, so offsets still map to word boxes);
 * - `lookalikeFindings`: long random-looking tokens (mixed case and digits, high entropy) as
 *   probable credentials, with the fragments OCR split off them; and 4-4-4-4 digit groups with a
 *   card's leading digit as probable payment cards even when the checksum fails. A random token
 *   is not something a person needs an assistant to read off their screen; a missed one is a leak.
 */
import type { Finding } from '../engine/types';
import { AWS_KEY_ID_PREFIX } from '../recognizers/credential/aws';
import { shannonEntropy } from '../recognizers/validators/entropy';

const ALNUM = /[A-Za-z0-9]/;
const BRACKET_AS: Readonly<Record<string, string>> = { ')': 'j', ']': 'j', '}': 'j', '|': 'l' };
const OPENER: Readonly<Record<string, string>> = { ')': '(', ']': '[', '}': '{' };

/** Whether the word holding position `i` opens the bracket that `text[i]` would close. */
function closesOpener(text: string, i: number): boolean {
  const opener = OPENER[text[i] as string];
  if (opener === undefined) return false;
  for (let k = i - 1; k >= 0 && !/\s/.test(text[k] as string); k--) if (text[k] === opener) return true;
  return false;
}

/**
 * An e-mail address whose `@` OCR read as `g`, `G` or `©`: a dotted local part, then a domain
 * with a dot and a letters-only top level (`ravi.alvarezgexanple.org`).
 */
const LOST_AT = /(?<![^\s(<"'])([A-Za-z0-9](?:[A-Za-z0-9%+-]|[._](?=[A-Za-z0-9])){0,62}?[._][A-Za-z0-9]{1,62}?)[gG©]([A-Za-z0-9](?:[A-Za-z0-9-]{0,62}\.){1,8}[A-Za-z]{2,12})(?=$|[\s)>"',;])/g;

/**
 * A connection string whose `@` OCR read as a letter: `scheme://user:password` then `e`, `g`, `G`
 * or `©`, then a lower-case host (OCR may have split it after a dot) with a port or path. The
 * first such letter that leaves a host-shaped rest is taken for the `@`.
 */
const LOST_URL_AT = /(:\/\/[A-Za-z0-9._~%-]{1,64}:[^\s/@]{3,128}?)[eEgG©]((?:[a-z0-9-]{1,63}\. ?){0,8}[a-z0-9-]{1,63}(?::[0-9]{2,5})?(?=[/\s?#]|$))/g;

/**
 * `text` with `)`, `]`, `}` read as `j` and `|` as `l` where they sit between token characters
 * (or end a fragment that the next word continues, as in `caSoGF] fmd6`) and close nothing the
 * same word opened; and a lost `@` put back in a word shaped like an address.
 */
export function repairTokenGlyphs(text: string): string {
  return repairLostAt(repairBrackets(text));
}

function repairLostAt(text: string): string {
  let out = text;
  if (out.includes('://')) out = out.replace(LOST_URL_AT, (whole: string, head: string, host: string) => (head.includes('@') ? whole : `${head}@${host}`));
  if (!/[gG©]/.test(out) || !out.includes('.')) return out;
  return out.replace(LOST_AT, (_, local: string, domain: string) => `${local}@${domain}`);
}

function repairBrackets(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const ch = text[i] as string;
    const as = BRACKET_AS[ch];
    if (as !== undefined && i > 0 && ALNUM.test(text[i - 1] as string) && !closesOpener(text, i)) {
      const next = text[i + 1] ?? '';
      const after = text[i + 2] ?? '';
      if (ALNUM.test(next) || (next === ' ' && ALNUM.test(after))) {
        out += as;
        continue;
      }
    }
    out += ch;
  }
  return out;
}

/** A token: base64 / base64url characters, with `=` padding at most at its end. */
const TOKEN = /[A-Za-z0-9+/_-]{12,400}={0,2}/g;
/**
 * A fragment OCR split off a token: a short run of token characters without `-` or `_` (those
 * join words, as in names and ids), holding a digit or a lower-to-upper step, as prose does not.
 */
const FRAGMENT = /^[A-Za-z0-9+/]{2,24}={0,2}$/;
const MACHINE = /[0-9]|[a-z][A-Z]/;
/**
 * The head OCR split off a provider's key (`sk-proj-5EMSEUMQIMCUY`, `xoxb-1234`): a short lower-case
 * prefix, perhaps a second, then the key's first characters. Joined only onto a random token that
 * follows it, so a hyphenated word elsewhere is never taken for one.
 */
const PREFIXED_HEAD = /^[a-z]{2,5}[-_](?:[a-z]{2,8}[-_])?[A-Za-z0-9]{4,64}$/;
const WORDLIKE = /[A-Z]?[a-z]{4,}/g;
const CARD = /(?<![0-9])[3-6][0-9]{3}(?:[ -][0-9]{4}){3}(?![0-9])/g;
/** Shortest token (split fragments joined) taken on its looks. */
export const MIN_RANDOM_TOKEN = 20;

/** Fewest entropy bits per character a random-looking token of `length` shows (short samples show less). */
function entropyFloor(length: number): number {
  return Math.min(4, Math.log2(length) - 0.6);
}

/**
 * Random-looking: mixed case and digits, high entropy, and not made of words (identifiers such
 * as `Base64EncodedString2Utf8` are mostly runs of four or more lower-case letters; a random
 * token draws such runs too, but seldom over half its length).
 */
export function looksRandom(token: string): boolean {
  if (token.length < MIN_RANDOM_TOKEN) return false;
  if (randomish(token, digitsExpected(token.length))) return shannonEntropy(token) >= entropyFloor(token.length);
  // A 32-letter alphabet holds less entropy per character than mixed case does.
  return capsRandom(token) && shannonEntropy(token) >= entropyFloor(token.length) - 0.5;
}

/** Fewest characters of an all-capitals token taken on its looks (AWS key ids are 20). */
const MIN_CAPS_TOKEN = 16;
/** Up to four runs of capitals and digits a single space apart (OCR's pieces of one key). */
const CAPS_PIECES = /(?<![A-Za-z0-9_])[A-Z0-9]*[A-Z][A-Z0-9]*(?: [A-Z0-9]*[A-Z][A-Z0-9]*){0,3}(?![A-Za-z0-9_])/g;

/** An access key id's whole shape: its type prefix, then sixteen capitals and digits. */
const AWS_KEY_ID_SHAPE = new RegExp(`^${AWS_KEY_ID_PREFIX}[A-Z0-9]{16}$`);

/**
 * An access key id's type prefix as OCR misreads it: `A` as `4`, `K` as `X`, `S` as `5`, `I` as
 * `T`, `1`, `L`, `J` or `l`; the sixteen characters after it may have lost every digit (`6` read as
 * `G`, `4` as `A`), so a misread id carries no digit to tell it from capitals.
 */
const MISREAD_KEY_ID = /^[A4][KXS5B8C][IT1LJlC][A4][A-Z0-9]{15,17}$/;

/** Digits in two or more places apart, as a random draw puts them (a word with a year has one run). */
const SCATTERED_DIGITS = /[0-9][A-Z]+[0-9]/;
/**
 * Two or three digits with capitals on both sides (`X33U`): a draw puts digits anywhere, while a
 * word in capitals carries its number at the end or as a year (`SUMMIT2024`, `ACTA2024PROCEEDINGS`).
 */
const INNER_DIGITS = /[A-Z][0-9]{2,3}[A-Z]/;
/** Four consonants in a row (`SCFQ`): words in capitals, even compounds, rarely hold one. */
const CONSONANT_RUN = /[B-DF-HJ-NP-TV-Z]{4}/;

/**
 * Three digits or more, unless they are one year (a heading's "2024"): a random draw's digits,
 * which OCR keeps together at the end of an id as often as it scatters them.
 */
function drawnDigits(body: string): boolean {
  const runs = body.match(/[0-9]+/g) ?? [];
  let n = 0;
  for (const run of runs) n += run.length;
  return n >= 3 && !(runs.length === 1 && /^(?:19|20)[0-9]{2}$/.test(runs[0] as string));
}

/**
 * A key id OCR misread past the exact shape: its prefix's look and its length, and a body that is
 * not a word's: digits scattered through it, inside it or three and more of them (not a year), a
 * run of consonants no word has, or letters with few vowels and a random draw's spread.
 */
function misreadKeyId(token: string): boolean {
  if (!MISREAD_KEY_ID.test(token)) return false;
  const body = token.slice(4);
  if (SCATTERED_DIGITS.test(body) || CONSONANT_RUN.test(body) || drawnDigits(body) || INNER_DIGITS.test(body)) return true;
  const { letters, vowels } = capitalLetters(body, 'AEIOU');
  return vowels <= letters * 0.3 && shannonEntropy(body) >= 3;
}

/** Capitals in `s`, and how many of them are among `vowels`. */
function capitalLetters(s: string, vowels: string): { letters: number; vowels: number } {
  let letters = 0;
  let v = 0;
  for (const ch of s) {
    if (ch >= 'A' && ch <= 'Z') {
      letters++;
      if (vowels.includes(ch)) v++;
    }
  }
  return { letters, vowels: v };
}

/** An access key id, exactly or as OCR misread it. */
function keyIdShaped(token: string): boolean {
  return (AWS_KEY_ID_SHAPE.test(token) && /[0-9]/.test(token)) || misreadKeyId(token);
}

/**
 * An all-capitals key on its looks, whatever its length past MIN_CAPS_TOKEN. Pieces that join into
 * an access key id's shape are one, however many vowels its random part drew: the vowel test is
 * there to keep out words, and no word carries the prefix and sixteen more capitals and digits.
 */
function looksRandomCaps(token: string): boolean {
  if (keyIdShaped(token)) return true;
  return capsRandom(token) && shannonEntropy(token) >= entropyFloor(token.length) - 0.5;
}

/**
 * Capitals and digits only, as access-key ids and base32 secrets are: a digit at least (OCR reads
 * some digits as letters), and few vowels among the letters (words and names in capitals,
 * `DEPLOY_REGION`, hold many).
 */
export function capsRandom(token: string): boolean {
  const core = token.replace(/[+/=_-]/g, '');
  if (core.length < MIN_CAPS_TOKEN || /[a-z]/.test(core)) return false;
  // An access-key id's four-letter type prefix (AKIA, ASIA, AROA …) is not drawn at random.
  const body = core.length === 20 && /^A[A-Z]{3}/.test(core) ? core.slice(4) : core;
  let digits = 0;
  for (const ch of core) if (ch >= '0' && ch <= '9') digits++;
  const { letters, vowels } = capitalLetters(body, 'AEIOUY');
  return digits >= 1 && letters >= 6 && vowels <= letters * 0.36;
}

/**
 * Digits a random mixed-case token of `length` must show to be taken on its looks. A draw from
 * letters and digits holds one digit in six, but a long one may hold one or none (a 36-character
 * draw does about once in seventy): from LONG_TOKEN characters on, mixed case, entropy and the
 * absence of words decide alone, as they already tell identifiers from keys.
 */
const LONG_TOKEN = 28;
function digitsExpected(length: number, atLeast = 2): number {
  return length >= LONG_TOKEN ? 0 : atLeast;
}

/** Mixed case with at least `minDigits` digits, and not made of words. */
function randomish(token: string, minDigits: number): boolean {
  let digits = 0;
  let upper = 0;
  let lower = 0;
  for (const ch of token) {
    if (ch >= '0' && ch <= '9') digits++;
    else if (ch >= 'A' && ch <= 'Z') upper++;
    else if (ch >= 'a' && ch <= 'z') lower++;
  }
  return digits >= minDigits && upper >= 2 && lower >= 2 && !wordy(token);
}

function wordy(fragment: string): boolean {
  let n = 0;
  for (const m of fragment.matchAll(WORDLIKE)) n += m[0].length;
  return n > fragment.length * 0.5;
}

/** Widens [start, end) over single spaces to neighbouring fragments that look machine-made. */
function withSplitFragments(text: string, start: number, end: number): [number, number] {
  let e = end;
  while (text[e] === ' ') {
    let k = e + 1;
    while (k < text.length && /\S/.test(text[k] as string)) k++;
    const word = text.slice(e + 1, k);
    if (!FRAGMENT.test(word) || !MACHINE.test(word) || wordy(word)) break;
    e = k;
  }
  let s = start;
  while (s >= 2 && text[s - 1] === ' ') {
    let k = s - 1;
    while (k > 0 && /\S/.test(text[k - 1] as string)) k--;
    const word = text.slice(k, s - 1);
    const fragment = FRAGMENT.test(word) && MACHINE.test(word) && !wordy(word);
    if (!fragment && !PREFIXED_HEAD.test(word)) break;
    s = k;
  }
  return [s, e];
}

/**
 * A letter outside ASCII between two token characters (`UBcémvn`): OCR's reading of a digit or a
 * letter it could not place. Random tokens are ASCII, so such a letter is taken as one of theirs.
 */
const STRAY_LETTER = /(?<=[A-Za-z0-9])[\u00C0-\u024F](?=[A-Za-z0-9])/g;

/**
 * Where in a run of capitals pieces (single spaces apart) a key lies, as [start, end) in the run:
 * the longest run of consecutive pieces that joins into a key on its looks. Inner pieces are at
 * least four long (a word or a number in a sentence is not a piece of a key); an end piece may be
 * as short as two when the pieces join into an access key id's length (OCR splits a few characters
 * off its end, `AKTANOEDNCQI2CVRS IME`).
 */
function capsKeySpan(run: string): [number, number] | undefined {
  const pieces = run.split(' ');
  const starts: number[] = [];
  let at = 0;
  for (const p of pieces) {
    starts.push(at);
    at += p.length + 1;
  }
  let best: [number, number] | undefined;
  for (let i = 0; i < pieces.length; i++) {
    for (let j = pieces.length; j > i; j--) {
      const chosen = pieces.slice(i, j);
      const joined = chosen.join('');
      if (joined.length < MIN_CAPS_TOKEN) continue;
      const keyIdLength = joined.length >= 19 && joined.length <= 21;
      const shortOk = (p: string, k: number): boolean => p.length >= 4 || (keyIdLength && (k === 0 || k === chosen.length - 1) && p.length >= 2 && chosen.length > 1);
      if (!chosen.every(shortOk)) continue;
      // With a short end piece only a key id's shape counts; otherwise any capitals key does.
      if (!(chosen.some((p) => p.length < 4) ? keyIdShaped(joined) : looksRandomCaps(joined))) continue;
      const span: [number, number] = [starts[i] as number, (starts[j - 1] as number) + (pieces[j - 1] as string).length];
      if (!best || span[1] - span[0] > best[1] - best[0]) best = span;
      break;
    }
  }
  return best;
}

/** Findings on looks alone, for OCR text (see the module comment). */
export function lookalikeFindings(ocrText: string): Finding[] {
  // Same length: offsets still map to the words OCR boxed.
  const text = ocrText.replace(STRAY_LETTER, 'x');
  const out: Finding[] = [];
  let covered = 0;
  for (const m of text.matchAll(TOKEN)) {
    // The run itself must already look machine-made; split fragments only complete it.
    if (m.index < covered || !(randomish(m[0], digitsExpected(m[0].length, 1)) || capsRandom(m[0]))) continue;
    const [start, end] = withSplitFragments(text, m.index, m.index + m[0].length);
    if (!looksRandom(text.slice(start, end).replace(/ /g, '').replace(/=+$/, ''))) continue;
    out.push({ start, end, category: 'credential', rule: 'screen-random-token', confidence: 0.7, label: 'SECRET' });
    covered = end;
  }
  // Capitals-and-digits keys OCR split into pieces (`AKTARPNU SRONYJMATS3F`): the pieces joined.
  const tokenSpans = out.map((f) => [f.start, f.end] as const);
  for (const m of text.matchAll(CAPS_PIECES)) {
    const span = capsKeySpan(m[0]);
    if (!span) continue;
    const start = m.index + span[0];
    const end = m.index + span[1];
    // Already taken whole by a random-token finding (not merely earlier in the text than one).
    if (tokenSpans.some(([s, e]) => s <= start && end <= e)) continue;
    out.push({ start, end, category: 'credential', rule: 'screen-random-token', confidence: 0.7, label: 'SECRET' });
  }
  for (const m of text.matchAll(CARD)) {
    out.push({ start: m.index, end: m.index + m[0].length, category: 'payment', rule: 'screen-card-digits', confidence: 0.7, label: 'CARD' });
  }
  return out;
}
