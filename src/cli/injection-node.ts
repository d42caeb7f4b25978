/**
 * Node host for the learned injection detector that `scan` reads beside the rules: reads the
 * shipped model from public/models and builds the pure-TypeScript head from it. Apart from the
 * context classifier's host (classifier-node.ts), so `scan` loads neither that model nor its code.
 */
// node:fs, not node:fs/promises: the promises module loads Node's streams and readline, which
// `scan` otherwise never needs (src/cli/stdio.ts).
import { readFile } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createInjectionDetector, type InjectionDetector } from '../core/classifier/injection-detector';

export const INJECTION_MODEL_FILE = 'injection-detector.bin';
export const DEFAULT_INJECTION_MODEL_PATH = fileURLToPath(new URL(`../../public/models/${INJECTION_MODEL_FILE}`, import.meta.url));

function readBytes(path: string): Promise<Buffer> {
  return new Promise((resolve, reject) => readFile(path, (error, data) => (error ? reject(error) : resolve(data))));
}

export async function loadNodeInjectionDetector(options: { modelPath?: string; modelBytes?: Uint8Array } = {}): Promise<InjectionDetector> {
  const bytes = options.modelBytes ?? new Uint8Array(await readBytes(options.modelPath ?? DEFAULT_INJECTION_MODEL_PATH));
  return createInjectionDetector(bytes);
}
