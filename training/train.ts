/**
 * `npm run train:classifier` trains both heads (context classifier and injection detector),
 * writes public/models/context-classifier.bin and public/models/injection-detector.bin and their
 * .onnx form (training/onnx-export.ts, which the extension runs), then measures them (eval/models/report.ts) and rewrites the model card and eval/models/results.json.
 * `--head context|injection` trains one head only (`npm run train:injection`); `--check` retrains
 * and only compares the result with the shipped files byte for byte (exit 1 on any difference).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { onnxFromBin } from './onnx-export';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { decodeBagModel } from '../src/core/classifier/bag-model';
import { createClassifierFromModel } from '../src/core/classifier/classifier';
import { createInjectionDetectorFromModel } from '../src/core/classifier/injection-detector';
import { contextRowsFromExamples, evaluateContext, evaluateInjection, injectionRowsFromDocs } from '../eval/models/evaluate';
import { writeReport, type HeadTraining, type TrainingRecord } from '../eval/models/report';
import { CONTEXT_CONFIG, CONTEXT_CORPUS, contextCorpus, INJECTION_CONFIG, INJECTION_CORPUS, injectionCorpus } from './heads';
import { candidateBytes, candidateProbs, labelIndexer, prepare, selectCandidate, sha256Hex, trainCandidate, type Candidate, type Example, type Prepared } from './pipeline';
import { evaluate } from './metrics';
import type { InjectionDoc } from './injection/generate';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
export const CONTEXT_MODEL_PATH = `${ROOT}public/models/context-classifier.bin`;
export const INJECTION_MODEL_PATH = `${ROOT}public/models/injection-detector.bin`;

/** The injection operating point's limits on the validation split (see chooseThreshold). */
export const TARGET_VALIDATION_FPR = 0.01;
export const TARGET_HARD_NEGATIVE_RATE = 0.05;

const log = (m: string): void => console.log(`[train] ${m}`);

function trainHead(prep: Prepared): { candidates: Candidate[]; chosen: Candidate } {
  const candidates = prep.config.candidateSeeds.map((seed) => trainCandidate(prep, seed, log));
  const chosen = selectCandidate(candidates);
  log(`${prep.config.head}: chose seed ${chosen.seed} (validation macro-F1 ${candidates.map((c) => `${c.seed}: ${c.valMacroF1.toFixed(4)}`).join(', ')})`);
  return { candidates, chosen };
}

function candidateTable(prep: Prepared, candidates: readonly Candidate[], chosen: Candidate): HeadTraining['candidates'] {
  const index = labelIndexer(prep.config.labels);
  const test = prep.splits.test;
  const labels = test.map((e) => index(e.label));
  return candidates.map((c) => {
    const m = evaluate(candidateProbs(c, test), labels, prep.config.labels.length);
    return { seed: c.seed, chosen: c === chosen, valMacroF1: c.valMacroF1, testMacroF1: m.macroF1, testEce: m.ece, temperature: c.temperature, seconds: c.trainingMs / 1000 };
  });
}

function corpusStats(examples: readonly Example[]): HeadTraining['corpus'] {
  const stats: HeadTraining['corpus'] = { lines: examples.length, byLabel: {}, byLang: {}, templates: {} };
  const templates = new Map<string, Set<string>>();
  for (const e of examples) {
    const row = (stats.byLabel[e.label] ??= { train: 0, val: 0, test: 0 });
    row[e.split]++;
    stats.byLang[e.lang] = (stats.byLang[e.lang] ?? 0) + 1;
    let set = templates.get(e.label);
    if (!set) templates.set(e.label, (set = new Set()));
    set.add(e.template);
  }
  for (const [label, set] of templates) stats.templates[label] = set.size;
  return stats;
}

function contextHead(examples: Example[]): { bytes: Uint8Array; training: HeadTraining } {
  const started = performance.now();
  const prep = prepare(CONTEXT_CONFIG, examples, log);
  const { candidates, chosen } = trainHead(prep);
  // Record the test-split figures inside the file, so a unit test can check the shipped weights reach them.
  const draft = createClassifierFromModel(decodeBagModel(candidateBytes(prep, chosen, {})));
  const test = evaluateContext(draft, contextRowsFromExamples(prep.splits.test));
  const bytes = candidateBytes(prep, chosen, { testMacroF1: String(test.macroF1), testEce: String(test.ece), testLines: String(prep.splits.test.length) });
  return {
    bytes,
    training: {
      head: CONTEXT_CONFIG.head,
      config: CONTEXT_CONFIG,
      corpusOptions: CONTEXT_CORPUS,
      corpus: corpusStats(examples),
      candidates: candidateTable(prep, candidates, chosen),
      seconds: (performance.now() - started) / 1000,
    },
  };
}

