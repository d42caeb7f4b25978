/**
 * Feature extraction for the tagger: for every token, a fixed number of hashed feature ids (rows
 * of the weight table) drawn from the token itself, its neighbours within ±2 tokens, its line,
 * cue words further away, digit runs, word-list classes, and the kind of its line (prose, label,
 * field, table, log, code: lines.ts) with where the token stands in it (after the key's separator,
 * inside quotes), so the same words weigh differently in a sentence and in a config line. What
 * follows a token (`w+1`, the shape after next) lets a span learn where it ends. Training and
 * inference both call `extractFeatures`, and the model file records `FEATURE_CONFIG` so a file
 * trained with other features is refused on load. Pure: no I/O; buffers are reused.
 */
import {
  CUE_CLASSES as CUE_CLASSES_,
  G_ADDRESS_CUE as G_ADDRESS_CUE_,
  G_COMMON as G_COMMON_,
  G_DOB_CUE as G_DOB_CUE_,
  G_HONORIFIC as G_HONORIFIC_,
  G_PERSON_CUE as G_PERSON_CUE_,
  G_PHONE_CUE as G_PHONE_CUE_,
  type Gazetteer,
} from './gazetteer';

import {
  F_ALLCAPS as F_ALLCAPS_,
  F_ALLDIGIT as F_ALLDIGIT_,
  F_BLANK_LINE_BEFORE as F_BLANK_LINE_BEFORE_,
  F_CAP as F_CAP_,
  F_INNER_CAP as F_INNER_CAP_,
  F_LINE_END as F_LINE_END_,
  F_LINE_START as F_LINE_START_,
  F_SPACE_BEFORE as F_SPACE_BEFORE_,
  F_SYMBOL as F_SYMBOL_,
  mix as mix_,
  type Tokens,
} from './tokens';

// Imported bindings copied to locals once: compiled to CommonJS (tsx runs the CLI and the
// benches that way) every use of an imported name is a getter call, too slow for per-character loops.
const CUE_CLASSES = CUE_CLASSES_;
const G_ADDRESS_CUE = G_ADDRESS_CUE_;
const G_COMMON = G_COMMON_;
const G_DOB_CUE = G_DOB_CUE_;
const G_HONORIFIC = G_HONORIFIC_;
const G_PERSON_CUE = G_PERSON_CUE_;
const G_PHONE_CUE = G_PHONE_CUE_;
const F_ALLCAPS = F_ALLCAPS_;
const F_ALLDIGIT = F_ALLDIGIT_;
const F_BLANK_LINE_BEFORE = F_BLANK_LINE_BEFORE_;
const F_CAP = F_CAP_;
const F_INNER_CAP = F_INNER_CAP_;
const F_LINE_END = F_LINE_END_;
const F_LINE_START = F_LINE_START_;
const F_SPACE_BEFORE = F_SPACE_BEFORE_;
const F_SYMBOL = F_SYMBOL_;
const mix = mix_;

const CUE_BITS = [G_HONORIFIC, G_DOB_CUE, G_PHONE_CUE, G_ADDRESS_CUE, G_PERSON_CUE];

/** Names of the feature templates, in order; part of the model file's header. */
export const TEMPLATES = [
  'bias', 'w0', 'shape0', 'short0', 'pre2', 'pre3', 'suf2', 'suf3', 'suf4',
  'w-1', 'w+1', 'w-2', 'w+2', 'shape-1', 'shape+1', 'short-2', 'short+2',
  'w-1|w0', 'w0|w+1', 'short-1|short0|short+1', 'gaz0', 'gaz-1', 'gaz+1', 'gaz-2', 'gaz+2',
  'line|short0', 'prevword', 'nextword', 'cue-left', 'cue-right', 'line-first|short0',
  'len|digits|short0', 'gaz0|short0', 'w-1|short0', 'shape-1|shape0', 'digit-run|short0',
  'line-length|short0', 'gaz-1|gaz0|gaz+1', 'suf3|short0', 'w-2|w-1',
  'kind|short0', 'kind|gaz0', 'kind|w-1', 'kind|place|short0', 'kind|place|gaz0', 'shape+1|short+2', 'w+1|short0',
] as const;

export const FEATURE_COUNT = TEMPLATES.length;

export interface FeatureConfig {
  /** Bumped whenever extraction changes in a way the names above do not show. */
  version: number;
  /** log2 of the number of weight rows. */
  hashBits: number;
  templates: readonly string[];
}

export const FEATURE_VERSION = 9;

/** Word-list classes that travel as features (common-word bits included). */
const GAZ_MASK = 0x1ffff;

