/**
 * The deterministic part of training, for either head: corpus → split → features → network →
 * int8 quantisation → temperature (fitted on the validation split, on the quantised model) →
 * model bytes. Same configuration, same bytes (and so the same sha256), which is what lets
 * `--check` prove that a shipped file is the one this code produces.
 */
import { createHash } from 'node:crypto';
import { extractFeatures, FEATURE_CONFIG } from '../src/core/classifier/features';
import type { BagHeader } from '../src/core/classifier/bag-model';
import { Rng } from './corpus/rng';
import type { Lang } from './corpus/vocab';
import { dropWords } from './augment';
import { dequantized, exportModel, quantizeEmbedding } from './export';
import { calibratedProbs, evaluate, fitTemperature } from './metrics';
import { initParams, packAll, predictLogits, train, type ModelShape, type PackedFeatures, type Params, type TrainOptions } from './model';

export type Split = 'train' | 'val' | 'test';

export interface Example {
  text: string;
  label: string;
  lang: Lang;
  split: Split;
  /** Stable id of the template the line came from. */
  template: string;
  /** Finer kind within a label (injection: direct / indirect / hard_negative / ordinary). */
  kind?: string;
}

export interface HeadConfig {
  head: string;
  labels: readonly string[];
  corpusSeed: number;
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

export interface Prepared {
  config: HeadConfig;
  corpus: Example[];
  splits: Record<Split, Example[]>;
  trainData: PackedFeatures;
  valData: PackedFeatures;
  timings: Record<string, number>;
}

export interface Candidate {
  seed: number;
  /** Parameters with the embedding as the file holds it (dequantised), temperature not folded. */
  params: Params;
  temperature: number;
  valMacroF1: number;
  valNll: number;
  trainingMs: number;
}

export function labelIndexer(labels: readonly string[]): (label: string) => number {
  return (label) => {
    const i = labels.indexOf(label);
    if (i < 0) throw new Error(`unknown label ${label}`);
    return i;
  };
}

export function featurize(examples: readonly { text: string }[]): PackedFeatures {
  return packAll(examples.map((e) => extractFeatures(e.text)));
}

export function sha256Hex(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

export function splitCorpus(corpus: readonly Example[]): Record<Split, Example[]> {
  return {
    train: corpus.filter((e) => e.split === 'train'),
    val: corpus.filter((e) => e.split === 'val'),
    test: corpus.filter((e) => e.split === 'test'),
  };
}

/** Corpus, split and features: shared by every candidate. */
export function prepare(config: HeadConfig, corpus: Example[], log: (message: string) => void = () => {}): Prepared {
  const timings: Record<string, number> = {};
  const splits = splitCorpus(corpus);
  log(`${config.head} corpus: ${corpus.length} lines (train ${splits.train.length}, val ${splits.val.length}, test ${splits.test.length})`);
  const t = performance.now();
  const trainData = featurize(splits.train);
  const valData = featurize(splits.val);
  timings.features = performance.now() - t;
  return { config, corpus, splits, trainData, valData, timings };
}

/** Trains, quantises and calibrates one network. Deterministic for a given preparation and seed. */
export function trainCandidate(prep: Prepared, seed: number, log: (message: string) => void = () => {}): Candidate {
  const started = performance.now();
  const { config, splits } = prep;
  const index = labelIndexer(config.labels);
  const shape: ModelShape = { buckets: FEATURE_CONFIG.buckets, classes: config.labels.length, ...config.shape };
  const params = initParams(shape, new Rng(config.initSeed));
  const labels = Uint8Array.from(splits.train.map((e) => index(e.label)));
  const augmentRng = new Rng((config.augmentSeed ^ Math.imul(seed, 0x9e3779b1)) >>> 0);
  const epochData = (epoch: number): PackedFeatures =>
    epoch === 0 || config.wordDropout === 0 ? prep.trainData : packAll(splits.train.map((e) => extractFeatures(dropWords(e.text, config.wordDropout, augmentRng))));
  train(params, epochData, labels, {
    ...config.train,
    seed,
    onEpoch: (epoch, loss) => log(`${config.head} seed ${seed} epoch ${epoch}/${config.train.epochs}: mean training loss ${loss.toFixed(4)}`),
  });
  const shipped = dequantized(params, quantizeEmbedding(params));
  const valLabels = splits.val.map((e) => index(e.label));
  const valLogits = predictLogits(shipped, prep.valData);
  const temperature = fitTemperature(valLogits, valLabels, shape.classes);
  const val = evaluate(calibratedProbs(valLogits, shape.classes, temperature), valLabels, shape.classes);
  log(`${config.head} seed ${seed}: validation macro-F1 ${val.macroF1.toFixed(4)}, temperature ${temperature.toFixed(4)}`);
  return { seed, params, temperature, valMacroF1: val.macroF1, valNll: val.nll, trainingMs: performance.now() - started };
}

/** Best validation macro-F1; ties go to the lower validation NLL. */
export function selectCandidate(candidates: readonly Candidate[]): Candidate {
  const best = [...candidates].sort((a, b) => b.valMacroF1 - a.valMacroF1 || a.valNll - b.valNll)[0];
  if (!best) throw new Error('no candidates trained');
  return best;
}

/** The file for a candidate. `meta` carries provenance and any operating point. */
export function candidateBytes(prep: Prepared, c: Candidate, meta: Record<string, string>): Uint8Array {
  const header: Omit<BagHeader, 'shape'> = {
    head: prep.config.head,
    labels: [...prep.config.labels],
    features: FEATURE_CONFIG,
    temperature: c.temperature,
    meta: { training: JSON.stringify(prep.config), seed: String(c.seed), ...meta },
  };
  return exportModel(c.params, quantizeEmbedding(c.params), header);
}

/** Calibrated probabilities from the training code's own forward pass (for every-candidate tables). */
export function candidateProbs(c: Candidate, examples: readonly { text: string }[]): Float64Array {
  const shipped = dequantized(c.params, quantizeEmbedding(c.params));
  return calibratedProbs(predictLogits(shipped, featurize(examples)), c.params.shape.classes, c.temperature);
}
