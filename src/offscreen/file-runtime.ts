/**
 * The redaction's runtime inside the extension (offscreen document on Chrome, background page on
 * Firefox): images decoded by the browser (createImageBitmap: orientation applied, metadata never
 * read into the pixels) and re-encoded from a canvas, so no EXIF or text chunk survives a
 * rewrite; pdf.js with its worker and WebAssembly decoders shipped in the package under pdf/
 * (no CDN, no string evaluation); pdf-lib for the rebuilt PDF; OCR from the shared pool.
 */
import * as pdfLib from 'pdf-lib';
import type { FileRuntime } from '../core/files/redact-file';
import type { ImageFormat } from '../core/files/formats';
import { MEDIA_TYPES } from '../core/files/formats';
import { FileCheckError } from '../core/files/limits';
import { openPdfJs, type Canvas2d, type PdfJsModule } from '../core/files/pdfjs-source';
import type { OcrEngine } from '../core/screen/guard';
import type { Raster } from '../core/screen/types';

/** Where the PDF engine's files sit in the package (shared with the build). */
export const PDF_PUBLIC_DIR = 'pdf';

function canvas2d(width: number, height: number): { canvas: HTMLCanvasElement | OffscreenCanvas; context: Canvas2d } {
  // A document canvas where there is a document: pdf.js registers a PDF's fonts with the document.
  if (typeof document !== 'undefined') {
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (!context) throw new FileCheckError('unsupported', 'No canvas is available to draw the file.');
    return { canvas, context: context as unknown as Canvas2d };
  }
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new FileCheckError('unsupported', 'No canvas is available to draw the file.');
  return { canvas, context: context as unknown as Canvas2d };
}

async function decodeImage(bytes: Uint8Array, format: ImageFormat): Promise<Raster> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(new Blob([bytes as Uint8Array<ArrayBuffer>], { type: MEDIA_TYPES[format] }), { imageOrientation: 'from-image' });
  } catch {
    throw new FileCheckError('corrupt', `The ${format.toUpperCase()} image cannot be decoded.`);
  }
  try {
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const ctx = canvas.getContext('2d', { willReadFrequently: true });
    if (!ctx) throw new FileCheckError('unsupported', 'No canvas is available to read the image.');
    ctx.drawImage(bitmap, 0, 0);
    return { width: bitmap.width, height: bitmap.height, data: ctx.getImageData(0, 0, bitmap.width, bitmap.height).data };
  } finally {
    bitmap.close();
  }
}

async function encode(image: Raster, type: string, quality?: number): Promise<Blob> {
  const canvas = new OffscreenCanvas(image.width, image.height);
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new FileCheckError('unsupported', 'No canvas is available to write the image.');
  ctx.putImageData(new ImageData(new Uint8ClampedArray(image.data), image.width, image.height), 0, 0);
  return canvas.convertToBlob({ type, ...(quality !== undefined ? { quality } : {}) });
}

async function encodeImage(image: Raster, format: ImageFormat): Promise<{ bytes: Uint8Array; format: ImageFormat }> {
  // A GIF's palette cannot hold the covers' tones: its first frame becomes a PNG.
  const wanted = format === 'gif' ? 'png' : format;
  const blob = await encode(image, MEDIA_TYPES[wanted], wanted === 'png' ? undefined : 0.92);
  // A browser that cannot write the type (WebP in Firefox) answers with a PNG.
  const got: ImageFormat = blob.type === MEDIA_TYPES[wanted] ? wanted : 'png';
  return { bytes: new Uint8Array(await blob.arrayBuffer()), format: got };
}

export function extensionFileRuntime(ocr: OcrEngine, url: (path: string) => string, progress?: FileRuntime['progress']): FileRuntime {
  return {
    ocr,
    decodeImage,
    encodeImage,
    async openPdf(bytes) {
      const pdfjs = await import('pdfjs-dist');
      pdfjs.GlobalWorkerOptions.workerSrc = url(`/${PDF_PUBLIC_DIR}/pdf.worker.min.mjs`);
      return openPdfJs(bytes, {
        pdfjs: pdfjs as unknown as PdfJsModule,
        documentOptions: { wasmUrl: url(`/${PDF_PUBLIC_DIR}/wasm/`), verbosity: 0 },
        createCanvas: canvas2d,
        canvasToJpeg: async (canvas, quality) => {
          const blob =
            canvas instanceof OffscreenCanvas
              ? await canvas.convertToBlob({ type: 'image/jpeg', quality })
              : await new Promise<Blob | null>((resolve) => (canvas as HTMLCanvasElement).toBlob(resolve, 'image/jpeg', quality));
          if (!blob) throw new FileCheckError('unsupported', 'The page could not be encoded.');
          return new Uint8Array(await blob.arrayBuffer());
        },
      });
    },
    pdfWriter: {
      pdfLib,
      encodeJpeg: async (r) => new Uint8Array(await (await encode(r, 'image/jpeg', 0.85)).arrayBuffer()),
    },
    ...(progress ? { progress } : {}),
  };
}
