/**
 * What a file may be before Consentry reads it, and how a file that breaks a limit or cannot be
 * read is said. Every reader checks these before it spends memory or time, so a zip bomb, a
 * giant image or a corrupt file ends quickly with a reason, never with the file passing unread.
 * Pure data.
 */
import { DEFAULT_LIMITS } from '../engine/types';

export interface FileLimits {
  /** The file as handed over. */
  maxFileBytes: number;
  /** An image's width × height (checked from its header, before decoding). */
  maxImagePixels: number;
  /** Either side of an image. */
  maxImageSide: number;
  maxPdfPages: number;
  /** Entries in a DOCX/XLSX/PPTX/ODF zip. */
  maxZipEntries: number;
  /** All entries unpacked together. */
  maxUnpackedBytes: number;
  /** One entry unpacked. */
  maxEntryBytes: number;
  /** Unpacked ÷ packed for one entry past 10 MB unpacked: beyond this it is treated as a zip bomb. */
  maxCompressionRatio: number;
  /** Pictures inside an Office file that are read with OCR. */
  maxEmbeddedPictures: number;
  /** The text read from one file (the engine's own limit). */
  maxTextChars: number;
  /** One picture's OCR. */
  ocrTimeoutMs: number;
  /** The whole file, read and rewritten. */
  deadlineMs: number;
}

export const FILE_LIMITS: Readonly<FileLimits> = {
  maxFileBytes: 20_000_000,
  maxImagePixels: 25_000_000,
  maxImageSide: 12_000,
  maxPdfPages: 50,
  maxZipEntries: 2_000,
  maxUnpackedBytes: 150_000_000,
  maxEntryBytes: 60_000_000,
  maxCompressionRatio: 200,
  maxEmbeddedPictures: 20,
  maxTextChars: DEFAULT_LIMITS.maxInputChars,
  ocrTimeoutMs: 30_000,
  deadlineMs: 120_000,
};

/** Why a file could not be checked; the words are the content script's (src/content/composer/copy.ts). */
export const FILE_PROBLEMS = [
  'too_large',
  'too_many_pixels',
  'too_many_pages',
  'too_many_parts',
  'zip_bomb',
  'too_much_text',
  'corrupt',
  'encrypted',
  'unsupported',
  'unreadable_picture',
  'timeout',
  'ocr_failed',
] as const;

export type FileProblem = (typeof FILE_PROBLEMS)[number];

/** A file that could not be checked safely. `detail` never holds file content. */
export class FileCheckError extends Error {
  constructor(
    readonly problem: FileProblem,
    readonly detail: string,
  ) {
    super(detail);
    this.name = 'FileCheckError';
  }
}

/** Rejects after `ms` with a timeout problem; the work itself is abandoned, never passed. */
export function withDeadline<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new FileCheckError('timeout', `${what} took longer than ${Math.round(ms / 1000)} s.`)), ms);
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/** Any error as a file problem: unknown errors count as a corrupt file (the file is held, never passed). */
export function asFileProblem(error: unknown): FileCheckError {
  if (error instanceof FileCheckError) return error;
  const message = error instanceof Error ? error.message : String(error);
  return new FileCheckError('corrupt', message.slice(0, 300));
}
