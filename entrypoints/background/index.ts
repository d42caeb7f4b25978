// Service worker (Chrome) or background page (Firefox): wiring only (src/worker/start.ts).
// Firefox has no offscreen documents, so its background page hosts OCR, file reading and the models itself; Chrome's build
// carries none of that code (the branch is dropped at build time).
import { browser } from 'wxt/browser';
import { startWorker } from '../../src/worker/start';

// An ES module, built with the extension pages, so the engine they share ships once.
export default defineBackground({
  type: 'module',
  main() {
    const url = (path: string): string => browser.runtime.getURL(path as '/');
    // Loaded on demand, so Chrome's service worker (which cannot import() at all) never holds it.
    const startPageOcrHost = (): void => void import('../../src/offscreen/ocr-host').then((host) => host.startOcrHost(url));
    const startPageFileHost = (): void => void import('../../src/offscreen/file-host').then((host) => host.startFileHost(url));
    const startPageModelHost = (): void => void import('../../src/offscreen/model-host').then((host) => host.startModelHost(url));
    startWorker(import.meta.env.FIREFOX ? { startPageOcrHost, startPageFileHost, startPageModelHost } : {});
  },
});
