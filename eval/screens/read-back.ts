/**
 * Reading a picture back the way an onlooker would: every text region OCR'd, the words laid out
 * line by line. The screen evaluation, the screen e2e tests and the demo tour score what this
 * returns with the oracle (oracle.ts).
 */
import { decodeImage } from '../../src/cli/redact-image';
import type { OcrPool } from '../../src/core/ocr/pool';
import { detectTextRegions } from '../../src/core/screen/regions';
import { cropRaster, type Raster } from '../../src/core/screen/types';

export async function ocrText(image: Raster, ocr: OcrPool): Promise<string> {
  const parts = await Promise.all(detectTextRegions(image).map((r) => ocr.recognize(cropRaster(image, r))));
  return parts.map((words) => words.map((w) => w.text).join(' ')).join('\n');
}

/** The same, for a PNG or JPEG file's bytes. */
export function ocrImageFile(bytes: Buffer, ocr: OcrPool): Promise<string> {
  return ocrText(decodeImage(bytes), ocr);
}
