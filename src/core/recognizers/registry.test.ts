/**
 * The registry tested as data: every recognizer finds each of its own `match` examples and none
 * of its `ignore` examples, ids are unique kebab-case, categories are real, patterns are global,
 * and every recognizer file in the folders is listed in the index.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DETECTOR_CATEGORIES } from '../vocabulary';
import { scan } from '../engine/scan';
import { RECOGNIZERS } from './index';
import type { Recognizer } from './types';

function findingsOf(recognizer: Recognizer, text: string) {
  return scan(text, { recognizers: [recognizer] }).findings.filter((f) => f.rule === recognizer.id || f.rule.endsWith(`>${recognizer.id}`));
}

describe('recognizer registry', () => {
  it('has unique kebab-case ids and real categories', () => {
    const ids = RECOGNIZERS.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const r of RECOGNIZERS) {
      expect(r.id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      expect(DETECTOR_CATEGORIES).toContain(r.category);
      expect(r.confidence).toBeGreaterThan(0);
      expect(r.confidence).toBeLessThanOrEqual(1);
      expect(r.patterns.length).toBeGreaterThan(0);
      for (const p of r.patterns) expect(p.flags).toContain('g');
      for (const k of r.keywords) expect(k).toBe(k.toLowerCase());
      expect(r.examples.match.length).toBeGreaterThan(0);
      expect(r.examples.ignore.length).toBeGreaterThan(0);
    }
  });

  it('lists every recognizer module of the folders in the index', () => {
    const root = __dirname;
    const listed = new Set(RECOGNIZERS);
    for (const folder of readdirSync(root, { withFileTypes: true })) {
      if (!folder.isDirectory() || folder.name === 'validators') continue;
      const index = readFileSync(join(root, folder.name, 'index.ts'), 'utf8');
      for (const file of readdirSync(join(root, folder.name))) {
        if (!file.endsWith('.ts') || file === 'index.ts' || file.endsWith('.test.ts') || file.startsWith('_')) continue;
        expect(index, `${folder.name}/index.ts imports ${file}`).toContain(`./${file.replace(/\.ts$/, '')}'`);
      }
    }
    expect(listed.size).toBe(RECOGNIZERS.length);
  });

  for (const recognizer of RECOGNIZERS) {
    describe(recognizer.id, () => {
      for (const example of recognizer.examples.match) {
        const { text, covers } = typeof example === 'string' ? { text: example, covers: undefined } : example;
        it(`matches ${JSON.stringify(text).slice(0, 80)}`, () => {
          const found = findingsOf(recognizer, text);
          expect(found.length, 'no finding').toBeGreaterThan(0);
          if (covers !== undefined) {
            const at = text.indexOf(covers);
            expect(at, 'covers is a substring of text').toBeGreaterThanOrEqual(0);
            const covered = found.some((f) => f.start <= at && f.end >= at + covers.length);
            expect(covered, `covers ${JSON.stringify(covers)}; got ${JSON.stringify(found.map((f) => text.slice(f.start, f.end)))}`).toBe(true);
          }
        });
      }
      for (const text of recognizer.examples.ignore) {
        it(`ignores ${JSON.stringify(text).slice(0, 80)}`, () => {
          const found = findingsOf(recognizer, text);
          expect(found.map((f) => text.slice(f.start, f.end))).toEqual([]);
        });
      }
    });
  }
});
