/**
 * `npm run bench:classifier`: latency of the context classifier in Node (onnxruntime-web, WASM,
 * one thread), batches of 32 lines drawn from the held-out test split of the training corpus
 * (chat lines, e-mails, OCR'd screens, rows, forms). Time covers feature extraction, the model
 * call and reading the result. Budget: median ≤ 0.5 ms per line.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { extractFeatures } from '../src/core/classifier/features';
import { loadNodeClassifier } from '../src/cli/classifier-node';
import { generateCorpus } from '../training/corpus/generate';
import { TRAINING_CONFIG } from '../training/pipeline';

const BATCH = 32;
const WARMUP = 20;
const RUNS = 300;
const BUDGET_MS_PER_LINE = 0.5;

function quantile(sorted: readonly number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] as number;
}

const RESULTS_DIR = new URL('./results', import.meta.url).pathname;

async function main(): Promise<void> {
  const lines = generateCorpus({ seed: TRAINING_CONFIG.corpusSeed, perLabel: TRAINING_CONFIG.perLabel })
    .filter((e) => e.split === 'test')
    .map((e) => e.text);
  const batches: string[][] = [];
  for (let i = 0; i + BATCH <= lines.length && batches.length < WARMUP + RUNS; i += BATCH) batches.push(lines.slice(i, i + BATCH));
  const meanChars = batches.flat().reduce((a, t) => a + t.length, 0) / (batches.length * BATCH);

  const classifier = await loadNodeClassifier({ batchSize: BATCH });
  const batchMs: number[] = [];
  for (let i = 0; i < batches.length; i++) {
    const t0 = performance.now();
    await classifier.classify(batches[i] as string[]);
    const dt = performance.now() - t0;
    if (i >= WARMUP) batchMs.push(dt);
  }
  await classifier.release();

  const featureMs: number[] = [];
  for (const batch of batches.slice(WARMUP)) {
    const t0 = performance.now();
    for (const text of batch) extractFeatures(text);
    featureMs.push(performance.now() - t0);
  }

  const perLine = batchMs.map((ms) => ms / BATCH).sort((a, b) => a - b);
  const feat = featureMs.map((ms) => ms / BATCH).sort((a, b) => a - b);
  const median = quantile(perLine, 0.5);
  console.log(`classifier, Node ${process.versions.node}, onnxruntime-web WASM, 1 thread`);
  console.log(`${batchMs.length} batches × ${BATCH} lines (mean ${meanChars.toFixed(0)} chars per line), after ${WARMUP} warm-up batches`);
  console.log(`per line: median ${median.toFixed(4)} ms, p95 ${quantile(perLine, 0.95).toFixed(4)} ms, max ${(perLine[perLine.length - 1] as number).toFixed(4)} ms`);
  console.log(`per batch of ${BATCH}: median ${(median * BATCH).toFixed(2)} ms`);
  console.log(`of which feature extraction per line: median ${quantile(feat, 0.5).toFixed(4)} ms`);
  const ok = median <= BUDGET_MS_PER_LINE;
  console.log(`${ok ? 'PASS' : 'FAIL'}  median ≤ ${BUDGET_MS_PER_LINE} ms per line`);
  mkdirSync(RESULTS_DIR, { recursive: true });
  writeFileSync(
    `${RESULTS_DIR}/classifier.json`,
    `${JSON.stringify(
      {
        generatedAt: new Date().toISOString(),
        node: process.versions.node,
        loadAverage: loadavg()[0],
        batch: BATCH,
        batches: batchMs.length,
        perLineMedianMs: median,
        perLineP95Ms: quantile(perLine, 0.95),
        budgetMsPerLine: BUDGET_MS_PER_LINE,
        budgetMet: ok,
      },
      null,
      2,
    )}\n`,
  );
  if (!ok) process.exit(1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
