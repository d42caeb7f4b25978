/**
 * One file through the redaction, in two steps with the decision between them: `openFile` reads
 * it (checks its limits, decodes it, reads its text layer or runs OCR on its pictures) and gives
 * what the decision needs; `write` makes the redacted file from the decision's plan, in the same
 * format (a GIF's first frame becomes a PNG). A file whose plan changes nothing is handed back
 * byte for byte. Every failure is a FileCheckError that says why the file is held. The same code
 * runs in the extension (offscreen document or background page) and in the command line; the
 * decoders, encoders, OCR and pdf.js come in from the runtime.
 */
import type { OcrEngine } from '../screen/guard';
import { paintCovers } from '../screen/still';
import { makeRaster, type Raster } from '../screen/types';
import type { FilePlan, FileReading } from './decide-file';
import { MEDIA_TYPES, checkedImageSize, isImageFormat, isOfficeFormat, sniffFormat, type FileFormat, type ImageFormat } from './formats';
import { FILE_LIMITS, FileCheckError, asFileProblem, withDeadline, type FileLimits } from './limits';
import { openOffice, rewriteOffice } from './office';
import { readPdf, writePdf, type PdfSource, type PdfWriterDeps } from './pdf';
import { readPicture } from './picture';

export interface FileProgress {
  stage: 'reading' | 'ocr' | 'writing';
  done: number;
  total: number;
}

/** What a runtime lends the redaction. */
export interface FileRuntime {
  ocr: OcrEngine;
  /** Decodes an image (a GIF's first frame; orientation applied; metadata ignored). */
  decodeImage(bytes: Uint8Array, format: ImageFormat): Promise<Raster>;
  /** Encodes pixels as `format`, or as PNG where the runtime cannot write that format. */
  encodeImage(image: Raster, format: ImageFormat): Promise<{ bytes: Uint8Array; format: ImageFormat }>;
  openPdf(bytes: Uint8Array): Promise<PdfSource & { close(): Promise<void> }>;
  pdfWriter: PdfWriterDeps;
  limits?: FileLimits;
  progress?(p: FileProgress): void;
}

export interface RedactedFile {
  bytes: Uint8Array;
  name: string;
  format: FileFormat;
  mediaType: string;
  /** False when the original went back untouched. */
  changed: boolean;
}

export interface OpenedFile {
  format: FileFormat;
  reading: FileReading;
  write(plan: FilePlan): Promise<RedactedFile>;
  close(): Promise<void>;
}

/** Pictures smaller than this on either side hold no readable text: they are not read. */
const TINY_PICTURE = 24;

function renamed(name: string, format: FileFormat): string {
  const ext = format === 'jpeg' ? 'jpg' : format;
  const dot = name.lastIndexOf('.');
  const base = dot > 0 ? name.slice(0, dot) : name;
  return `${base}.${ext}`;
}

function planChanges(plan: FilePlan): boolean {
  return plan.edits.length > 0 || plan.covers.some((c) => c.length > 0);
}

/** Reads a file for its decision. Throws a FileCheckError when it cannot be read safely. */
export async function openFile(bytes: Uint8Array, name: string, runtime: FileRuntime): Promise<OpenedFile> {
  const limits = runtime.limits ?? FILE_LIMITS;
  if (bytes.length > limits.maxFileBytes) {
    throw new FileCheckError('too_large', `The file is ${(bytes.length / 1e6).toFixed(1)} MB; Consentry reads files up to ${(limits.maxFileBytes / 1e6).toFixed(0)} MB.`);
  }
  const format = sniffFormat(bytes.subarray(0, 16), name);
  if (!format) throw new FileCheckError('unsupported', 'The file is not an image, a PDF or an Office document.');
  try {
    return await withDeadline(openKnown(bytes, name, format, runtime, limits), limits.deadlineMs, 'Reading the file');
  } catch (error) {
    throw asFileProblem(error);
  }
}

