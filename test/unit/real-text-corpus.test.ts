/**
 * The injection head's real-text negatives (training/injection/real-text.ts) and the negatives
 * corpus that measures the command line (eval/negatives/) never read the same package, so the
 * negatives figure stays a measurement of text the model was not trained on.
 */
import { describe, expect, it } from 'vitest';
import { INJECTION_CORPUS } from '../../training/heads';
import { negativesPackages, realPackages, realTextDocs } from '../../training/injection/real-text';

describe('real-text negatives for the injection head', () => {
  const packages = realPackages();

  it('reads no package that the negatives corpus reads, and some of every split', () => {
    const measured = negativesPackages();
    expect(measured.size).toBeGreaterThan(10);
    expect(packages.length).toBeGreaterThan(100);
    expect(packages.filter((p) => measured.has(p.name))).toEqual([]);
    for (const split of ['train', 'val', 'test'] as const) expect(packages.some((p) => p.split === split)).toBe(true);
  });

  it('keeps a package in one split, leaves out packages about models and prompts, and reads within its budget', () => {
    const options = INJECTION_CORPUS.realText;
    expect(options).toBeDefined();
    if (!options) return;
    const { docs } = realTextDocs(options);
    const splitOf = new Map<string, string>();
    for (const d of docs) {
      const name = d.template.replace(/^inj\/real\/(?:prose|code)\//, '');
      expect(splitOf.get(name) ?? d.split).toBe(d.split);
      splitOf.set(name, d.split);
      expect(d.label).toBe('benign');
      expect(name).not.toMatch(/prompt|modelcontextprotocol|redact/i);
    }
    const prose = docs.filter((d) => d.carrier === 'doc').reduce((n, d) => n + d.text.length, 0);
    const code = docs.filter((d) => d.carrier === 'code').reduce((n, d) => n + d.text.length, 0);
    expect(prose).toBeGreaterThan(options.proseBytes * 0.9);
    expect(prose).toBeLessThan(options.proseBytes + options.chunkChars * 4);
    expect(code).toBeGreaterThan(options.codeBytes * 0.5);
    expect(code).toBeLessThan(options.codeBytes + options.chunkChars * 4);
  }, 60_000);
});
