/**
 * Runs the on-device context classifier with onnxruntime-web: features from features.ts, the
 * model from public/models, calibrated probabilities out. The ort module is passed in rather than
 * imported, so each host picks its build (the plain-WASM one in a service worker, a WebGPU-capable
 * one in the offscreen document, the Node one for the CLI) and nothing here touches browser globals.
 * WebGPU is used only when an adapter exists; otherwise — and whenever it fails — WASM.
 */
import type * as OrtModule from 'onnxruntime-web';
import { extractFeatures, FEATURE_CONFIG, packBatch, type FeatureConfig } from './features';
import { CLASSIFIER_LABELS, type ClassifierLabel } from './labels';
import { readModelMetadata } from './model-metadata';

/** Names of the model's tensors; the training export writes the same ones. */
export const MODEL_IO = { ids: 'ids', weights: 'weights', output: 'probabilities' } as const;

export type Ort = Pick<typeof OrtModule, 'InferenceSession' | 'Tensor' | 'env'>;

/** The slice of `navigator.gpu` the provider choice needs. */
export interface GpuLike {
  requestAdapter(): Promise<unknown>;
}

export type ExecutionProvider = 'webgpu' | 'wasm';

export interface ClassifierOptions {
  ort: Ort;
  modelBytes: Uint8Array;
  /** Where ort finds its .wasm (and .mjs) files; a prefix or the per-file object form. */
  wasmPaths?: OrtModule.Env.WasmPrefixOrFilePaths;
  /** WASM threads; 1 unless the host is cross-origin isolated. */
  numThreads?: number;
  /** `navigator.gpu` when the host has one. */
  gpu?: GpuLike | null;
  /** Texts per model call. */
  batchSize?: number;
}

export interface Classification {
  category: ClassifierLabel;
  /** Calibrated probability of `category`. */
  confidence: number;
  scores: Record<ClassifierLabel, number>;
}

export interface Classifier {
  /** What was asked of ort, in order; ort drops a provider its build or the host cannot run. */
  readonly requestedProviders: readonly ExecutionProvider[];
  classify(texts: readonly string[]): Promise<Classification[]>;
  release(): Promise<void>;
}

/** WebGPU first when an adapter is really there, always with WASM behind it. */
export async function selectExecutionProviders(gpu: GpuLike | null | undefined): Promise<ExecutionProvider[]> {
  if (!gpu) return ['wasm'];
  try {
    return (await gpu.requestAdapter()) ? ['webgpu', 'wasm'] : ['wasm'];
  } catch {
    return ['wasm'];
  }
}

/** Checks that a model file was trained for these labels and this feature extraction. */
export function checkModelMetadata(modelBytes: Uint8Array, features: FeatureConfig = FEATURE_CONFIG): void {
  const meta = readModelMetadata(modelBytes);
  const labels = meta['consentry.labels'];
  if (labels !== CLASSIFIER_LABELS.join(',')) {
    throw new Error(`classifier model labels (${labels ?? 'none'}) do not match this build (${CLASSIFIER_LABELS.join(',')})`);
  }
  const config = meta['consentry.features'];
  if (config !== JSON.stringify(features)) {
    throw new Error('classifier model was trained with a different feature configuration');
  }
}

async function createSession(options: ClassifierOptions, providers: ExecutionProvider[]): Promise<OrtModule.InferenceSession> {
  try {
    return await options.ort.InferenceSession.create(options.modelBytes, { executionProviders: providers, graphOptimizationLevel: 'all' });
  } catch (error) {
    if (providers[0] === 'wasm') throw error;
    return options.ort.InferenceSession.create(options.modelBytes, { executionProviders: ['wasm'], graphOptimizationLevel: 'all' });
  }
}

export async function createClassifier(options: ClassifierOptions): Promise<Classifier> {
  checkModelMetadata(options.modelBytes);
  const { ort } = options;
  if (options.wasmPaths !== undefined) ort.env.wasm.wasmPaths = options.wasmPaths;
  ort.env.wasm.numThreads = options.numThreads ?? 1;
  const providers = await selectExecutionProviders(options.gpu);
  const session = await createSession(options, providers);
  const batchSize = Math.max(1, options.batchSize ?? 64);
  const classes = CLASSIFIER_LABELS.length;

  async function run(texts: readonly string[]): Promise<Classification[]> {
    const packed = packBatch(texts.map((t) => extractFeatures(t)));
    const ids = new ort.Tensor('int32', packed.ids, [texts.length, packed.width]);
    const weights = new ort.Tensor('float32', packed.weights, [texts.length, packed.width]);
    const result = await session.run({ [MODEL_IO.ids]: ids, [MODEL_IO.weights]: weights });
    const output = result[MODEL_IO.output];
    if (!output || !(output.data instanceof Float32Array) || output.data.length !== texts.length * classes) {
      throw new Error('classifier model returned an unexpected output');
    }
    const data = output.data;
    ids.dispose();
    weights.dispose();
    const out: Classification[] = [];
    for (let i = 0; i < texts.length; i++) {
      const scores = {} as Record<ClassifierLabel, number>;
      let best = 0;
      for (let c = 0; c < classes; c++) {
        scores[CLASSIFIER_LABELS[c] as ClassifierLabel] = data[i * classes + c] as number;
        if ((data[i * classes + c] as number) > (data[i * classes + best] as number)) best = c;
      }
      out.push({ category: CLASSIFIER_LABELS[best] as ClassifierLabel, confidence: data[i * classes + best] as number, scores });
    }
    output.dispose();
    return out;
  }

  return {
    requestedProviders: providers,
    async classify(texts) {
      const out: Classification[] = [];
      for (let i = 0; i < texts.length; i += batchSize) out.push(...(await run(texts.slice(i, i + batchSize))));
      return out;
    },
    release: () => session.release(),
  };
}
