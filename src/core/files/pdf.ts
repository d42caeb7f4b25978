/**
 * PDFs: the text layer read page by page (pages without one are rendered and read with OCR), and
 * the redacted file assembled from the pages rendered again with every value covered. The new
 * PDF holds no original content at all: each page is a picture with solid covers, with the
 * masked text laid over it as invisible text (render mode 3), so search, copy and an assistant's
 * text extraction see the masked text and nothing else. Links, forms, attachments, scripts and
 * metadata of the original do not survive. Pure: pdf.js (reading, rendering) and pdf-lib
 * (writing) come in as small interfaces from each runtime.
 */
import type * as PdfLib from 'pdf-lib';
import type { OcrEngine } from '../screen/guard';
import type { Cover } from '../screen/detect';
import { paintCovers } from '../screen/still';
import type { Box, Raster } from '../screen/types';
import type { FilePlan, FileReading } from './decide-file';
import { FileCheckError, type FileLimits } from './limits';
import { readPicture } from './picture';
import { TextLayoutBuilder, editPieces, type TextLayout } from './text-units';

/** One item of pdf.js's text content. */
export interface PdfTextItem {
  str: string;
  /** Text space → PDF user space: [a, b, c, d, e, f]. */
  transform: number[];
  /** Advance of the whole string in user space. */
  width: number;
  height: number;
  hasEOL: boolean;
}

export interface PdfPageSource {
  /** The page at scale 1 (rotation applied), in points. */
  width: number;
  height: number;
  /** PDF user space → pixels of a rendering at `scale`: [a, b, c, d, e, f]. */
  viewportTransform(scale: number): number[];
  textItems(): Promise<PdfTextItem[]>;
  /** Text of annotations and form fields: read, and covered by their rectangles (user space). */
  annotations(): Promise<Array<{ text: string; rect: [number, number, number, number] }>>;
  render(scale: number): Promise<Raster>;
  /**
   * The page rendered at `scale` with `boxes` filled, as JPEG bytes, without handing the pixels
   * to the caller (faster where the runtime can encode its canvas directly).
   */
  renderJpeg?(scale: number, boxes: readonly Box[]): Promise<Uint8Array>;
  /** The width of `text` set in the font of `item` (any unit; only ratios are used). */
  measure?(text: string, item: PdfTextItem): number;
}

export interface PdfSource {
  pageCount: number;
  page(index: number): Promise<PdfPageSource>;
  /** Title, author, subject, keywords and the like. */
  metadata(): Promise<string[]>;
}

/** Runtime codecs: a rendering to JPEG bytes for the rebuilt pages. */
export interface PdfWriterDeps {
  pdfLib: Pick<typeof PdfLib, 'PDFDocument' | 'StandardFonts' | 'pushGraphicsState' | 'popGraphicsState' | 'beginText' | 'endText' | 'setFontAndSize' | 'setTextRenderingMode' | 'TextRenderingMode' | 'setTextMatrix' | 'setCharacterSqueeze' | 'showText'>;
  encodeJpeg(image: Raster): Promise<Uint8Array>;
}

/** Pages without a text layer are read at 144 dpi: OCR reads 10-point text there. */
export const PDF_RENDER_SCALE = 2;
/** The rebuilt pages are drawn at 108 dpi: 10-point text stays readable and a page a few hundred KB. */
export const PDF_WRITE_SCALE = 1.5;
/** Fewer non-space characters than this in a page's text layer: the page is a scan and is read with OCR. */
const SCANNED_BELOW = 16;

type ItemSource = { page: number; item: number } | { page: number; annotation: number } | { meta: number };

interface TextPage {
  kind: 'text';
  items: PdfTextItem[];
  annotations: Array<{ rect: [number, number, number, number] }>;
  measure?: (text: string, item: PdfTextItem) => number;
}
interface ScannedPage {
  kind: 'scan';
  picture: number;
  annotations: Array<{ rect: [number, number, number, number] }>;
}

export interface PdfReadState {
  pages: Array<TextPage | ScannedPage>;
  layout: TextLayout<ItemSource>;
}

export interface PdfProgress {
  (done: number, total: number, stage: 'reading' | 'ocr' | 'writing'): void;
}

function sameLine(a: PdfTextItem, b: PdfTextItem): boolean {
  return Math.abs((a.transform[5] ?? 0) - (b.transform[5] ?? 0)) < Math.max(1, Math.abs(a.height || 1) / 2);
}

