/**
 * `npm run bench:classifier`: Node timings of both on-device heads (context classifier and
 * injection detector, pure TypeScript over the shipped files): warm-up (read the files, build the
 * heads, first call) and per-decision latency for 1 KB and 10 KB pastes made of held-out test
 * lines (chat, e-mail, OCR'd screens, rows, forms, code). A decision is both heads over the whole
 * paste: cutting into units, features, both networks and the aggregation. Targets: warm-up ≤ 1.5 s,
 * 10 KB median ≤ 30 ms on this 2-core machine. Writes bench/results/classifier.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { loadNodeClassifier, loadNodeInjectionDetector } from '../src/cli/classifier-node';
import { contextCorpus } from '../training/heads';
import { quantile, readOptions, runBenchmark } from './options';

const WARMUP_BUDGET_MS = 1500;
const BUDGET_10KB_MS = 30;
const RESULTS_DIR = new URL('./results', import.meta.url).pathname;

function pastes(lines: readonly string[], size: number, count: number): string[] {
  const out: string[] = [];
  let i = 0;
  for (let k = 0; k < count; k++) {
    let text = '';
    while (text.length < size) text += `${lines[i++ % lines.length] as string}\n`;
    out.push(text.slice(0, size));
  }
  return out;
}

async function main(): Promise<number> {
  const values = readOptions(process.argv.slice(2), { runs: { type: 'string' } });
  const runs = values.runs !== undefined ? Number(values.runs) : 200;
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number above 0');
  const load = loadavg()[0] as number;
  const t0 = performance.now();
  const classifier = await loadNodeClassifier();
  const detector = await loadNodeInjectionDetector();
  classifier.classify(['warm-up line about nothing in particular']);
  detector.detect('warm-up line about nothing in particular');
  const warmupMs = performance.now() - t0;

  const lines = contextCorpus().filter((e) => e.split === 'test').map((e) => e.text);
  const sizes: Record<string, { medianMs: number; p95Ms: number; contextMedianMs: number; injectionMedianMs: number; units: number }> = {};
  for (const [name, size] of [['1KB', 1024], ['10KB', 10 * 1024]] as const) {
    const texts = pastes(lines, size, runs + 10);
    const both: number[] = [];
    const ctx: number[] = [];
    const inj: number[] = [];
    let units = 0;
    texts.forEach((text, i) => {
      const a = performance.now();
      const [c] = classifier.classify([text]);
      const b = performance.now();
      const d = detector.detect(text);
      const e = performance.now();
      if (i < 10) return; // warm the JIT on this size first
      both.push(e - a);
      ctx.push(b - a);
      inj.push(e - b);
      units = (c?.units.length ?? 0) + d.units.length;
    });
    const s = (xs: number[]): number[] => xs.sort((x, y) => x - y);
    sizes[name] = { medianMs: quantile(s(both), 0.5), p95Ms: quantile(both, 0.95), contextMedianMs: quantile(s(ctx), 0.5), injectionMedianMs: quantile(s(inj), 0.5), units };
  }
  const ten = sizes['10KB'] as { medianMs: number };
  const ok = warmupMs <= WARMUP_BUDGET_MS && ten.medianMs <= BUDGET_10KB_MS;
  console.log(`models, Node ${process.versions.node}, pure TypeScript, 1 thread; ${cpus().length} cores, load average ${load.toFixed(2)} at start, ${(loadavg()[0] as number).toFixed(2)} at end`);
  console.log(`warm-up (read both files, build both heads, first call): ${warmupMs.toFixed(1)} ms (target ≤ ${WARMUP_BUDGET_MS} ms)`);
  for (const [name, r] of Object.entries(sizes)) {
    console.log(`${name} paste, both heads: median ${r.medianMs.toFixed(2)} ms, p95 ${r.p95Ms.toFixed(2)} ms (context ${r.contextMedianMs.toFixed(2)} ms, injection ${r.injectionMedianMs.toFixed(2)} ms; ${r.units} units) over ${runs} runs`);
  }
  console.log(`${ok ? 'PASS' : 'FAIL'}  warm-up ≤ ${WARMUP_BUDGET_MS} ms and 10 KB median ≤ ${BUDGET_10KB_MS} ms`);
  mkdirSync(RESULTS_DIR, { recursive: true });
  writeFileSync(
    `${RESULTS_DIR}/classifier.json`,
    `${JSON.stringify({ generatedAt: new Date().toISOString(), node: process.versions.node, runtime: 'pure TypeScript (Node)', loadAverage: load, loadAverageEnd: loadavg()[0], cores: cpus().length, runs, warmupMs, sizes, budget: { warmupMs: WARMUP_BUDGET_MS, median10KBMs: BUDGET_10KB_MS }, budgetMet: ok }, null, 2)}\n`,
  );
  return ok ? 0 : 1;
}

runBenchmark(main);
