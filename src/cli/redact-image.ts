/**
 * `cli redact-image IN OUT`: a PNG or JPEG through the same screen pipeline the extension runs
 * (regions, OCR, the engine's scan, solid covers), written as PNG; the covered regions go to
 * stdout as JSON (category, label and box — never the text underneath). The MCP gate's image
 * tools read and write images through the same functions.
 *
 * Everything that can be checked cheaply is checked before OCR starts: the output path can be
 * written, the input is a file of a sane size, and it decodes. A decoder's failure (a truncated
 * PNG, a damaged JPEG) becomes one sentence naming the file, never a library's message.
 */
import { accessSync, constants, statSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { basename, dirname, resolve } from 'node:path';
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import { DEFAULT_POLICY } from '../core/policy/policy';
import { screenPolicy } from '../core/screen/policy';
import { analyseStill, paintCovers, type StillResult } from '../core/screen/still';
import type { OcrEngine } from '../core/screen/guard';
import type { Raster } from '../core/screen/types';

export class BadImageError extends Error {}

/** Larger inputs are refused before decoding: a screen capture is a few MB. */
export const MAX_IMAGE_BYTES = 64 * 1024 * 1024;
/** Pixels an image may hold (64 MP: an 8K screen is 33 MP). */
export const MAX_IMAGE_PIXELS = 64 * 1024 * 1024;

const isPng = (b: Uint8Array): boolean => b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47;
const isJpeg = (b: Uint8Array): boolean => b[0] === 0xff && b[1] === 0xd8;

function checkPixels(width: number, height: number, name: string): void {
  if (width < 1 || height < 1 || width * height > MAX_IMAGE_PIXELS) {
    throw new BadImageError(`${name} is ${width}×${height} pixels; images of up to ${MAX_IMAGE_PIXELS / (1024 * 1024)} megapixels are read.`);
  }
}

/** Decodes PNG or JPEG bytes to RGBA; `name` is how a failure names the image. */
export function decodeImage(bytes: Uint8Array, name = 'The image'): Raster {
  if (isPng(bytes)) {
    // The IHDR chunk (bytes 16–23) gives the size before any pixel memory is taken.
    if (bytes.length < 24) throw new BadImageError(`${name} is not a readable PNG: the file is truncated.`);
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    checkPixels(view.getUint32(16), view.getUint32(20), name);
    let png: PNG;
    try {
      png = PNG.sync.read(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    } catch {
      throw new BadImageError(`${name} is not a readable PNG: the file is truncated or damaged.`);
    }
    return { width: png.width, height: png.height, data: new Uint8ClampedArray(png.data.buffer, png.data.byteOffset, png.data.length) };
  }
  if (isJpeg(bytes)) {
    let img: { width: number; height: number; data: Uint8Array };
    try {
      img = jpeg.decode(bytes, { useTArray: true, formatAsRGBA: true, maxMemoryUsageInMB: 512, maxResolutionInMP: MAX_IMAGE_PIXELS / (1024 * 1024) });
    } catch {
      throw new BadImageError(`${name} is not a readable JPEG: the file is truncated, damaged or too large.`);
    }
    if (img.width === 0 || img.height === 0 || img.data.length < img.width * img.height * 4) {
      throw new BadImageError(`${name} is not a readable JPEG: the file is truncated or damaged.`);
    }
    checkPixels(img.width, img.height, name);
    return { width: img.width, height: img.height, data: new Uint8ClampedArray(img.data.buffer, img.data.byteOffset, img.width * img.height * 4) };
  }
  throw new BadImageError(`${name} is neither a PNG nor a JPEG image.`);
}

export function encodePng(r: Raster): Buffer {
  const png = new PNG({ width: r.width, height: r.height });
  png.data = Buffer.from(r.data.buffer, r.data.byteOffset, r.data.length);
  return PNG.sync.write(png);
}

/** Throws BadImageError unless a file can be written at `output` (its folder exists and is writable). */
export function checkOutputPath(output: string): string {
  const path = resolve(output);
  const folder = dirname(path);
  let existing;
  try {
    existing = statSync(path);
  } catch {
    existing = undefined;
  }
  if (existing?.isDirectory()) throw new BadImageError(`${output} is a folder; give a file name for the redacted PNG.`);
  let folderStat;
  try {
    folderStat = statSync(folder);
  } catch {
    throw new BadImageError(`Cannot write ${output}: the folder ${folder} does not exist.`);
  }
  if (!folderStat.isDirectory()) throw new BadImageError(`Cannot write ${output}: ${folder} is not a folder.`);
  try {
    accessSync(existing ? path : folder, constants.W_OK);
  } catch {
    throw new BadImageError(`Cannot write ${output}: permission denied.`);
  }
  return path;
}

/** Reads and decodes an image file, refusing what is not a file or is too large. */
export async function readImageFile(input: string): Promise<Raster> {
  let size: number;
  try {
    const s = statSync(input);
    if (s.isDirectory()) throw new BadImageError(`${input} is a folder, not an image.`);
    size = s.size;
  } catch (error) {
    if (error instanceof BadImageError) throw error;
    throw new BadImageError(`Cannot read ${input}: ${(error as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : 'permission denied or not a file'}.`);
  }
  if (size > MAX_IMAGE_BYTES) throw new BadImageError(`${input} is ${(size / (1024 * 1024)).toFixed(1)} MB; images of up to ${MAX_IMAGE_BYTES / (1024 * 1024)} MB are read.`);
  let bytes: Uint8Array;
  try {
    bytes = await readFile(input);
  } catch {
    throw new BadImageError(`Cannot read ${input}.`);
  }
  return decodeImage(bytes, basename(input));
}

export interface RedactedImage {
  image: Raster;
  covers: StillResult['covers'];
  /** Every reading's laid-out text (for evaluating text-only defences on the same OCR). */
  text: string;
}

/**
 * One image through redact-image's pipeline: regions, OCR, the engine's scan (with the entity
 * tagger the host installed: the command and the screen evaluation both install the shipped one) under the default
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
  const out = checkOutputPath(output);
  const image = await readImageFile(input);
  const started = performance.now();
  const { startNodeOcr } = await import('./ocr-node');
  const ocr = await startNodeOcr();
  try {
    const result = await redactRaster(image, ocr);
    try {
      await writeFile(out, encodePng(result.image));
    } catch (error) {
      throw new BadImageError(`Cannot write ${output} (${(error as NodeJS.ErrnoException).code ?? 'error'}).`);
    }
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
