/**
 * The tagger's real-text negatives (training/tagger/package-text.ts) and the negatives corpus
 * that measures the whole scan (eval/negatives/) never read the same package, so the negatives
 * figure stays a measurement of text the tagger was neither trained nor tuned on.
 */
import { describe, expect, it } from 'vitest';
import { negativesPackages } from '../../training/injection/real-text';
import { NODE_MODULES } from '../../training/tagger/dataset';
import { listPackageFiles } from '../../training/tagger/package-text';

const packageOf = (file: string): string => {
  const rest = file.slice(file.lastIndexOf('/node_modules/') + '/node_modules/'.length).split('/');
  return rest[0]!.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]!;
};

describe('tagger package text', () => {
  it('reads no package that the negatives corpus reads, in any split', () => {
    const measured = negativesPackages();
    expect(measured.size).toBeGreaterThan(10);
    for (const split of ['train', 'validation', 'test'] as const) {
      const { files, packages } = listPackageFiles(NODE_MODULES, split);
      expect(packages).toBeGreaterThan(10);
      const all = Object.values(files).flat();
      expect(all.length).toBeGreaterThan(100);
      expect(all.map(packageOf).filter((p) => measured.has(p))).toEqual([]);
    }
  }, 60_000);
});
