/**
 * Builds eval/dev/dev-v1.jsonl from its marked-up source (dev-v1.src.txt): one record per
 * "=== id carrier lang" block, spans from «cat:kind|value» marks, UTF-16 offsets into the text
 * with the marks removed. The development set is for tuning; the frozen set is not.
 *
 *   npx tsx eval/dev/build.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const CATS: Record<string, string> = { c: 'credential', g: 'government_id', p: 'payment', k: 'contact', n: 'person_name' };
const src = readFileSync(fileURLToPath(new URL('./dev-v1.src.txt', import.meta.url)), 'utf8');
const lines: string[] = [];
for (const block of src.split(/^=== /m).slice(1)) {
  const nl = block.indexOf('\n');
  const [id, carrier, lang] = block.slice(0, nl).trim().split(/\s+/);
  const raw = block.slice(nl + 1).replace(/\n+$/, '');
  let text = '';
  const spans: Array<{ start: number; end: number; category: string; kind: string }> = [];
  let at = 0;
  for (const m of raw.matchAll(/«([cgpkn]):([a-z_]+)\|([^»]*)»/g)) {
    text += raw.slice(at, m.index);
    const start = text.length;
    text += m[3] as string;
    spans.push({ start, end: text.length, category: CATS[m[1] as string] as string, kind: m[2] as string });
    at = m.index + m[0].length;
  }
  text += raw.slice(at);
  lines.push(JSON.stringify({ id, carrier, lang, text, spans }));
}
writeFileSync(fileURLToPath(new URL('./dev-v1.jsonl', import.meta.url)), `${lines.join('\n')}\n`);
console.log(`Wrote ${lines.length} records to eval/dev/dev-v1.jsonl`);