/**
 * The operating threshold: the lowest (0.30…0.98) at which at most 1% of ordinary validation
 * documents are flagged and hard-negative validation templates are flagged at most 5% of the time
 * on average (each template counts once, however many documents it made).
 */
function chooseThreshold(prep: Prepared, chosen: Candidate, valDocs: readonly InjectionDoc[]): number {
  const detector = createInjectionDetectorFromModel(decodeBagModel(candidateBytes(prep, chosen, {})), { threshold: 0.5 });
  const ordinary = valDocs.filter((d) => d.kind === 'ordinary').map((d) => detector.detect(d.text).probability);
  const hard = new Map<string, number[]>();
  for (const d of valDocs.filter((x) => x.kind === 'hard_negative')) {
    const list = hard.get(d.template) ?? [];
    list.push(detector.detect(d.text).probability);
    hard.set(d.template, list);
  }
  for (let t = 0.3; t <= 0.981; t += 0.01) {
    const ordinaryRate = ordinary.filter((p) => p >= t).length / Math.max(1, ordinary.length);
    const perTemplate = [...hard.values()].map((ps) => ps.filter((p) => p >= t).length / ps.length);
    const hardRate = perTemplate.reduce((a, b) => a + b, 0) / Math.max(1, perTemplate.length);
    if (ordinaryRate <= TARGET_VALIDATION_FPR && hardRate <= TARGET_HARD_NEGATIVE_RATE) return Math.round(t * 100) / 100;
  }
  return 0.98;
}

function injectionHead(context: Example[]): { bytes: Uint8Array; training: HeadTraining } {
  const started = performance.now();
  const corpus = injectionCorpus(context);
  const prep = prepare(INJECTION_CONFIG, corpus.units, log);
  const { candidates, chosen } = trainHead(prep);
  const docs = { val: corpus.docs.filter((d) => d.split === 'val'), test: corpus.docs.filter((d) => d.split === 'test') };
  const threshold = chooseThreshold(prep, chosen, docs.val);
  const draft = createInjectionDetectorFromModel(decodeBagModel(candidateBytes(prep, chosen, { threshold: String(threshold) })));
  const test = evaluateInjection(draft, injectionRowsFromDocs(docs.test));
  log(`injection: threshold ${threshold}, test recall ${test.recall.toFixed(3)}, false-positive rate ${test.falsePositiveRate.toFixed(4)}`);
  const bytes = candidateBytes(prep, chosen, { threshold: String(threshold), testRecall: String(test.recall), testFalsePositiveRate: String(test.falsePositiveRate), testDocs: String(docs.test.length) });
  const docCount = (split: string): number => corpus.docs.filter((d) => d.split === split).length;
  return {
    bytes,
    training: {
      head: INJECTION_CONFIG.head,
      config: INJECTION_CONFIG,
      corpusOptions: INJECTION_CORPUS,
      corpus: { ...corpusStats(corpus.units), documents: { train: docCount('train'), val: docCount('val'), test: docCount('test') } },
      candidates: candidateTable(prep, candidates, chosen),
      seconds: (performance.now() - started) / 1000,
      threshold,
    },
  };
}

async function main(): Promise<void> {
  const started = performance.now();
  const { values } = parseArgs({ args: process.argv.slice(2), options: { check: { type: 'boolean' }, head: { type: 'string' } }, strict: true, allowPositionals: false });
  const check = values.check ?? false;
  const which = values.head ?? 'all';
  if (which !== 'all' && which !== 'context' && which !== 'injection') throw new Error('--head takes context or injection');
  const context = contextCorpus();
  const results: { path: string; bytes: Uint8Array; training: HeadTraining }[] = [];
  if (which !== 'injection') results.push({ path: CONTEXT_MODEL_PATH, ...contextHead(context) });
  if (which !== 'context') results.push({ path: INJECTION_MODEL_PATH, ...injectionHead(context) });

  if (check) {
    let ok = true;
    for (const r of results) {
      const shipped = existsSync(r.path) ? sha256Hex(new Uint8Array(readFileSync(r.path))) : 'missing';
      const fresh = sha256Hex(r.bytes);
      console.log(`${r.training.head}: retrained ${fresh}\n${' '.repeat(r.training.head.length)}  shipped   ${shipped}`);
      if (fresh !== shipped) ok = false;
    }
    console.log(ok ? 'the shipped models match a fresh training run' : 'a shipped model is not what this code trains');
    process.exit(ok ? 0 : 1);
  }

  for (const r of results) {
    writeFileSync(r.path, r.bytes);
    writeFileSync(r.path.replace(/\.bin$/, '.onnx'), onnxFromBin(r.bytes));
  }
  const record: TrainingRecord = { node: `Node ${process.versions.node}`, totalSeconds: (performance.now() - started) / 1000, heads: Object.fromEntries(results.map((r) => [r.training.head, r.training])) };
  await writeReport({ training: record, log });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
