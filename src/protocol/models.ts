/**
 * The on-device models' line: the service worker asks the model host (the offscreen document on
 * Chrome, the background page on Firefox) to read a text with the context classifier and the
 * injection detector, over the extension-origin BroadcastChannel MODEL_BROADCAST (pages cannot
 * join it). Both directions are declared here with their schemas and checked with `accept()` where
 * they arrive. The host only reads: every decision is the worker's (decideText), and a reading
 * that is missing, late or malformed holds the text there (fail closed).
 *
 * A reading carries offsets, labels and confidences, never text.
 */
import * as v from 'valibot';
import { CLASSIFIER_LABELS } from '../core/classifier/labels';
import { DEFAULT_LIMITS } from '../core/engine/types';
import { shortString } from './channel';

export const MODEL_BROADCAST = 'consentry-models';

/** The compute path the host runs the heads on (onnxruntime-web's backend), for the benchmark and diagnostics. */
export const MODEL_COMPUTE_PATHS = ['wasm', 'webgpu'] as const;
export type ModelComputePath = (typeof MODEL_COMPUTE_PATHS)[number];

const id = shortString(100);
const offset = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(DEFAULT_LIMITS.maxInputChars));
const probability = v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(1));
const ms = v.pipe(v.number(), v.finite(), v.minValue(0));

const contextUnit = v.object({ start: offset, end: offset, category: v.picklist(CLASSIFIER_LABELS), confidence: probability, abstained: v.boolean() });

export const MODEL_READING = v.object({
  ok: v.literal(true),
  context: v.object({
    category: v.picklist(CLASSIFIER_LABELS),
    confidence: probability,
    abstained: v.boolean(),
    units: v.pipe(v.array(contextUnit), v.maxLength(DEFAULT_LIMITS.maxInputChars)),
  }),
  injection: v.object({
    probability,
    flagged: v.boolean(),
    spans: v.pipe(v.array(v.object({ start: offset, end: offset, probability })), v.maxLength(DEFAULT_LIMITS.maxInputChars)),
  }),
  warmUpMs: ms,
});

/** Service worker (or the benchmark) → model host. */
export const MODEL_HOST_REQUEST = v.variant('kind', [
  v.object({ kind: v.literal('read'), id, text: shortString(DEFAULT_LIMITS.maxInputChars) }),
  v.object({ kind: v.literal('ping'), id }),
]);

/** Model host → service worker. */
export const MODEL_HOST_REPLY = v.variant('kind', [
  v.object({
    kind: v.literal('reading'),
    id,
    reading: MODEL_READING,
    /** Milliseconds the heads took on this text (without waiting for them to load). */
    readMs: ms,
    path: v.picklist(MODEL_COMPUTE_PATHS),
  }),
  v.object({ kind: v.literal('failed'), id, detail: shortString(1000) }),
  /** `loaded`: the heads are in memory (a read will not wait for them). */
  v.object({ kind: v.literal('pong'), id, loaded: v.boolean() }),
]);

export type ModelHostRequest = v.InferOutput<typeof MODEL_HOST_REQUEST>;
export type ModelHostReply = v.InferOutput<typeof MODEL_HOST_REPLY>;

/**
 * Where the bag model files are (labels, features, weights): the command line, tests and training
 * read them; the extension ships and runs their ONNX form (core/classifier/ort-heads.ts ONNX_FILES).
 */
export const MODEL_FILES = { context: '/models/context-classifier.bin', injection: '/models/injection-detector.bin' } as const;

/** The packaged entity tagger: read by the worker (text) and by a screen share's frame (read screens). */
export const TAGGER_MODEL_PATH = '/models/tagger.bin';
