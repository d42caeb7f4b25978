/**
 * The shipped model format and its forward pass, in plain TypeScript so the same bytes run in the
 * service worker, the offscreen document, workers and Node without a runtime library.
 *
 * A model is an embedding bag over hashed n-gram ids (int8 rows with one float scale per column)
 * → dense + ReLU → dense → softmax, with the calibration temperature already folded into the last
 * layer. The file carries its labels and the feature configuration it was trained with; loading
 * refuses a file whose labels or features differ from this build's, so training and inference
 * cannot drift apart. The bytes come from the host (a fetch of a packaged file, a file read) and
 * are parsed defensively: a truncated or malformed file throws rather than yielding a model.
 */
import type { FeatureConfig, Features } from './features';

const MAGIC = 0x4d425343; // "CSBM" little-endian
const FORMAT_VERSION = 1;

export interface BagShape {
  buckets: number;
  dim: number;
  hidden: number;
  classes: number;
}

export interface BagHeader {
  /** Which head this is ("context", "injection"). */
  head: string;
  labels: string[];
  features: FeatureConfig;
  shape: BagShape;
  /** Temperature fitted on the validation split; already folded into w2/b2. */
  temperature: number;
  /** Free-form provenance (training configuration, seed, recorded metrics). */
  meta: Record<string, string>;
}

export interface BagWeights {
  /** [dim] dequantisation scale per embedding column. */
  scales: Float32Array;
  /** [buckets × dim] */
  embedding: Int8Array;
  /** [dim × hidden] */
  w1: Float32Array;
  b1: Float32Array;
  /** [hidden × classes], divided by the temperature. */
  w2: Float32Array;
  b2: Float32Array;
}

export interface BagModel {
  header: BagHeader;
  weights: BagWeights;
}

const align4 = (n: number): number => (n + 3) & ~3;

/** Serialises a model. Deterministic: the same header and weights always give the same bytes. */
export function encodeBagModel(model: BagModel): Uint8Array {
  const { header, weights } = model;
  const { buckets, dim, hidden, classes } = header.shape;
  checkSizes(header.shape, weights);
  const json = new TextEncoder().encode(JSON.stringify(header));
  const headerEnd = align4(12 + json.length);
  const embEnd = align4(headerEnd + dim * 4 + buckets * dim);
  const total = embEnd + 4 * (dim * hidden + hidden + hidden * classes + classes);
  const out = new Uint8Array(total);
  const view = new DataView(out.buffer);
  view.setUint32(0, MAGIC, true);
  view.setUint32(4, FORMAT_VERSION, true);
  view.setUint32(8, json.length, true);
  out.set(json, 12);
  let pos = headerEnd;
  for (const s of weights.scales) {
    view.setFloat32(pos, s, true);
    pos += 4;
  }
  out.set(new Uint8Array(weights.embedding.buffer, weights.embedding.byteOffset, weights.embedding.length), pos);
  pos = embEnd;
  for (const arr of [weights.w1, weights.b1, weights.w2, weights.b2]) {
    for (const x of arr) {
      view.setFloat32(pos, x, true);
      pos += 4;
    }
  }
  return out;
}

function checkSizes(shape: BagShape, w: BagWeights): void {
  const { buckets, dim, hidden, classes } = shape;
  if (w.scales.length !== dim || w.embedding.length !== buckets * dim || w.w1.length !== dim * hidden || w.b1.length !== hidden || w.w2.length !== hidden * classes || w.b2.length !== classes) {
    throw new Error('model weights do not match the declared shape');
  }
}

function isHeader(value: unknown): value is BagHeader {
  if (typeof value !== 'object' || value === null) return false;
  const h = value as Record<string, unknown>;
  const shape = h.shape as Record<string, unknown> | undefined;
  return (
    typeof h.head === 'string' &&
    Array.isArray(h.labels) &&
    h.labels.every((l) => typeof l === 'string') &&
    typeof h.features === 'object' &&
    h.features !== null &&
    typeof shape === 'object' &&
    shape !== null &&
    ['buckets', 'dim', 'hidden', 'classes'].every((k) => Number.isInteger(shape[k]) && (shape[k] as number) > 0) &&
    typeof h.temperature === 'number' &&
    typeof h.meta === 'object' &&
    h.meta !== null
  );
}