async function openKnown(bytes: Uint8Array, name: string, format: FileFormat, runtime: FileRuntime, limits: FileLimits): Promise<OpenedFile> {
  const original = (): RedactedFile => ({ bytes, name, format, mediaType: MEDIA_TYPES[format], changed: false });
  const guarded = async (work: () => Promise<RedactedFile>): Promise<RedactedFile> => {
    try {
      return await withDeadline(work(), limits.deadlineMs, 'Writing the redacted file');
    } catch (error) {
      throw asFileProblem(error);
    }
  };

  if (isImageFormat(format)) {
    checkedImageSize(bytes, format, limits);
    runtime.progress?.({ stage: 'ocr', done: 0, total: 1 });
    const image = await runtime.decodeImage(bytes, format);
    const picture = await readPicture(image, runtime.ocr, limits.ocrTimeoutMs);
    runtime.progress?.({ stage: 'ocr', done: 1, total: 1 });
    return {
      format,
      reading: { text: '', pictures: [picture] },
      write: (plan) =>
        guarded(async () => {
          const covers = plan.covers[0] ?? [];
          if (covers.length === 0) return original();
          const encoded = await runtime.encodeImage(paintCovers(image, covers), format);
          return { bytes: encoded.bytes, name: encoded.format === format ? name : renamed(name, encoded.format), format: encoded.format, mediaType: MEDIA_TYPES[encoded.format], changed: true };
        }),
      close: async () => undefined,
    };
  }

  if (format === 'pdf') {
    let source: Awaited<ReturnType<FileRuntime['openPdf']>>;
    try {
      source = await runtime.openPdf(bytes);
    } catch (error) {
      const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      if (/password/i.test(message)) throw new FileCheckError('encrypted', 'The PDF is password-protected.');
      throw new FileCheckError('corrupt', 'The PDF cannot be read.');
    }
    try {
      const { reading, state } = await readPdf(source, runtime.ocr, limits, (done, total, stage) => runtime.progress?.({ stage, done, total }));
      return {
        format,
        reading,
        write: (plan) =>
          guarded(async () => {
            if (!planChanges(plan)) return original();
            const out = await writePdf(source, state, plan, runtime.pdfWriter, (done, total, stage) => runtime.progress?.({ stage, done, total }));
            return { bytes: out, name, format, mediaType: MEDIA_TYPES.pdf, changed: true };
          }),
        close: () => source.close(),
      };
    } catch (error) {
      await source.close().catch(() => undefined);
      throw error;
    }
  }

  if (!isOfficeFormat(format)) throw new FileCheckError('unsupported', 'The file is not an image, a PDF or an Office document.');
  runtime.progress?.({ stage: 'reading', done: 0, total: 1 });
  const doc = openOffice(bytes, format, limits);
  if (doc.unreadable.length > 0) {
    throw new FileCheckError('unreadable_picture', `The document holds ${doc.unreadable.length} embedded object(s) Consentry cannot read (such as ${doc.unreadable[0]!.split('/').pop()}).`);
  }
  const byName = new Map(doc.entries.map((e) => [e.name, e.data]));
  const read: Array<{ entry: string; format: ImageFormat; image: Raster }> = [];
  const pictures: FileReading['pictures'] = [];
  const toRead = doc.pictures.filter((p) => !p.thumbnail);
  for (const [i, p] of toRead.entries()) {
    const data = byName.get(p.entry)!;
    const size = checkedImageSize(data, p.format, limits);
    if (size.width < TINY_PICTURE || size.height < TINY_PICTURE) continue;
    runtime.progress?.({ stage: 'ocr', done: i, total: toRead.length });
    const image = await runtime.decodeImage(data, p.format);
    read.push({ entry: p.entry, format: p.format, image });
    pictures.push(await readPicture(image, runtime.ocr, limits.ocrTimeoutMs));
  }
  return {
    format,
    reading: { text: doc.layout.text, pictures },
    write: (plan) =>
      guarded(async () => {
        if (!planChanges(plan)) return original();
        runtime.progress?.({ stage: 'writing', done: 0, total: 1 });
        const replaced = new Map<string, Uint8Array>();
        for (const [i, r] of read.entries()) {
          const covers = plan.covers[i] ?? [];
          if (covers.length === 0) continue;
          const encoded = await runtime.encodeImage(paintCovers(r.image, covers), r.format);
          // The part keeps its name and content type: a picture the runtime cannot write back as itself is not passed.
          if (encoded.format !== r.format) throw new FileCheckError('unsupported', `A ${r.format.toUpperCase()} picture inside the document cannot be rewritten.`);
          replaced.set(r.entry, encoded.bytes);
        }
        // A preview of the first page would show what was masked: it becomes a blank picture.
        for (const p of doc.pictures.filter((x) => x.thumbnail)) {
          const size = checkedImageSize(byName.get(p.entry)!, p.format, limits);
          const blank = await runtime.encodeImage(makeRaster(size.width, size.height, [255, 255, 255]), p.format);
          if (blank.format !== p.format) throw new FileCheckError('unsupported', 'The document preview cannot be rewritten.');
          replaced.set(p.entry, blank.bytes);
        }
        return { bytes: rewriteOffice(doc, plan.edits, replaced), name, format, mediaType: MEDIA_TYPES[format], changed: true };
      }),
    close: async () => undefined,
  };
}
