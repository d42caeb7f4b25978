/**
 * Reading one region of a frame with OCR, as the live guard and the still pipeline both do. The
 * region is prepared first (ocr-prep.ts: full contrast, dark on white, ruled lines out). Small
 * text (short lines or a small x-height, isSmallText) is read at twice the size. Under `increase_ocr_sensitivity` every region is read at both
 * sizes when its text is small (or OCR's own boxes say it is), and both readings are kept: each
 * gets some characters the other gets wrong (an `@` read as `g` at 1×, a `0` read as `8` at 2×),
 * and a value either reading shows is covered.
 */
import type { OcrEngine } from './guard';
import { isSmallText, prepareForOcr } from './ocr-prep';
import { cropRaster, upscale2x, type Box, type Raster } from './types';
import type { Word } from './words';

/** Median word height (pixels, as OCR boxes it) below which text counts as small. */
export const SMALL_TEXT_PX = 13;

export interface RegionReading {
  /** The words at 1× (or at 2× when the text is small and only one reading is taken), boxes in frame pixels. */
  words: Word[];
  /** The 2× reading kept beside the 1× one, boxes in frame pixels (empty when not taken). */
  closer: Word[];
}

/** Wraps each OCR call (the guard adds its timeout here). */
export type OcrCall = (p: Promise<Word[]>) => Promise<Word[]>;

const atOne = (found: Word[], region: Box): Word[] => found.map((w) => ({ ...w, box: { x: w.box.x + region.x, y: w.box.y + region.y, w: w.box.w, h: w.box.h } }));
const atTwo = (found: Word[], region: Box): Word[] => found.map((w) => ({ ...w, box: { x: w.box.x / 2 + region.x, y: w.box.y / 2 + region.y, w: w.box.w / 2, h: w.box.h / 2 } }));

export function readRegion(ocr: OcrEngine, frame: Raster, region: Box, sensitive: boolean, call: OcrCall = (p) => p): Promise<RegionReading> {
  return readCrop(ocr, cropRaster(frame, region), region, sensitive, call);
}

/**
 * Reads `crop`, a copy of the frame's pixels at `region` taken beforehand (a frame's buffer may be
 * handed back for reuse while a reading waits its turn); boxes come back in frame pixels.
 */
export async function readCrop(ocr: OcrEngine, crop: Raster, region: Box, sensitive: boolean, call: OcrCall = (p) => p): Promise<RegionReading> {
  const prepared = prepareForOcr(crop);
  const { image } = prepared;
  const small = isSmallText(prepared);
  if (small) {
    // Both readings at once: they go to different OCR workers.
    const [one, big] = await Promise.all([sensitive ? call(ocr.recognize(image)) : Promise.resolve<Word[]>([]), call(ocr.recognize(upscale2x(image)))]);
    return sensitive ? { words: atOne(one, region), closer: atTwo(big, region) } : { words: atTwo(big, region), closer: [] };
  }
  const found = await call(ocr.recognize(image));
  const words = atOne(found, region);
  if (!sensitive || found.length === 0) return { words, closer: [] };
  const heights = found.map((w) => w.box.h).sort((a, b) => a - b);
  if ((heights[heights.length >> 1] as number) >= SMALL_TEXT_PX) return { words, closer: [] };
  const big = await call(ocr.recognize(upscale2x(image)));
  return { words, closer: atTwo(big, region) };
}
