/**
 * Node host for the classifier (CLI, tests, benchmarks, training evaluation): reads the shipped
 * model from public/models and points onnxruntime-web at the wasm files inside node_modules, so
 * nothing is fetched.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as ort from 'onnxruntime-web';
import { createClassifier, type Classifier } from '../core/classifier/classifier';

export const MODEL_FILE_NAME = 'classifier.onnx';
export const DEFAULT_MODEL_PATH = fileURLToPath(new URL(`../../public/models/${MODEL_FILE_NAME}`, import.meta.url));

/** Directory holding ort's .wasm/.mjs files, with a trailing separator. */
export function ortWasmDirectory(): string {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve('onnxruntime-web')), '/');
}

export async function loadNodeClassifier(options: { modelPath?: string; modelBytes?: Uint8Array; batchSize?: number } = {}): Promise<Classifier> {
  const modelBytes = options.modelBytes ?? new Uint8Array(await readFile(options.modelPath ?? DEFAULT_MODEL_PATH));
  return createClassifier({ ort, modelBytes, wasmPaths: ortWasmDirectory(), numThreads: 1, batchSize: options.batchSize });
}
