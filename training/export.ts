/**
 * Turns trained float parameters into the shipped file: the embedding table quantised to int8
 * with one scale per column (symmetric, scale = max |x| / 127 of that column), the dense layers
 * kept in float32 with the calibration temperature folded into the last one. Quantisation happens
 * before the temperature is fitted, so the temperature calibrates the model that ships.
 */
import { encodeBagModel, type BagHeader, type BagModel } from '../src/core/classifier/bag-model';
import type { Params } from './model';

export interface Quantized {
  scales: Float32Array;
  embedding: Int8Array;
}

export function quantizeEmbedding(p: Params): Quantized {
  const { buckets, dim } = p.shape;
  const scales = new Float32Array(dim);
  for (let d = 0; d < dim; d++) {
    let max = 0;
    for (let r = 0; r < buckets; r++) max = Math.max(max, Math.abs(p.embedding[r * dim + d] as number));
    scales[d] = max > 0 ? max / 127 : 1;
  }
  const embedding = new Int8Array(buckets * dim);
  for (let r = 0; r < buckets; r++) {
    for (let d = 0; d < dim; d++) embedding[r * dim + d] = Math.max(-127, Math.min(127, Math.round((p.embedding[r * dim + d] as number) / (scales[d] as number))));
  }
  return { scales, embedding };
}

/** A copy of the parameters whose embedding is what the quantised file holds. */
export function dequantized(p: Params, q: Quantized): Params {
  const { buckets, dim } = p.shape;
  const embedding = new Float32Array(buckets * dim);
  for (let r = 0; r < buckets; r++) for (let d = 0; d < dim; d++) embedding[r * dim + d] = (q.embedding[r * dim + d] as number) * (q.scales[d] as number);
  return { ...p, embedding };
}

export function buildModel(p: Params, q: Quantized, header: Omit<BagHeader, 'shape'>): BagModel {
  const t = header.temperature;
  return {
    header: { ...header, shape: { ...p.shape } },
    weights: {
      scales: q.scales,
      embedding: q.embedding,
      w1: p.w1,
      b1: p.b1,
      w2: p.w2.map((x) => x / t),
      b2: p.b2.map((x) => x / t),
    },
  };
}

export function exportModel(p: Params, q: Quantized, header: Omit<BagHeader, 'shape'>): Uint8Array {
  return encodeBagModel(buildModel(p, q, header));
}
