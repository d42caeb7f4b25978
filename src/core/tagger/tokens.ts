/**
 * The tagger's tokenizer: one pass over the text that cuts it into word, number and symbol tokens
 * with exact UTF-16 offsets, and computes what the features need about each token (hashes of its
 * lower-cased form, affixes and shapes, case and line flags) without building a string per token.
 * Training and inference share it, so the two cannot cut text differently. Pure: no I/O.
 */

/** 32-bit FNV-1a step. */
export const fnvStep = (h: number, c: number): number => Math.imul(h ^ c, 0x01000193);
export const FNV_SEED = 0x811c9dc5 | 0;

/** A final avalanche (murmur3 fmix32), so nearby inputs land far apart in the weight table. */
export function mix(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h;
}

/** Hash of a string as the tokenizer hashes a token (lower-cased, FNV-1a, mixed). */
export function hashWord(word: string): number {
  let h = FNV_SEED;
  for (let i = 0; i < word.length; i++) h = fnvStep(h, lowerOf(word.charCodeAt(i)));
  return mix(h);
}

// Character classes, filled lazily for characters beyond ASCII (one regex test per distinct character).
const CLASS_UNKNOWN = 0;
export const C_SPACE = 1;
export const C_NEWLINE = 2;
export const C_UPPER = 3;
export const C_LOWER = 4;
/** A letter without case (Arabic, Hebrew, Devanagari, Thai …), or a combining mark. */
export const C_LETTER = 5;
export const C_DIGIT = 6;
/** A character that is a token on its own: punctuation, symbols, ideographs and kana. */
export const C_SYMBOL = 7;
export const C_IDEOGRAPH = 8;

const classes = new Uint8Array(65536);
const lower = new Uint16Array(65536);

function classify(c: number): number {
  const ch = String.fromCharCode(c);
  let k: number;
  if (c === 10 || c === 13 || c === 0x2028 || c === 0x2029) k = C_NEWLINE;
  else if (/\s/.test(ch)) k = C_SPACE;
  else if (c >= 0xd800 && c <= 0xdfff) k = C_SYMBOL;
  else if ((c >= 0x3040 && c <= 0x30ff) || (c >= 0x3400 && c <= 0x9fff) || (c >= 0xf900 && c <= 0xfaff)) k = C_IDEOGRAPH;
  else if (/\p{Lu}|\p{Lt}/u.test(ch)) k = C_UPPER;
  else if (/\p{Ll}/u.test(ch)) k = C_LOWER;
  else if (/\p{L}|\p{M}/u.test(ch)) k = C_LETTER;
  else if (/\p{Nd}/u.test(ch)) k = C_DIGIT;
  else k = C_SYMBOL;
  classes[c] = k;
  const l = ch.toLowerCase();
  lower[c] = l.length === 1 ? l.charCodeAt(0) : c;
  return k;
}

for (let c = 0; c < 128; c++) classify(c);

export function classOf(c: number): number {
  const k = classes[c]!;
  return k === CLASS_UNKNOWN ? classify(c) : k;
}

export function lowerOf(c: number): number {
  if (classes[c] === CLASS_UNKNOWN) classify(c);
  return lower[c]!;
}


/** Token flags. */
export const F_CAP = 1; // first character upper-case
export const F_ALLCAPS = 2; // two or more letters, all upper-case
export const F_DIGIT = 4; // holds a digit
export const F_ALPHA = 8; // holds a letter
export const F_LINE_START = 16; // first token of its line
export const F_SPACE_BEFORE = 32;
export const F_LINE_END = 64; // last token of its line
export const F_SYMBOL = 128; // a one-character symbol token
export const F_INNER_CAP = 256; // an upper-case letter after a lower-case one ("McDonald", "getItem")
export const F_ALLDIGIT = 512;
export const F_IDEOGRAPH = 1024;
export const F_BLANK_LINE_BEFORE = 2048;
/** One inner capital, after two or three letters, as in names ("McDonald", "MacArthur", "DeShawn"), not identifiers ("BaseNode"). */
export const F_NAME_CAMEL = 4096;

