/**
 * The classifier network and its trainer, written out by hand so that training is small,
 * dependency-free and bit-for-bit deterministic: an embedding bag (the weighted mean of the hashed
 * feature rows) → dense + ReLU → dense → softmax. Trained with Adam (lazy, row-wise for the
 * embedding table) on mini-batches, with feature dropout.
 */
import { Rng } from './corpus/rng';

export interface ModelShape {
  buckets: number;
  dim: number;
  hidden: number;
  classes: number;
}

export interface Params {
  shape: ModelShape;
  /** [buckets × dim] */
  embedding: Float32Array;
  /** [dim × hidden] */
  w1: Float32Array;
  b1: Float32Array;
  /** [hidden × classes] */
  w2: Float32Array;
  b2: Float32Array;
}

/** All examples' features in flat arrays: example i owns [offsets[i], offsets[i+1]). */
export interface PackedFeatures {
  offsets: Int32Array;
  ids: Int32Array;
  weights: Float32Array;
}

export function packAll(features: readonly { ids: Int32Array; weights: Float32Array }[]): PackedFeatures {
  const offsets = new Int32Array(features.length + 1);
  let total = 0;
  features.forEach((f, i) => {
    offsets[i] = total;
    total += f.ids.length;
  });
  offsets[features.length] = total;
  const ids = new Int32Array(total);
  const weights = new Float32Array(total);
  features.forEach((f, i) => {
    ids.set(f.ids, offsets[i] as number);
    weights.set(f.weights, offsets[i] as number);
  });
  return { offsets, ids, weights };
}

export function initParams(shape: ModelShape, rng: Rng): Params {
  const { buckets, dim, hidden, classes } = shape;
  const uniform = (n: number, scale: number): Float32Array => {
    const a = new Float32Array(n);
    for (let i = 0; i < n; i++) a[i] = (rng.next() * 2 - 1) * scale;
    return a;
  };
  return {
    shape,
    embedding: uniform(buckets * dim, 0.01),
    w1: uniform(dim * hidden, Math.sqrt(6 / (dim + hidden))),
    b1: new Float32Array(hidden).fill(0.01),
    w2: uniform(hidden * classes, Math.sqrt(6 / (hidden + classes))),
    b2: new Float32Array(classes),
  };
}

/** Forward pass for one example; fills `bag`, `h` and returns logits in `z`. */
function forwardOne(p: Params, ids: Int32Array, weights: Float32Array, start: number, end: number, bag: Float64Array, h: Float64Array, z: Float64Array): void {
  const { dim, hidden, classes } = p.shape;
  bag.fill(0);
  for (let j = start; j < end; j++) {
    const w = weights[j] as number;
    if (w === 0) continue;
    const row = (ids[j] as number) * dim;
    for (let d = 0; d < dim; d++) bag[d] = (bag[d] as number) + w * (p.embedding[row + d] as number);
  }
  for (let k = 0; k < hidden; k++) {
    let s = p.b1[k] as number;
    for (let d = 0; d < dim; d++) s += (bag[d] as number) * (p.w1[d * hidden + k] as number);
    h[k] = s > 0 ? s : 0;
  }
  for (let c = 0; c < classes; c++) {
    let s = p.b2[c] as number;
    for (let k = 0; k < hidden; k++) s += (h[k] as number) * (p.w2[k * classes + c] as number);
    z[c] = s;
  }
}

export function softmaxInPlace(z: Float64Array | number[], temperature = 1): void {
  let max = -Infinity;
  for (let c = 0; c < z.length; c++) max = Math.max(max, (z[c] as number) / temperature);
  let sum = 0;
  for (let c = 0; c < z.length; c++) {
    const e = Math.exp((z[c] as number) / temperature - max);
    z[c] = e;
    sum += e;
  }
  for (let c = 0; c < z.length; c++) z[c] = (z[c] as number) / sum;
}

