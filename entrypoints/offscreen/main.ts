// Offscreen document (Chrome): the OCR host. Wiring only; the host is src/offscreen/ocr-host.ts.
import { browser } from 'wxt/browser';
import { startOcrHost } from '../../src/offscreen/ocr-host';

startOcrHost((path) => browser.runtime.getURL(path as '/'));
