/**
 * Reading and writing the zips Office files are made of, with the limits checked as the bytes
 * are read: the central directory first (entry count, declared sizes, encryption), then each
 * entry inflated in small steps with its output counted, so an entry that lies about its size or
 * a zip bomb stops within a bounded amount of work. Inflation and deflation are fflate's. Pure.
 */
import { Inflate, zipSync, type Zippable } from 'fflate';
import { FileCheckError, type FileLimits } from './limits';

export interface ZipEntry {
  name: string;
  data: Uint8Array;
  /** Whether the original stored the entry without compression (ODF's mimetype must stay so). */
  stored: boolean;
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
/** Input handed to the inflater per step: at most about 1,000× this comes out of one step. */
const STEP = 16 * 1024;

function u16(b: Uint8Array, i: number): number {
  return (b[i] ?? 0) | ((b[i + 1] ?? 0) << 8);
}
function u32(b: Uint8Array, i: number): number {
  return ((b[i] ?? 0) | ((b[i + 1] ?? 0) << 8) | ((b[i + 2] ?? 0) << 16) | ((b[i + 3] ?? 0) << 24)) >>> 0;
}

type ZipLimits = Pick<FileLimits, 'maxZipEntries' | 'maxUnpackedBytes' | 'maxEntryBytes' | 'maxCompressionRatio'>;

interface CentralEntry {
  name: string;
  method: number;
  flags: number;
  packed: number;
  unpacked: number;
  offset: number;
}

function corrupt(detail: string): FileCheckError {
  return new FileCheckError('corrupt', detail);
}

function centralDirectory(bytes: Uint8Array, limits: ZipLimits): CentralEntry[] {
  if (bytes.length < 22 || u32(bytes, 0) !== LOCAL) throw corrupt('The file is not a complete zip archive.');
  // The end record sits in the last 22 bytes plus a comment of at most 65,535.
  let end = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 22 - 65_535); i--) {
    if (u32(bytes, i) === EOCD) {
      end = i;
      break;
    }
  }
  if (end < 0) throw corrupt('The zip archive is cut short: its directory is missing.');
  const count = u16(bytes, end + 10);
  const size = u32(bytes, end + 12);
  const start = u32(bytes, end + 16);
  if (count === 0xffff || start === 0xffffffff) throw new FileCheckError('unsupported', 'ZIP64 archives are not read.');
  if (count > limits.maxZipEntries) throw new FileCheckError('too_many_parts', `The archive holds ${count} parts; Consentry reads up to ${limits.maxZipEntries}.`);
  if (start + size > end) throw corrupt('The zip directory points outside the file.');
  const entries: CentralEntry[] = [];
  const decoder = new TextDecoder('utf-8');
  let at = start;
  let total = 0;
  for (let n = 0; n < count; n++) {
    if (at + 46 > end || u32(bytes, at) !== CENTRAL) throw corrupt('The zip directory is damaged.');
    const flags = u16(bytes, at + 8);
    const method = u16(bytes, at + 10);
    const packed = u32(bytes, at + 20);
    const unpacked = u32(bytes, at + 24);
    const nameLength = u16(bytes, at + 28);
    const extraLength = u16(bytes, at + 30);
    const commentLength = u16(bytes, at + 32);
    const offset = u32(bytes, at + 42);
    const name = decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength));
    at += 46 + nameLength + extraLength + commentLength;
    if (name.endsWith('/')) continue;
    if (flags & 1) throw new FileCheckError('encrypted', 'The file is password-protected.');
    if (method !== 0 && method !== 8) throw new FileCheckError('unsupported', `A part is compressed with method ${method}.`);
    if (unpacked > limits.maxEntryBytes) throw new FileCheckError('zip_bomb', `A part unpacks to ${unpacked} bytes; the limit is ${limits.maxEntryBytes}.`);
    total += unpacked;
    if (total > limits.maxUnpackedBytes) throw new FileCheckError('zip_bomb', `The parts unpack to more than ${limits.maxUnpackedBytes} bytes.`);
    if (unpacked > 10_000_000 && unpacked > packed * limits.maxCompressionRatio) throw new FileCheckError('zip_bomb', 'A part is compressed far more than documents are (a zip bomb).');
    entries.push({ name, method, flags, packed, unpacked, offset });
  }
  return entries;
}

function inflateCapped(data: Uint8Array, expected: number): Uint8Array {
  const out = new Uint8Array(expected);
  let length = 0;
  let overflow = false;
  const inflater = new Inflate((chunk) => {
    if (length + chunk.length > expected) {
      overflow = true;
      return;
    }
    out.set(chunk, length);
    length += chunk.length;
  });
  for (let i = 0; i < data.length && !overflow; i += STEP) inflater.push(data.subarray(i, Math.min(data.length, i + STEP)), i + STEP >= data.length);
  if (overflow) throw new FileCheckError('zip_bomb', 'A part unpacks to more than its declared size.');
  if (length !== expected) throw corrupt('A part of the archive is damaged.');
  return out;
}

/** Every file entry of the zip, unpacked, in the archive's order. */
export function readZip(bytes: Uint8Array, limits: ZipLimits): ZipEntry[] {
  const entries = centralDirectory(bytes, limits);
  return entries.map((e) => {
    if (e.offset + 30 > bytes.length || u32(bytes, e.offset) !== LOCAL) throw corrupt('A part of the archive is missing.');
    const from = e.offset + 30 + u16(bytes, e.offset + 26) + u16(bytes, e.offset + 28);
    if (from + e.packed > bytes.length) throw corrupt('The archive is cut short.');
    const packed = bytes.subarray(from, from + e.packed);
    let data: Uint8Array;
    try {
      data = e.method === 0 ? packed.slice() : inflateCapped(packed, e.unpacked);
    } catch (error) {
      if (error instanceof FileCheckError) throw error;
      throw corrupt('A part of the archive is damaged.');
    }
    if (data.length !== e.unpacked) throw corrupt('A part of the archive is damaged.');
    return { name: e.name, data, stored: e.method === 0 };
  });
}

/** A zip of `entries` in their order; stored entries stay stored, the rest are deflated. */
export function writeZip(entries: readonly ZipEntry[]): Uint8Array {
  const files: Zippable = {};
  for (const e of entries) files[e.name] = [e.data, { level: e.stored ? 0 : 6 }];
  return zipSync(files);
}
