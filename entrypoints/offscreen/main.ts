// Offscreen document (Chrome): the OCR host. Wiring only; the host is src/ocr/ocr-host.ts.
import { browser } from 'wxt/browser';
import { startOcrHost } from '../../src/ocr/ocr-host';

startOcrHost((path) => browser.runtime.getURL(path as '/'));
