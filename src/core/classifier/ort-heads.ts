/**
 * Both on-device heads run by onnxruntime-web over the shipped .onnx files (onnx-model.ts): the
 * units of a text are cut exactly as the pure-TypeScript heads cut them (classifier.ts,
 * injection-detector.ts), their features extracted by the same code, and each head's units are
 * read in one batched run of its graph. The runtime comes in as a parameter (`OrtRuntime`, the
 * part of onnxruntime-web used here), so this stays pure.
 *
 * Fail closed: a file that is not a complete, unaltered model for this build, a runtime that does
 * not load, a run that errors, or probabilities that are not a distribution all throw; the host
 * then answers `failed` and the worker holds the text, never a label made up in its place.
 */
import { checkBagHeader, type BagHeader } from './bag-model';
import { classifierOver, CONTEXT_HEAD } from './classifier';
import { extractFeatures, FEATURE_CONFIG } from './features';
import { INJECTION_HEAD, injectionDetectorOver, injectionThreshold } from './injection-detector';
import { CLASSIFIER_LABELS, INJECTION_LABELS } from './labels';
import { ONNX_INPUTS, ONNX_OUTPUT, readOnnxModel, verifyOnnxGraph } from './onnx-model';
import { readWithModels, type ModelHeads, type ModelReading, type TextModelReader } from '../decide/model-reading';

/** The part of onnxruntime-web's API the heads use. */
export interface OrtTensor {
  readonly data: unknown;
  readonly dims: readonly number[];
}
export interface OrtSession {
  run(feeds: Record<string, OrtTensor>): Promise<Record<string, OrtTensor>>;
  release?(): Promise<void>;
}
export interface OrtRuntime {
  Tensor: new (type: 'int32' | 'float32', data: Int32Array | Float32Array, dims: readonly number[]) => OrtTensor;
  InferenceSession: { create(model: Uint8Array, options?: { executionProviders?: string[]; graphOptimizationLevel?: 'all' | 'disabled' } & Record<string, unknown>): Promise<OrtSession> };
}

/** One head as the runtime holds it. */
export interface OrtHead {
  header: BagHeader;
  session: OrtSession;
}

export interface OrtModelHeads {
  context: OrtHead;
  injection: OrtHead;
  /** The execution provider the sessions were created with ("wasm", or "webgpu"). */
  provider: string;
}

/** Hex SHA-256 of bytes: the host's Web Crypto (`crypto.subtle`). */
export type Sha256Hex = (bytes: Uint8Array) => Promise<string>;

/** Loads one head from its .onnx bytes; throws on a file for another head or build, or an altered one. */
export async function loadOrtHead(ort: OrtRuntime, bytes: Uint8Array, head: string, labels: readonly string[], sha256Hex: Sha256Hex, provider = 'wasm'): Promise<OrtHead> {
  const info = readOnnxModel(bytes);
  checkBagHeader(info.header, head, labels, FEATURE_CONFIG);
  await verifyOnnxGraph(info, sha256Hex);
  // No graph optimisation: the graph is already what it should be, and the optimiser's code,
  // compiled on first use, only adds to the first reading's wait.
  const session = await ort.InferenceSession.create(bytes, { executionProviders: [provider], graphOptimizationLevel: 'disabled' });
  return { header: info.header, session };
}

export async function loadOrtModelHeads(ort: OrtRuntime, contextBytes: Uint8Array, injectionBytes: Uint8Array, sha256Hex: Sha256Hex, provider = 'wasm'): Promise<OrtModelHeads> {
  const context = await loadOrtHead(ort, contextBytes, CONTEXT_HEAD, CLASSIFIER_LABELS, sha256Hex, provider);
  const injection = await loadOrtHead(ort, injectionBytes, INJECTION_HEAD, INJECTION_LABELS, sha256Hex, provider);
  return { context, injection, provider };
}

/**
 * Each unit's probabilities from one run of the head over all of them, in order. Ids outside the
 * embedding and zero weights are left out, as the TypeScript forward pass leaves them out; units
 * are padded with id 0 at weight 0, which adds nothing.
 */
export async function ortProbabilities(ort: OrtRuntime, head: OrtHead, units: readonly string[]): Promise<Float32Array[]> {
  if (units.length === 0) return [];
  const { buckets, classes } = head.header.shape;
  const kept = units.map((text) => {
    const f = extractFeatures(text);
    const ids: number[] = [];
    const weights: number[] = [];
    for (let j = 0; j < f.ids.length; j++) {
      const id = f.ids[j] as number;
      const w = f.weights[j] as number;
      if (w === 0 || id < 0 || id >= buckets) continue;
      ids.push(id);
      weights.push(w);
    }
    return { ids, weights };
  });
  const width = Math.max(1, ...kept.map((k) => k.ids.length));
  const ids = new Int32Array(units.length * width);
  const weights = new Float32Array(units.length * width);
  kept.forEach((k, n) => {
    ids.set(k.ids, n * width);
    weights.set(k.weights, n * width);
  });
  const out = await head.session.run({
    [ONNX_INPUTS.ids]: new ort.Tensor('int32', ids, [units.length, width]),
    [ONNX_INPUTS.weights]: new ort.Tensor('float32', weights, [units.length, width]),
  });
  const probabilities = out[ONNX_OUTPUT];
  const data = probabilities?.data;
  if (!(data instanceof Float32Array) || probabilities?.dims.join(',') !== `${units.length},${classes}`) throw new Error('the model gave no probabilities of the expected shape');
  return units.map((_, n) => {
    const p = data.slice(n * classes, (n + 1) * classes);
    let sum = 0;
    for (const x of p) {
      if (!(x >= 0 && x <= 1)) throw new Error('the model gave a probability outside [0, 1]');
      sum += x;
    }
    if (Math.abs(sum - 1) > 1e-3) throw new Error('the model gave probabilities that do not sum to 1');
    return p;
  });
}

