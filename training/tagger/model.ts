/**
 * Training of the linear-chain tagger: documents are read as inference reads them (units.ts: the
 * same segments, tokens and windows) and their features extracted once, then an averaged structured perceptron (Collins 2002) learns
 * feature and transition weights with Viterbi decoding, in a fixed order for a fixed seed. The
 * averaged weights are quantised to int8 with one scale for the model file.
 */
import { ALLOWED, FORBIDDEN, viterbi } from '../../src/core/tagger/decode';
import { extractFeatures, FEATURE_COUNT as FEATURE_COUNT_ } from '../../src/core/tagger/features';
import type { Gazetteer } from '../../src/core/tagger/gazetteer';
import { ENTITY_KINDS, LABEL_COUNT } from '../../src/core/tagger/model-file';
import { tokenize, type Tokens } from '../../src/core/tagger/tokens';
import { forEachSegment, type Reader } from '../../src/core/tagger/units';
import type { Rng } from '../corpus/rng';
import type { Doc } from './docs';

const L = LABEL_COUNT;
// A local copy: compiled to CommonJS (tsx), every use of an imported name is a getter call.
const FEATURE_COUNT = FEATURE_COUNT_;

export interface Encoded {
  n: number;
  /** n × FEATURE_COUNT row ids. */
  rows: Int32Array;
  gold: Int8Array;
}

/** Gold BIO labels of the tokens: a token overlapping a span takes its kind, B- for the first. */
export function goldLabels(tokens: Tokens, doc: Doc): Int8Array {
  const gold = new Int8Array(tokens.count);
  const spans = [...doc.spans].sort((a, b) => a.start - b.start);
  let s = 0;
  for (let i = 0; i < tokens.count; i++) {
    const ts = tokens.start[i]!;
    const te = tokens.end[i]!;
    while (s < spans.length && spans[s]!.end <= ts) s++;
    const span = spans[s];
    if (!span || span.start >= te) continue;
    const k = ENTITY_KINDS.indexOf(span.kind);
    const first = i === 0 || tokens.end[i - 1]! <= span.start;
    gold[i] = first ? 1 + 2 * k : 2 + 2 * k;
  }
  return gold;
}

/** Entity tokens of a document, and how many of them fall in a scored window. */
export interface Reach {
  goldTokens: number;
  reached: number;
}

/**
 * The training units of a document: exactly the windows inference scores (units.ts), each with
 * its feature rows and gold labels. Entity tokens outside every window are never predicted, so
 * they teach nothing; `reach` counts them.
 */
export function encode(doc: Doc, gazetteer: Gazetteer, hashBits: number, reader: Reader, reach?: Reach): Encoded[] {
  const out: Encoded[] = [];
  const mask = (1 << hashBits) - 1;
  let reached = 0;
  forEachSegment(doc.text, gazetteer, reader, ({ tokens, ctx, windows, windowCount }) => {
    const gold = goldLabels(tokens, doc);
    for (let w = 0; w < windowCount; w++) {
      const a = windows[2 * w]!;
      const b = windows[2 * w + 1]!;
      const n = b - a;
      const rows = new Int32Array(n * FEATURE_COUNT);
      for (let i = 0; i < n; i++) extractFeatures(tokens, ctx, a + i, mask, rows, i * FEATURE_COUNT);
      const g = gold.slice(a, b);
      // A window that opens inside an entity opens it (inference cannot start on I-).
      if (g[0]! > 0 && (g[0]! - 1) % 2 === 1) g[0] = g[0]! - 1;
      for (let i = 0; i < n; i++) if (g[i] !== 0) reached++;
      out.push({ n, rows, gold: g });
    }
  });
  if (reach) {
    reach.reached += reached;
    reach.goldTokens += countGoldTokens(doc);
  }
  return out;
}

/** Tokens of the document (tokenised whole) that a span covers. */
function countGoldTokens(doc: Doc): number {
  if (doc.spans.length === 0) return 0;
  const tokens = tokenize(doc.text);
  let n = 0;
  const g = goldLabels(tokens, doc);
  for (let i = 0; i < tokens.count; i++) if (g[i] !== 0) n++;
  return n;
}

export class Perceptron {
  readonly w: Float32Array;
  private readonly u: Float32Array;
  readonly trans = new Float64Array(L * L);
  private readonly transU = new Float64Array(L * L);
  readonly start = new Float64Array(L);
  private readonly startU = new Float64Array(L);
  private c = 1;

