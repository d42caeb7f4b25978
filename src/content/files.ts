/**
 * What a file handed to a site is, decided from its bytes first and its name second: text the
 * guard can read and mask (txt, md, csv, json, log, env, source code…), an image, a PDF, or a
 * binary it cannot read. Text files are masked and re-wrapped as a new File with the same name,
 * type and modification time; everything it cannot read is held for a question. Limits keep a
 * huge file from stalling the page: past them the file is refused with a message, never passed.
 */
import { DEFAULT_LIMITS } from '../core/engine/types';
import { extensionOf, imageFormatOf, isPdfHead } from '../core/files/formats';

export { extensionOf };

export type FileKind = 'text' | 'image' | 'pdf' | 'binary';

/** Text files larger than this are refused: the engine checks at most this many characters. */
export const MAX_TEXT_FILE_BYTES = DEFAULT_LIMITS.maxInputChars;
/** Files handed over in one action; more than this and the whole action is refused. */
export const MAX_FILES_PER_ACTION = 20;
/** Bytes read to tell text from binary. */
const SNIFF_BYTES = 8 * 1024;

const BINARY_EXTENSIONS = new Set([
  'zip', 'gz', 'tgz', 'bz2', 'xz', '7z', 'rar', 'tar', 'jar', 'war', 'apk', 'exe', 'dll', 'so', 'dylib', 'bin', 'iso', 'dmg',
  'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'odt', 'ods', 'odp', 'pages', 'key', 'numbers',
  'mp3', 'mp4', 'm4a', 'mov', 'avi', 'mkv', 'wav', 'flac', 'ogg', 'webm', 'heic', 'tif', 'tiff', 'bmp', 'ico', 'psd',
  'sqlite', 'db', 'parquet', 'pkl', 'npy', 'wasm', 'class', 'pyc', 'o', 'a',
]);

/** The kind of a file from its first bytes (magic numbers, then a UTF-8 check) and its name. */
export function kindOf(head: Uint8Array, name: string): FileKind {
  if (imageFormatOf(head) !== null) return 'image';
  if (isPdfHead(head)) return 'pdf';
  if (BINARY_EXTENSIONS.has(extensionOf(name))) return 'binary';
  return looksLikeText(head) ? 'text' : 'binary';
}

/** Valid UTF-8 (a multi-byte sequence cut at the end of the sample is fine) and no NUL bytes. */
export function looksLikeText(head: Uint8Array): boolean {
  if (head.includes(0)) return false;
  let i = 0;
  while (i < head.length) {
    const c = head[i] as number;
    let extra = 0;
    if (c < 0x80) extra = 0;
    else if (c >= 0xc2 && c <= 0xdf) extra = 1;
    else if (c >= 0xe0 && c <= 0xef) extra = 2;
    else if (c >= 0xf0 && c <= 0xf4) extra = 3;
    else return false;
    if (i + extra >= head.length && extra > 0) return true;
    for (let k = 1; k <= extra; k++) {
      const next = head[i + k] as number;
      if ((next & 0xc0) !== 0x80) return false;
    }
    // Control characters other than tab, newline, carriage return and form feed mark binary data.
    if (extra === 0 && c < 0x20 && c !== 9 && c !== 10 && c !== 13 && c !== 12) return false;
    i += extra + 1;
  }
  return true;
}

/** The first bytes of a file, as many as telling its kind needs. */
export async function readHead(file: Blob): Promise<Uint8Array> {
  return new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
}

export async function sniff(file: Blob & { name: string }): Promise<FileKind> {
  return kindOf(await readHead(file), file.name);
}

/** A new File with the same name, type and modification time, holding `text` as UTF-8. */
export function rewrap(original: File, text: string): File {
  return new File([text], original.name, { type: original.type, lastModified: original.lastModified });
}

/** Sizes in decimal units, as file managers show them. */
export function formatBytes(bytes: number): string {
  if (bytes < 1000) return `${bytes} bytes`;
  if (bytes < 1_000_000) return `${(bytes / 1000).toFixed(1)} KB`;
  return `${(bytes / 1_000_000).toFixed(1)} MB`;
}
