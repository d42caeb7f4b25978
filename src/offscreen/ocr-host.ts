/**
 * The OCR host: a pool of tesseract.js workers sized to the cores, answering frame pages over the
 * extension-origin BroadcastChannel (pages cannot join it). Chrome runs it in the offscreen
 * document; Firefox, which has no offscreen documents, runs it in the background page. The pool is
 * created on the first call only, so a browser that never shares a screen never loads OCR.
 */
import { accept } from '../protocol/channel';
import { OCR_BROADCAST, OCR_REQUEST, type OcrReply } from '../protocol/screen';
import type { OcrPool } from '../core/ocr/pool';
import { startExtensionOcr } from './ocr-engine';
import { fillBox } from '../core/screen/paint';
import { makeRaster, type Raster } from '../core/screen/types';

/** A few dark bars on white: enough for a recognition to run through every stage. */
function warmUpImage(): Raster {
  const r = makeRaster(160, 32, [255, 255, 255]);
  for (let i = 0; i < 6; i++) fillBox(r, { x: 8 + i * 24, y: 10, w: 14, h: 12 }, [20, 20, 20]);
  return r;
}

let started = false;
let sharedPool: Promise<OcrPool> | undefined;

/** The host's one pool, started on first use; the file host reads pictures with it too. */
export function ocrPool(getUrl: (path: string) => string): Promise<OcrPool> {
  sharedPool ??= startExtensionOcr(getUrl);
  return sharedPool;
}

export function startOcrHost(getUrl: (path: string) => string, channelName: string = OCR_BROADCAST): void {
  if (started) return;
  started = true;
  const channel = new BroadcastChannel(channelName);
  // The pool starts with the first request (a share's frame pings while the person picks what to
  // share), not with the document, which also opens to warm the models when a guarded tab
  // appears; every worker then reads a little text once before the first frame needs it.
  let running: Promise<OcrPool> | undefined;
  const pool = (): Promise<OcrPool> =>
    (running ??= ocrPool(getUrl).then(async (p) => {
      await p.warm(warmUpImage()).catch(() => undefined);
      return p;
    }));
  const reply = (message: OcrReply): void => channel.postMessage(message);

  channel.addEventListener('message', (event: MessageEvent<unknown>) => {
    const request = accept(OCR_REQUEST, event.data);
    if (!request) return;
    if (request.kind === 'ping') {
      void pool().then((p) => reply({ kind: 'pong', id: request.id, workers: p.size }));
      return;
    }
    pool()
      .then((p) => p.recognize({ width: request.width, height: request.height, data: request.pixels }))
      .then(
        (words) => reply({ kind: 'words', id: request.id, words: words.map((w) => ({ text: w.text, confidence: w.confidence ?? 0, ...w.box })) }),
        (error: unknown) => reply({ kind: 'error', id: request.id, message: error instanceof Error ? error.message : String(error) }),
      );
  });
}
