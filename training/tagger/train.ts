/**
 * `npm run train:tagger`: builds the tagger's data (fixed seeds), trains the averaged perceptron,
 * quantises it, tunes the per-kind decoding bias for F2 and fits the calibration on the
 * validation split, evaluates on the held-out test split, and writes public/models/tagger.bin,
 * its model card, and the fixed evaluation the unit tests check the shipped weights against.
 *   npm run train:tagger -- [--epochs N] [--quick]
 */
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LABEL_COUNT, currentFeatureConfig, ENTITY_KINDS, LABELS, readModelFile, writeModelFile, type CalibrationTable, type ModelHeader } from '../../src/core/tagger/model-file';
import { modelFromData, tagText, type TaggerModel } from '../../src/core/tagger/tagger';
import { Rng } from '../corpus/rng';
import { writeCard, type CardFigures } from './card';
import { buildDocs, buildGazetteer, frequentCapitalisedWords, packageNegatives, TEST_SIZES, TRAIN_SIZES, VALIDATION_SIZES } from './dataset';
import type { Doc } from './docs';
import { TokenScorer, type KindScores } from './evaluate';
import { encode, Perceptron, quantize } from './model';
import { measureSpeed } from './speed';

const HERE = dirname(fileURLToPath(import.meta.url));
export const MODEL_PATH = fileURLToPath(new URL('../../public/models/tagger.bin', import.meta.url));
export const CARD_PATH = fileURLToPath(new URL('../../public/models/TAGGER_CARD.md', import.meta.url));
export const FIXED_EVAL_PATH = fileURLToPath(new URL('../../fixtures/tagger/fixed-eval.jsonl', import.meta.url));
export const FIXED_METRICS_PATH = fileURLToPath(new URL('../../fixtures/tagger/fixed-eval-metrics.json', import.meta.url));

