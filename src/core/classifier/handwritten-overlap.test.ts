import { describe, expect, it } from 'vitest';
import { LABELLED_CONTEXT, readHandwritten, readLabelledContext, readLabelledInjection } from '../../../eval/models/evaluate';
import { contextCorpus, injectionCorpus } from '../../../training/heads';
import { MAX_SHARED_RUN, overlapReport } from '../../../training/overlap';

describe('evaluation sets stay out of the training text', () => {
  const corpus = contextCorpus();
  const training = [...corpus.map((e) => e.text), ...injectionCorpus(corpus).docs.map((d) => d.text)];

  it('the earlier hand-written file does not occur in the corpora, nor share long word runs with them', () => {
    const { rows } = readHandwritten();
    const report = overlapReport(rows.map((r) => r.text), training);
    expect(report.exactMatches).toEqual([]);
    expect(Math.max(...report.longestRun)).toBeLessThanOrEqual(MAX_SHARED_RUN);
  }, 120_000);

  it('no line of a frozen hand-labelled set occurs in the corpora', () => {
    const sets = [...LABELLED_CONTEXT.map((n) => readLabelledContext(n)), readLabelledInjection()].filter((s) => s !== null);
    for (const rows of sets) expect(overlapReport(rows.map((r) => r.text), training).exactMatches).toEqual([]);
  }, 120_000);

  it('is caught when a line is copied into the corpus', () => {
    const line = readHandwritten().rows[0]?.text ?? '';
    const report = overlapReport([line, 'a line nobody generated'], ['unrelated text', `  ${line.toUpperCase()} `]);
    expect(report.exactMatches).toEqual([line]);
  });
});
