/**
 * The injection corpus keeps its splits apart by construction: a whole document with a payload in
 * its slot takes the payload from the document's own split, so a test document never carries a
 * payload line that training saw, and look-alike documents are benign throughout.
 */
import { describe, expect, it } from 'vitest';
import { injectionCorpus } from '../../training/heads';

describe('injection corpus', () => {
  const corpus = injectionCorpus();

  it('puts in a document slot only payloads of the document\'s split', () => {
    const splitOf = new Map<string, string>();
    for (const d of corpus.docs) if (!d.template.includes('+')) splitOf.set(d.template, d.split);
    const planted = corpus.docs.filter((d) => d.template.startsWith('inj/document/') && d.template.includes('+'));
    expect(planted.length).toBeGreaterThan(500);
    for (const split of ['train', 'val', 'test'] as const) expect(planted.some((d) => d.split === split)).toBe(true);
    for (const d of planted) {
      const payload = d.template.split('+')[1] ?? '';
      expect(d.label).toBe('injection');
      expect(splitOf.get(payload), payload).toBe(d.split);
    }
  }, 60_000);

  it('labels the planted line, not the whole document', () => {
    const units = corpus.units.filter((u) => u.template.startsWith('inj/document/'));
    expect(units.some((u) => u.label === 'benign')).toBe(true);
    expect(units.some((u) => u.label === 'injection')).toBe(true);
  }, 60_000);

  it('keeps look-alike documents and emptied slots benign', () => {
    const lookAlike = corpus.docs.filter((d) => d.template.startsWith('inj/lookalike/'));
    expect(lookAlike.length).toBeGreaterThan(50);
    for (const d of lookAlike) expect(d.label).toBe('benign');
    expect(corpus.units.filter((u) => u.template.startsWith('inj/lookalike/')).every((u) => u.label === 'benign')).toBe(true);
  }, 60_000);
});
