/**
 * The file formats Consentry redacts, told from their bytes (magic numbers; for zips, the name
 * and then the parts inside), with their media types, and an image's size read from its header
 * so a decompression bomb is refused before it is decoded. Pure.
 */
import { FileCheckError, type FileLimits } from './limits';

export const IMAGE_FORMATS = ['png', 'jpeg', 'webp', 'gif'] as const;
export const OFFICE_FORMATS = ['docx', 'xlsx', 'pptx', 'odt', 'ods', 'odp'] as const;
export const FILE_FORMATS = [...IMAGE_FORMATS, 'pdf', ...OFFICE_FORMATS] as const;

export type ImageFormat = (typeof IMAGE_FORMATS)[number];
export type OfficeFormat = (typeof OFFICE_FORMATS)[number];
export type FileFormat = (typeof FILE_FORMATS)[number];

export const MEDIA_TYPES: Readonly<Record<FileFormat, string>> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  odt: 'application/vnd.oasis.opendocument.text',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
  odp: 'application/vnd.oasis.opendocument.presentation',
};

export function isImageFormat(f: FileFormat): f is ImageFormat {
  return (IMAGE_FORMATS as readonly string[]).includes(f);
}

export function isOfficeFormat(f: FileFormat): f is OfficeFormat {
  return (OFFICE_FORMATS as readonly string[]).includes(f);
}

/** A file name's extension, lower-cased, without the dot ('' when it has none). */
export function extensionOf(name: string): string {
  const base = name.slice(name.lastIndexOf('/') + 1);
  const dot = base.lastIndexOf('.');
  return dot < 0 ? '' : base.slice(dot + 1).toLowerCase();
}

/** True when these first bytes open a PDF (`%PDF-`). */
export function isPdfHead(head: Uint8Array): boolean {
  return head[0] === 0x25 && head[1] === 0x50 && head[2] === 0x44 && head[3] === 0x46 && head[4] === 0x2d;
}

/** The image format of these first bytes, or null. */
export function imageFormatOf(head: Uint8Array): ImageFormat | null {
  const b = (i: number): number => head[i] ?? -1;
  if (b(0) === 0x89 && b(1) === 0x50 && b(2) === 0x4e && b(3) === 0x47) return 'png';
  if (b(0) === 0xff && b(1) === 0xd8 && b(2) === 0xff) return 'jpeg';
  if (b(0) === 0x52 && b(1) === 0x49 && b(2) === 0x46 && b(3) === 0x46 && b(8) === 0x57 && b(9) === 0x45 && b(10) === 0x42 && b(11) === 0x50) return 'webp';
  if (b(0) === 0x47 && b(1) === 0x49 && b(2) === 0x46 && b(3) === 0x38) return 'gif';
  return null;
}

/**
 * The format of a file from its first bytes and name: images and PDFs by magic number alone;
 * a zip by its name's extension (the parts inside are checked when it is opened). Null for
 * anything else.
 */
export function sniffFormat(head: Uint8Array, name: string): FileFormat | null {
  const image = imageFormatOf(head);
  if (image) return image;
  if (isPdfHead(head)) return 'pdf';
  const ext = extensionOf(name);
  // A truncated or damaged Office file still goes to the Office reader, which says what is wrong.
  if ((OFFICE_FORMATS as readonly string[]).includes(ext)) return ext as OfficeFormat;
  return null;
}

export interface ImageSize {
  width: number;
  height: number;
}

function u16be(b: Uint8Array, i: number): number {
  return ((b[i] ?? 0) << 8) | (b[i + 1] ?? 0);
}
function u16le(b: Uint8Array, i: number): number {
  return (b[i] ?? 0) | ((b[i + 1] ?? 0) << 8);
}
function u24le(b: Uint8Array, i: number): number {
  return (b[i] ?? 0) | ((b[i + 1] ?? 0) << 8) | ((b[i + 2] ?? 0) << 16);
}
function u32be(b: Uint8Array, i: number): number {
  return (((b[i] ?? 0) << 24) | ((b[i + 1] ?? 0) << 16) | ((b[i + 2] ?? 0) << 8) | (b[i + 3] ?? 0)) >>> 0;
}

/** An image's size from its header, without decoding it; null when the header cannot be read. */
export function imageSize(bytes: Uint8Array, format: ImageFormat): ImageSize | null {
  switch (format) {
    case 'png':
      // IHDR is the first chunk: width and height at 16 and 20.
      if (bytes.length < 24 || String.fromCharCode(...bytes.subarray(12, 16)) !== 'IHDR') return null;
      return { width: u32be(bytes, 16), height: u32be(bytes, 20) };
    case 'gif':
      if (bytes.length < 10) return null;
      return { width: u16le(bytes, 6), height: u16le(bytes, 8) };
    case 'webp': {
      if (bytes.length < 30) return null;
      const chunk = String.fromCharCode(...bytes.subarray(12, 16));
      if (chunk === 'VP8X') return { width: u24le(bytes, 24) + 1, height: u24le(bytes, 27) + 1 };
      if (chunk === 'VP8 ') return { width: u16le(bytes, 26) & 0x3fff, height: u16le(bytes, 28) & 0x3fff };
      if (chunk === 'VP8L') {
        const b0 = bytes[21] ?? 0;
        const b1 = bytes[22] ?? 0;
        const b2 = bytes[23] ?? 0;
        const b3 = bytes[24] ?? 0;
        return { width: 1 + (((b1 & 0x3f) << 8) | b0), height: 1 + (((b3 & 0x0f) << 10) | (b2 << 2) | ((b1 & 0xc0) >> 6)) };
      }
      return null;
    }
    case 'jpeg': {
      let i = 2;
      while (i + 9 < bytes.length) {
        if (bytes[i] !== 0xff) return null;
        const marker = bytes[i + 1] ?? 0;
        if (marker === 0xff) {
          i++;
          continue;
        }
        // Start-of-frame markers (baseline, progressive, …) carry the size; DHT/JPG/DAC do not.
        if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
          return { height: u16be(bytes, i + 5), width: u16be(bytes, i + 7) };
        }
        if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
          i += 2;
          continue;
        }
        i += 2 + u16be(bytes, i + 2);
      }
      return null;
    }
  }
}

/** The size of an image, checked against the limits before anything decodes it. */
export function checkedImageSize(bytes: Uint8Array, format: ImageFormat, limits: Pick<FileLimits, 'maxImagePixels' | 'maxImageSide'>): ImageSize {
  const size = imageSize(bytes, format);
  if (!size || size.width < 1 || size.height < 1) throw new FileCheckError('corrupt', `The ${format.toUpperCase()} image's header cannot be read.`);
  if (size.width > limits.maxImageSide || size.height > limits.maxImageSide || size.width * size.height > limits.maxImagePixels) {
    throw new FileCheckError('too_many_pixels', `The image is ${size.width}×${size.height} pixels; Consentry reads images up to ${Math.round(limits.maxImagePixels / 1e6)} megapixels.`);
  }
  return size;
}