/** Logits for every example, [n × classes]. */
export function predictLogits(p: Params, data: PackedFeatures): Float64Array {
  const { dim, hidden, classes } = p.shape;
  const n = data.offsets.length - 1;
  const out = new Float64Array(n * classes);
  const bag = new Float64Array(dim);
  const h = new Float64Array(hidden);
  const z = new Float64Array(classes);
  for (let i = 0; i < n; i++) {
    forwardOne(p, data.ids, data.weights, data.offsets[i] as number, data.offsets[i + 1] as number, bag, h, z);
    out.set(z, i * classes);
  }
  return out;
}

export interface TrainOptions {
  epochs: number;
  batchSize: number;
  learningRate: number;
  /** Probability of dropping each feature of an example during training. */
  featureDropout: number;
  /** L2 penalty on the dense weights. */
  weightDecay: number;
  seed: number;
  onEpoch?: (epoch: number, meanLoss: number) => void;
}

class Adam {
  readonly m: Float32Array;
  readonly v: Float32Array;
  constructor(size: number) {
    this.m = new Float32Array(size);
    this.v = new Float32Array(size);
  }
}

const BETA1 = 0.9;
const BETA2 = 0.999;
const EPS = 1e-8;

function adamStep(param: Float32Array, grad: Float64Array, opt: Adam, lr: number, t: number, from = 0, to = param.length, gradOffset = 0): void {
  const c1 = 1 - Math.pow(BETA1, t);
  const c2 = 1 - Math.pow(BETA2, t);
  for (let i = from; i < to; i++) {
    const g = grad[i - from + gradOffset] as number;
    const m = BETA1 * (opt.m[i] as number) + (1 - BETA1) * g;
    const v = BETA2 * (opt.v[i] as number) + (1 - BETA2) * g * g;
    opt.m[i] = m;
    opt.v[i] = v;
    param[i] = (param[i] as number) - (lr * (m / c1)) / (Math.sqrt(v / c2) + EPS);
  }
}

/** Trains in place. Deterministic for a given seed, data order and options. */
/** Training data per epoch: fixed, or re-drawn each epoch (for text-level augmentation). */
export type EpochData = PackedFeatures | ((epoch: number) => PackedFeatures);