  constructor(readonly hashBits: number) {
    this.w = new Float32Array((1 << hashBits) * L);
    this.u = new Float32Array((1 << hashBits) * L);
    for (let a = 0; a < L; a++) for (let b = 0; b < L; b++) if (ALLOWED[a * L + b] === 0) this.trans[a * L + b] = FORBIDDEN;
  }

  unary(e: Encoded, out: Float64Array, weights: Float32Array = this.w): void {
    for (let i = 0; i < e.n; i++) {
      const u = i * L;
      for (let y = 0; y < L; y++) out[u + y] = 0;
      for (let k = 0; k < FEATURE_COUNT; k++) {
        const r = e.rows[i * FEATURE_COUNT + k]! * L;
        for (let y = 0; y < L; y++) out[u + y]! += weights[r + y]!;
      }
    }
  }

  private bump(row: number, y: number, d: number): void {
    this.w[row * L + y]! += d;
    this.u[row * L + y]! += this.c * d;
  }

  /** One pass over the documents in a shuffled order; returns the share of tokens mislabelled. */
  epoch(data: readonly Encoded[], rng: Rng): number {
    const order = rng.shuffle(data.map((_, i) => i));
    let longest = 0;
    for (const e of data) longest = Math.max(longest, e.n);
    const unary = new Float64Array(longest * L);
    const alpha = new Float64Array(longest * L);
    const back = new Int8Array(longest * L);
    const pred = new Int8Array(longest);
    let wrong = 0;
    let total = 0;
    for (const idx of order) {
      const e = data[idx]!;
      if (e.n === 0) continue;
      this.unary(e, unary);
      viterbi(e.n, unary, this.trans, this.start, pred, alpha, back);
      total += e.n;
      let differs = false;
      for (let i = 0; i < e.n; i++) if (pred[i] !== e.gold[i]) differs = true;
      if (differs) {
        for (let i = 0; i < e.n; i++) {
          const g = e.gold[i]!;
          const p = pred[i]!;
          if (g !== p) {
            wrong++;
            for (let k = 0; k < FEATURE_COUNT; k++) {
              const r = e.rows[i * FEATURE_COUNT + k]!;
              this.bump(r, g, 1);
              this.bump(r, p, -1);
            }
          }
          const gp = i > 0 ? e.gold[i - 1]! : -1;
          const pp = i > 0 ? pred[i - 1]! : -1;
          if (g !== p || gp !== pp) {
            if (i === 0) {
              this.start[g]! += 1;
              this.startU[g]! += this.c;
              this.start[p]! -= 1;
              this.startU[p]! -= this.c;
            } else {
              this.trans[gp * L + g]! += 1;
              this.transU[gp * L + g]! += this.c;
              this.trans[pp * L + p]! -= 1;
              this.transU[pp * L + p]! -= this.c;
            }
          }
        }
      }
      this.c++;
    }
    return total === 0 ? 0 : wrong / total;
  }

  /** The averaged weights (w − u / c). */
  averaged(): { w: Float32Array; trans: Float64Array; start: Float64Array } {
    const w = new Float32Array(this.w.length);
    for (let i = 0; i < w.length; i++) w[i] = this.w[i]! - this.u[i]! / this.c;
    const trans = new Float64Array(L * L);
    for (let i = 0; i < trans.length; i++) trans[i] = this.trans[i]! <= FORBIDDEN / 2 ? FORBIDDEN : this.trans[i]! - this.transU[i]! / this.c;
    const start = new Float64Array(L);
    for (let i = 0; i < L; i++) start[i] = this.start[i]! - this.startU[i]! / this.c;
    return { w, trans, start };
  }
}

/**
 * int8 weights with one scale. The scale is set by a high quantile of |w| rather than the maximum
 * (a few outliers would otherwise flatten everything else to zero); larger weights are clipped.
 */
export function quantize(w: Float32Array): { q: Int8Array; scale: number } {
  const sample: number[] = [];
  for (let i = 0; i < w.length; i += 7) if (w[i] !== 0) sample.push(Math.abs(w[i]!));
  sample.sort((a, b) => a - b);
  const top = sample.length === 0 ? 1 : sample[Math.floor(sample.length * 0.9995)] ?? sample[sample.length - 1]!;
  const scale = top / 127 || 1;
  const q = new Int8Array(w.length);
  for (let i = 0; i < w.length; i++) q[i] = Math.max(-127, Math.min(127, Math.round(w[i]! / scale)));
  return { q, scale };
}