const lookup = <T>(map: Map<string, T>, unit: string): T => {
  const found = map.get(unit);
  if (found === undefined) throw new Error('a unit was not read by the model');
  return found;
};

/**
 * Both heads over one text, as `readWithModels` reads it with the TypeScript heads: the units each
 * head reads are found first (the cutting depends on the text alone), read in one run per head,
 * and the same reading code then runs over those probabilities.
 */
export async function readWithOrtHeads(ort: OrtRuntime, heads: OrtModelHeads, text: string, warmUpMs = 0): Promise<Extract<ModelReading, { ok: true }>> {
  const threshold = injectionThreshold(heads.injection.header);
  const contextUnits = new Set<string>();
  const injectionUnits = new Set<string>();
  const noContext = new Float64Array(CLASSIFIER_LABELS.length);
  readWithModels(
    {
      classifier: classifierOver((unit) => (contextUnits.add(unit), noContext)),
      injection: injectionDetectorOver((unit) => (injectionUnits.add(unit), 0), threshold),
    },
    text,
  );
  const contextList = [...contextUnits];
  const injectionList = [...injectionUnits];
  // One run after the other: the WebAssembly backend runs one session at a time.
  const contextP = await ortProbabilities(ort, heads.context, contextList);
  const injectionP = await ortProbabilities(ort, heads.injection, injectionList);
  const contextMap = new Map(contextList.map((u, i) => [u, contextP[i] as Float32Array]));
  const injectionMap = new Map(injectionList.map((u, i) => [u, (injectionP[i] as Float32Array)[1] as number]));
  const replay: ModelHeads = {
    classifier: classifierOver((unit) => lookup(contextMap, unit)),
    injection: injectionDetectorOver((unit) => lookup(injectionMap, unit), threshold),
  };
  return readWithModels(replay, text, warmUpMs);
}

/** The part of onnxruntime-web's `env` the hosts set. */
export interface OrtEnv {
  wasm: { wasmPaths?: unknown; numThreads?: number; proxy?: boolean; simd?: boolean };
}

/**
 * The WebAssembly backend's settings in an extension document: the one packaged wasm file by its
 * full URL (an object, not a prefix: with a prefix the runtime import()s its loader, and nothing
 * may be fetched from anywhere but the package), no proxy worker, and threads only where the
 * document is cross-origin isolated (the extension's documents are not: they are framed into web
 * pages, so no COEP/COOP headers are set).
 */
export function configureOrtWasm(env: OrtEnv, wasmUrl: string, crossOriginIsolated: boolean, cores: number): void {
  env.wasm.wasmPaths = { wasm: wasmUrl };
  env.wasm.proxy = false;
  env.wasm.numThreads = crossOriginIsolated ? Math.max(1, Math.min(4, cores)) : 1;
}

/** Where the packaged runtime's WebAssembly file is (copied in at build time, wxt.config.ts). */
export const ORT_WASM_FILE = '/ort/ort-wasm-simd-threaded.wasm';

/** What a document hosting the runtime supplies: its own fetch, Web Crypto, WebGPU and isolation. */
export interface OrtDocument {
  /** The packaged file's URL for a path in the package ("/models/…"). */
  getUrl(path: string): string;
  fetchBytes(url: string): Promise<Uint8Array>;
  sha256Hex: Sha256Hex;
  /** True where `navigator.gpu.requestAdapter()` gives an adapter. */
  gpuAdapter(): Promise<boolean>;
  crossOriginIsolated: boolean;
  cores: number;
}

/** Where the shipped .onnx files are in the package. */
export const ONNX_FILES = { context: '/models/context-classifier.onnx', injection: '/models/injection-detector.onnx' } as const;

/** The compute paths a document host reports. */
export type OrtPath = 'wasm' | 'webgpu';

/** Both heads as a document hosts them, with the path that reads and a reader over them. */
export interface OrtDocumentHeads extends TextModelReader {
  heads: OrtModelHeads;
  path: OrtPath;
}

/**
 * Both heads' sessions in an extension document: WebGPU where an adapter exists and its sessions
 * can be made, else WebAssembly from the packaged wasm file. Throws when neither loads.
 */
export async function loadOrtDocumentHeads(ort: OrtRuntime & { env: OrtEnv }, doc: OrtDocument): Promise<OrtDocumentHeads> {
  configureOrtWasm(ort.env, doc.getUrl(ORT_WASM_FILE), doc.crossOriginIsolated, doc.cores);
  const [context, injection] = await Promise.all([doc.fetchBytes(doc.getUrl(ONNX_FILES.context)), doc.fetchBytes(doc.getUrl(ONNX_FILES.injection))]);
  const over = (heads: OrtModelHeads, path: OrtPath): OrtDocumentHeads => {
    // One reading at a time: the runtime runs one session at a time.
    let queue: Promise<unknown> = Promise.resolve();
    return {
      heads,
      path,
      read(text, warmUpMs = 0) {
        const next = queue.then(() => readWithOrtHeads(ort, heads, text, warmUpMs));
        queue = next.catch(() => undefined);
        return next;
      },
    };
  };
  if (await doc.gpuAdapter()) {
    try {
      return over(await loadOrtModelHeads(ort, context, injection, doc.sha256Hex, 'webgpu'), 'webgpu');
    } catch {
      // The shipped build carries the WebAssembly backend only: WebGPU falls back to it.
    }
  }
  return over(await loadOrtModelHeads(ort, context, injection, doc.sha256Hex, 'wasm'), 'wasm');
}
