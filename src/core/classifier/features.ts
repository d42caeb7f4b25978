/**
 * Turns text into the model's input: hashed ids of word unigrams and bigrams, character 3–5-grams
 * of each whitespace-separated chunk, and coarse "shape" features of long tokens (so a random key
 * looks like a random key whatever its characters). Training and inference both call this one
 * function, so the two cannot drift; the configuration travels inside the model file and is
 * checked on load.
 */
import { fnv1a, FNV_PRIME } from '../hash';

export interface FeatureConfig {
  /** Size of the hashed id space; the model's embedding table has this many rows. */
  buckets: number;
  charMin: number;
  charMax: number;
  /** Text beyond this many characters is not looked at (the caller splits long inputs). */
  maxChars: number;
  /** Upper bound on features per text. */
  maxFeatures: number;
  /** Changes whenever the extraction below changes meaning. */
  version: string;
}

export const FEATURE_CONFIG: FeatureConfig = {
  buckets: 1 << 16,
  charMin: 3,
  charMax: 5,
  maxChars: 2000,
  maxFeatures: 3000,
  version: 'consentry-features-2',
};

export interface Features {
  ids: Int32Array;
  weights: Float32Array;
}


/** murmur3 finaliser: spreads FNV's weak low bits before the modulo. */
function mix(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

const SEED_WORD = fnv1a('w\u0001');
const SEED_BIGRAM = fnv1a('b\u0001');
const SEED_CHAR = fnv1a('c\u0001');
const SEED_SHAPE = fnv1a('s\u0001');

const WORD_RE = /[\p{L}\p{M}\p{N}]+/gu;
const DIGIT_RE = /\p{Nd}/gu;

const SPACED_PUNCT_RE = /\s+([:;!?])/gu;

/**
 * Case- and digit-folded form: every decimal digit becomes 0, so formats generalise over values;
 * a space before : ; ! ? (French typography, OCR) is dropped, so "code : 12" reads like "code: 12".
 */
export function normalizeForFeatures(text: string): string {
  return foldNormalized(text.normalize('NFKC'));
}

/** normalizeForFeatures of text already in NFKC. */
function foldNormalized(nfkc: string): string {
  return nfkc.toLowerCase().replace(DIGIT_RE, '0').replace(SPACED_PUNCT_RE, '$1');
}

function lengthBucket(n: number): number {
  return n < 6 ? 0 : n < 10 ? 1 : n < 16 ? 2 : n < 24 ? 3 : n < 40 ? 4 : 5;
}

const enum CharClass {
  Upper = 1,
  Lower = 2,
  Digit = 4,
  Symbol = 8,
}

function charClass(ch: string): CharClass {
  // ASCII fast path (most of any text); it gives exactly what the Unicode tests below give.
  const c = ch.charCodeAt(0);
  if (ch.length === 1 && c < 128) {
    if (c >= 48 && c <= 57) return CharClass.Digit;
    if (c >= 65 && c <= 90) return CharClass.Upper;
    if (c >= 97 && c <= 122) return CharClass.Lower;
    return CharClass.Symbol;
  }
  if (/\p{Nd}/u.test(ch)) return CharClass.Digit;
  if (/\p{Lu}/u.test(ch)) return CharClass.Upper;
  if (/\p{L}/u.test(ch)) return CharClass.Lower;
  return CharClass.Symbol;
}

/** Shape of a raw (case-preserving) chunk: which character classes it mixes, how often it switches, how long it is. */
function shapeKey(chunk: string): string | null {
  if (chunk.length < 6) return null;
  let classes = 0;
  let switches = 0;
  let prev = 0;
  for (const ch of chunk) {
    const c = charClass(ch);
    classes |= c;
    if (prev !== 0 && c !== prev) switches++;
    prev = c;
  }
  const ratio = switches / chunk.length;
  const switchBucket = ratio < 0.1 ? 0 : ratio < 0.25 ? 1 : ratio < 0.45 ? 2 : 3;
  return `${classes}:${switchBucket}:${lengthBucket(chunk.length)}`;
}

/** mix() of an FNV hash, into the id space (a power-of-two size is masked, which is the same as %). */
function idOf(buckets: number, mask: number, h: number): number {
  return mask >= 0 ? mix(h) & mask : mix(h) % buckets;
}

/** Scratch for the ids of one text, reused between calls (extraction is synchronous). */
let scratch = new Int32Array(0);

/**
 * Extracts hashed features. Weights are 1/N for N features, so the model sees the mean of the
 * feature embeddings (a text's length does not change its scale). Hashing is written out in the
 * loops (it runs for every character n-gram of every unit the models read).
 */
export function extractFeatures(text: string, config: FeatureConfig = FEATURE_CONFIG): Features {
  const raw = text.length > config.maxChars ? text.slice(0, config.maxChars) : text;
  const nfkc = raw.normalize('NFKC');
  const norm = foldNormalized(nfkc);
  const buckets = config.buckets;
  const mask = (buckets & (buckets - 1)) === 0 ? buckets - 1 : -1;
  const limit = config.maxFeatures;
  if (scratch.length < limit) scratch = new Int32Array(limit);
  const out = scratch;
  let n = 0;

  // Words and bigrams.
  let prevBigramSeed = 0;
  let first = true;
  WORD_RE.lastIndex = 0;
  for (let m = WORD_RE.exec(norm); m !== null && n < limit; m = WORD_RE.exec(norm)) {
    const w = m[0];
    out[n++] = idOf(buckets, mask, fnv1a(w, SEED_WORD));
    // The bigram hashes " w" from the previous word's hash under the bigram seed.
    if (!first && n < limit) out[n++] = idOf(buckets, mask, fnv1a(w, Math.imul(prevBigramSeed ^ 32, FNV_PRIME)));
    prevBigramSeed = fnv1a(w, SEED_BIGRAM);
    first = false;
  }

  // Character n-grams over whitespace chunks, with boundary marks.
  const charMin = config.charMin;
  const charMax = config.charMax;
  for (const chunk of norm.split(/\s+/u)) {
    if (chunk === '' || n >= limit) continue;
    const s = `<${chunk.length > 30 ? chunk.slice(0, 30) : chunk}>`;
    const len = s.length;
    for (let i = 0; i + charMin <= len && n < limit; i++) {
      let h = SEED_CHAR;
      for (let k = 0; k < charMax && i + k < len; k++) {
        h = Math.imul(h ^ s.charCodeAt(i + k), FNV_PRIME);
        if (k + 1 >= charMin) {
          if (n >= limit) break;
          out[n++] = idOf(buckets, mask, h);
        }
      }
    }
  }

  // Shapes of long raw tokens (case preserved).
  if (n < limit) {
    for (const chunk of nfkc.replace(SPACED_PUNCT_RE, '$1').split(/\s+/u)) {
      const key = shapeKey(chunk);
      if (key !== null && n < limit) out[n++] = idOf(buckets, mask, fnv1a(key, SEED_SHAPE));
    }
  }

  if (n === 0) out[n++] = idOf(buckets, mask, fnv1a('', SEED_WORD)); // an empty text still gets one (constant) feature
  const ids = out.slice(0, n);
  const weights = new Float32Array(n).fill(1 / n);
  return { ids, weights };
}

/** Packs several texts' features into the padded [batch, width] tensors the model takes. */
export function packBatch(batch: readonly Features[]): { ids: Int32Array; weights: Float32Array; width: number } {
  const width = Math.max(1, ...batch.map((f) => f.ids.length));
  const ids = new Int32Array(batch.length * width);
  const weights = new Float32Array(batch.length * width);
  batch.forEach((f, row) => {
    ids.set(f.ids, row * width);
    weights.set(f.weights, row * width);
  });
  return { ids, weights, width };
}