/** Reads every page; throws a FileCheckError past the page limit or on a page that cannot be read. */
export async function readPdf(source: PdfSource, ocr: OcrEngine, limits: Pick<FileLimits, 'maxPdfPages' | 'maxTextChars' | 'ocrTimeoutMs'>, progress?: PdfProgress): Promise<{ reading: FileReading; state: PdfReadState }> {
  if (source.pageCount > limits.maxPdfPages) throw new FileCheckError('too_many_pages', `The PDF has ${source.pageCount} pages; Consentry reads PDFs of up to ${limits.maxPdfPages}.`);
  const builder = new TextLayoutBuilder<ItemSource>();
  const pages: PdfReadState['pages'] = [];
  const pictures: FileReading['pictures'] = [];
  for (let p = 0; p < source.pageCount; p++) {
    progress?.(p, source.pageCount, 'reading');
    const page = await source.page(p);
    const items = (await page.textItems()).filter((i) => typeof i.str === 'string');
    const annotations = await page.annotations();
    const letters = items.reduce((n, i) => n + i.str.replace(/\s+/g, '').length, 0);
    if (letters < SCANNED_BELOW) {
      progress?.(p, source.pageCount, 'ocr');
      const picture = await readPicture(await page.render(PDF_RENDER_SCALE), ocr, limits.ocrTimeoutMs);
      pages.push({ kind: 'scan', picture: pictures.length, annotations });
      pictures.push(picture);
    } else {
      items.forEach((item, i) => {
        const unit = builder.add({ pieces: [{ text: item.str, source: { page: p, item: i } }] });
        builder.place(unit);
        const next = items[i + 1];
        if (item.hasEOL || (next && !sameLine(item, next))) builder.breakLine();
        else if (next && !/\s$/.test(item.str) && !/^\s/.test(next.str)) builder.literal(' ');
      });
      pages.push({ kind: 'text', items, annotations, ...(page.measure ? { measure: page.measure.bind(page) } : {}) });
    }
    annotations.forEach((a, i) => {
      if (a.text.trim() === '') return;
      builder.breakLine();
      builder.place(builder.add({ pieces: [{ text: a.text, source: { page: p, annotation: i } }] }));
    });
    builder.breakLine('\n\n');
    if (builder.textLength > limits.maxTextChars) throw new FileCheckError('too_much_text', `The PDF holds more than ${limits.maxTextChars} characters of text.`);
  }
  (await source.metadata()).forEach((m, i) => {
    if (m.trim() === '') return;
    builder.breakLine();
    builder.place(builder.add({ pieces: [{ text: m, source: { meta: i } }] }));
  });
  const layout = builder.build();
  return { reading: { text: layout.text, pictures }, state: { pages, layout } };
}

type Matrix = number[];

function apply(m: Matrix, x: number, y: number): [number, number] {
  return [(m[0] ?? 1) * x + (m[2] ?? 0) * y + (m[4] ?? 0), (m[1] ?? 0) * x + (m[3] ?? 1) * y + (m[5] ?? 0)];
}

function boundsOf(points: Array<[number, number]>, pad: number): Box {
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  const x0 = Math.floor(Math.min(...xs) - pad);
  const y0 = Math.floor(Math.min(...ys) - pad);
  return { x: x0, y: y0, w: Math.ceil(Math.max(...xs) + pad) - x0, h: Math.ceil(Math.max(...ys) + pad) - y0 };
}

/**
 * The pixel box of characters [from, to) of `item` on a rendering with viewport transform `vt`.
 * Positions along the line come from the font's widths when the runtime can measure them, from
 * character counts otherwise; the box is widened by a third of the font size on each side so a
 * misjudged width cannot leave the edge of a value showing.
 */
export function itemBox(item: PdfTextItem, from: number, to: number, vt: Matrix, measure?: (text: string, item: PdfTextItem) => number): Box {
  const [a = 1, b = 0, c = 0, d = 1, e = 0, f = 0] = item.transform;
  const size = Math.hypot(c, d) || Math.abs(item.height) || 10;
  const dir = Math.hypot(a, b) || 1;
  const ux = a / dir;
  const uy = b / dir;
  let x0: number;
  let x1: number;
  const total = measure?.(item.str, item) ?? 0;
  if (measure && total > 0) {
    x0 = (measure(item.str.slice(0, from), item) / total) * item.width;
    x1 = (measure(item.str.slice(0, to), item) / total) * item.width;
  } else {
    const n = Math.max(1, item.str.length);
    x0 = (from / n) * item.width;
    x1 = (to / n) * item.width;
  }
  const slack = size / 3;
  x0 -= slack;
  x1 += slack;
  // Up the glyphs: perpendicular to the baseline, from the descender to above the ascender.
  const vx = -uy;
  const vy = ux;
  const corners: Array<[number, number]> = [];
  for (const along of [x0, x1]) {
    for (const up of [-0.3 * size, 1.05 * size]) corners.push(apply(vt, e + ux * along + vx * up, f + uy * along + vy * up));
  }
  return boundsOf(corners, 1);
}

function scaleBox(b: Box, k: number): Box {
  const x = Math.floor(b.x * k) - 1;
  const y = Math.floor(b.y * k) - 1;
  return { x, y, w: Math.ceil((b.x + b.w) * k) + 1 - x, h: Math.ceil((b.y + b.h) * k) + 1 - y };
}

function rectBox(rect: [number, number, number, number], vt: Matrix): Box {
  const [x0, y0, x1, y1] = rect;
  return boundsOf([apply(vt, x0, y0), apply(vt, x1, y0), apply(vt, x0, y1), apply(vt, x1, y1)], 2);
}

