/**
 * Tagger benchmark: milliseconds per KB of the shipped entity tagger on ~100 KB of prose
 * (generated from a fixed seed) and on the scan benchmark's ~100 KB mixed document, median of
 * repeated runs, and its share of a whole guardText on the mixed document. Load average printed
 * with the figures (taken under load, they are upper bounds). Writes bench/results/tagger.json.
 *   npm run bench:tagger
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { nodeTagger } from '../src/cli/tagger-node';
import { guardText } from '../src/core/decide/decide-text';
import { scan } from '../src/core/engine/scan';
import { proseText, timeTagger } from '../training/tagger/speed';
import { buildCorpus } from './corpus';

const OUT = fileURLToPath(new URL('./results/tagger.json', import.meta.url));

function main(): void {
  const tagger = nodeTagger();
  const prose = proseText();
  const mixed = buildCorpus();
  const kb = (s: string): number => Buffer.byteLength(s, 'utf8') / 1024;
  const loadBefore = loadavg()[0] ?? 0;
  const proseMs = timeTagger((t) => tagger.tag(t), prose, 21);
  const mixedMs = timeTagger((t) => tagger.tag(t), mixed, 21);
  const withTagger = timeTagger((t) => guardText(t, { tagger }), mixed, 21);
  const without = timeTagger((t) => guardText(t, { tagger: null }), mixed, 21);
  const profile = new Map<string, number>();
  scan(mixed, { tagger, profile });
  const loadAfter = loadavg()[0] ?? 0;
  const figures = {
    generatedAt: new Date().toISOString(),
    node: process.version,
    cpus: cpus().length,
    loadAverage: { before: loadBefore, after: loadAfter },
    proseKb: kb(prose),
    mixedKb: kb(mixed),
    taggerProseMsPerKb: proseMs / kb(prose),
    taggerMixedMsPerKb: mixedMs / kb(mixed),
    guardTextMixedMs: { withTagger, without },
    taggerShareOfScan: (withTagger - without) / withTagger,
  };
  const out = (s: string): void => void process.stdout.write(`${s}\n`);
  out(`Tagger benchmark — load average ${loadBefore.toFixed(2)} → ${loadAfter.toFixed(2)} on ${cpus().length} CPU(s); figures under load are upper bounds.`);
  out(`tagger on prose: ${figures.taggerProseMsPerKb.toFixed(3)} ms/KB (${figures.proseKb.toFixed(0)} KB, median ${proseMs.toFixed(2)} ms)`);
  out(`tagger on mixed: ${figures.taggerMixedMsPerKb.toFixed(3)} ms/KB (${figures.mixedKb.toFixed(0)} KB, median ${mixedMs.toFixed(2)} ms)`);
  out(`guardText on mixed: ${withTagger.toFixed(2)} ms with the tagger, ${without.toFixed(2)} ms without (tagger share ${(100 * figures.taggerShareOfScan).toFixed(0)} %)`);
  mkdirSync(fileURLToPath(new URL('./results/', import.meta.url)), { recursive: true });
  writeFileSync(OUT, JSON.stringify(figures, null, 2) + '\n');
}

main();