/** Per-text context the templates read (computed once per tokenised text). */
export interface FeatureContext {
  gaz: Int32Array;
  /** Classes of cue words in the eight tokens before / four after (OR). */
  cueLeft: Int32Array;
  cueRight: Int32Array;
  /** Word hash of the line's first token; tokens in the line; this token's index in it. */
  lineFirst: Int32Array;
  lineLength: Int32Array;
  /** Digits in the run of digit groups (and + - . ( ) / between them) this token belongs to. */
  digitRun: Int32Array;
  /** Previous and next word tokens, skipping symbols (−1 at the edges). */
  prevWord: Int32Array;
  nextWord: Int32Array;
  /** Kind of the token's line (lines.ts), set by the caller before `featureContext`. */
  lineKind: Int32Array;
  /** Where the token stands in its line: bit 1 after a ':' or '=' separator, bit 2 inside double quotes. */
  place: Int32Array;
  /** Of the token's digit run: its number of groups, + 16 when it opens with "+" or "(". */
  runShape: Int32Array;
  /** 1 when the token's line holds a phone cue word (set by the caller, like `lineKind`). */
  linePhoneCue: Int32Array;
}

const FIELDS = ['gaz', 'cueLeft', 'cueRight', 'lineFirst', 'lineLength', 'digitRun', 'prevWord', 'nextWord', 'lineKind', 'place', 'runShape', 'linePhoneCue'] as const;

/** Per-text context arrays with room for `n` tokens (reused by `featureContext` while large enough). */
export function newFeatureContext(n: number): FeatureContext {
  const c = {} as Record<(typeof FIELDS)[number], Int32Array>;
  for (const f of FIELDS) c[f] = new Int32Array(Math.max(16, n));
  return c;
}

/** A context with room for `n` tokens: `ctx` itself when it is large enough, else a bigger one. */
export function ensureContext(ctx: FeatureContext | undefined, n: number): FeatureContext {
  return ctx && ctx.gaz.length >= n ? ctx : newFeatureContext(Math.max(n, (ctx?.gaz.length ?? 0) * 2));
}

const isRunSymbol = (c: number): boolean => c === 43 || c === 45 || c === 46 || c === 40 || c === 41 || c === 47;

/**
 * Fills `ctx` (sized by `ensureContext`, with `lineKind` already set per token) for tokens `t`.
 */
export function featureContext(t: Tokens, gazetteer: Gazetteer, ctx: FeatureContext): FeatureContext {
  const n = t.count;
  const { gaz, cueLeft, cueRight, lineFirst, lineLength, digitRun, prevWord, nextWord, place, runShape } = ctx;
  for (let i = 0; i < n; i++) gaz[i] = (t.flags[i]! & F_SYMBOL) !== 0 ? 0 : gazetteer.lookup(t.word[i]!) & GAZ_MASK;
  // Cue classes seen within 8 tokens before / 4 after: the last (next) position of each cue bit.
  let l0 = -1000, l1 = -1000, l2 = -1000, l3 = -1000, l4 = -1000;
  for (let i = 0; i < n; i++) {
    cueLeft[i] = (i - l0 <= 8 ? CUE_BITS[0]! : 0) | (i - l1 <= 8 ? CUE_BITS[1]! : 0) | (i - l2 <= 8 ? CUE_BITS[2]! : 0) | (i - l3 <= 8 ? CUE_BITS[3]! : 0) | (i - l4 <= 8 ? CUE_BITS[4]! : 0);
    const gi = gaz[i]!;
    if ((gi & CUE_CLASSES) !== 0) {
      if ((gi & CUE_BITS[0]!) !== 0) l0 = i;
      if ((gi & CUE_BITS[1]!) !== 0) l1 = i;
      if ((gi & CUE_BITS[2]!) !== 0) l2 = i;
      if ((gi & CUE_BITS[3]!) !== 0) l3 = i;
      if ((gi & CUE_BITS[4]!) !== 0) l4 = i;
    }
  }
  l0 = l1 = l2 = l3 = l4 = 1 << 29;
  for (let i = n - 1; i >= 0; i--) {
    cueRight[i] = (l0 - i <= 4 ? CUE_BITS[0]! : 0) | (l1 - i <= 4 ? CUE_BITS[1]! : 0) | (l2 - i <= 4 ? CUE_BITS[2]! : 0) | (l3 - i <= 4 ? CUE_BITS[3]! : 0) | (l4 - i <= 4 ? CUE_BITS[4]! : 0);
    const gi = gaz[i]!;
    if ((gi & CUE_CLASSES) !== 0) {
      if ((gi & CUE_BITS[0]!) !== 0) l0 = i;
      if ((gi & CUE_BITS[1]!) !== 0) l1 = i;
      if ((gi & CUE_BITS[2]!) !== 0) l2 = i;
      if ((gi & CUE_BITS[3]!) !== 0) l3 = i;
      if ((gi & CUE_BITS[4]!) !== 0) l4 = i;
    }
  }
  let first = 0;
  let after = 0;
  let quoted = 0;
  for (let i = 0; i <= n; i++) {
    if (i === n || (i > first && (t.flags[i]! & F_LINE_START) !== 0)) {
      for (let j = first; j < i; j++) {
        lineFirst[j] = t.word[first]!;
        lineLength[j] = i - first;
      }
      first = i;
      after = 0;
      quoted = 0;
    }
    if (i === n) break;
    place[i] = after | quoted;
    const sym = t.symbol[i]!;
    if (sym === 58 || sym === 61) after = 1;
    else if (sym === 34) quoted ^= 2;
  }
  let i = 0;
  while (i < n) {
    if ((t.flags[i]! & F_ALLDIGIT) === 0 && !(t.symbol[i] === 43 && i + 1 < n && (t.flags[i + 1]! & F_ALLDIGIT) !== 0)) {
      digitRun[i] = 0;
      runShape[i] = 0;
      i++;
      continue;
    }
    let j = i;
    let digits = 0;
    let groups = 0;
    const opens = t.symbol[i] === 43 || (i > 0 && t.symbol[i - 1] === 40) ? 16 : 0;
    // Digits glued after "12:" are a time's (seconds, fractions): such a run counts no digits.
    const time = i >= 2 && t.symbol[i - 1] === 58 && t.end[i - 1] === t.start[i] && (t.flags[i - 2]! & F_ALLDIGIT) !== 0 && t.end[i - 2] === t.start[i - 1];
    while (j < n) {
      const f = t.flags[j]!;
      if ((f & F_ALLDIGIT) !== 0) {
        digits += t.digits[j]!;
        groups++;
      } else if (!isRunSymbol(t.symbol[j]!)) break;
      j++;
      if (j < n && (t.flags[j]! & F_LINE_START) !== 0) break;
    }
    for (let k = i; k < j; k++) {
      digitRun[k] = time ? 0 : digits;
      runShape[k] = opens + Math.min(groups, 15);
    }
    i = j;
  }
  let seen = -1;
  for (let k = 0; k < n; k++) {
    prevWord[k] = seen;
    if ((t.flags[k]! & F_SYMBOL) === 0) seen = k;
  }
  seen = -1;
  for (let k = n - 1; k >= 0; k--) {
    nextWord[k] = seen;
    if ((t.flags[k]! & F_SYMBOL) === 0) seen = k;
  }
  return ctx;
}

