/**
 * `npm run train:classifier`: trains the context classifier, exports public/models/classifier.onnx,
 * evaluates the exported file through onnxruntime-web on the held-out test split and on the
 * hand-written file, and writes public/models/MODEL_CARD.md.
 * `--check` re-trains and only compares the result with the shipped file (exit 1 on mismatch).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { ACT_ALONE_CONFIDENCE, CLASSIFIER_LABELS, isClassifierLabel } from '../src/core/classifier/labels';
import { DEFAULT_MODEL_PATH, loadNodeClassifier, MODEL_FILE_NAME } from '../src/cli/classifier-node';
import { renderCard } from './card';
import { evaluate, type Metrics } from './metrics';
import { calibratedProbs } from './metrics';
import { featurize, labelIndex, runPipeline, sha256Hex } from './pipeline';
import { predictLogits } from './model';
import { MAX_SHARED_RUN, overlapReport } from './overlap';

export const HANDWRITTEN_PATH = fileURLToPath(new URL('../fixtures/classifier/handwritten.jsonl', import.meta.url));
const CARD_PATH = fileURLToPath(new URL('../public/models/MODEL_CARD.md', import.meta.url));
const MAX_MODEL_BYTES = 5 * 1024 * 1024;

export interface HandwrittenLine {
  text: string;
  label: string;
}

export function readHandwritten(path = HANDWRITTEN_PATH): HandwrittenLine[] {
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((line, i) => {
      const row = JSON.parse(line) as unknown;
      if (typeof row !== 'object' || row === null) throw new Error(`handwritten line ${i + 1}: not an object`);
      const { text, label } = row as Record<string, unknown>;
      if (typeof text !== 'string' || typeof label !== 'string' || !isClassifierLabel(label)) throw new Error(`handwritten line ${i + 1}: needs "text" and a known "label"`);
      return { text, label };
    });
}

async function main(): Promise<void> {
  const check = parseArgs({ args: process.argv.slice(2), options: { check: { type: 'boolean' } }, strict: true, allowPositionals: false }).values.check ?? false;
  const started = performance.now();
  const log = (m: string): void => console.log(`[train] ${m}`);
  const result = runPipeline(undefined, log);
  const { chosen } = result;
  log(`chosen seed ${chosen.seed} (best validation macro-F1 of ${result.candidates.map((c) => `${c.seed}: ${c.valMacroF1.toFixed(4)}`).join(', ')})`);

  if (check) {
    const shipped = sha256Hex(new Uint8Array(readFileSync(DEFAULT_MODEL_PATH)));
    console.log(`retrained ${chosen.sha256}\nshipped   ${shipped}`);
    if (shipped !== chosen.sha256) {
      console.error('the shipped model is not what this code trains');
      process.exit(1);
    }
    console.log('the shipped model matches a fresh training run');
    return;
  }

  const handwritten = readHandwritten();
  const overlap = overlapReport(handwritten.map((h) => h.text), result.corpus.map((e) => e.text));
  if (overlap.exactMatches.length > 0) {
    console.error(`hand-written lines found in the generated corpus:\n${overlap.exactMatches.join('\n')}`);
    process.exit(1);
  }
  const longestRun = Math.max(0, ...overlap.longestRun);
  if (longestRun > MAX_SHARED_RUN) {
    const offenders = handwritten.filter((_, i) => (overlap.longestRun[i] as number) > MAX_SHARED_RUN).map((h) => h.text);
    console.error(`hand-written lines share more than ${MAX_SHARED_RUN} consecutive words with generated lines:\n${offenders.join('\n')}`);
    process.exit(1);
  }
  const runHistogram: Record<number, number> = {};
  for (const n of overlap.longestRun) if (n >= 4) runHistogram[n] = (runHistogram[n] ?? 0) + 1;

  writeFileSync(DEFAULT_MODEL_PATH, chosen.modelBytes);
  const classifier = await loadNodeClassifier({ modelBytes: chosen.modelBytes, batchSize: 256 });
  const classes = CLASSIFIER_LABELS.length;
  const score = async (texts: readonly string[]): Promise<Float64Array> => {
    const out = await classifier.classify(texts);
    const probs = new Float64Array(texts.length * classes);
    out.forEach((c, i) => CLASSIFIER_LABELS.forEach((l, k) => (probs[i * classes + k] = c.scores[l])));
    return probs;
  };
  const evalSet = async (rows: readonly { text: string; label: string }[]): Promise<{ metrics: Metrics; probs: Float64Array }> => {
    const probs = await score(rows.map((r) => r.text));
    return { metrics: evaluate(probs, rows.map((r) => labelIndex(r.label)), classes), probs };
  };
  const test = await evalSet(result.splits.test);
  const val = await evalSet(result.splits.val);
  const hw = await evalSet(handwritten);
  await classifier.release();

  // The exported graph must agree with the training code's own forward pass.
  const tsProbs = calibratedProbs(predictLogits(chosen.params, featurize(result.splits.test)), classes, chosen.temperature);
  let ortMaxAbsDiff = 0;
  for (let i = 0; i < tsProbs.length; i++) ortMaxAbsDiff = Math.max(ortMaxAbsDiff, Math.abs((tsProbs[i] as number) - (test.probs[i] as number)));

  const thresholdStats = (probs: Float64Array, rows: readonly { label: string }[]): { share: number; accuracyAbove: number; accuracyBelow: number } => {
    let above = 0;
    let rightAbove = 0;
    let rightBelow = 0;
    rows.forEach((row, i) => {
      let best = 0;
      for (let c = 1; c < classes; c++) if ((probs[i * classes + c] as number) > (probs[i * classes + best] as number)) best = c;
      const right = best === labelIndex(row.label);
      if ((probs[i * classes + best] as number) >= ACT_ALONE_CONFIDENCE) {
        above++;
        if (right) rightAbove++;
      } else if (right) rightBelow++;
    });
    const below = rows.length - above;
    return { share: above / rows.length, accuracyAbove: above ? rightAbove / above : 0, accuracyBelow: below ? rightBelow / below : 0 };
  };
  const threshold = { test: thresholdStats(test.probs, result.splits.test), handwritten: thresholdStats(hw.probs, handwritten) };

  // Every candidate's figures (training code's forward pass), to show the spread between runs.
  const hwFeatures = featurize(handwritten);
  const testFeatures = featurize(result.splits.test);
  const testLabels = result.splits.test.map((e) => labelIndex(e.label));
  const hwLabels = handwritten.map((h) => labelIndex(h.label));
  const candidates = result.candidates.map((c) => {
    const t = evaluate(calibratedProbs(predictLogits(c.params, testFeatures), classes, c.temperature), testLabels, classes);
    const h = evaluate(calibratedProbs(predictLogits(c.params, hwFeatures), classes, c.temperature), hwLabels, classes);
    return { seed: c.seed, chosen: c === chosen, valF1: c.valMacroF1, testF1: t.macroF1, testEce: t.ece, hwF1: h.macroF1, hwEce: h.ece, seconds: c.trainingMs / 1000 };
  });

  const modelSize = chosen.modelBytes.length;
  const gates = [
    { name: 'test macro-F1 ≥ 0.85', value: test.metrics.macroF1.toFixed(3), ok: test.metrics.macroF1 >= 0.85 },
    { name: 'test ECE ≤ 0.05', value: test.metrics.ece.toFixed(3), ok: test.metrics.ece <= 0.05 },
    { name: 'hand-written macro-F1 ≥ 0.85', value: hw.metrics.macroF1.toFixed(3), ok: hw.metrics.macroF1 >= 0.85 },
    { name: 'hand-written ECE ≤ 0.05', value: hw.metrics.ece.toFixed(3), ok: hw.metrics.ece <= 0.05 },
    { name: 'model file ≤ 5 MB', value: `${modelSize} bytes`, ok: modelSize <= MAX_MODEL_BYTES },
    { name: 'ONNX matches the training forward pass (max |Δp| < 1e-4)', value: ortMaxAbsDiff.toExponential(2), ok: ortMaxAbsDiff < 1e-4 },
  ];
  const totalSeconds = (performance.now() - started) / 1000;
  const card = renderCard({
    result,
    metrics: { val: val.metrics, test: test.metrics, handwritten: hw.metrics },
    handwrittenCount: handwritten.length,
    overlap: { exactMatches: overlap.exactMatches.length, longestRun, runHistogram },
    ortMaxAbsDiff,
    threshold,
    candidates,
    gates,
    modelFile: MODEL_FILE_NAME,
    modelSize,
    totalSeconds,
    node: `Node ${process.versions.node}`,
  });
  writeFileSync(CARD_PATH, card);

  const row = (name: string, m: Metrics): string =>
    `${name.padEnd(12)} n=${String(m.n).padStart(5)}  acc ${(100 * m.accuracy).toFixed(1)}%  macro-F1 ${m.macroF1.toFixed(3)}  ECE ${m.ece.toFixed(3)}  NLL ${m.nll.toFixed(3)}`;
  console.log(`\n${row('validation', val.metrics)}\n${row('test', test.metrics)}\n${row('handwritten', hw.metrics)}`);
  console.log(`\n${'label'.padEnd(18)} test-F1  hand-F1`);
  CLASSIFIER_LABELS.forEach((l, i) => console.log(`${l.padEnd(18)} ${test.metrics.perLabel[i]?.f1.toFixed(3)}    ${hw.metrics.perLabel[i]?.f1.toFixed(3)}`));
  for (const [name, t] of Object.entries(threshold)) {
    console.log(`${name}: ${(100 * t.share).toFixed(1)}% of lines at confidence ≥ ${ACT_ALONE_CONFIDENCE} (accuracy ${(100 * t.accuracyAbove).toFixed(1)}% there, ${(100 * t.accuracyBelow).toFixed(1)}% below)`);
  }
  console.log(`\ntemperature ${chosen.temperature.toFixed(4)}  model ${modelSize} bytes  sha256 ${chosen.sha256}`);
  for (const c of candidates) {
    console.log(`seed ${c.seed}${c.chosen ? ' (shipped)' : ''}: val F1 ${c.valF1.toFixed(3)}, test F1 ${c.testF1.toFixed(3)} ECE ${c.testEce.toFixed(3)}, hand-written F1 ${c.hwF1.toFixed(3)} ECE ${c.hwEce.toFixed(3)}, ${c.seconds.toFixed(1)} s`);
  }
  console.log(`timings (s): ${Object.entries(result.timings).map(([k, v]) => `${k} ${(v / 1000).toFixed(1)}`).join(', ')}, training ${candidates.map((c) => c.seconds.toFixed(1)).join(' + ')}; total ${totalSeconds.toFixed(1)}`);
  for (const g of gates) console.log(`${g.ok ? 'PASS' : 'FAIL'}  ${g.name}: ${g.value}`);
  console.log(`wrote ${DEFAULT_MODEL_PATH} and ${CARD_PATH}`);
  if (gates.some((g) => !g.ok)) process.exit(1);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
