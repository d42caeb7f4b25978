/**
 * The command line's keyword-index store: the automata the engine builds for the registry's and
 * the field lexicon's keywords, kept in one file beside the bundle and read back on the next start
 * instead of being built again (src/core/engine/keyword-index.ts). The launcher names the file
 * for the bundle it runs, as it names the code caches, so a rebuilt bundle never meets an old
 * file; inside, each index is filed under the exact keywords it was built for.
 *
 * The file is read whole and checked against the SHA-1 digest in its header before anything in
 * it is used; a file that is missing, short, of another layout or damaged is ignored and written
 * again when the command ends. Writes go to a temporary file renamed into place, so a reader
 * never sees half of one. A read-only install simply builds its indexes every time.
 *
 * Layout: "CXIX", the header's length (uint32, little-endian), the header (JSON: the digest and,
 * per index, its key with offset and length in 32-bit words), zero padding to a multiple of four
 * bytes, then the indexes' words in this machine's byte order, which the header records.
 */
import { createHash } from 'node:crypto';
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { useKeywordIndexStore, type KeywordIndexStore } from '../core/engine/keyword-index';

const MAGIC = 'CXIX';
const LITTLE_ENDIAN = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;

interface Header {
  digest: string;
  littleEndian: boolean;
  entries: Array<[key: string, offset: number, length: number]>;
}

function digestOf(bytes: Uint8Array): string {
  return createHash('sha1').update(bytes).digest('hex');
}

/** The indexes saved in `file`, or an empty map when it is missing or not whole. */
export function readIndexFile(file: string): Map<string, Int32Array> {
  const found = new Map<string, Int32Array>();
  let bytes: Buffer;
  try {
    bytes = readFileSync(file);
  } catch {
    return found;
  }
  try {
    if (bytes.length < 8 || bytes.toString('latin1', 0, 4) !== MAGIC) return found;
    const headerLength = bytes.readUInt32LE(4);
    if (8 + headerLength > bytes.length) return found;
    const header = JSON.parse(bytes.toString('utf8', 8, 8 + headerLength)) as Header;
    const bodyStart = (8 + headerLength + 3) & ~3;
    if (header.littleEndian !== LITTLE_ENDIAN || !Array.isArray(header.entries) || (bytes.length - bodyStart) % 4 !== 0) return found;
    const body = bytes.subarray(bodyStart);
    if (digestOf(body) !== header.digest) return found;
    // Int32Array views need an offset that is a multiple of four; a copy when the buffer's is not.
    const aligned = body.byteOffset % 4 === 0 ? body : Uint8Array.prototype.slice.call(body);
    const words = new Int32Array(aligned.buffer, aligned.byteOffset, aligned.length / 4);
    for (const entry of header.entries) {
      const [key, offset, length] = entry;
      if (typeof key !== 'string' || !Number.isInteger(offset) || !Number.isInteger(length) || offset < 0 || length < 0 || offset + length > words.length) return new Map();
      found.set(key, words.subarray(offset, offset + length));
    }
  } catch {
    return new Map();
  }
  return found;
}

/** Writes `indexes` to `file` (through a temporary file renamed into place). */
export function writeIndexFile(file: string, indexes: ReadonlyMap<string, Int32Array>): void {
  const entries: Header['entries'] = [];
  let words = 0;
  for (const [key, data] of indexes) {
    entries.push([key, words, data.length]);
    words += data.length;
  }
  const body = new Int32Array(words);
  let at = 0;
  for (const data of indexes.values()) {
    body.set(data, at);
    at += data.length;
  }
  const bodyBytes = new Uint8Array(body.buffer);
  const header = Buffer.from(JSON.stringify({ digest: digestOf(bodyBytes), littleEndian: LITTLE_ENDIAN, entries } satisfies Header), 'utf8');
  const bodyStart = (8 + header.length + 3) & ~3;
  const out = Buffer.alloc(bodyStart + bodyBytes.length);
  out.write(MAGIC, 0, 'latin1');
  out.writeUInt32LE(header.length, 4);
  header.copy(out, 8);
  out.set(bodyBytes, bodyStart);
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, out);
  renameSync(temporary, file);
}

/**
 * Installs a store backed by `file` for this process: indexes are looked up in it, and any built
 * afresh are written back (with those it already held) when the process exits.
 */
export function useIndexFile(file: string): KeywordIndexStore {
  const indexes = readIndexFile(file);
  let changed = false;
  const store: KeywordIndexStore = {
    load: (key) => indexes.get(key),
    save(key, data) {
      indexes.set(key, data);
      if (!changed) {
        changed = true;
        process.once('exit', () => {
          try {
            writeIndexFile(file, indexes);
          } catch {
            // A read-only install builds its indexes on every start; they are only a head start.
          }
        });
      }
    },
  };
  useKeywordIndexStore(store);
  return store;
}

/** The store file the launcher named for this bundle, when it named one. */
export function launcherIndexFile(): string | undefined {
  const named: unknown = (globalThis as Record<symbol, unknown>)[Symbol.for('consentry.indexFile')];
  return typeof named === 'string' && named !== '' ? named : undefined;
}
