/**
 * Node host for the learned injection detector that `scan` reads beside the rules: reads the
 * shipped model from public/models and builds the pure-TypeScript head from it. Apart from the
 * context classifier's host (classifier-node.ts), so `scan` loads neither that model nor its code.
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { createInjectionDetector, type InjectionDetector } from '../core/classifier/injection-detector';

export const INJECTION_MODEL_FILE = 'injection-detector.bin';
export const DEFAULT_INJECTION_MODEL_PATH = fileURLToPath(new URL(`../../public/models/${INJECTION_MODEL_FILE}`, import.meta.url));

export async function loadNodeInjectionDetector(options: { modelPath?: string; modelBytes?: Uint8Array } = {}): Promise<InjectionDetector> {
  const bytes = options.modelBytes ?? new Uint8Array(await readFile(options.modelPath ?? DEFAULT_INJECTION_MODEL_PATH));
  return createInjectionDetector(bytes);
}
