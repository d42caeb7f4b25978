/**
 * A picture's words, read the way the screen guard reads a still (text regions, OCR of each in
 * parallel, small text read again at 2×), with a deadline per picture: an OCR that fails or takes
 * too long ends the file's check (the file is held), never passes it. Pure: OCR comes in.
 */
import type { OcrEngine } from '../screen/guard';
import { readRegion } from '../screen/read';
import { detectTextRegions } from '../screen/regions';
import type { Raster } from '../screen/types';
import type { Word } from '../screen/words';
import { FileCheckError, withDeadline } from './limits';

/** What OCR read on one picture: boxes in its pixels. */
export interface PictureReading {
  width: number;
  height: number;
  words: Word[];
  /** The 2× reading of small text, detected apart from `words`. */
  closer: Word[];
}

export async function readPicture(image: Raster, ocr: OcrEngine, timeoutMs: number): Promise<PictureReading> {
  const regions = detectTextRegions(image);
  const work = Promise.all(regions.map((region) => readRegion(ocr, image, region, true)));
  let readings;
  try {
    readings = await withDeadline(work, timeoutMs, 'Reading the picture');
  } catch (error) {
    if (error instanceof FileCheckError) throw error;
    throw new FileCheckError('ocr_failed', `OCR failed: ${error instanceof Error ? error.message : String(error)}`.slice(0, 300));
  }
  return { width: image.width, height: image.height, words: readings.flatMap((r) => r.words), closer: readings.flatMap((r) => r.closer) };
}
