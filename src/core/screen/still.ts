/**
 * One still image through the screen pipeline: text regions, OCR of each in parallel (small text
 * also at 2× under increase_ocr_sensitivity), the engine's scan on each reading, covers. What the CLI's redact-image and the evaluation run;
 * the live guard uses the same pieces frame by frame.
 */
import { detectOnWords, mergeCovers, type Cover, type ScanText, type ScreenPolicy } from './detect';
import type { OcrEngine } from './guard';
import { coverBox, coverTone } from './paint';
import { detectTextRegions } from './regions';
import { readRegion } from './read';
import type { Box, Raster } from './types';
import type { Word } from './words';

export interface StillResult {
  covers: Cover[];
  regions: Box[];
  words: Word[];
  /** 2× readings of small text (increase_ocr_sensitivity), detected apart from `words`. */
  closer: Word[];
  /** The laid-out text the scan saw, every reading (for evaluation of text-only defences). */
  text: string;
  ms: { regions: number; ocr: number; detect: number };
}

export async function analyseStill(image: Raster, ocr: OcrEngine, policy: ScreenPolicy, scanText?: ScanText): Promise<StillResult> {
  const t0 = performance.now();
  const regions = detectTextRegions(image);
  const t1 = performance.now();
  const sensitive = policy.actions.has('increase_ocr_sensitivity');
  const readings = await Promise.all(regions.map((region) => readRegion(ocr, image, region, sensitive)));
  const words = readings.flatMap((r) => r.words);
  const closer = readings.flatMap((r) => r.closer);
  const t2 = performance.now();
  const options = { policy, ocr: true, ...(scanText ? { scanText } : {}) };
  const detection = detectOnWords(words, options);
  const covers = [...detection.covers];
  let text = detection.layout.text;
  if (closer.length > 0) {
    const close = detectOnWords(closer, options);
    covers.push(...close.covers);
    text += close.layout.text;
  }
  const t3 = performance.now();
  return { covers: mergeCovers(covers), regions, words, closer, text, ms: { regions: t1 - t0, ocr: t2 - t1, detect: t3 - t2 } };
}

/** A copy of `image` with every cover painted (pending `ask` covers included). */
export function paintCovers(image: Raster, covers: readonly Cover[]): Raster {
  const out: Raster = { width: image.width, height: image.height, data: new Uint8ClampedArray(image.data) };
  // Tones come from the picture as captured, before any cover lands on a neighbour's ring.
  const tones = covers.map((c) => coverTone(image, c));
  covers.forEach((c, i) => coverBox(out, c, c.label, tones[i]));
  return out;
}
