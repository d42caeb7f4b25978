/**
 * `npm run train:tagger`: builds the tagger's data (fixed seeds), trains the averaged perceptron,
 * quantises it, tunes the per-kind decoding bias for F2 and fits the calibration on the
 * validation split, evaluates on the held-out test split, and writes public/models/tagger.bin,
 * its model card, and the fixed evaluation the unit tests check the shipped weights against.
 *   npm run train:tagger -- [--epochs N] [--quick]
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LABEL_COUNT, currentFeatureConfig, ENTITY_KINDS, LABELS, readModelFile, writeModelFile, type CalibrationTable, type ModelHeader } from '../../src/core/tagger/model-file';
import { modelFromData, tagText, type TaggerModel } from '../../src/core/tagger/tagger';
import { Rng } from '../corpus/rng';
import { writeCard, type CardFigures } from './card';
import { buildDocs, buildGazetteer, frequentCapitalisedWords, negativeEvalDocs, packageNegatives, TEST_SIZES, TRAIN_SIZES, VALIDATION_SIZES, type DataSizes } from './dataset';
import type { NegativeSizes, NegativeSource } from './negatives';
import { TEXT_KINDS } from './package-text';
import type { Doc } from './docs';
import { negativesReport, TokenScorer, type KindScores, type NegativesReport } from './evaluate';
import { encode, Perceptron, quantize, type Reach } from './model';
import { newReader } from '../../src/core/tagger/units';
import type { SpeedFigures } from './speed';

const HERE = dirname(fileURLToPath(import.meta.url));
export const MODEL_PATH = fileURLToPath(new URL('../../public/models/tagger.bin', import.meta.url));
export const CARD_PATH = fileURLToPath(new URL('../../public/models/TAGGER_CARD.md', import.meta.url));
export const FIXED_EVAL_PATH = fileURLToPath(new URL('../../fixtures/tagger/fixed-eval.jsonl', import.meta.url));
export const FIXED_METRICS_PATH = fileURLToPath(new URL('../../fixtures/tagger/fixed-eval-metrics.json', import.meta.url));

const HASH_BITS = 17;
const GAZETTEER_SLOTS_LOG2 = 17;
const TRAIN_SEED = 5_151;
/**
 * Validation precision each kind's acting threshold must reach, if it can. Validation holds the
 * hard negatives (headers, labels, package text of its own packages), so this is a floor on a
 * hard mix. A guard that masks every capitalised heading is not used: at 0.85 the tagger's person
 * spans alone masked two tokens in every thousand of ordinary package text, so each kind acts
 * only where nineteen spans in twenty are right.
 */
const PRECISION_TARGET = 0.95;
/** Carriers of labelled fields (key → value records), reported apart from free text. */
export const FIELD_CARRIERS: ReadonlySet<string> = new Set(['json', 'csv', 'log']);

const log = (s: string): void => void process.stdout.write(`${s}\n`);

export function scoreDocs(docs: readonly Doc[], model: TaggerModel): TokenScorer {
  const scorer = new TokenScorer();
  for (const d of docs) {
    const found = tagText(d.text, model).map((e) => ({ start: e.start, end: e.end, kind: e.kind, confidence: e.confidence }));
    scorer.add(d.text, d.spans, found, ENTITY_KINDS);
  }
  return scorer;
}

export function perKind(s: TokenScorer): Record<string, KindScores> {
  return Object.fromEntries(ENTITY_KINDS.map((k) => [k, s.scores(k)]));
}

/** Pool-adjacent-violators on (score, correct), then blocks of at least `minBlock` spans. */
export function isotonic(points: Array<{ score: number; correct: boolean }>, minBlock = 40): CalibrationTable {
  const sorted = [...points].sort((a, b) => a.score - b.score);
  if (sorted.length === 0) return { x: [], y: [] };
  // Start from blocks of minBlock, then pool violators.
  const blocks: Array<{ hi: number; sum: number; n: number }> = [];
  for (let i = 0; i < sorted.length; i += minBlock) {
    const part = sorted.slice(i, i + minBlock);
    blocks.push({ hi: part[part.length - 1]!.score, sum: part.filter((p) => p.correct).length, n: part.length });
  }
  const stack: typeof blocks = [];
  for (const b of blocks) {
    stack.push({ ...b });
    while (stack.length >= 2 && stack[stack.length - 2]!.sum / stack[stack.length - 2]!.n >= stack[stack.length - 1]!.sum / stack[stack.length - 1]!.n) {
      const top = stack.pop()!;
      const below = stack.pop()!;
      stack.push({ hi: top.hi, sum: top.sum + below.sum, n: top.n + below.n });
    }
  }
  // Laplace-smoothed means, clipped away from 0 and 1; the last bin reaches to infinity.
  const x = stack.map((b) => b.hi);
  const y = stack.map((b) => Math.min(0.99, Math.max(0.02, (b.sum + 0.5) / (b.n + 1))));
  x[x.length - 1] = 1e9;
  return { x: x.map((v) => Number(v.toFixed(4))), y: y.map((v) => Number(v.toFixed(4))) };
}

