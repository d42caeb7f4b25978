import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ORDINARY_PROMPTS_PATH } from '../../../eval/models/ordinary';
import { LABELLED_CONTEXT, OWN_INJECTION, readHandwritten, readLabelledContext, readLabelledInjection } from '../../../eval/models/evaluate';
import { EXTRA_GROUP } from '../../../training/corpus/generate';
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

  it('the ordinary prompts that measure the hold rate do not occur in the lines written after them, nor share long word runs with them', () => {
    // A few stock questions ("when did the Berlin wall fall") also occur in the earlier hand-written
    // set, written before the prompts; the card reports that overlap.
    const rows = readFileSync(ORDINARY_PROMPTS_PATH, 'utf8')
      .split('\n')
      .filter((l) => l.trim() !== '')
      .map((l) => (JSON.parse(l) as { text: string }).text);
    const later = corpus.filter((e) => e.template.startsWith(`${EXTRA_GROUP}/`)).map((e) => e.text);
    expect(later.length).toBeGreaterThan(0);
    const report = overlapReport(rows, later);
    expect(report.exactMatches).toEqual([]);
    expect(Math.max(...report.longestRun)).toBeLessThanOrEqual(MAX_SHARED_RUN);
  }, 120_000);

  it('no line of a frozen hand-labelled set or of the own injection test file occurs in the corpora', () => {
    const sets = [...LABELLED_CONTEXT.map((n) => readLabelledContext(n)), readLabelledInjection(), readLabelledInjection(undefined, OWN_INJECTION)].filter((s) => s !== null);
    expect(sets.length).toBeGreaterThanOrEqual(4);
    for (const rows of sets) expect(overlapReport(rows.map((r) => r.text), training).exactMatches).toEqual([]);
  }, 120_000);

  it('is caught when a line is copied into the corpus', () => {
    const line = readHandwritten().rows[0]?.text ?? '';
    const report = overlapReport([line, 'a line nobody generated'], ['unrelated text', `  ${line.toUpperCase()} `]);
    expect(report.exactMatches).toEqual([line]);
  });
});
