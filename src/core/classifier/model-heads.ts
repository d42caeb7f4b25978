/**
 * Both on-device heads from the shipped model files' bytes, as a host holds them (the offscreen
 * document, Firefox's background page, an extension page's playground). Apart from the reading
 * and decision code (decide/model-reading.ts), so what decides text never loads the models'
 * code: the command line's `scan` starts without the context classifier. Pure.
 */
import type { ModelHeads } from '../decide/model-reading';
import { createClassifier } from './classifier';
import { createInjectionDetector } from './injection-detector';

/** Throws on a file for another head or build. */
export function createModelHeads(contextBytes: Uint8Array, injectionBytes: Uint8Array): ModelHeads {
  return { classifier: createClassifier(contextBytes), injection: createInjectionDetector(injectionBytes) };
}
