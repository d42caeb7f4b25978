/**
 * Reading a picture back the way an onlooker would, and a careful one: every text region OCR'd
 * as it is, and again prepared the way the guard prepares its own readings (full contrast, ruled
 * lines out, small text at twice the size), the words laid out line by line. What either reading
 * shows counts as seen. The screen evaluation, the screen e2e tests and the demo tour score what
 * this returns with the oracle (oracle.ts).
 */
import { decodeImage } from '../../src/cli/redact-image';
import type { OcrPool } from '../../src/core/ocr/pool';
import { prepareForOcr, SMALL_LINE_PX } from '../../src/core/screen/ocr-prep';
import { detectTextRegions } from '../../src/core/screen/regions';
import { cropRaster, upscale2x, type Raster } from '../../src/core/screen/types';

export async function ocrText(image: Raster, ocr: OcrPool): Promise<string> {
  const regions = detectTextRegions(image);
  const parts = await Promise.all(
    regions.map(async (r) => {
      const crop = cropRaster(image, r);
      const prepared = prepareForOcr(crop);
      const careful = prepared.lineHeight > 0 && prepared.lineHeight < SMALL_LINE_PX ? upscale2x(prepared.image) : prepared.image;
      const [raw, seen] = await Promise.all([ocr.recognize(crop), ocr.recognize(careful)]);
      return `${raw.map((w) => w.text).join(' ')}\n${seen.map((w) => w.text).join(' ')}`;
    }),
  );
  return parts.join('\n');
}

/** The same, for a PNG or JPEG file's bytes. */
export function ocrImageFile(bytes: Buffer, ocr: OcrPool): Promise<string> {
  return ocrText(decodeImage(bytes), ocr);
}
