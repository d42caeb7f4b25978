/**
 * The model host: the context classifier and the injection detector, run by onnxruntime-web
 * (WebAssembly, from the packaged wasm file) over the shipped .onnx files, answering the service
 * worker over the extension-origin BroadcastChannel MODEL_BROADCAST (pages cannot join it). Chrome
 * runs it in the offscreen document; Firefox, which has no offscreen documents, in the background
 * page. The runtime and the model files are loaded on the first request only, so a browser that
 * never pastes never loads them; a load that fails is tried again on the next request.
 *
 * WebGPU is tried only where `navigator.gpu.requestAdapter()` gives an adapter, and WebAssembly is
 * used whenever it does not or the WebGPU sessions cannot be made; the reply says which path read
 * the text. Any load or run error is answered `failed`, which the worker treats as no reading:
 * it holds the text.
 *
 * The host reads and nothing else: it returns offsets, labels and confidences, and the worker
 * decides.
 */
import type { OrtDocumentHeads } from '../core/classifier/ort-heads';
import { accept } from '../protocol/channel';
import { MODEL_BROADCAST, MODEL_HOST_REQUEST, type ModelHostReply } from '../protocol/models';
import { loadDocumentHeads } from './ort-runtime';

let heads: Promise<OrtDocumentHeads> | undefined;
let loaded = false;

/** The heads, loaded on first use and kept; a failed load is forgotten so the next call tries again. */
export function modelHeads(getUrl: (path: string) => string): Promise<OrtDocumentHeads> {
  heads ??= loadDocumentHeads(getUrl)
    .then((h) => {
      loaded = true;
      return h;
    })
    .catch((error: unknown) => {
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
      .then(async (h) => {
        const start = performance.now();
        const reading = await h.read(request.text, cold ? Math.round(start - asked) : 0);
        reply({ kind: 'reading', id: request.id, reading, readMs: performance.now() - start, path: h.path });
      })
      .catch((error: unknown) => reply({ kind: 'failed', id: request.id, detail: (error instanceof Error ? error.message : String(error)).slice(0, 1000) }));
  });
}
