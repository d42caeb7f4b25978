/**
 * `cli redact-image IN OUT`: a PNG or JPEG through the same screen pipeline the extension runs
 * (regions, OCR, the engine's scan, solid covers), written as PNG; the covered regions go to
 * stdout as JSON (category, label and box — never the text underneath).
 */
import { readFile, writeFile } from 'node:fs/promises';
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import { startNodeOcr } from './ocr-node';
import { DEFAULT_POLICY } from '../core/policy/policy';
import { screenPolicy } from '../core/screen/policy';
import { analyseStill, paintCovers, type StillResult } from '../core/screen/still';
import type { OcrEngine } from '../core/screen/guard';
import type { Raster } from '../core/screen/types';

export class BadImageError extends Error {}

export function decodeImage(bytes: Uint8Array): Raster {
  if (bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47) {
    const png = PNG.sync.read(Buffer.from(bytes));
    return { width: png.width, height: png.height, data: new Uint8ClampedArray(png.data.buffer, png.data.byteOffset, png.data.length) };
  }
  if (bytes[0] === 0xff && bytes[1] === 0xd8) {
    const img = jpeg.decode(bytes, { useTArray: true, formatAsRGBA: true, maxMemoryUsageInMB: 512 });
    return { width: img.width, height: img.height, data: new Uint8ClampedArray(img.data.buffer, img.data.byteOffset, img.data.length) };
  }
  throw new BadImageError('The input is neither a PNG nor a JPEG image.');
}

export function encodePng(r: Raster): Buffer {
  const png = new PNG({ width: r.width, height: r.height });
  png.data = Buffer.from(r.data.buffer, r.data.byteOffset, r.data.length);
  return PNG.sync.write(png);
}

export interface RedactedImage {
  image: Raster;
  covers: StillResult['covers'];
  /** Every reading's laid-out text (for evaluating text-only defences on the same OCR). */
  text: string;
}

/**
 * One image through redact-image's pipeline: regions, OCR, the engine's scan under the default
 * policy for `assistant`, and solid covers, one per value found. The CLI and the screen evaluation
 * both run exactly this.
 */
export async function redactRaster(image: Raster, ocr: OcrEngine): Promise<RedactedImage> {
  const policy = screenPolicy(DEFAULT_POLICY, { purposes: ['assistant'], askResolvesTo: 'mask' });
  const result = await analyseStill(image, ocr, policy);
  return { image: paintCovers(image, result.covers), covers: result.covers, text: result.text };
}

export interface RedactImageReport {
  width: number;
  height: number;
  regions: Array<{ category: string; label: string; x: number; y: number; w: number; h: number }>;
  ms: number;
}

export async function redactImageFile(input: string, output: string): Promise<RedactImageReport> {
  let bytes: Uint8Array;
  try {
    bytes = await readFile(input);
  } catch {
    throw new BadImageError(`Cannot read ${input}.`);
  }
  const image = decodeImage(bytes);
  const started = performance.now();
  const ocr = await startNodeOcr();
  try {
    const result = await redactRaster(image, ocr);
    await writeFile(output, encodePng(result.image));
    return {
      width: image.width,
      height: image.height,
      regions: result.covers.map((c) => ({ category: c.category, label: c.label, x: c.x, y: c.y, w: c.w, h: c.h })),
      ms: Math.round(performance.now() - started),
    };
  } finally {
    await ocr.terminate();
  }
}