/** Tokens of one text, as parallel arrays (no object per token); `count` of them are in use. */
export interface Tokens {
  count: number;
  start: Int32Array;
  end: Int32Array;
  /** Hash of the lower-cased token. */
  word: Int32Array;
  /** Hash of the shape with repeats collapsed to two ("Xxx", "dd-dd"). */
  shape: Int32Array;
  /** Hash of the short shape (repeats collapsed to one: "Xx", "d-d"). */
  short: Int32Array;
  pre2: Int32Array;
  pre3: Int32Array;
  suf2: Int32Array;
  suf3: Int32Array;
  suf4: Int32Array;
  flags: Int32Array;
  /** Letters + digits in the token (symbols count 0); digits alone for digit counts. */
  length: Int32Array;
  digits: Int32Array;
  /** The character code of a one-character symbol token, else 0. */
  symbol: Int32Array;
}

export function allocate(n: number): Tokens {
  return {
    count: 0,
    start: new Int32Array(n),
    end: new Int32Array(n),
    word: new Int32Array(n),
    shape: new Int32Array(n),
    short: new Int32Array(n),
    pre2: new Int32Array(n),
    pre3: new Int32Array(n),
    suf2: new Int32Array(n),
    suf3: new Int32Array(n),
    suf4: new Int32Array(n),
    flags: new Int32Array(n),
    length: new Int32Array(n),
    digits: new Int32Array(n),
    symbol: new Int32Array(n),
  };
}


/** Longest token the tokenizer keeps whole; longer runs are cut (their pieces are still tokens). */
const MAX_TOKEN = 64;

/**
 * Cuts `text[from, to)` into tokens. A word token is a run of letters and digits, with an inner
 * apostrophe or hyphen joining two such runs ("O'Brien", "Jean-Luc", "555-0132"); every other
 * non-space character is a token of its own, and so is each ideograph or kana.
 */
export function tokenize(text: string, from = 0, to = text.length, into?: Tokens): Tokens {
  // Reuse the caller's arrays when given (inference keeps one set per tagger); grow on demand.
  let t = into ?? allocate(Math.max(16, ((to - from) >> 1) + 16));
  let n = 0;
  let i = from;
  let lineStart = true;
  let blankBefore = false;
  let spaceBefore = false;
  let newlines = 0;
  while (i < to) {
    const c = text.charCodeAt(i);
    const k = c < 128 ? classes[c]! : classOf(c);
    if (k === C_SPACE) {
      spaceBefore = true;
      i++;
      continue;
    }
    if (k === C_NEWLINE) {
      if (n > 0) t.flags[n - 1]! |= F_LINE_END;
      if (c !== 13 || text.charCodeAt(i + 1) !== 10) newlines++;
      lineStart = true;
      spaceBefore = true;
      blankBefore = newlines >= 2;
      i++;
      continue;
    }
    if (n === t.start.length) t = grow(t, n);
    let flags = 0;
    if (lineStart) flags |= F_LINE_START;
    if (blankBefore) flags |= F_BLANK_LINE_BEFORE;
    if (spaceBefore) flags |= F_SPACE_BEFORE;
    lineStart = false;
    blankBefore = false;
    spaceBefore = false;
    newlines = 0;
    if (k === C_SYMBOL || k === C_IDEOGRAPH) {
      symbolToken(t, n, i, c, k, flags);
      n++;
      i++;
      continue;
    }
    i = wordToken(t, n, text, i, to, k, flags);
    n++;
  }
  if (n > 0) t.flags[n - 1]! |= F_LINE_END;
  t.count = n;
  return t;
}

function grow(t: Tokens, n: number): Tokens {
  const bigger = allocate(t.start.length * 2);
  for (const key of Object.keys(t) as Array<keyof Tokens>) {
    if (key !== 'count') (bigger[key] as Int32Array).set((t[key] as Int32Array).subarray(0, n));
  }
  return bigger;
}

function symbolToken(t: Tokens, n: number, i: number, c: number, k: number, flags: number): void {
  const ideograph = k === C_IDEOGRAPH;
  const h = mix(fnvStep(FNV_SEED, ideograph ? lowerOf(c) : c));
  t.start[n] = i;
  t.end[n] = i + 1;
  t.word[n] = h;
  t.shape[n] = t.short[n] = ideograph ? IDEOGRAPH_SHAPE : h;
  t.pre2[n] = t.pre3[n] = t.suf2[n] = t.suf3[n] = t.suf4[n] = 0;
  t.flags[n] = flags | (ideograph ? F_IDEOGRAPH | F_ALPHA : F_SYMBOL);
  t.length[n] = ideograph ? 1 : 0;
  t.digits[n] = 0;
  t.symbol[n] = ideograph ? 0 : c;
}

