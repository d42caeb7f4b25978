/**
 * The two heads' training configurations and corpora. Everything a model file depends on is
 * here, seeded, so `npm run train:classifier` reproduces the shipped files byte for byte.
 */
import { CONTEXT_HEAD } from '../src/core/classifier/classifier';
import { INJECTION_HEAD } from '../src/core/classifier/injection-detector';
import { CLASSIFIER_LABELS, INJECTION_LABELS } from '../src/core/classifier/labels';
import { generateCorpus, type CorpusOptions } from './corpus/generate';
import { generateInjectionCorpus, type InjectionCorpus, type InjectionCorpusOptions } from './injection/generate';
import { realTextDocs } from './injection/real-text';
import type { Example, HeadConfig } from './pipeline';

export const CONTEXT_CORPUS: CorpusOptions = { seed: 20240611, perLabel: 4000, perWrittenLine: 6, extraWeight: 3 };

export const INJECTION_CORPUS: InjectionCorpusOptions = {
  seed: 20241113,
  perPayload: 12,
  perHardNegative: 12,
  carrierDocs: 300,
  documents: { planted: 10, plain: 6, lookAlike: 8 },
  realText: { seed: 20261201, proseBytes: 900_000, codeBytes: 450_000, chunkChars: 1500 },
};

export const CONTEXT_CONFIG: HeadConfig = {
  head: CONTEXT_HEAD,
  labels: CLASSIFIER_LABELS,
  corpusSeed: CONTEXT_CORPUS.seed,
  wordDropout: 0.3,
  augmentSeed: 99,
  initSeed: 7,
  shape: { dim: 24, hidden: 64 },
  train: { epochs: 7, batchSize: 32, learningRate: 0.003, featureDropout: 0.4, weightDecay: 0 },
  candidateSeeds: [11, 12, 13],
};

export const INJECTION_CONFIG: HeadConfig = {
  head: INJECTION_HEAD,
  labels: INJECTION_LABELS,
  corpusSeed: INJECTION_CORPUS.seed,
  wordDropout: 0.35,
  augmentSeed: 101,
  initSeed: 17,
  shape: { dim: 12, hidden: 24 },
  train: { epochs: 6, batchSize: 32, learningRate: 0.003, featureDropout: 0.4, weightDecay: 0 },
  candidateSeeds: [21, 22],
};

/** Every third context line is an ordinary prompt for the injection head (all of them are benign there). */
const ORDINARY_STRIDE = 3;

export function contextCorpus(): Example[] {
  return generateCorpus(CONTEXT_CORPUS);
}

export function injectionCorpus(context: readonly Example[] = contextCorpus()): InjectionCorpus {
  return generateInjectionCorpus(
    INJECTION_CORPUS,
    // Both hand-written sets of the context head, the second one's registers (terse, rambling, notes, tickets, forms) included.
    context.filter((_, i) => i % ORDINARY_STRIDE === 0),
    INJECTION_CORPUS.realText ? realTextDocs(INJECTION_CORPUS.realText).docs : [],
  );
}
