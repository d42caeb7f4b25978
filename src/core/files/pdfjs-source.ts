/**
 * pdf.js as the PDF reader of every runtime: a document opened from bytes becomes a PdfSource
 * (text items, annotations, metadata, pages rendered to pixels). The module and a canvas maker
 * come in from the runtime (the offscreen document's canvases, a Node canvas for the command
 * line); this file only speaks to the small part of pdf.js it names below. Pure.
 */
import type { Raster } from '../screen/types';
import type { PdfPageSource, PdfSource, PdfTextItem } from './pdf';

interface Viewport {
  width: number;
  height: number;
  transform: number[];
}

interface PdfJsPage {
  getViewport(options: { scale: number }): Viewport;
  getTextContent(): Promise<{ items: unknown[]; styles: Record<string, { fontFamily?: string }> }>;
  getAnnotations(): Promise<unknown[]>;
  render(options: { canvasContext: unknown; viewport: Viewport; canvas?: unknown; annotationMode?: number; intent?: string }): { promise: Promise<void> };
  cleanup(): unknown;
}

interface PdfJsDocument {
  numPages: number;
  getPage(n: number): Promise<PdfJsPage>;
  getMetadata(): Promise<{ info?: unknown }>;
  destroy(): Promise<void>;
}

/** The part of pdf.js used here. */
export interface PdfJsModule {
  getDocument(params: Record<string, unknown>): { promise: Promise<PdfJsDocument> };
}

export interface Canvas2d {
  font: string;
  fillStyle: unknown;
  fillRect(x: number, y: number, w: number, h: number): void;
  measureText(text: string): { width: number };
  getImageData(x: number, y: number, w: number, h: number): { data: Uint8ClampedArray };
}

export interface PdfJsRuntime {
  pdfjs: PdfJsModule;
  /** Runtime options for getDocument: worker, wasm and font locations. */
  documentOptions: Record<string, unknown>;
  createCanvas(width: number, height: number): { canvas: unknown; context: Canvas2d };
  /** A canvas made by createCanvas as JPEG bytes, where the runtime encodes canvases itself. */
  canvasToJpeg?(canvas: unknown, quality: number): Promise<Uint8Array>;
}

/** The fill of covers drawn on rebuilt PDF pages: a neutral grey that reads as a redaction on paper. */
const PAGE_COVER = '#c8c8cd';
const JPEG_QUALITY = 0.8;

/** pdf.js's AnnotationMode.ENABLE_FORMS: form fields are drawn with their values. */
const ENABLE_FORMS = 2;

function textOf(a: unknown): { text: string; rect: [number, number, number, number] } | null {
  if (!a || typeof a !== 'object') return null;
  const o = a as Record<string, unknown>;
  const rect = o['rect'];
  if (!Array.isArray(rect) || rect.length !== 4 || !rect.every((n) => typeof n === 'number')) return null;
  const parts: string[] = [];
  for (const key of ['contentsObj', 'titleObj']) {
    const v = o[key] as { str?: unknown } | undefined;
    if (v && typeof v.str === 'string') parts.push(v.str);
  }
  for (const key of ['fieldValue', 'alternativeText', 'url', 'textContent']) {
    const v = o[key];
    if (typeof v === 'string') parts.push(v);
    else if (Array.isArray(v)) parts.push(...v.filter((x): x is string => typeof x === 'string'));
  }
  const text = parts.join('\n');
  return text.trim() === '' ? null : { text, rect: rect as [number, number, number, number] };
}

function isItem(i: unknown): i is PdfTextItem & { fontName?: string } {
  if (!i || typeof i !== 'object') return false;
  const o = i as Record<string, unknown>;
  return typeof o['str'] === 'string' && Array.isArray(o['transform']) && typeof o['width'] === 'number';
}

export async function openPdfJs(bytes: Uint8Array, runtime: PdfJsRuntime): Promise<PdfSource & { close(): Promise<void> }> {
  // pdf.js takes the buffer over: it gets a copy, so the caller's bytes stay intact.
  const doc = await runtime.pdfjs.getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, enableXfa: false, ...runtime.documentOptions }).promise;
  const pages = new Map<number, Promise<PdfPageSource>>();
  const measurer = runtime.createCanvas(1, 1).context;
  const page = (index: number): Promise<PdfPageSource> => {
    let p = pages.get(index);
    if (p) return p;
    p = (async (): Promise<PdfPageSource> => {
      const pg = await doc.getPage(index + 1);
      const base = pg.getViewport({ scale: 1 });
      let families: Record<string, string> = {};
      const draw = async (scale: number): Promise<{ canvas: unknown; context: Canvas2d; width: number; height: number }> => {
        const viewport = pg.getViewport({ scale });
        const width = Math.max(1, Math.ceil(viewport.width));
        const height = Math.max(1, Math.ceil(viewport.height));
        const { canvas, context } = runtime.createCanvas(width, height);
        // Pages are drawn on white: a transparent page would turn black in a JPEG.
        context.fillStyle = '#ffffff';
        context.fillRect(0, 0, width, height);
        // The print intent draws in one go: the display intent waits for animation frames, which
        // a hidden page (the offscreen document) never gets.
        await pg.render({ canvasContext: context, viewport, canvas, annotationMode: ENABLE_FORMS, intent: 'print' }).promise;
        return { canvas, context, width, height };
      };
      return {
        width: base.width,
        height: base.height,
        viewportTransform: (scale) => pg.getViewport({ scale }).transform,
        async textItems() {
          const content = await pg.getTextContent();
          families = Object.fromEntries(Object.entries(content.styles).map(([k, v]) => [k, v.fontFamily ?? 'sans-serif']));
          return content.items.filter(isItem).map((i) => ({ str: i.str, transform: [...i.transform], width: i.width, height: i.height, hasEOL: Boolean(i.hasEOL), ...(i.fontName ? { fontName: i.fontName } : {}) }));
        },
        async annotations() {
          return (await pg.getAnnotations()).map(textOf).filter((a): a is NonNullable<typeof a> => a !== null);
        },
        measure(text, item) {
          const family = families[(item as PdfTextItem & { fontName?: string }).fontName ?? ''] ?? 'sans-serif';
          measurer.font = `100px ${family}`;
          return measurer.measureText(text).width;
        },
        async render(scale): Promise<Raster> {
          const { context, width, height } = await draw(scale);
          return { width, height, data: context.getImageData(0, 0, width, height).data };
        },
        ...(runtime.canvasToJpeg
          ? {
              async renderJpeg(scale: number, boxes: ReadonlyArray<{ x: number; y: number; w: number; h: number }>) {
                const { canvas, context } = await draw(scale);
                context.fillStyle = PAGE_COVER;
                for (const b of boxes) context.fillRect(b.x, b.y, b.w, b.h);
                return runtime.canvasToJpeg!(canvas, JPEG_QUALITY);
              },
            }
          : {}),
      };
    })();
    pages.set(index, p);
    return p;
  };
  return {
    pageCount: doc.numPages,
    page,
    async metadata() {
      const { info } = await doc.getMetadata().catch(() => ({ info: undefined }));
      if (!info || typeof info !== 'object') return [];
      return Object.entries(info as Record<string, unknown>)
        .filter(([k, v]) => typeof v === 'string' && !/^(PDFFormatVersion|Language|EncryptFilterName)$/.test(k))
        .map(([, v]) => v as string);
    },
    close: () => doc.destroy(),
  };
}