/** Characters pdf-lib's standard Helvetica can encode; anything else becomes a space. */
function encodable(text: string, charset: ReadonlySet<number>): string {
  let out = '';
  for (const ch of text) out += charset.has(ch.codePointAt(0) ?? 0) ? ch : ' ';
  return out;
}

/** The redacted PDF: every page rendered with its covers, with the masked text as invisible text. */
export async function writePdf(source: PdfSource, state: PdfReadState, plan: FilePlan, deps: PdfWriterDeps, progress?: PdfProgress): Promise<Uint8Array> {
  const { pdfLib } = deps;
  const unitEdits = state.layout.unitEdits(plan.edits);
  // Per page: covers in pixels, and each text item's masked text.
  const covered = new Map<number, Box[]>();
  const maskedItems = new Map<string, string>();
  const addBox = (page: number, box: Box): void => {
    const list = covered.get(page) ?? [];
    list.push(box);
    covered.set(page, list);
  };
  const transforms = new Map<number, Matrix>();
  const transformOf = async (p: number): Promise<Matrix> => {
    let t = transforms.get(p);
    if (!t) transforms.set(p, (t = (await source.page(p)).viewportTransform(PDF_WRITE_SCALE)));
    return t;
  };
  for (const [unitIndex, edits] of unitEdits) {
    const unit = state.layout.units[unitIndex]!;
    const src = unit.pieces[0]?.source;
    if (!src || 'meta' in src) continue;
    const page = state.pages[src.page]!;
    const vt = await transformOf(src.page);
    if ('annotation' in src) {
      const a = page.annotations[src.annotation];
      if (a) addBox(src.page, rectBox(a.rect, vt));
      continue;
    }
    if (page.kind !== 'text') continue;
    const item = page.items[src.item]!;
    for (const e of edits) addBox(src.page, itemBox(item, e.start, Math.max(e.end, e.start + 1), vt, page.measure));
    maskedItems.set(`${src.page}:${src.item}`, editPieces(unit, edits).join(''));
  }

  const out = await pdfLib.PDFDocument.create();
  const font = await out.embedFont(pdfLib.StandardFonts.Helvetica);
  const charset = new Set(font.getCharacterSet());
  for (let p = 0; p < state.pages.length; p++) {
    progress?.(p, state.pages.length, 'writing');
    const info = state.pages[p]!;
    const page = await source.page(p);
    // Covers found on the OCR rendering are scaled to the written one, rounded outwards.
    const k = PDF_WRITE_SCALE / PDF_RENDER_SCALE;
    const boxes: Box[] = [
      ...(covered.get(p) ?? []),
      ...(info.kind === 'scan' ? (plan.covers[info.picture] ?? []).map((c) => scaleBox(c, k)) : []),
    ];
    let bytes: Uint8Array;
    if (page.renderJpeg) bytes = await page.renderJpeg(PDF_WRITE_SCALE, boxes);
    else {
      const raster = await page.render(PDF_WRITE_SCALE);
      const covers: Cover[] = boxes.map((b) => ({ ...b, label: '', category: 'contact' as const }));
      bytes = await deps.encodeJpeg(covers.length > 0 ? paintCovers(raster, covers) : raster);
    }
    const jpeg = await out.embedJpg(bytes);
    const target = out.addPage([page.width, page.height]);
    target.drawImage(jpeg, { x: 0, y: 0, width: page.width, height: page.height });
    if (info.kind !== 'text') continue;
    // The text layer: masked items at their places, invisible, stretched to the original widths.
    const fontKey = target.node.newFontDictionary(font.name, font.ref);
    const vt = page.viewportTransform(1);
    const ops: PdfLib.PDFOperator[] = [pdfLib.pushGraphicsState(), pdfLib.beginText(), pdfLib.setTextRenderingMode(pdfLib.TextRenderingMode.Invisible)];
    info.items.forEach((item, i) => {
      const text = encodable(maskedItems.get(`${p}:${i}`) ?? item.str, charset);
      if (text.trim() === '') return;
      const [a = 1, b = 0, c = 0, d = 1, e = 0, f = 0] = item.transform;
      const size = Math.hypot(c, d) || Math.abs(item.height) || 10;
      const natural = font.widthOfTextAtSize(text, size);
      // The rendered page is upright in the new PDF: positions go through the viewport at scale 1.
      const [x, yDown] = apply(vt, e, f);
      const angle = Math.atan2(-(vt[1] ?? 0) * a - (vt[3] ?? 1) * b, (vt[0] ?? 1) * a + (vt[2] ?? 0) * b);
      const cos = Math.cos(angle);
      const sin = Math.sin(angle);
      ops.push(
        pdfLib.setFontAndSize(fontKey, size),
        pdfLib.setCharacterSqueeze(natural > 0 && item.width > 0 ? Math.max(1, Math.min(1000, (Math.abs(item.width) / natural) * 100)) : 100),
        pdfLib.setTextMatrix(cos, sin, -sin, cos, x, page.height - yDown),
        pdfLib.showText(font.encodeText(text)),
      );
    });
    ops.push(pdfLib.endText(), pdfLib.popGraphicsState());
    target.pushOperators(...ops);
  }
  return out.save();
}
