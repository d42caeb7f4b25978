/**
 * The look-alike table: generated from Unicode's confusables data and committed, so the
 * committed file must be exactly what the generator makes from the pinned data, and the base
 * view must fold what it lists.
 */
import { describe, expect, it } from 'vitest';
import { confusablePairs } from '../../../scripts/gen-confusables';
import { GENERATED_CONFUSABLES } from './confusables-data';
import { CONFUSABLES } from './confusables';
import { baseView } from './normalize';

describe('confusables table', () => {
  it('is what npm run gen:confusables makes from the pinned data', () => {
    expect(GENERATED_CONFUSABLES).toEqual(confusablePairs().pairs);
    expect(GENERATED_CONFUSABLES.length).toBeGreaterThan(500);
  });

  it('folds look-alikes from many scripts, keeping the case token formats need', () => {
    // Cherokee, Lisu, Coptic, Armenian and Cyrillic capitals.
    expect(baseView('\u13aa\u13a1\u13a2').text).toBe('ART');
    expect(baseView('\ua4ee\ua4f0\u2c9e\u0555').text).toBe('AEOO');
    expect(CONFUSABLES.get('\u0406')).toBe('I');
    expect(baseView('ghp_\u13aa\u0406').text).toBe('ghp_AI');
  });

  it('leaves ordinary accented letters and other scripts\u2019 digits alone', () => {
    expect(baseView('Müller café').text).toBe('Müller café');
    expect(baseView('\u0661\u0662\u0663').text).toBe('\u0661\u0662\u0663');
  });
});
