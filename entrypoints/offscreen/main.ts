// Offscreen document (Chrome): the OCR host. Wiring only: a pool of tesseract.js workers sized to
// the cores, answering frame pages over the extension-origin BroadcastChannel.
import { browser } from 'wxt/browser';
import type { OcrReply, OcrRequest } from '../../src/messaging/protocol-screen';
import { OCR_BROADCAST } from '../../src/messaging/protocol-screen';
import { startExtensionOcr } from '../../src/ocr/extension-engine';

const channel = new BroadcastChannel(OCR_BROADCAST);
const pool = startExtensionOcr((path) => browser.runtime.getURL(path as '/'));
const reply = (message: OcrReply): void => channel.postMessage(message);

channel.addEventListener('message', (event: MessageEvent<OcrRequest>) => {
  const request = event.data;
  if (typeof request !== 'object' || request === null || typeof request.id !== 'string') return;
  if (request.kind === 'ping') {
    void pool.then((p) => reply({ kind: 'pong', id: request.id, workers: p.size }));
    return;
  }
  if (request.kind !== 'recognize') return;
  pool
    .then((p) => p.recognize({ width: request.width, height: request.height, data: request.pixels }))
    .then(
      (words) => reply({ kind: 'words', id: request.id, words: words.map((w) => ({ text: w.text, confidence: w.confidence ?? 0, ...w.box })) }),
      (error: unknown) => reply({ kind: 'error', id: request.id, message: error instanceof Error ? error.message : String(error) }),
    );
});
