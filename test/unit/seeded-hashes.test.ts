/** The seeded streams of the census and the training corpus hash with the shared FNV-1a, unchanged. */
import { describe, expect, it } from 'vitest';
import { hash32 } from '../../eval/census/prng';
import { stableHash } from '../../training/corpus/rng';

const TEXTS = ['', 'a', 'foobar', 'consentry|7|seed', 'Grüße, 東京 😀'];
// Recorded from the copies each module held before they shared src/core/hash.ts.
const EXPECTED = [2166136261, 3826002220, 3214735720, 2114567942, 2052599686];

describe('seeded hashes', () => {
  it('census case streams keep their seeds', () => {
    expect(TEXTS.map((t) => hash32(t))).toEqual(EXPECTED);
  });
  it('training ids and splits keep their order', () => {
    expect(TEXTS.map((t) => stableHash(t))).toEqual(EXPECTED);
  });
});