const IDEOGRAPH_SHAPE = mix(fnvStep(FNV_SEED, 73));

/** Reads the word token starting at `i` into slot `n`; returns where it ends. */
function wordToken(t: Tokens, n: number, text: string, i: number, to: number, firstK: number, flags: number): number {
  let h = FNV_SEED;
  let shape = FNV_SEED;
  let short = FNV_SEED;
  let lastShape = -1;
  let repeat = 0;
  let letters = 0;
  let uppers = 0;
  let digits = 0;
  let len = 0;
  let prevK = 0;
  let innerCap = false;
  let innerAt = -1;
  let p2 = 0;
  let p3 = 0;
  // The last four lower-cased characters, for the suffixes.
  let l1 = 0;
  let l2 = 0;
  let l3 = 0;
  let l4 = 0;
  let j = i;
  const limit = Math.min(to, i + MAX_TOKEN);
  while (j < limit) {
    const cj = text.charCodeAt(j);
    let kj = cj < 128 ? classes[cj]! : classOf(cj);
    if (kj < C_UPPER || kj > C_DIGIT) {
      // An apostrophe or hyphen between two word characters joins them.
      if ((cj === 39 || cj === 0x2019 || cj === 45) && j > i && j + 1 < to) {
        const nc = text.charCodeAt(j + 1);
        const nk = nc < 128 ? classes[nc]! : classOf(nc);
        if (nk >= C_UPPER && nk <= C_DIGIT && prevK >= C_UPPER && prevK <= C_DIGIT) kj = C_SYMBOL;
        else break;
      } else break;
    }
    const lc = kj === C_SYMBOL ? (cj === 0x2019 ? 39 : cj) : cj < 128 ? lower[cj]! : lowerOf(cj);
    h = Math.imul(h ^ lc, 0x01000193);
    len++;
    if (len === 2) p2 = h;
    else if (len === 3) p3 = h;
    l4 = l3;
    l3 = l2;
    l2 = l1;
    l1 = lc;
    let sc: number;
    if (kj === C_UPPER) {
      uppers++;
      letters++;
      if (prevK === C_LOWER) {
        if (!innerCap) innerAt = len - 1;
        else innerAt = -1;
        innerCap = true;
      }
      sc = 88;
    } else if (kj === C_LOWER) {
      letters++;
      sc = 120;
    } else if (kj === C_LETTER) {
      letters++;
      sc = 108;
    } else if (kj === C_DIGIT) {
      digits++;
      sc = 100;
    } else sc = cj;
    if (sc === lastShape) repeat++;
    else {
      repeat = 0;
      short = Math.imul(short ^ sc, 0x01000193);
    }
    lastShape = sc;
    if (repeat < 2) shape = Math.imul(shape ^ sc, 0x01000193);
    prevK = kj;
    j++;
  }
  t.start[n] = i;
  t.end[n] = j;
  t.word[n] = mix(h);
  t.shape[n] = mix(shape);
  t.short[n] = mix(short ^ 0x5bd1e995);
  t.pre2[n] = len > 2 ? mix(p2 ^ 0x27d4eb2d) : 0;
  t.pre3[n] = len > 3 ? mix(p3 ^ 0x165667b1) : 0;
  t.suf2[n] = len > 2 ? mix(fnvStep(fnvStep(0x2f0, l2), l1)) : 0;
  t.suf3[n] = len > 3 ? mix(fnvStep(fnvStep(fnvStep(0x3f0, l3), l2), l1)) : 0;
  t.suf4[n] = len > 4 ? mix(fnvStep(fnvStep(fnvStep(fnvStep(0x4f0, l4), l3), l2), l1)) : 0;
  if (firstK === C_UPPER) flags |= F_CAP;
  if (uppers >= 2 && uppers === letters) flags |= F_ALLCAPS;
  if (digits > 0) flags |= F_DIGIT;
  if (letters > 0) flags |= F_ALPHA;
  if (digits > 0 && letters === 0) flags |= F_ALLDIGIT;
  if (innerCap) flags |= F_INNER_CAP;
  if (innerCap && (innerAt === 2 || innerAt === 3)) flags |= F_NAME_CAMEL;
  t.flags[n] = flags;
  t.length[n] = len;
  t.digits[n] = digits;
  t.symbol[n] = 0;
  return j;
}