const K1 = 0x9e3779b1;
const K2 = 0x85ebca77;
/** A random 32-bit key per template, so equal values of different templates land apart. */
const TEMPLATE_KEYS = Int32Array.from({ length: 64 }, (_, k) => mix(Math.imul(k + 1, K1)));
// Rows are the top bits of one multiply (Fibonacci hashing) of the value xor its template's key:
// two or three integer operations per feature instead of a full avalanche, and the word, shape
// and affix values are hashes already. `shift` is 32 − hash bits.
/** The row of template `k` with value `value`. */
const feature = (k: number, value: number, shift: number): number => Math.imul(TEMPLATE_KEYS[k]! ^ value, K1) >>> shift;
/** The row of template `k` with a pair of values. */
const pair = (k: number, a: number, b: number, shift: number): number => Math.imul(Math.imul(TEMPLATE_KEYS[k]! ^ a, K2) ^ b, K1) >>> shift;
const PAD = 0x1b873593;

const bucket = (v: number, cuts: readonly number[]): number => {
  let b = 0;
  while (b < cuts.length && v > cuts[b]!) b++;
  return b;
};
const LEN_CUTS = [1, 2, 3, 4, 6, 9, 13];
const DIGIT_CUTS = [0, 1, 2, 3, 4, 5, 6, 8, 10, 12];
const RUN_CUTS = [0, 2, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 15];
const LINE_CUTS = [1, 2, 3, 5, 8, 12, 20];

function lineBits(f: number): number {
  return (f & (F_LINE_START | F_LINE_END | F_BLANK_LINE_BEFORE | F_SPACE_BEFORE)) | (f & (F_CAP | F_ALLCAPS | F_INNER_CAP)) << 12;
}

/**
 * Writes the FEATURE_COUNT row ids of token `i` into `out` at `at`. `mask` is rows − 1. Ids are
 * hashes of (template, value): a template with no value (no neighbour) hashes a padding value.
 */
