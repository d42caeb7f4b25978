/**
 * Reading one region of a frame with OCR, as the live guard and the still pipeline both do. Under
 * `increase_ocr_sensitivity`, small text is read a second time at twice the size and both readings
 * are kept: each gets some characters the other gets wrong (an `@` read as `g` at 1×, a `0` read
 * as `8` at 2×), and a value either reading shows is covered.
 */
import type { OcrEngine } from './guard';
import { cropRaster, upscale2x, type Box, type Raster } from './types';
import type { Word } from './words';

/** Median word height (pixels) below which text counts as small. */
export const SMALL_TEXT_PX = 13;

export interface RegionReading {
  /** The words at 1×, boxes in frame pixels. */
  words: Word[];
  /** The 2× reading of small text, boxes in frame pixels (empty when not taken). */
  closer: Word[];
}

/** Wraps each OCR call (the guard adds its timeout here). */
export type OcrCall = (p: Promise<Word[]>) => Promise<Word[]>;

export async function readRegion(ocr: OcrEngine, frame: Raster, region: Box, sensitive: boolean, call: OcrCall = (p) => p): Promise<RegionReading> {
  const crop = cropRaster(frame, region);
  const found = await call(ocr.recognize(crop));
  const words = found.map((w) => ({ ...w, box: { x: w.box.x + region.x, y: w.box.y + region.y, w: w.box.w, h: w.box.h } }));
  if (!sensitive || found.length === 0) return { words, closer: [] };
  const heights = found.map((w) => w.box.h).sort((a, b) => a - b);
  if ((heights[heights.length >> 1] as number) >= SMALL_TEXT_PX) return { words, closer: [] };
  const big = await call(ocr.recognize(upscale2x(crop)));
  const closer = big.map((w) => ({ ...w, box: { x: w.box.x / 2 + region.x, y: w.box.y / 2 + region.y, w: w.box.w / 2, h: w.box.h / 2 } }));
  return { words, closer };
}
