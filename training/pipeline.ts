/**
 * The deterministic part of training: corpus → split → features → network → temperature → ONNX
 * bytes. Same configuration, same bytes (and so the same sha256), which is what lets a test prove
 * that the shipped model is the one this code produces.
 */
import { createHash } from 'node:crypto';
import { extractFeatures, FEATURE_CONFIG } from '../src/core/classifier/features';
import { CLASSIFIER_LABELS } from '../src/core/classifier/labels';
import { generateCorpus, type Example } from './corpus/generate';
import { Rng } from './corpus/rng';
import { dropWords } from './augment';
import { exportOnnx } from './export';
import { calibratedProbs, evaluate, fitTemperature } from './metrics';
import { initParams, packAll, predictLogits, train, type ModelShape, type PackedFeatures, type Params, type TrainOptions } from './model';

export interface TrainingConfig {
  corpusSeed: number;
  perLabel: number;
  /** Share of words removed from each training line in every epoch after the first. */
  wordDropout: number;
  augmentSeed: number;
  initSeed: number;
  shape: Omit<ModelShape, 'buckets' | 'classes'>;
  train: Omit<TrainOptions, 'onEpoch' | 'seed'>;
  /**
   * Seeds for data order and dropout. One network is trained per seed and the one with the best
   * validation macro-F1 ships: runs differ by about a point, and the choice must not look at test.
   */
  candidateSeeds: readonly number[];
}

/** The configuration the shipped model was trained with. */
export const TRAINING_CONFIG: TrainingConfig = {
  corpusSeed: 20240611,
  perLabel: 8000,
  wordDropout: 0.3,
  augmentSeed: 99,
  initSeed: 7,
  shape: { dim: 16, hidden: 48 },
  train: { epochs: 5, batchSize: 32, learningRate: 0.003, featureDropout: 0.4, weightDecay: 0 },
  candidateSeeds: [11, 12, 13],
};

export const PRODUCER_VERSION = 'consentry-classifier-1';

export interface Prepared {
  config: TrainingConfig;
  corpus: Example[];
  splits: Record<'train' | 'val' | 'test', Example[]>;
  trainData: PackedFeatures;
  valData: PackedFeatures;
  timings: Record<string, number>;
}

export interface Candidate {
  seed: number;
  params: Params;
  temperature: number;
  valMacroF1: number;
  valNll: number;
  modelBytes: Uint8Array;
  sha256: string;
  trainingMs: number;
}

export interface PipelineResult extends Prepared {
  candidates: Candidate[];
  chosen: Candidate;
}

export function labelIndex(label: string): number {
  const i = (CLASSIFIER_LABELS as readonly string[]).indexOf(label);
  if (i < 0) throw new Error(`unknown label ${label}`);
  return i;
}

export function featurize(examples: readonly { text: string }[]): PackedFeatures {
  return packAll(examples.map((e) => extractFeatures(e.text)));
}

export function sha256Hex(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** Corpus, split and features: shared by every candidate. */
export function prepare(config: TrainingConfig = TRAINING_CONFIG, log: (message: string) => void = () => {}): Prepared {
  const timings: Record<string, number> = {};
  let t = performance.now();
  const corpus = generateCorpus({ seed: config.corpusSeed, perLabel: config.perLabel });
  const splits = {
    train: corpus.filter((e) => e.split === 'train'),
    val: corpus.filter((e) => e.split === 'val'),
    test: corpus.filter((e) => e.split === 'test'),
  };
  timings.corpus = performance.now() - t;
  t = performance.now();
  log(`corpus: ${corpus.length} lines (train ${splits.train.length}, val ${splits.val.length}, test ${splits.test.length})`);
  const trainData = featurize(splits.train);
  const valData = featurize(splits.val);
  timings.features = performance.now() - t;
  return { config, corpus, splits, trainData, valData, timings };
}

/** Trains, calibrates and exports one network. Deterministic for a given preparation and seed. */
export function trainCandidate(prep: Prepared, seed: number, log: (message: string) => void = () => {}): Candidate {
  const started = performance.now();
  const { config, splits } = prep;
  const shape: ModelShape = { buckets: FEATURE_CONFIG.buckets, classes: CLASSIFIER_LABELS.length, ...config.shape };
  const params = initParams(shape, new Rng(config.initSeed));
  const labels = Uint8Array.from(splits.train.map((e) => labelIndex(e.label)));
  const augmentRng = new Rng((config.augmentSeed ^ Math.imul(seed, 0x9e3779b1)) >>> 0);
  const epochData = (epoch: number): PackedFeatures =>
    epoch === 0 || config.wordDropout === 0 ? prep.trainData : packAll(splits.train.map((e) => extractFeatures(dropWords(e.text, config.wordDropout, augmentRng))));
  train(params, epochData, labels, {
    ...config.train,
    seed,
    onEpoch: (epoch, loss) => log(`seed ${seed} epoch ${epoch}/${config.train.epochs}: mean training loss ${loss.toFixed(4)}`),
  });

  const valLabels = splits.val.map((e) => labelIndex(e.label));
  const valLogits = predictLogits(params, prep.valData);
  const temperature = fitTemperature(valLogits, valLabels, shape.classes);
  const val = evaluate(calibratedProbs(valLogits, shape.classes, temperature), valLabels, shape.classes);
  log(`seed ${seed}: validation macro-F1 ${val.macroF1.toFixed(4)}, temperature ${temperature.toFixed(4)}`);

  const modelBytes = exportOnnx(params, {
    labels: CLASSIFIER_LABELS,
    features: FEATURE_CONFIG,
    temperature,
    producerVersion: PRODUCER_VERSION,
    extra: { 'consentry.training': JSON.stringify(config), 'consentry.seed': String(seed) },
  });
  return { seed, params, temperature, valMacroF1: val.macroF1, valNll: val.nll, modelBytes, sha256: sha256Hex(modelBytes), trainingMs: performance.now() - started };
}

/** Best validation macro-F1; ties go to the lower validation NLL. */
export function selectCandidate(candidates: readonly Candidate[]): Candidate {
  const best = [...candidates].sort((a, b) => b.valMacroF1 - a.valMacroF1 || a.valNll - b.valNll)[0];
  if (!best) throw new Error('no candidates trained');
  return best;
}

export function runPipeline(config: TrainingConfig = TRAINING_CONFIG, log: (message: string) => void = () => {}): PipelineResult {
  const prep = prepare(config, log);
  const candidates = config.candidateSeeds.map((seed) => trainCandidate(prep, seed, log));
  return { ...prep, candidates, chosen: selectCandidate(candidates) };
}
