/**
 * Feature extraction for the tagger: for every token, a fixed number of hashed feature ids (rows
 * of the weight table) drawn from the token itself, its neighbours within ±2 tokens, its line,
 * cue words further away, digit runs and word-list classes. Training and inference both call
 * `extractFeatures`, and the model file records `FEATURE_CONFIG` so a file trained with other
 * features is refused on load. Pure: no I/O.
 */
import { CUE_CLASSES, G_ADDRESS_CUE, G_COMMON, G_DOB_CUE, G_HONORIFIC, G_PERSON_CUE, G_PHONE_CUE, type Gazetteer } from './gazetteer';

const CUE_BITS = [G_HONORIFIC, G_DOB_CUE, G_PHONE_CUE, G_ADDRESS_CUE, G_PERSON_CUE];
import {
  F_ALLCAPS,
  F_ALLDIGIT,
  F_BLANK_LINE_BEFORE,
  F_CAP,
  F_INNER_CAP,
  F_LINE_END,
  F_LINE_START,
  F_SPACE_BEFORE,
  F_SYMBOL,
  mix,
  type Tokens,
} from './tokens';

/** Names of the feature templates, in order; part of the model file's header. */
export const TEMPLATES = [
  'bias', 'w0', 'shape0', 'short0', 'pre2', 'pre3', 'suf2', 'suf3', 'suf4',
  'w-1', 'w+1', 'w-2', 'w+2', 'shape-1', 'shape+1', 'short-2', 'short+2',
  'w-1|w0', 'w0|w+1', 'short-1|short0|short+1', 'gaz0', 'gaz-1', 'gaz+1', 'gaz-2', 'gaz+2',
  'line|short0', 'prevword', 'nextword', 'cue-left', 'cue-right', 'line-first|short0',
  'len|digits|short0', 'gaz0|short0', 'w-1|short0', 'shape-1|shape0', 'digit-run|short0',
  'line-length|short0', 'gaz-1|gaz0|gaz+1', 'suf3|short0', 'w-2|w-1',
] as const;

export const FEATURE_COUNT = TEMPLATES.length;

export interface FeatureConfig {
  /** Bumped whenever extraction changes in a way the names above do not show. */
  version: number;
  /** log2 of the number of weight rows. */
  hashBits: number;
  templates: readonly string[];
}

export const FEATURE_VERSION = 4;

/** Word-list classes that travel as features (common-word bits included). */
const GAZ_MASK = 0xffff;

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
}

const isRunSymbol = (c: number): boolean => c === 43 || c === 45 || c === 46 || c === 40 || c === 41 || c === 47;

export function featureContext(t: Tokens, gazetteer: Gazetteer): FeatureContext {
  const n = t.count;
  const gaz = new Int32Array(n);
  for (let i = 0; i < n; i++) gaz[i] = (t.flags[i]! & F_SYMBOL) !== 0 ? 0 : gazetteer.lookup(t.word[i]!) & GAZ_MASK;
  // Cue classes seen within 8 tokens before / 4 after: the last (next) position of each cue bit.
  const cueLeft = new Int32Array(n);
  const cueRight = new Int32Array(n);
  const last = new Int32Array(CUE_BITS.length).fill(-1000);
  for (let i = 0; i < n; i++) {
    let l = 0;
    for (let b = 0; b < CUE_BITS.length; b++) if (i - last[b]! <= 8) l |= CUE_BITS[b]!;
    cueLeft[i] = l;
    const gi = gaz[i]!;
    if ((gi & CUE_CLASSES) !== 0) for (let b = 0; b < CUE_BITS.length; b++) if ((gi & CUE_BITS[b]!) !== 0) last[b] = i;
  }
  last.fill(1 << 29);
  for (let i = n - 1; i >= 0; i--) {
    let r = 0;
    for (let b = 0; b < CUE_BITS.length; b++) if (last[b]! - i <= 4) r |= CUE_BITS[b]!;
    cueRight[i] = r;
    const gi = gaz[i]!;
    if ((gi & CUE_CLASSES) !== 0) for (let b = 0; b < CUE_BITS.length; b++) if ((gi & CUE_BITS[b]!) !== 0) last[b] = i;
  }
  const lineFirst = new Int32Array(n);
  const lineLength = new Int32Array(n);
  let first = 0;
  for (let i = 0; i <= n; i++) {
    if (i === n || (i > first && (t.flags[i]! & F_LINE_START) !== 0)) {
      for (let j = first; j < i; j++) {
        lineFirst[j] = t.word[first]!;
        lineLength[j] = i - first;
      }
      first = i;
    }
  }
  const digitRun = new Int32Array(n);
  let i = 0;
  while (i < n) {
    if ((t.flags[i]! & F_ALLDIGIT) === 0 && !(t.symbol[i] === 43 && i + 1 < n && (t.flags[i + 1]! & F_ALLDIGIT) !== 0)) {
      i++;
      continue;
    }
    let j = i;
    let digits = 0;
    while (j < n) {
      const f = t.flags[j]!;
      if ((f & F_ALLDIGIT) !== 0) digits += t.digits[j]!;
      else if (!isRunSymbol(t.symbol[j]!)) break;
      j++;
      if (j < n && (t.flags[j]! & F_LINE_START) !== 0) break;
    }
    for (let k = i; k < j; k++) digitRun[k] = digits;
    i = j;
  }
  const prevWord = new Int32Array(n);
  const nextWord = new Int32Array(n);
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
  return { gaz, cueLeft, cueRight, lineFirst, lineLength, digitRun, prevWord, nextWord };
}

