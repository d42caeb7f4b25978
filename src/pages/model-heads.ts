/**
 * The on-device models for an extension page (the options page's playground): the shipped model
 * files read from the package on first use, and the pure-TypeScript heads built from them. The
 * page's text never leaves it; nothing is fetched from anywhere but the extension itself.
 */
import { createModelHeads } from '../core/classifier/model-heads';
import type { ModelHeads } from '../core/decide/model-reading';
import { MODEL_FILES } from '../protocol/models';

let heads: Promise<ModelHeads> | undefined;

async function bytes(url: string): Promise<Uint8Array> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`The model file could not be read (${response.status}).`);
  return new Uint8Array(await response.arrayBuffer());
}

/** Loads both heads once; a failed load is tried again on the next call. */
export function loadModelHeads(getUrl: (path: string) => string): Promise<ModelHeads> {
  heads ??= Promise.all([bytes(getUrl(MODEL_FILES.context)), bytes(getUrl(MODEL_FILES.injection))])
    .then(([context, injection]) => createModelHeads(context, injection))
    .catch((error: unknown) => {
      heads = undefined;
      throw error;
    });
  return heads;
}
