import { describe, expect, it } from 'vitest';
import { extractFeatures } from './classifier/features';
import { FNV_OFFSET_BASIS, FNV_PRIME, fnv1a, fnv1aStep } from './hash';
import { hashRows, hashTiles } from './screen/tiles';
import { makeRaster, type Raster } from './screen/types';

/** Pseudo-random pixels from a linear congruential generator: the same picture on every run. */
function noisy(width: number, height: number, seed: number): Raster {
  const r = makeRaster(width, height);
  let s = seed;
  for (let i = 0; i < r.data.length; i++) {
    s = (Math.imul(s, 1103515245) + 12345) >>> 0;
    r.data[i] = s >>> 24;
  }
  return r;
}

const fold = (values: Iterable<number>): number => {
  let h = 0;
  for (const v of values) h = (Math.imul(h, 31) + v) >>> 0;
  return h;
};

describe('FNV-1a', () => {
  it('matches the published 32-bit test vectors', () => {
    expect(FNV_OFFSET_BASIS).toBe(2166136261);
    expect(FNV_PRIME).toBe(16777619);
    expect(fnv1a('')).toBe(0x811c9dc5);
    expect(fnv1a('a')).toBe(0xe40c292c);
    expect(fnv1a('foobar')).toBe(0xbf9cf968);
  });

  it('carries on from a seed exactly as one pass over the joined text', () => {
    expect(fnv1a('bar', fnv1a('foo'))).toBe(fnv1a('foobar'));
    let h = FNV_OFFSET_BASIS;
    for (const ch of 'foobar') h = fnv1aStep(h, ch.charCodeAt(0));
    expect(h >>> 0).toBe(fnv1a('foobar'));
    expect(fnv1aStep(FNV_OFFSET_BASIS, 97, Math.imul) >>> 0).toBe(0xe40c292c);
  });

  // Values recorded from the hand-written copies this module replaced: the shipped model's
  // feature ids and the screen's tile hashes must not move.
  it('gives the classifier the same feature ids as before', () => {
    const f = extractFeatures('Call me at +44 20 7946 0958 about the invoice 2024-1187, thanks!');
    expect(f.ids.length).toBe(151);
    expect([...f.ids.slice(0, 8)]).toEqual([49736, 56187, 18757, 9925, 18973, 53492, 5981, 53492]);
    expect(fold(f.ids)).toBe(4144769754);
  });

  it('gives the screen the same row and tile hashes as before', () => {
    const r = noisy(67, 45, 12345);
    const rows = hashRows(r);
    expect([...rows.slice(0, 6)]).toEqual([3034429242, 3142661364, 3758047128, 2776740921, 1509733092, 2438128394]);
    expect(fold(rows)).toBe(1029337455);
    expect([...hashTiles(r, 16).hashes]).toEqual([
      1660564155, 4058014118, 842239819, 3934265148, 404319186, 60840567, 3607397603, 3387647897, 438086468, 2353887601, 919413680,
      2206563822, 3133629071, 2856594206, 1373566471,
    ]);
  });
});