/** Parses a model file. Throws on anything that is not a complete model of this format. */
export function decodeBagModel(bytes: Uint8Array): BagModel {
  if (bytes.length < 12) throw new Error('model file is truncated');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (view.getUint32(0, true) !== MAGIC) throw new Error('not a Consentry model file');
  if (view.getUint32(4, true) !== FORMAT_VERSION) throw new Error('unsupported model file version');
  const jsonLength = view.getUint32(8, true);
  if (12 + jsonLength > bytes.length) throw new Error('model file is truncated');
  let header: unknown;
  try {
    header = JSON.parse(new TextDecoder().decode(bytes.subarray(12, 12 + jsonLength)));
  } catch {
    throw new Error('model file header is not valid JSON');
  }
  if (!isHeader(header)) throw new Error('model file header is malformed');
  const { buckets, dim, hidden, classes } = header.shape;
  if (header.labels.length !== classes) throw new Error('model file labels do not match its shape');
  const headerEnd = align4(12 + jsonLength);
  const embEnd = align4(headerEnd + dim * 4 + buckets * dim);
  const total = embEnd + 4 * (dim * hidden + hidden + hidden * classes + classes);
  if (bytes.length !== total) throw new Error('model file size does not match its header');
  let pos = headerEnd;
  const floats = (n: number): Float32Array => {
    const a = new Float32Array(n);
    for (let i = 0; i < n; i++) a[i] = view.getFloat32(pos + 4 * i, true);
    pos += 4 * n;
    return a;
  };
  const scales = floats(dim);
  const embedding = new Int8Array(buckets * dim);
  embedding.set(new Int8Array(bytes.buffer, bytes.byteOffset + pos, buckets * dim));
  pos = embEnd;
  const w1 = floats(dim * hidden);
  const b1 = floats(hidden);
  const w2 = floats(hidden * classes);
  const b2 = floats(classes);
  return { header, weights: { scales, embedding, w1, b1, w2, b2 } };
}

/** Refuses a model trained for other labels, another head or another feature extraction. */
export function checkBagModel(model: BagModel, head: string, labels: readonly string[], features: FeatureConfig): void {
  checkBagHeader(model.header, head, labels, features);
}

/** The header half of `checkBagModel`, for a host that holds the model in another form (.onnx). */
export function checkBagHeader(header: BagHeader, head: string, labels: readonly string[], features: FeatureConfig): void {
  if (header.head !== head) throw new Error(`model file is the ${header.head} head, not the ${head} head`);
  if (header.labels.join(',') !== labels.join(',')) {
    throw new Error(`model labels (${header.labels.join(',')}) do not match this build (${labels.join(',')})`);
  }
  if (JSON.stringify(header.features) !== JSON.stringify(features)) throw new Error('model was trained with a different feature configuration');
  if (header.shape.buckets !== features.buckets) throw new Error('model embedding size does not match the feature configuration');
}

/** Calibrated class probabilities for one text's features. `scratch` avoids allocation per call. */
export function bagProbabilities(model: BagModel, f: Features, out: Float64Array = new Float64Array(model.header.shape.classes)): Float64Array {
  const { dim, hidden, classes, buckets } = model.header.shape;
  const { scales, embedding, w1, b1, w2, b2 } = model.weights;
  const bag = new Float64Array(dim);
  for (let j = 0; j < f.ids.length; j++) {
    const w = f.weights[j] as number;
    const id = f.ids[j] as number;
    if (w === 0 || id < 0 || id >= buckets) continue;
    const row = id * dim;
    for (let d = 0; d < dim; d++) bag[d] = (bag[d] as number) + w * (embedding[row + d] as number);
  }
  for (let d = 0; d < dim; d++) bag[d] = (bag[d] as number) * (scales[d] as number);
  const h = new Float64Array(hidden);
  for (let k = 0; k < hidden; k++) {
    let s = b1[k] as number;
    for (let d = 0; d < dim; d++) s += (bag[d] as number) * (w1[d * hidden + k] as number);
    h[k] = s > 0 ? s : 0;
  }
  let max = -Infinity;
  for (let c = 0; c < classes; c++) {
    let s = b2[c] as number;
    for (let k = 0; k < hidden; k++) s += (h[k] as number) * (w2[k * classes + c] as number);
    out[c] = s;
    if (s > max) max = s;
  }
  let sum = 0;
  for (let c = 0; c < classes; c++) {
    const e = Math.exp((out[c] as number) - max);
    out[c] = e;
    sum += e;
  }
  for (let c = 0; c < classes; c++) out[c] = (out[c] as number) / sum;
  return out;
}
