// Service worker (Chrome) or background page (Firefox): wiring only (src/worker/start.ts).
// Firefox has no offscreen documents, so its background page hosts OCR itself; Chrome's build
// carries none of that code.
import { browser } from 'wxt/browser';
import { startOcrHost } from '../../src/offscreen/ocr-host';
import { startWorker } from '../../src/worker/start';

export default defineBackground(() => {
  startWorker(import.meta.env.FIREFOX ? { startPageOcrHost: () => startOcrHost((path) => browser.runtime.getURL(path as '/')) } : {});
});