export function train(p: Params, dataSource: EpochData, labels: Uint8Array, options: TrainOptions): void {
  const { buckets, dim, hidden, classes } = p.shape;
  const rng = new Rng(options.seed);
  const n = labels.length;
  const optE = new Adam(buckets * dim);
  const optW1 = new Adam(p.w1.length);
  const optB1 = new Adam(p.b1.length);
  const optW2 = new Adam(p.w2.length);
  const optB2 = new Adam(p.b2.length);
  const gW1 = new Float64Array(p.w1.length);
  const gB1 = new Float64Array(p.b1.length);
  const gW2 = new Float64Array(p.w2.length);
  const gB2 = new Float64Array(p.b2.length);
  // Embedding gradients are sparse: accumulate per touched row.
  const rowGrad = new Map<number, Float64Array>();
  const bag = new Float64Array(dim);
  const h = new Float64Array(hidden);
  const z = new Float64Array(classes);
  const dh = new Float64Array(hidden);
  const dbag = new Float64Array(dim);
  const keptIds = new Int32Array(8192);
  const keptW = new Float32Array(8192);
  const order = Int32Array.from({ length: n }, (_, i) => i);
  const stepsPerEpoch = Math.ceil(n / options.batchSize);
  const totalSteps = stepsPerEpoch * options.epochs;
  let t = 0;

  for (let epoch = 0; epoch < options.epochs; epoch++) {
    const data = typeof dataSource === 'function' ? dataSource(epoch) : dataSource;
    for (let i = n - 1; i > 0; i--) {
      const j = Math.floor(rng.next() * (i + 1));
      const tmp = order[i] as number;
      order[i] = order[j] as number;
      order[j] = tmp;
    }
    let lossSum = 0;
    for (let b0 = 0; b0 < n; b0 += options.batchSize) {
      const b1 = Math.min(n, b0 + options.batchSize);
      const inv = 1 / (b1 - b0);
      gW1.fill(0);
      gB1.fill(0);
      gW2.fill(0);
      gB2.fill(0);
      rowGrad.clear();
      for (let bi = b0; bi < b1; bi++) {
        const ex = order[bi] as number;
        const start = data.offsets[ex] as number;
        const end = data.offsets[ex + 1] as number;
        // Feature dropout (inverted, so the expected bag is unchanged).
        let kept = 0;
        const keepScale = 1 / (1 - options.featureDropout);
        for (let j = start; j < end && kept < keptIds.length; j++) {
          if (options.featureDropout > 0 && rng.next() < options.featureDropout) continue;
          keptIds[kept] = data.ids[j] as number;
          keptW[kept] = (data.weights[j] as number) * keepScale;
          kept++;
        }
        if (kept === 0) {
          keptIds[0] = data.ids[start] as number;
          keptW[0] = data.weights[start] as number;
          kept = 1;
        }
        forwardOne(p, keptIds, keptW, 0, kept, bag, h, z);
        softmaxInPlace(z);
        const y = labels[ex] as number;
        lossSum -= Math.log(Math.max(z[y] as number, 1e-12));
        // dz = p - onehot
        z[y] = (z[y] as number) - 1;
        for (let k = 0; k < hidden; k++) {
          let s = 0;
          const hk = h[k] as number;
          for (let c = 0; c < classes; c++) {
            const dz = (z[c] as number) * inv;
            gW2[k * classes + c] = (gW2[k * classes + c] as number) + hk * dz;
            s += (p.w2[k * classes + c] as number) * dz;
          }
          dh[k] = hk > 0 ? s : 0;
        }
        for (let c = 0; c < classes; c++) gB2[c] = (gB2[c] as number) + (z[c] as number) * inv;
        for (let d = 0; d < dim; d++) {
          let s = 0;
          const bd = bag[d] as number;
          for (let k = 0; k < hidden; k++) {
            const g = dh[k] as number;
            gW1[d * hidden + k] = (gW1[d * hidden + k] as number) + bd * g;
            s += (p.w1[d * hidden + k] as number) * g;
          }
          dbag[d] = s;
        }
        for (let k = 0; k < hidden; k++) gB1[k] = (gB1[k] as number) + (dh[k] as number);
        for (let j = 0; j < kept; j++) {
          const id = keptIds[j] as number;
          const w = keptW[j] as number;
          let g = rowGrad.get(id);
          if (!g) {
            g = new Float64Array(dim);
            rowGrad.set(id, g);
          }
          for (let d = 0; d < dim; d++) g[d] = (g[d] as number) + w * (dbag[d] as number);
        }
      }
      t++;
      const lr = options.learningRate * Math.max(0.05, 1 - t / totalSteps);
      if (options.weightDecay > 0) {
        for (let i = 0; i < p.w1.length; i++) gW1[i] = (gW1[i] as number) + options.weightDecay * (p.w1[i] as number);
        for (let i = 0; i < p.w2.length; i++) gW2[i] = (gW2[i] as number) + options.weightDecay * (p.w2[i] as number);
      }
      adamStep(p.w1, gW1, optW1, lr, t);
      adamStep(p.b1, gB1, optB1, lr, t);
      adamStep(p.w2, gW2, optW2, lr, t);
      adamStep(p.b2, gB2, optB2, lr, t);
      // Rows in ascending id order so the update order (and thus the result) is fixed.
      const rows = [...rowGrad.keys()].sort((a, b) => a - b);
      for (const id of rows) adamStep(p.embedding, rowGrad.get(id) as Float64Array, optE, lr, t, id * dim, id * dim + dim, 0);
    }
    options.onEpoch?.(epoch + 1, lossSum / n);
  }
}