function parseArgs(argv: readonly string[]): { epochs: number; quick: boolean } {
  const quick = argv.includes('--quick');
  const at = argv.indexOf('--epochs');
  const epochs = at >= 0 ? Number(argv[at + 1]) : quick ? 3 : 8;
  return { epochs, quick };
}

async function main(): Promise<void> {
  const t0 = performance.now();
  const args = parseArgs(process.argv.slice(2));
  const sec = (): string => ((performance.now() - t0) / 1000).toFixed(1);
  const scaleN = (n: NegativeSizes, f: number): NegativeSizes => Object.fromEntries(Object.entries(n).map(([k, v]) => [k, Math.round(v * f)])) as NegativeSizes;
  const scale = (s: DataSizes, f: number): DataSizes => ({ synthetic: Math.round(s.synthetic * f), negatives: scaleN(s.negatives, f), logs: Math.round(s.logs * f), hard: Math.round(s.hard * f) });
  const trainSizes = args.quick ? scale(TRAIN_SIZES, 0.25) : TRAIN_SIZES;
  log(`tagger training — ${cpus().length} CPU(s), load ${loadavg()[0]!.toFixed(2)}`);
  const trainNeg = packageNegatives('train', trainSizes.negatives);
  const valNeg = packageNegatives('validation', VALIDATION_SIZES.negatives);
  const testNeg = packageNegatives('test', TEST_SIZES.negatives);
  const count = (n: NegativeSource): string => TEXT_KINDS.map((k) => `${n[k].length} ${k}`).join(', ');
  log(`package text — train: ${count(trainNeg)}; validation: ${count(valNeg)}; test: ${count(testNeg)} (${sec()} s)`);
  const frequent = frequentCapitalisedWords(trainNeg, 3000);
  const { gazetteer, entries } = buildGazetteer(frequent, GAZETTEER_SLOTS_LOG2);
  const trainDocs = buildDocs('train', trainSizes, trainNeg);
  const valDocs = buildDocs('validation', VALIDATION_SIZES, valNeg);
  const testDocs = buildDocs('test', TEST_SIZES, testNeg);
  log(`documents: ${trainDocs.length} train, ${valDocs.length} validation, ${testDocs.length} test (${sec()} s)`);
  const reader = newReader();
  const reach: Reach = { goldTokens: 0, reached: 0 };
  const encoded = trainDocs.flatMap((d) => encode(d, gazetteer, HASH_BITS, reader, reach));
  const trainTokens = encoded.reduce((a, e) => a + e.n, 0);
  log(`encoded ${encoded.length} windows, ${trainTokens} training tokens; ${((100 * reach.reached) / Math.max(1, reach.goldTokens)).toFixed(2)} % of entity tokens inside a window (${sec()} s)`);

  const perceptron = new Perceptron(HASH_BITS);
  const rng = new Rng(TRAIN_SEED);
  for (let e = 0; e < args.epochs; e++) {
    const err = perceptron.epoch(encoded, rng);
    log(`epoch ${e + 1}: ${(100 * err).toFixed(2)} % tokens wrong (${sec()} s)`);
  }
  const avg = perceptron.averaged();
  const { q, scale: wScale } = quantize(avg.w);

  const header: ModelHeader = {
    format: 2,
    features: currentFeatureConfig(HASH_BITS),
    labels: [...LABELS],
    kinds: [...ENTITY_KINDS],
    scale: wScale,
    transitions: [...avg.trans].map((v) => (v <= -1e8 ? -1e9 : Number(v.toFixed(4)))),
    start: [...avg.start].map((v) => Number(v.toFixed(4))),
    entityBias: new Array<number>(LABEL_COUNT).fill(0),
    calibration: {},
    minConfidence: 0,
    kindFloor: new Array<number>(ENTITY_KINDS.length).fill(0),
    gazetteerSlotsLog2: GAZETTEER_SLOTS_LOG2,
  };
  const data = { header, weights: q, gazetteerKeys: gazetteer.keys, gazetteerClasses: gazetteer.classes };
  let model = modelFromData(data);

  // Decoding bias per kind, for F2 on validation (coordinate ascent over a small grid).
  const base = scoreDocs(valDocs, model);
  const margins = base.spanConfidence.length;
  const unit = Math.max(1, medianMargin(valDocs, model));
  log(`validation before bias: ${fmt(perKind(base))} (${margins} spans, margin unit ${unit.toFixed(2)})`);
  const bias = new Array<number>(ENTITY_KINDS.length).fill(0);
  const grid = [-0.25, 0, 0.25, 0.5, 1];
  for (let k = 0; k < ENTITY_KINDS.length; k++) {
    let best = -1;
    let bestValue = bias[k]!;
    for (const g of grid) {
      bias[k] = g * unit;
      model.entityBias.set(biasVector(bias));
      const sc = scoreDocs(valDocs, model).scores(ENTITY_KINDS[k]!);
      if (sc.f2 > best + 1e-4) {
        best = sc.f2;
        bestValue = bias[k]!;
      }
    }
    bias[k] = bestValue;
  }
  header.entityBias = biasVector(bias).map((v) => Number(v.toFixed(4)));
  model = modelFromData(data);

  // Calibration: isotonic per kind on validation spans.
  const calibrationPoints = new Map<string, Array<{ score: number; correct: boolean }>>();
  for (const d of valDocs) {
    for (const e of tagText(d.text, model)) {
      const list = calibrationPoints.get(e.kind) ?? [];
      list.push({ score: e.score, correct: d.spans.some((g) => g.kind === e.kind && g.start < e.end && e.start < g.end) });
      calibrationPoints.set(e.kind, list);
    }
  }
  for (const k of ENTITY_KINDS) header.calibration[k] = isotonic(calibrationPoints.get(k) ?? []);
  model = modelFromData(data);
  // The acting threshold per kind, on validation: the highest recall whose precision reaches
  // PRECISION_TARGET (the kind's best F2 when none does). Validation holds real package text and
  // hard negatives beside the labelled documents, so its precision counts their false positives.
  const floors = [0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.55, 0.6, 0.65, 0.7, 0.75, 0.8, 0.85, 0.9, 0.95];
  const valFound = valDocs.map((d) => tagText(d.text, model));
  for (let k = 0; k < ENTITY_KINDS.length; k++) {
    const kind = ENTITY_KINDS[k]!;
    let chosen = 0;
    let bestRecall = -1;
    let bestF2 = -1;
    let f2Floor = 0;
    for (const floor of floors) {
      const scorer = new TokenScorer();
      valDocs.forEach((d, i) => scorer.add(d.text, d.spans, valFound[i]!.filter((e) => e.kind !== kind || e.confidence >= floor), [kind]));
      const sc = scorer.scores(kind);
      log(`${kind} floor ${floor}: validation R ${sc.recall.toFixed(3)} P ${sc.precision.toFixed(3)} F2 ${sc.f2.toFixed(3)}`);
      if (sc.precision >= PRECISION_TARGET && sc.recall > bestRecall + 1e-4) {
        bestRecall = sc.recall;
        chosen = floor;
      }
      if (sc.f2 > bestF2 + 1e-4) {
        bestF2 = sc.f2;
        f2Floor = floor;
      }
    }
    header.kindFloor[k] = bestRecall >= 0 ? chosen : f2Floor;
  }
  model = modelFromData(data);
  const val = scoreDocs(valDocs, model);
  log(`validation: ${fmt(perKind(val))}; ECE ${val.ece().toFixed(3)}`);

  const bytes = writeModelFile({ ...data, header: { ...header, trainedWith: { trainSeed: TRAIN_SEED, epochs: args.epochs, trainDocs: trainDocs.length, trainTokens, gazetteerWords: entries } } });
  // Round-trip through the reader, as inference will.
  const shipped = modelFromData(readModelFile(bytes));
  const test = scoreDocs(testDocs, shipped);
  log(`test (held-out frames, carriers, names): ${fmt(perKind(test))}; ECE ${test.ece().toFixed(3)}`);
  // Free text alone: the carriers whose values are not labelled fields (JSON, CSV and log records
  // are the field reader's first; the tagger gives them a strong "no entity" prior).
  const free = scoreDocs(testDocs.filter((d) => !FIELD_CARRIERS.has(d.carrier.split('+')[0]!)), shipped);
  log(`test, free-text carriers: ${fmt(perKind(free))}`);
  const byCarrier = new Map<string, TokenScorer>();
  for (const d of testDocs) {
    const key = d.carrier.split('+')[0]!;
    const s = byCarrier.get(key) ?? new TokenScorer();
    s.add(d.text, d.spans, tagText(d.text, shipped).map((e) => ({ ...e })), ENTITY_KINDS);
    byCarrier.set(key, s);
  }

  const negDocs = negativeEvalDocs();
  const negatives = negativesReport(negDocs.clean, (t) => tagText(t, shipped));
  const negativesAll = negativesReport(negDocs.all, (t) => tagText(t, shipped));
  log(`negatives (test packages, evaluation logs): ${negatives.fpPerThousand.toFixed(2)} false-positive tokens per 1,000 of ${negatives.tokens} (${negativesAll.fpPerThousand.toFixed(2)} with the chunks where rules see a name)`);

  mkdirSync(dirname(MODEL_PATH), { recursive: true });
  writeFileSync(MODEL_PATH, bytes);
  const sha256 = createHash('sha256').update(bytes).digest('hex');

  // The fixed evaluation the unit tests re-run on the shipped weights.
  const fixed = testDocs.filter((_, i) => i % 15 === 0);
  mkdirSync(dirname(FIXED_EVAL_PATH), { recursive: true });
  writeFileSync(FIXED_EVAL_PATH, fixed.map((d, i) => JSON.stringify({ id: `t${i}`, carrier: d.carrier, lang: d.lang, text: d.text, spans: d.spans })).join('\n') + '\n');
  const fixedScores = perKind(scoreDocs(fixed, shipped));
  writeFileSync(FIXED_METRICS_PATH, JSON.stringify({ sha256, documents: fixed.length, perKind: fixedScores }, null, 2) + '\n');

  // Timed in a fresh process on the written file (see speed-run.ts).
  const run = spawnSync(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('./speed-run.ts', import.meta.url))], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`speed run failed: ${run.stderr}`);
  const speed = JSON.parse(run.stdout.trim().split('\n').pop() as string) as SpeedFigures;
  log(`speed: prose ${speed.proseMsPerKb.toFixed(3)} ms/KB (CPU ${speed.proseCpuMsPerKb.toFixed(3)}), mixed ${speed.mixedMsPerKb.toFixed(3)} ms/KB (CPU ${speed.mixedCpuMsPerKb.toFixed(3)}) , 1 MB corpus ${speed.corpusMsPer100Kb.toFixed(2)} ms/100 KB (CPU ${speed.corpusCpuMsPer100Kb.toFixed(2)}) (load ${speed.load.toFixed(2)})`);
  const figures: CardFigures = {
    sha256,
    size: bytes.length,
    hashBits: HASH_BITS,
    gazetteerSlots: 1 << GAZETTEER_SLOTS_LOG2,
    gazetteerWords: entries,
    epochs: args.epochs,
    trainDocs: trainDocs.length,
    trainTokens,
    valDocs: valDocs.length,
    testDocs: testDocs.length,
    carriers: [...new Set(trainDocs.map((d) => d.carrier.split('+')[0]!))].sort(),
    validation: perKind(val),
    test: perKind(test),
    testFree: perKind(free),
    negatives,
    negativesAll,
    windowReach: reach.reached / Math.max(1, reach.goldTokens),
    testByCarrier: Object.fromEntries([...byCarrier].map(([k, s]) => [k, perKind(s)])),
    ece: { validation: val.ece(), test: test.ece() },
    above08: { validation: val.precisionAbove(0.8), test: test.precisionAbove(0.8) },
    bias: header.entityBias,
    minConfidence: header.minConfidence,
    kindFloor: header.kindFloor,
    calibration: header.calibration,
    speed,
    precisionTarget: PRECISION_TARGET,
    seconds: (performance.now() - t0) / 1000,
    node: process.version,
  };
  writeCard(CARD_PATH, figures);
  writeFileSync(`${HERE}/last-run.json`, JSON.stringify(figures, null, 2) + '\n');
  log(`wrote ${MODEL_PATH} (${bytes.length} bytes, sha256 ${sha256}) in ${figures.seconds.toFixed(0)} s`);
}

function biasVector(bias: readonly number[]): number[] {
  const v = new Array<number>(LABEL_COUNT).fill(0);
  bias.forEach((b, k) => {
    v[1 + 2 * k] = b;
    v[2 + 2 * k] = b;
  });
  return v;
}

function medianMargin(docs: readonly Doc[], model: TaggerModel): number {
  const m: number[] = [];
  for (const d of docs.slice(0, 1500)) for (const e of tagText(d.text, model)) m.push(e.score);
  m.sort((a, b) => a - b);
  return m[Math.floor(m.length / 2)] ?? 1;
}

function fmt(s: Record<string, KindScores>): string {
  return Object.entries(s)
    .map(([k, v]) => `${k} R ${v.recall.toFixed(3)} P ${v.precision.toFixed(3)} F2 ${v.f2.toFixed(3)}`)
    .join(' | ');
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
