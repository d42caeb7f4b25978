/**
 * OCR inside the extension (offscreen document, or the frame page on Firefox): the shipped worker,
 * core builds and traineddata under ocr/ in the package, one worker per core.
 */
import { OCR_PUBLIC_DIR } from '../core/ocr/assets-path';
import { OcrPool } from '../core/ocr/pool';
import * as tesseract from 'tesseract.js';
import { createTesseractWorker } from '../core/ocr/tesseract';

export function startExtensionOcr(url: (path: string) => string, size = Math.max(1, Math.min(4, globalThis.navigator?.hardwareConcurrency ?? 2))): Promise<OcrPool> {
  return OcrPool.start(size, () =>
    createTesseractWorker(tesseract, {
      workerPath: url(`/${OCR_PUBLIC_DIR}/worker.min.js`),
      corePath: url(`/${OCR_PUBLIC_DIR}/`),
      langPath: url(`/${OCR_PUBLIC_DIR}`),
    }),
  );
}
