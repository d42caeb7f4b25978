/**
 * Tagger benchmark: milliseconds per KB of the shipped entity tagger on ~100 KB of prose
 * (dense test-split sentences, generated from a fixed seed) and on the scan benchmark's ~100 KB
 * mixed document, median of repeated runs in wall and in CPU time, and its share of a whole
 * decideText on the mixed document. Load average printed with the figures (wall times taken
 * under load are upper bounds; CPU times are steadier). Writes bench/results/tagger.json.
 *   npm run bench:tagger
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { nodeTagger } from '../src/cli/tagger-node';
import { decideText } from '../src/core/decide/decide-text';
import { proseText, timeTagger } from '../training/tagger/speed';
import { buildCorpus } from './corpus';
import { mixedRecords } from './mixed-corpus';

const OUT = fileURLToPath(new URL('./results/tagger.json', import.meta.url));

/** Budgets: ms per KB of prose, ms per 100 KB of the mixed document. */
const PROSE_BUDGET = 0.5;
const MIXED_BUDGET = 4;
/** The tagger's part of the command-line path's 20 ms per 100 KB, on the 1 MB mixed corpus. */
const CORPUS_BUDGET = 8;

function main(): void {
  const tagger = nodeTagger();
  const prose = proseText();
  const mixed = buildCorpus();
  const kb = (s: string): number => Buffer.byteLength(s, 'utf8') / 1024;
  const loadBefore = loadavg()[0] ?? 0;
  const p = timeTagger((t) => tagger.tag(t), prose, 21);
  const m = timeTagger((t) => tagger.tag(t), mixed, 21);
  const records = mixedRecords();
  const corpusKb = records.reduce((a, r) => a + kb(r), 0);
  const c = timeTagger(() => {
    for (const r of records) tagger.tag(r);
  }, '', 11);
  const withTagger = timeTagger((t) => decideText(t, { tagger }), mixed, 21);
  const without = timeTagger((t) => decideText(t, { tagger: null }), mixed, 21);
  const loadAfter = loadavg()[0] ?? 0;
  const per100 = (ms: number): number => (ms / kb(mixed)) * 100;
  const figures = {
    generatedAt: new Date().toISOString(),
    node: process.version,
    cpus: cpus().length,
    loadAverage: { before: loadBefore, after: loadAfter },
    proseKb: kb(prose),
    mixedKb: kb(mixed),
    taggerProseMsPerKb: { wall: p.wall / kb(prose), cpu: p.cpu / kb(prose), budget: PROSE_BUDGET },
    taggerMixedMsPer100Kb: { wall: per100(m.wall), cpu: per100(m.cpu), budget: MIXED_BUDGET },
    corpusKb,
    taggerCorpusMsPer100Kb: { wall: (c.wall / corpusKb) * 100, cpu: (c.cpu / corpusKb) * 100, budget: CORPUS_BUDGET },
    decideTextMixedMs: { withTagger, without },
    taggerShareOfScan: { wall: (withTagger.wall - without.wall) / withTagger.wall, cpu: (withTagger.cpu - without.cpu) / withTagger.cpu },
  };
  const out = (s: string): void => void process.stdout.write(`${s}\n`);
  const verdict = (v: number, budget: number): string => (v <= budget ? 'within budget' : 'OVER budget');
  out(`Tagger benchmark — load average ${loadBefore.toFixed(2)} → ${loadAfter.toFixed(2)} on ${cpus().length} CPU(s); wall times under load are upper bounds.`);
  out(`tagger on prose: ${figures.taggerProseMsPerKb.wall.toFixed(3)} ms/KB wall, ${figures.taggerProseMsPerKb.cpu.toFixed(3)} ms/KB CPU (${figures.proseKb.toFixed(0)} KB; budget ${PROSE_BUDGET}: ${verdict(figures.taggerProseMsPerKb.cpu, PROSE_BUDGET)} in CPU time)`);
  out(`tagger on mixed: ${figures.taggerMixedMsPer100Kb.wall.toFixed(2)} ms per 100 KB wall, ${figures.taggerMixedMsPer100Kb.cpu.toFixed(2)} ms CPU (budget ${MIXED_BUDGET}: ${verdict(figures.taggerMixedMsPer100Kb.cpu, MIXED_BUDGET)} in CPU time)`);
  out(`tagger on the 1 MB mixed corpus: ${figures.taggerCorpusMsPer100Kb.wall.toFixed(2)} ms per 100 KB wall, ${figures.taggerCorpusMsPer100Kb.cpu.toFixed(2)} ms CPU (${corpusKb.toFixed(0)} KB, record by record; budget ${CORPUS_BUDGET}: ${verdict(figures.taggerCorpusMsPer100Kb.cpu, CORPUS_BUDGET)} in CPU time)`);
  out(`decideText on mixed: ${withTagger.wall.toFixed(2)} ms wall / ${withTagger.cpu.toFixed(2)} ms CPU with the tagger, ${without.wall.toFixed(2)} / ${without.cpu.toFixed(2)} without (tagger share ${(100 * figures.taggerShareOfScan.cpu).toFixed(0)} % of CPU)`);
  mkdirSync(fileURLToPath(new URL('./results/', import.meta.url)), { recursive: true });
  writeFileSync(OUT, JSON.stringify(figures, null, 2) + '\n');
}

main();
