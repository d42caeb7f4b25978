// Offscreen document (Chrome): the OCR host and the file host. Wiring only; the hosts are
// src/offscreen/ocr-host.ts and src/offscreen/file-host.ts.
import { browser } from 'wxt/browser';
import { startFileHost } from '../../src/offscreen/file-host';
import { startOcrHost } from '../../src/offscreen/ocr-host';

const url = (path: string): string => browser.runtime.getURL(path as '/');
startOcrHost(url);
startFileHost(url);