const K1 = 0x9e3779b1;
/** The row of template `k` with value `value`. */
const feature = (k: number, value: number, mask: number): number => mix(Math.imul(k + 1, K1) ^ value) & mask;
/** The row of template `k` with a pair of values. */
const pair = (k: number, a: number, b: number, mask: number): number => mix(Math.imul(k + 1, K1) ^ mix(a) ^ Math.imul(b, K2)) & mask;
const K2 = 0x85ebca77;
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
  out[at + 0] = feature(0, 0, mask); // bias
  out[at + 1] = feature(1, w0, mask);
  out[at + 2] = feature(2, sh[i]!, mask);
  out[at + 3] = feature(3, s0, mask);
  out[at + 4] = feature(4, t.pre2[i]!, mask);
  out[at + 5] = feature(5, t.pre3[i]!, mask);
  out[at + 6] = feature(6, t.suf2[i]!, mask);
  out[at + 7] = feature(7, t.suf3[i]!, mask);
  out[at + 8] = feature(8, t.suf4[i]!, mask);
  out[at + 9] = feature(9, wm1, mask);
  out[at + 10] = feature(10, wp1, mask);
  out[at + 11] = feature(11, wm2, mask);
  out[at + 12] = feature(12, wp2, mask);
  out[at + 13] = feature(13, shm1, mask);
  out[at + 14] = feature(14, shp1, mask);
  out[at + 15] = feature(15, som2, mask);
  out[at + 16] = feature(16, sop2, mask);
  out[at + 17] = pair(17, wm1, w0, mask);
  out[at + 18] = pair(18, w0, wp1, mask);
  out[at + 19] = pair(19, mix(som1) ^ s0, sop1, mask);
  out[at + 20] = feature(20, g0, mask);
  out[at + 21] = feature(21, gm1, mask);
  out[at + 22] = feature(22, gp1, mask);
  out[at + 23] = feature(23, gm2, mask);
  out[at + 24] = feature(24, gp2, mask);
  out[at + 25] = pair(25, lineBits(f0), s0, mask);
  out[at + 26] = feature(26, pw >= 0 ? w[pw]! : PAD, mask);
  out[at + 27] = feature(27, nw >= 0 ? w[nw]! : PAD ^ 1, mask);
  out[at + 28] = feature(28, ctx.cueLeft[i]!, mask);
  out[at + 29] = feature(29, ctx.cueRight[i]!, mask);
  out[at + 30] = pair(30, ctx.lineFirst[i]!, s0, mask);
  out[at + 31] = pair(31, bucket(t.length[i]!, LEN_CUTS) * 16 + bucket(t.digits[i]!, DIGIT_CUTS), s0, mask);
  out[at + 32] = pair(32, g0, s0, mask);
  out[at + 33] = pair(33, wm1, s0, mask);
  out[at + 34] = pair(34, shm1, sh[i]!, mask);
  out[at + 35] = pair(35, bucket(ctx.digitRun[i]!, RUN_CUTS), s0, mask);
  out[at + 36] = pair(36, bucket(ctx.lineLength[i]!, LINE_CUTS), s0, mask);
  out[at + 37] = pair(37, mix(gm1 & ~G_COMMON) ^ g0, gp1 & ~G_COMMON, mask);
  out[at + 38] = pair(38, t.suf3[i]!, s0, mask);
  out[at + 39] = pair(39, wm2, wm1, mask);
}