export function extractFeatures(t: Tokens, ctx: FeatureContext, i: number, mask: number, out: Int32Array, at: number): void {
  const n = t.count;
  // mask is rows − 1, rows a power of two: the row is the top log2(rows) bits of the hash.
  const shift = Math.clz32(mask);
  const w = t.word;
  const sh = t.shape;
  const so = t.short;
  const g = ctx.gaz;
  const wm1 = i > 0 ? w[i - 1]! : PAD;
  const wp1 = i + 1 < n ? w[i + 1]! : PAD ^ 1;
  const wm2 = i > 1 ? w[i - 2]! : PAD ^ 2;
  const wp2 = i + 2 < n ? w[i + 2]! : PAD ^ 3;
  const shm1 = i > 0 ? sh[i - 1]! : PAD;
  const shp1 = i + 1 < n ? sh[i + 1]! : PAD ^ 1;
  const som1 = i > 0 ? so[i - 1]! : PAD;
  const sop1 = i + 1 < n ? so[i + 1]! : PAD ^ 1;
  const som2 = i > 1 ? so[i - 2]! : PAD ^ 2;
  const sop2 = i + 2 < n ? so[i + 2]! : PAD ^ 3;
  const gm1 = i > 0 ? g[i - 1]! : 0x10000;
  const gp1 = i + 1 < n ? g[i + 1]! : 0x20000;
  const gm2 = i > 1 ? g[i - 2]! : 0x10000;
  const gp2 = i + 2 < n ? g[i + 2]! : 0x20000;
  const w0 = w[i]!;
  const s0 = so[i]!;
  const f0 = t.flags[i]!;
  const g0 = g[i]!;
  const pw = ctx.prevWord[i]!;
  const nw = ctx.nextWord[i]!;
  out[at + 0] = feature(0, 0, shift); // bias
  out[at + 1] = feature(1, w0, shift);
  out[at + 2] = feature(2, sh[i]!, shift);
  out[at + 3] = feature(3, s0, shift);
  out[at + 4] = feature(4, t.pre2[i]!, shift);
  out[at + 5] = feature(5, t.pre3[i]!, shift);
  out[at + 6] = feature(6, t.suf2[i]!, shift);
  out[at + 7] = feature(7, t.suf3[i]!, shift);
  out[at + 8] = feature(8, t.suf4[i]!, shift);
  out[at + 9] = feature(9, wm1, shift);
  out[at + 10] = feature(10, wp1, shift);
  out[at + 11] = feature(11, wm2, shift);
  out[at + 12] = feature(12, wp2, shift);
  out[at + 13] = feature(13, shm1, shift);
  out[at + 14] = feature(14, shp1, shift);
  out[at + 15] = feature(15, som2, shift);
  out[at + 16] = feature(16, sop2, shift);
  out[at + 17] = pair(17, wm1, w0, shift);
  out[at + 18] = pair(18, w0, wp1, shift);
  out[at + 19] = pair(19, mix(som1) ^ s0, sop1, shift);
  out[at + 20] = feature(20, g0, shift);
  out[at + 21] = feature(21, gm1, shift);
  out[at + 22] = feature(22, gp1, shift);
  out[at + 23] = feature(23, gm2, shift);
  out[at + 24] = feature(24, gp2, shift);
  out[at + 25] = pair(25, lineBits(f0), s0, shift);
  out[at + 26] = feature(26, pw >= 0 ? w[pw]! : PAD, shift);
  out[at + 27] = feature(27, nw >= 0 ? w[nw]! : PAD ^ 1, shift);
  out[at + 28] = feature(28, ctx.cueLeft[i]!, shift);
  out[at + 29] = feature(29, ctx.cueRight[i]!, shift);
  out[at + 30] = pair(30, ctx.lineFirst[i]!, s0, shift);
  out[at + 31] = pair(31, bucket(t.length[i]!, LEN_CUTS) * 16 + bucket(t.digits[i]!, DIGIT_CUTS), s0, shift);
  out[at + 32] = pair(32, g0, s0, shift);
  out[at + 33] = pair(33, wm1, s0, shift);
  out[at + 34] = pair(34, shm1, sh[i]!, shift);
  out[at + 35] = pair(35, bucket(ctx.digitRun[i]!, RUN_CUTS), s0, shift);
  out[at + 36] = pair(36, bucket(ctx.lineLength[i]!, LINE_CUTS), s0, shift);
  out[at + 37] = pair(37, mix(gm1 & ~G_COMMON) ^ g0, gp1 & ~G_COMMON, shift);
  out[at + 38] = pair(38, t.suf3[i]!, s0, shift);
  out[at + 39] = pair(39, wm2, wm1, shift);
  const kind = ctx.lineKind[i]!;
  const pl = ctx.place[i]!;
  out[at + 40] = pair(40, kind, s0, shift);
  out[at + 41] = pair(41, kind, g0, shift);
  out[at + 42] = pair(42, kind, wm1, shift);
  out[at + 43] = pair(43, kind * 4 + pl, s0, shift);
  out[at + 44] = pair(44, kind * 4 + pl, g0 & ~CUE_CLASSES, shift);
  out[at + 45] = pair(45, shp1, sop2, shift);
  out[at + 46] = pair(46, wp1, s0, shift);
}
