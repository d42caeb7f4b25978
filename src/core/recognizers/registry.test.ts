/**
 * The registry tested as data: every recognizer finds each of its own `match` examples and none
 * of its `ignore` examples, ids are unique kebab-case, categories are real, patterns are global,
 * and every recognizer file in the folders is listed in the index. Examples come from the sibling
 * `*.examples.ts` files, which nothing shipped imports; the shipped objects carry none.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DETECTOR_CATEGORIES } from '../vocabulary';
import { scan } from '../engine/scan';
import { RECOGNIZERS } from './index';
import type { Recognizer, RecognizerExamples } from './types';

const root = __dirname;
const folders = readdirSync(root, { withFileTypes: true }).filter((d) => d.isDirectory() && d.name !== 'validators').map((d) => d.name);
const exampleFiles = folders.flatMap((folder) =>
  readdirSync(join(root, folder))
    .filter((f) => f.endsWith('.examples.ts'))
    .map((f) => `${folder}/${f}`),
);

/** Every example file's table, by file, and all of them by recognizer id. */
const tables = new Map<string, Readonly<Record<string, RecognizerExamples>>>();
for (const file of exampleFiles) {
  const module = (await import(`./${file}`)) as { EXAMPLES?: Readonly<Record<string, RecognizerExamples>> };
  if (module.EXAMPLES) tables.set(file, module.EXAMPLES);
}
const EXAMPLES = new Map<string, RecognizerExamples>();
const duplicateIds: string[] = [];
for (const table of tables.values()) {
  for (const [id, examples] of Object.entries(table)) {
    if (EXAMPLES.has(id)) duplicateIds.push(id);
    EXAMPLES.set(id, examples);
  }
}

function examplesOf(recognizer: Recognizer): RecognizerExamples | undefined {
  return EXAMPLES.get(recognizer.id);
}

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
    }
  });

  it('gives every recognizer its own match and ignore examples, once', () => {
    expect(duplicateIds).toEqual([]);
    for (const r of RECOGNIZERS) {
      const examples = examplesOf(r);
      expect(examples, `${r.id} has examples`).toBeDefined();
      expect(examples?.match.length, `${r.id} match examples`).toBeGreaterThan(0);
      expect(examples?.ignore.length, `${r.id} ignore examples`).toBeGreaterThan(0);
    }
    const ids = new Set(RECOGNIZERS.map((r) => r.id));
    expect([...EXAMPLES.keys()].filter((id) => !ids.has(id)), 'examples for recognizers that do not exist').toEqual([]);
  });

  it('ships no examples: the registry objects carry none', () => {
    const carrying = RECOGNIZERS.filter((r) => 'examples' in r).map((r) => r.id);
    expect(carrying).toEqual([]);
  });

  it('keeps examples only in files with the .examples.ts suffix, which no shipped module imports', () => {
    for (const folder of folders) {
      for (const file of readdirSync(join(root, folder))) {
        if (!file.endsWith('.ts') || file.endsWith('.test.ts') || file.endsWith('.examples.ts')) continue;
        const source = readFileSync(join(root, folder, file), 'utf8');
        expect(source, `${folder}/${file} imports no examples`).not.toMatch(/from '[^']*\.examples'/);
      }
    }
    expect(exampleFiles.length).toBeGreaterThan(0);
  });

  it('gates only patterns that cannot match without them, on every example of every recognizer', () => {
    const texts = [...EXAMPLES.values()].flatMap((e) => [...e.match.map((m) => (typeof m === 'string' ? m : m.text)), ...e.ignore]);
    // And the hand-labelled sets' texts: addresses written in many shapes.
    for (const set of ['fixtures/labelled/detection-v1.jsonl', 'eval/dev/dev-v1.jsonl']) {
      for (const line of readFileSync(join(root, '..', '..', '..', set), 'utf8').split('\n')) if (line.trim() !== '') texts.push((JSON.parse(line) as { text: string }).text);
    }
    const gated = RECOGNIZERS.filter((r) => r.gates !== undefined);
    expect(gated.map((r) => r.id)).toEqual(expect.arrayContaining(['postal-address', 'postal-address-de']));
    let matched = 0;
    for (const r of gated) {
      expect(r.gates!.length, `${r.id}: one gate place per pattern`).toBeLessThanOrEqual(r.patterns.length);
      r.gates!.forEach((gate, i) => {
        if (gate === undefined) return;
        expect(gate.flags, `${r.id} gate ${i} is not global`).not.toContain('g');
        const pattern = new RegExp(r.patterns[i]!.source, r.patterns[i]!.flags);
        for (const text of texts) {
          pattern.lastIndex = 0;
          if (!pattern.test(text)) continue;
          matched++;
          expect(gate.test(text), `${r.id} pattern ${i} matches ${JSON.stringify(text).slice(0, 80)} but its gate does not`).toBe(true);
        }
      });
    }
    expect(matched).toBeGreaterThan(20);
  });

  it('lists every recognizer module of the folders in the index', () => {
    const listed = new Set(RECOGNIZERS);
    for (const folder of folders) {
      const index = readFileSync(join(root, folder, 'index.ts'), 'utf8');
      for (const file of readdirSync(join(root, folder))) {
        if (!file.endsWith('.ts') || file === 'index.ts' || file.endsWith('.test.ts') || file.endsWith('.examples.ts') || file.startsWith('_')) continue;
        expect(index, `${folder}/index.ts imports ${file}`).toContain(`./${file.replace(/\.ts$/, '')}'`);
      }
    }
    expect(listed.size).toBe(RECOGNIZERS.length);
  });

  for (const recognizer of RECOGNIZERS) {
    const examples = examplesOf(recognizer);
    if (!examples) continue;
    describe(recognizer.id, () => {
      for (const example of examples.match) {
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
      for (const text of examples.ignore) {
        it(`ignores ${JSON.stringify(text).slice(0, 80)}`, () => {
          const found = findingsOf(recognizer, text);
          expect(found.map((f) => text.slice(f.start, f.end))).toEqual([]);
        });
      }
    });
  }
});
