/**
 * Decoding for the linear-chain tagger: Viterbi over per-token label scores and transition
 * scores, and max-marginals (the best whole-sequence score with a given label at a given token),
 * from which a span's margin over its best alternative is read. Shared by training and inference.
 * Pure arithmetic on typed arrays.
 */
import {
  LABEL_COUNT as LABEL_COUNT_,
} from './model-file';

// Imported bindings copied to locals once: compiled to CommonJS (tsx runs the CLI and the
// benches that way) every use of an imported name is a getter call, too slow for per-character loops.
const LABEL_COUNT = LABEL_COUNT_;

const L = LABEL_COUNT;

/** BIO: I-X may only follow B-X or I-X. Returns L×L allowed flags (from → to). */
export function allowedTransitions(): Uint8Array {
  const ok = new Uint8Array(L * L);
  for (let a = 0; a < L; a++) {
    for (let b = 0; b < L; b++) {
      const bIsInside = b > 0 && (b - 1) % 2 === 1;
      ok[a * L + b] = !bIsInside || a === b || a === b - 1 ? 1 : 0;
    }
  }
  return ok;
}

export const ALLOWED = allowedTransitions();
export const isInside = (y: number): boolean => y > 0 && (y - 1) % 2 === 1;
export const FORBIDDEN = -1e9;

/**
 * Best label sequence for `n` tokens. `unary` holds n × L scores, `trans` L × L, `start` L.
 * Writes labels into `out` and returns the best score. `back` is scratch of n × L.
 */
export function viterbi(
  n: number,
  unary: Float64Array,
  trans: Float64Array,
  start: Float64Array,
  out: Int8Array,
  alpha: Float64Array,
  back: Int8Array,
): number {
  if (n === 0) return 0;
  for (let y = 0; y < L; y++) {
    // An I- label cannot open the sequence.
    alpha[y] = (isInside(y) ? FORBIDDEN : start[y]!) + unary[y]!;
  }
  for (let t = 1; t < n; t++) {
    const prev = (t - 1) * L;
    const cur = t * L;
    for (let y = 0; y < L; y++) {
      let best = -Infinity;
      let arg = 0;
      for (let x = 0; x < L; x++) {
        const s = alpha[prev + x]! + trans[x * L + y]!;
        if (s > best) {
          best = s;
          arg = x;
        }
      }
      alpha[cur + y] = best + unary[cur + y]!;
      back[cur + y] = arg;
    }
  }
  let best = -Infinity;
  let arg = 0;
  const last = (n - 1) * L;
  for (let y = 0; y < L; y++) {
    if (alpha[last + y]! > best) {
      best = alpha[last + y]!;
      arg = y;
    }
  }
  out[n - 1] = arg;
  for (let t = n - 1; t > 0; t--) {
    arg = back[t * L + arg]!;
    out[t - 1] = arg;
  }
  return best;
}

/**
 * Best suffix scores: beta[t, y] is the best score of tokens t+1 … n−1 given label y at t
 * (excluding token t's own score). With `alpha` from viterbi, alpha + beta is the max-marginal.
 */
export function backward(n: number, unary: Float64Array, trans: Float64Array, beta: Float64Array): void {
  const lastRow = (n - 1) * L;
  for (let y = 0; y < L; y++) beta[lastRow + y] = 0;
  for (let t = n - 2; t >= 0; t--) {
    const cur = t * L;
    const next = (t + 1) * L;
    for (let y = 0; y < L; y++) {
      let best = -Infinity;
      for (let z = 0; z < L; z++) {
        const s = trans[y * L + z]! + unary[next + z]! + beta[next + z]!;
        if (s > best) best = s;
      }
      beta[cur + y] = best;
    }
  }
}

/**
 * For each token of [from, to) labelled with kind k: the best whole-sequence score with that
 * token outside kind k, subtracted from the best score. The span's margin is the smallest.
 */
export function spanMargin(from: number, to: number, kind: number, alpha: Float64Array, beta: Float64Array, bestScore: number): number {
  let margin = Infinity;
  const b = 1 + 2 * kind;
  for (let t = from; t < to; t++) {
    let alt = -Infinity;
    for (let y = 0; y < L; y++) {
      if (y === b || y === b + 1) continue;
      const s = alpha[t * L + y]! + beta[t * L + y]!;
      if (s > alt) alt = s;
    }
    const m = bestScore - alt;
    if (m < margin) margin = m;
  }
  return margin;
}
