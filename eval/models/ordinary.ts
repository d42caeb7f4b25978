/**
 * `npx tsx eval/models/ordinary.ts [model.bin]`: the hold rate a person would feel. Reads
 * fixtures/ordinary-prompts-v1.jsonl (ordinary prompts written before any model output was looked
 * at; every line benign) and prints the share whose top label is sensitive — on a site that trains,
 * those would be held or asked about — and the share given a sensitive label at ≥ 0.8 (acted on alone).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createClassifier } from '../../src/core/classifier/classifier';
import { ACT_ALONE_CONFIDENCE } from '../../src/core/classifier/labels';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const ORDINARY_PROMPTS_PATH = `${ROOT}fixtures/ordinary-prompts-v1.jsonl`;

export interface OrdinaryPrompt {
  id: string;
  lang: string;
  text: string;
}

export function readOrdinaryPrompts(path = ORDINARY_PROMPTS_PATH): OrdinaryPrompt[] {
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l) as OrdinaryPrompt);
}

function main(): void {
  const modelPath = process.argv[2] ?? `${ROOT}public/models/context-classifier.bin`;
  const rows = readOrdinaryPrompts();
  const classifier = createClassifier(new Uint8Array(readFileSync(modelPath)));
  const results = classifier.classify(rows.map((r) => r.text));
  const byLang = new Map<string, { n: number; sensitive: number; confident: number }>();
  let sensitive = 0;
  let confident = 0;
  const verbose = process.env.ORDINARY_VERBOSE === '1';
  results.forEach((c, i) => {
    const row = rows[i]!;
    const s = byLang.get(row.lang) ?? { n: 0, sensitive: 0, confident: 0 };
    s.n++;
    if (c.category !== 'benign') {
      sensitive++;
      s.sensitive++;
      if (c.confidence >= ACT_ALONE_CONFIDENCE) {
        confident++;
        s.confident++;
      }
      if (verbose) console.log(`${row.id}\t${c.category}\t${c.confidence.toFixed(2)}\t${row.text}`);
    }
    byLang.set(row.lang, s);
  });
  const pct = (a: number, b: number): string => `${((100 * a) / Math.max(1, b)).toFixed(1)}%`;
  console.log(`ordinary prompts: ${rows.length}; top label sensitive ${sensitive} (${pct(sensitive, rows.length)}); sensitive at >= ${ACT_ALONE_CONFIDENCE} ${confident} (${pct(confident, rows.length)})`);
  for (const [lang, s] of byLang) console.log(`  ${lang}: ${s.n} lines, sensitive ${pct(s.sensitive, s.n)}, at >= ${ACT_ALONE_CONFIDENCE} ${pct(s.confident, s.n)}`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
