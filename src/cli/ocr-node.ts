/**
 * OCR in Node (CLI, evaluation, benchmarks): the same worker settings as the extension, with the
 * eng traineddata read from the installed @tesseract.js-data/eng package.
 */
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { createRequire } from 'node:module';
import { TRAINEDDATA_VARIANT } from '../core/ocr/assets-path';
import { OcrPool } from '../core/ocr/pool';
import * as tesseract from 'tesseract.js';
import { createTesseractWorker } from '../core/ocr/tesseract';

export { TRAINEDDATA_VARIANT };

export function nodeLangPath(): string {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve('@tesseract.js-data/eng/package.json')), TRAINEDDATA_VARIANT);
}

export function startNodeOcr(size = availableParallelism()): Promise<OcrPool> {
  const langPath = nodeLangPath();
  return OcrPool.start(size, () => createTesseractWorker(tesseract, { langPath }));
}
