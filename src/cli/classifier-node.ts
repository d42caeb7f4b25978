/**
 * Node host for the on-device models (CLI, tests, benchmarks, evaluation): reads the shipped
 * files from public/models and builds the pure-TypeScript heads from them. Nothing is fetched.
 * The injection detector's host is injection-node.ts (what `scan` loads); it is re-exported here.
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { createClassifier, type Classifier } from '../core/classifier/classifier';

export { DEFAULT_INJECTION_MODEL_PATH, INJECTION_MODEL_FILE, loadNodeInjectionDetector } from './injection-node';

export const CONTEXT_MODEL_FILE = 'context-classifier.bin';
export const DEFAULT_MODEL_PATH = fileURLToPath(new URL(`../../public/models/${CONTEXT_MODEL_FILE}`, import.meta.url));

export async function loadNodeClassifier(options: { modelPath?: string; modelBytes?: Uint8Array } = {}): Promise<Classifier> {
  const bytes = options.modelBytes ?? new Uint8Array(await readFile(options.modelPath ?? DEFAULT_MODEL_PATH));
  return createClassifier(bytes);
}
