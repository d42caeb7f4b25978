import { describe, expect, it } from 'vitest';
import { generateCorpus } from '../../../training/corpus/generate';
import { MAX_SHARED_RUN, overlapReport } from '../../../training/overlap';
import { TRAINING_CONFIG } from '../../../training/pipeline';
import { readHandwritten } from '../../../training/train';
import { CLASSIFIER_LABELS } from './labels';

describe('hand-written evaluation file', () => {
  const handwritten = readHandwritten();

  it('has at least 25 lines for every label', () => {
    for (const label of CLASSIFIER_LABELS) expect(handwritten.filter((h) => h.label === label).length).toBeGreaterThanOrEqual(25);
  });

  it('does not occur in the generated corpus, nor share long word runs with it', () => {
    const corpus = generateCorpus({ seed: TRAINING_CONFIG.corpusSeed, perLabel: TRAINING_CONFIG.perLabel });
    const report = overlapReport(
      handwritten.map((h) => h.text),
      corpus.map((e) => e.text),
    );
    expect(report.exactMatches).toEqual([]);
    expect(Math.max(...report.longestRun)).toBeLessThanOrEqual(MAX_SHARED_RUN);
  }, 120_000);

  it('is caught when a line is copied into the corpus', () => {
    const line = handwritten[0]?.text ?? '';
    const report = overlapReport([line, 'a line nobody generated'], ['unrelated text', `  ${line.toUpperCase()} `]);
    expect(report.exactMatches).toEqual([line]);
  });
});
