/**
 * Node host for the on-device models (CLI, tests, benchmarks, evaluation): reads the shipped
 * files from public/models and builds the pure-TypeScript heads from them. Nothing is fetched.
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { createClassifier, type Classifier } from '../core/classifier/classifier';
import { createInjectionDetector, type InjectionDetector } from '../core/classifier/injection-detector';

export const CONTEXT_MODEL_FILE = 'context-classifier.bin';
export const INJECTION_MODEL_FILE = 'injection-detector.bin';
export const DEFAULT_MODEL_PATH = fileURLToPath(new URL(`../../public/models/${CONTEXT_MODEL_FILE}`, import.meta.url));
export const DEFAULT_INJECTION_MODEL_PATH = fileURLToPath(new URL(`../../public/models/${INJECTION_MODEL_FILE}`, import.meta.url));

export async function loadNodeClassifier(options: { modelPath?: string; modelBytes?: Uint8Array } = {}): Promise<Classifier> {
  const bytes = options.modelBytes ?? new Uint8Array(await readFile(options.modelPath ?? DEFAULT_MODEL_PATH));
  return createClassifier(bytes);
}

export async function loadNodeInjectionDetector(options: { modelPath?: string; modelBytes?: Uint8Array } = {}): Promise<InjectionDetector> {
  const bytes = options.modelBytes ?? new Uint8Array(await readFile(options.modelPath ?? DEFAULT_INJECTION_MODEL_PATH));
  return createInjectionDetector(bytes);
}
