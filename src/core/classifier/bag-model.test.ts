import { describe, expect, it } from 'vitest';
import { bagProbabilities, decodeBagModel, encodeBagModel, type BagModel } from './bag-model';
import { FEATURE_CONFIG } from './features';

function tiny(): BagModel {
  const shape = { buckets: 4, dim: 2, hidden: 2, classes: 2 };
  return {
    header: { head: 'test', labels: ['benign', 'injection'], features: { ...FEATURE_CONFIG, buckets: 4 }, shape, temperature: 1, meta: { note: 'x' } },
    weights: {
      scales: new Float32Array([0.5, 0.25]),
      embedding: new Int8Array([2, 0, 0, 4, -2, 0, 0, -4]),
      w1: new Float32Array([1, 0, 0, 1]),
      b1: new Float32Array([0, 0]),
      w2: new Float32Array([1, -1, -1, 1]),
      b2: new Float32Array([0, 0.5]),
    },
  };
}

describe('bag model file', () => {
  it('round-trips header and weights exactly, and encodes deterministically', () => {
    const m = tiny();
    const bytes = encodeBagModel(m);
    const back = decodeBagModel(bytes);
    expect(back.header).toEqual(m.header);
    expect(Array.from(back.weights.embedding)).toEqual(Array.from(m.weights.embedding));
    expect(Array.from(back.weights.w2)).toEqual(Array.from(m.weights.w2));
    expect(encodeBagModel(back)).toEqual(bytes);
  });

  it('computes the embedding bag, ReLU layer and softmax as specified', () => {
    const m = tiny();
    // ids 0 and 1 at weight 0.5: bag = 0.5·(2,0)·(0.5,0.25) + 0.5·(0,4)·(0.5,0.25) = (0.5, 0.5)
    const p = bagProbabilities(m, { ids: Int32Array.from([0, 1]), weights: Float32Array.from([0.5, 0.5]) });
    // h = relu(0.5, 0.5); z = (0.5 - 0.5, -0.5 + 0.5 + 0.5) = (0, 0.5)
    const e0 = Math.exp(0);
    const e1 = Math.exp(0.5);
    expect(p[0]).toBeCloseTo(e0 / (e0 + e1), 12);
    expect(p[1]).toBeCloseTo(e1 / (e0 + e1), 12);
    // Out-of-range ids are skipped rather than read past the table.
    const q = bagProbabilities(m, { ids: Int32Array.from([99]), weights: Float32Array.from([1]) });
    expect(q[0]! + q[1]!).toBeCloseTo(1, 12);
  });

  it('rejects truncated files, other magic and a size that disagrees with the header', () => {
    const bytes = encodeBagModel(tiny());
    expect(() => decodeBagModel(bytes.subarray(0, 8))).toThrow(/truncated/);
    expect(() => decodeBagModel(bytes.subarray(0, bytes.length - 4))).toThrow(/size/);
    const other = bytes.slice();
    other[0] = 0;
    expect(() => decodeBagModel(other)).toThrow(/not a Consentry model/);
    const longer = new Uint8Array(bytes.length + 4);
    longer.set(bytes);
    expect(() => decodeBagModel(longer)).toThrow(/size/);
  });
});
