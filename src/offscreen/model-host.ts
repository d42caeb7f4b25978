/**
 * The model host: the context classifier and the injection detector (pure TypeScript over the
 * shipped int8 bag models, on the CPU) answering the service worker over the extension-origin
 * BroadcastChannel MODEL_BROADCAST (pages cannot join it). Chrome runs it in the offscreen
 * document; Firefox, which has no offscreen documents, in the background page. The model files
 * ship in the package and are read from it on the first request only, so a browser that never
 * pastes never loads them; a load that fails is tried again on the next request.
 *
 * The host reads and nothing else: it returns offsets, labels and confidences, and the worker
 * decides.
 */
import { createModelHeads } from '../core/classifier/model-heads';
import { readWithModels, type ModelHeads } from '../core/decide/model-reading';
import { accept } from '../protocol/channel';
import { MODEL_BROADCAST, MODEL_FILES, MODEL_HOST_REQUEST, type ModelHostReply } from '../protocol/models';

let heads: Promise<ModelHeads> | undefined;
let loaded = false;

async function fetchBytes(url: string): Promise<Uint8Array> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`The model file ${url} could not be read (${response.status}).`);
  return new Uint8Array(await response.arrayBuffer());
}

/** The heads, loaded on first use and kept; a failed load is forgotten so the next call tries again. */
export function modelHeads(getUrl: (path: string) => string): Promise<ModelHeads> {
  heads ??= (async () => {
    const [context, injection] = await Promise.all([fetchBytes(getUrl(MODEL_FILES.context)), fetchBytes(getUrl(MODEL_FILES.injection))]);
    const loadedHeads = createModelHeads(context, injection);
    loaded = true;
    return loadedHeads;
  })().catch((error: unknown) => {
    heads = undefined;
    throw error;
  });
  return heads;
}

let started = false;

export function startModelHost(getUrl: (path: string) => string, channelName: string = MODEL_BROADCAST): void {
  if (started) return;
  started = true;
  const channel = new BroadcastChannel(channelName);
  const reply = (message: ModelHostReply): void => channel.postMessage(message);

  channel.addEventListener('message', (event: MessageEvent<unknown>) => {
    const request = accept(MODEL_HOST_REQUEST, event.data);
    if (!request) return;
    if (request.kind === 'ping') {
      reply({ kind: 'pong', id: request.id, loaded });
      return;
    }
    const asked = performance.now();
    const cold = !loaded;
    modelHeads(getUrl)
      .then((h) => {
        const start = performance.now();
        const reading = readWithModels(h, request.text, cold ? Math.round(start - asked) : 0);
        reply({ kind: 'reading', id: request.id, reading, readMs: performance.now() - start, path: 'typescript-cpu' });
      })
      .catch((error: unknown) => reply({ kind: 'failed', id: request.id, detail: (error instanceof Error ? error.message : String(error)).slice(0, 1000) }));
  });
}