const HASH_BITS = 17;
const GAZETTEER_SLOTS_LOG2 = 17;
const TRAIN_SEED = 5_151;

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
  const scale = (s: typeof TRAIN_SIZES, f: number): typeof TRAIN_SIZES => ({ synthetic: Math.round(s.synthetic * f), prose: Math.round(s.prose * f), code: Math.round(s.code * f), hard: Math.round(s.hard * f) });
  const trainSizes = args.quick ? scale(TRAIN_SIZES, 0.25) : TRAIN_SIZES;
  log(`tagger training — ${cpus().length} CPU(s), load ${loadavg()[0]!.toFixed(2)}`);
  const negatives = packageNegatives();
  log(`negatives from node_modules: ${negatives.train.prose.length} + ${negatives.validation.prose.length} prose, ${negatives.train.code.length} + ${negatives.validation.code.length} code (${((performance.now() - t0) / 1000).toFixed(1)} s)`);
  const frequent = frequentCapitalisedWords(negatives.train, 3000);
  const { gazetteer, entries } = buildGazetteer(frequent, GAZETTEER_SLOTS_LOG2);
  const trainDocs = buildDocs('train', trainSizes, negatives.train);
  const valDocs = buildDocs('validation', VALIDATION_SIZES, negatives.validation);
  const testDocs = buildDocs('test', TEST_SIZES);
  log(`documents: ${trainDocs.length} train, ${valDocs.length} validation, ${testDocs.length} test (${((performance.now() - t0) / 1000).toFixed(1)} s)`);
  const encoded = trainDocs.map((d) => encode(d, gazetteer, HASH_BITS));
  const trainTokens = encoded.reduce((a, e) => a + e.n, 0);
  log(`encoded ${trainTokens} training tokens (${((performance.now() - t0) / 1000).toFixed(1)} s)`);

  const perceptron = new Perceptron(HASH_BITS);
  const rng = new Rng(TRAIN_SEED);
  for (let e = 0; e < args.epochs; e++) {
    const err = perceptron.epoch(encoded, rng);
    log(`epoch ${e + 1}: ${(100 * err).toFixed(2)} % tokens wrong (${((performance.now() - t0) / 1000).toFixed(1)} s)`);
  }
  const avg = perceptron.averaged();
  const { q, scale: wScale } = quantize(avg.w);

  const header: ModelHeader = {
    format: 1,
    features: currentFeatureConfig(HASH_BITS),
    labels: [...LABELS],
    kinds: [...ENTITY_KINDS],
    scale: wScale,
    transitions: [...avg.trans].map((v) => (v <= -1e8 ? -1e9 : Number(v.toFixed(4)))),
    start: [...avg.start].map((v) => Number(v.toFixed(4))),
    entityBias: new Array<number>(LABEL_COUNT).fill(0),
    calibration: {},
    minConfidence: 0,
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
  const grid = [-0.5, -0.25, 0, 0.25, 0.5, 0.75, 1, 1.5];
  for (let round = 0; round < 2; round++) {
    for (let k = 0; k < ENTITY_KINDS.length; k++) {
      let best = -1;
      let bestValue = bias[k]!;
      for (const g of grid) {
        bias[k] = g * unit;
        model.entityBias.set(biasVector(bias));
        const s = scoreDocs(valDocs, model).scores(ENTITY_KINDS[k]!);
        if (s.f2 > best + 1e-4) {
          best = s.f2;
          bestValue = bias[k]!;
        }
      }
      bias[k] = bestValue;
    }
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
  // The reporting floor: the calibrated confidence below which spans cost more F2 than they bring.
  let bestFloor = 0;
  let bestMean = -1;
  for (const floor of [0, 0.2, 0.3, 0.4, 0.5]) {
    model.minConfidence = floor;
    const s = perKind(scoreDocs(valDocs, model));
    const mean = ENTITY_KINDS.reduce((a, k) => a + s[k]!.f2, 0) / ENTITY_KINDS.length;
    log(`floor ${floor}: mean validation F2 ${mean.toFixed(4)}`);
    if (mean > bestMean + 1e-4) {
      bestMean = mean;
      bestFloor = floor;
    }
  }
  header.minConfidence = bestFloor;
  model = modelFromData(data);
  const val = scoreDocs(valDocs, model);
  log(`validation: ${fmt(perKind(val))}; ECE ${val.ece().toFixed(3)}`);

  const bytes = writeModelFile({ ...data, header: { ...header, trainedWith: { trainSeed: TRAIN_SEED, epochs: args.epochs, trainDocs: trainDocs.length, trainTokens, gazetteerWords: entries } } });
  // Round-trip through the reader, as inference will.
  const shipped = modelFromData(readModelFile(bytes));
  const test = scoreDocs(testDocs, shipped);
  log(`test (held-out frames, carriers, names): ${fmt(perKind(test))}; ECE ${test.ece().toFixed(3)}`);
  const byCarrier = new Map<string, TokenScorer>();
  for (const d of testDocs) {
    const key = d.carrier.split('+')[0]!;
    const s = byCarrier.get(key) ?? new TokenScorer();
    s.add(d.text, d.spans, tagText(d.text, shipped).map((e) => ({ ...e })), ENTITY_KINDS);
    byCarrier.set(key, s);
  }

  mkdirSync(dirname(MODEL_PATH), { recursive: true });
  writeFileSync(MODEL_PATH, bytes);
  const sha256 = createHash('sha256').update(bytes).digest('hex');

  // The fixed evaluation the unit tests re-run on the shipped weights.
  const fixed = testDocs.filter((_, i) => i % 15 === 0);
  mkdirSync(dirname(FIXED_EVAL_PATH), { recursive: true });
  writeFileSync(FIXED_EVAL_PATH, fixed.map((d, i) => JSON.stringify({ id: `t${i}`, carrier: d.carrier, lang: d.lang, text: d.text, spans: d.spans })).join('\n') + '\n');
  const fixedScores = perKind(scoreDocs(fixed, shipped));
  writeFileSync(FIXED_METRICS_PATH, JSON.stringify({ sha256, documents: fixed.length, perKind: fixedScores }, null, 2) + '\n');

  const speed = measureSpeed(shipped);
  log(`speed: prose ${speed.proseMsPerKb.toFixed(3)} ms/KB, mixed ${speed.mixedMsPerKb.toFixed(3)} ms/KB (load ${speed.load.toFixed(2)})`);
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
    testByCarrier: Object.fromEntries([...byCarrier].map(([k, s]) => [k, perKind(s)])),
    ece: { validation: val.ece(), test: test.ece() },
    above08: { validation: val.precisionAbove(0.8), test: test.precisionAbove(0.8) },
    bias: header.entityBias,
    minConfidence: header.minConfidence,
    calibration: header.calibration,
    speed,
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
