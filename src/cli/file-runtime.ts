/**
 * The redaction's runtime in Node (command line, MCP server, tests, benchmarks): PNG and JPEG
 * through pngjs and jpeg-js, WebP and GIF through the Node canvas pdf.js already depends on,
 * pdf.js's legacy build with that canvas for PDFs, pdf-lib for the rebuilt PDF, and the OCR pool.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import jpeg from 'jpeg-js';
import * as pdfLib from 'pdf-lib';
import { PNG } from 'pngjs';
import { importEsm } from './esm-import';
import type { FileRuntime } from '../core/files/redact-file';
import type { ImageFormat } from '../core/files/formats';
import { FileCheckError } from '../core/files/limits';
import { openPdfJs, type Canvas2d, type PdfJsModule } from '../core/files/pdfjs-source';
import type { OcrEngine } from '../core/screen/guard';
import type { Raster } from '../core/screen/types';

type NodeCanvasModule = typeof import('@napi-rs/canvas');
type NodeCanvas = import('@napi-rs/canvas').Canvas;
let canvasModule: Promise<NodeCanvasModule> | undefined;

/** The Node canvas (a prebuilt binary installed with pdf.js); a clear error where it is missing. */
function nodeCanvas(): Promise<NodeCanvasModule> {
  canvasModule ??= import('@napi-rs/canvas').catch(() => {
    throw new FileCheckError('unsupported', 'PDF, WebP and GIF files need @napi-rs/canvas, which is not installed for this platform.');
  });
  return canvasModule;
}

function asRaster(width: number, height: number, data: Uint8Array): Raster {
  return { width, height, data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.length) };
}

export async function decodeImageNode(bytes: Uint8Array, format: ImageFormat): Promise<Raster> {
  try {
    if (format === 'png') {
      const png = PNG.sync.read(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length));
      return asRaster(png.width, png.height, png.data);
    }
    if (format === 'jpeg') {
      const img = jpeg.decode(bytes, { useTArray: true, formatAsRGBA: true, maxMemoryUsageInMB: 512 });
      return asRaster(img.width, img.height, img.data);
    }
  } catch {
    throw new FileCheckError('corrupt', `The ${format.toUpperCase()} image cannot be decoded.`);
  }
  const { loadImage, createCanvas } = await nodeCanvas();
  try {
    const image = await loadImage(Buffer.from(bytes));
    const canvas = createCanvas(image.width, image.height);
    const ctx = canvas.getContext('2d');
    ctx.drawImage(image, 0, 0);
    return { width: image.width, height: image.height, data: ctx.getImageData(0, 0, image.width, image.height).data };
  } catch {
    throw new FileCheckError('corrupt', `The ${format.toUpperCase()} image cannot be decoded.`);
  }
}

export function encodePngNode(r: Raster): Uint8Array {
  const png = new PNG({ width: r.width, height: r.height });
  png.data = Buffer.from(r.data.buffer, r.data.byteOffset, r.data.length);
  return PNG.sync.write(png);
}

export function encodeJpegNode(r: Raster, quality = 88): Uint8Array {
  return jpeg.encode({ width: r.width, height: r.height, data: Buffer.from(r.data.buffer, r.data.byteOffset, r.data.length) }, quality).data;
}

async function encodeImageNode(image: Raster, format: ImageFormat): Promise<{ bytes: Uint8Array; format: ImageFormat }> {
  if (format === 'jpeg') return { bytes: encodeJpegNode(image), format };
  if (format === 'webp') {
    const { createCanvas } = await nodeCanvas();
    const canvas = createCanvas(image.width, image.height);
    const ctx = canvas.getContext('2d');
    const data = ctx.createImageData(image.width, image.height);
    data.data.set(image.data);
    ctx.putImageData(data, 0, 0);
    return { bytes: await canvas.encode('webp', 90), format };
  }
  // GIF's palette cannot hold the covers' tones faithfully: the first frame becomes a PNG.
  return { bytes: encodePngNode(image), format: 'png' };
}

function pdfjsBase(): string {
  const require = createRequire(import.meta.url);
  return dirname(require.resolve('pdfjs-dist/package.json'));
}

export function nodeFileRuntime(ocr: OcrEngine, progress?: FileRuntime['progress']): FileRuntime {
  return {
    ocr,
    decodeImage: decodeImageNode,
    encodeImage: encodeImageNode,
    async openPdf(bytes) {
      const [{ createCanvas }, pdfjs] = await Promise.all([nodeCanvas(), importEsm<typeof import('pdfjs-dist/legacy/build/pdf.mjs')>('pdfjs-dist/legacy/build/pdf.mjs')]);
      const base = pdfjsBase();
      return openPdfJs(bytes, {
        pdfjs: pdfjs as unknown as PdfJsModule,
        documentOptions: { standardFontDataUrl: `${join(base, 'standard_fonts')}/`, wasmUrl: `${join(base, 'wasm')}/`, verbosity: 0 },
        createCanvas: (w, h) => {
          const canvas = createCanvas(w, h);
          return { canvas, context: canvas.getContext('2d') as unknown as Canvas2d };
        },
        canvasToJpeg: async (canvas, quality) => (canvas as NodeCanvas).encode('jpeg', Math.round(quality * 100)),
      });
    },
    pdfWriter: { pdfLib, encodeJpeg: async (r) => encodeJpegNode(r, 85) },
    ...(progress ? { progress } : {}),
  };
}
