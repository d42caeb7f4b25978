// Offscreen document (Chrome): the OCR host, the file host and the model host. Wiring only; the
// hosts are src/offscreen/ocr-host.ts, file-host.ts and model-host.ts.
import { browser } from 'wxt/browser';
import { startFileHost } from '../../src/offscreen/file-host';
import { startModelHost } from '../../src/offscreen/model-host';
import { startOcrHost } from '../../src/offscreen/ocr-host';

const url = (path: string): string => browser.runtime.getURL(path as '/');
startOcrHost(url);
startFileHost(url);
startModelHost(url);
