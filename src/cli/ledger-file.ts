/**
 * The consent ledger as a local file, for the command line's gate: one record per line (JSONL),
 * each the canonical JSON of a record with exactly the extension's shape and hash chain
 * (src/core/ledger/ledger-record.ts) — categories, counts, decision, who decided, confidence,
 * policy generation, origin and surface; never text, tokens or hashes of values.
 *
 * Appends are serialised in the process and across processes (a lock file beside the ledger),
 * and each one reads the chain's head from the file itself, so two gates sharing one ledger keep
 * one chain. A ledger that does not verify when the gate starts is refused: the gate does not
 * write onto a broken chain.
 *
 * What the chain proves: a record changed, removed or moved is found. A file has no head kept
 * apart from it, so records cut from its end, or a file rewritten from start to end with fresh
 * hashes, are not: keep a copy elsewhere to compare with.
 */
import { closeSync, openSync, readSync, statSync } from 'node:fs';
import { appendFile, mkdir, open, readFile, stat, unlink } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { canonicalJson } from '../core/ledger/canonical-json';
import {
  LedgerError,
  nextDecisionRecord,
  recordShapeProblem,
  verifyChain,
  type ChainLink,
  type LedgerEntry,
  type LedgerRecord,
  type StoredRecord,
} from '../core/ledger/ledger-record';

export type FileVerifyResult =
  | { ok: true; count: number; anchorSeq: number }
  | { ok: false; count: number; brokenAt: number; line: number; reason: string };

/**
 * Reads and checks a whole ledger file: every line a record of the known shape, one chain. A
 * file that starts after record 1 (an export of the extension's ledger after retention dropped
 * its oldest records) is checked from its first record on, as the extension checks it.
 */
export async function verifyLedgerFile(path: string): Promise<FileVerifyResult> {
  const text = await readFile(path, 'utf8');
  const lines = text.split('\n');
  if (lines.at(-1) === '') lines.pop();
  const records: StoredRecord[] = [];
  for (let i = 0; i < lines.length; i++) {
    let value: unknown;
    try {
      value = JSON.parse(lines[i] as string);
    } catch {
      return { ok: false, count: lines.length, brokenAt: records.length + 1, line: i + 1, reason: `line ${i + 1} is not a JSON record` };
    }
    const problem = recordShapeProblem(value);
    if (problem !== null) return { ok: false, count: lines.length, brokenAt: records.length + 1, line: i + 1, reason: `line ${i + 1}: ${problem}` };
    records.push(value as StoredRecord);
  }
  const first = records[0];
  const anchor = first && first.seq > 1 ? { seq: first.seq - 1, hash: first.prev_hash } : undefined;
  const result = await verifyChain(records, anchor ? { anchor } : {});
  if (result.ok) return { ok: true, count: result.count, anchorSeq: result.anchorSeq };
  // Every line holds one record, in chain order from the anchor.
  return { ok: false, count: result.count, brokenAt: result.brokenAt, line: result.brokenAt - (anchor?.seq ?? 0), reason: result.reason };
}

const TAIL_BYTES = 64 * 1024;

/** The last record of the file (its head), or undefined for an empty or missing file. */
function readHead(path: string): ChainLink | undefined {
  let fd: number;
  try {
    fd = openSync(path, 'r');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  try {
    const size = statSync(path).size;
    if (size === 0) return undefined;
    const length = Math.min(size, TAIL_BYTES);
    const buffer = Buffer.alloc(length);
    readSync(fd, buffer, 0, length, size - length);
    const text = buffer.toString('utf8');
    if (!text.endsWith('\n')) throw new LedgerError('The ledger file ends in a partial record.', 'storage');
    const last = text.slice(0, -1).split('\n').at(-1) ?? '';
    let value: unknown;
    try {
      value = JSON.parse(last);
    } catch {
      throw new LedgerError('The last record of the ledger file is damaged.', 'storage');
    }
    if (recordShapeProblem(value) !== null) throw new LedgerError('The last record of the ledger file is damaged.', 'storage');
    const record = value as StoredRecord;
    return { seq: record.seq, hash: record.hash };
  } finally {
    closeSync(fd);
  }
}

const LOCK_STALE_MS = 10_000;
const LOCK_WAIT_MS = 5_000;

async function withLock<T>(path: string, run: () => Promise<T>): Promise<T> {
  const lock = `${path}.lock`;
  const started = Date.now();
  for (;;) {
    try {
      const handle = await open(lock, 'wx', 0o600);
      await handle.writeFile(String(process.pid));
      await handle.close();
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw new LedgerError(`The ledger file cannot be locked (${(error as NodeJS.ErrnoException).code ?? 'error'}).`, 'storage');
      // A lock left by a process that died mid-append is old; a live append takes milliseconds.
      const age = await stat(lock).then((s) => Date.now() - s.mtimeMs, () => 0);
      if (age > LOCK_STALE_MS) await unlink(lock).catch(() => undefined);
      else if (Date.now() - started > LOCK_WAIT_MS) throw new LedgerError('The ledger file is locked by another process.', 'storage');
      else await new Promise((r) => setTimeout(r, 15));
    }
  }
  try {
    return await run();
  } finally {
    await unlink(lock).catch(() => undefined);
  }
}

export class LedgerFile {
  private tail: Promise<unknown> = Promise.resolve();

  private constructor(
    readonly path: string,
    private readonly now: () => number,
  ) {}

  /** Opens (or creates) the ledger at `path`; refuses a file whose chain is broken. */
  static async open(path: string, now: () => number = Date.now): Promise<LedgerFile> {
    const absolute = resolve(path);
    await mkdir(dirname(absolute), { recursive: true, mode: 0o700 });
    const existing = await stat(absolute).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return null;
      throw new LedgerError(`Cannot read the ledger ${absolute} (${error.code ?? 'error'}).`, 'storage');
    });
    if (existing && !existing.isFile()) throw new LedgerError(`The ledger ${absolute} is not a file.`, 'storage');
    if (existing) {
      const result = await verifyLedgerFile(absolute);
      if (!result.ok) {
        throw new LedgerError(`The ledger ${absolute} is broken at record ${result.brokenAt}: ${result.reason}. Move it aside to start a new one.`, 'storage');
      }
    }
    return new LedgerFile(absolute, now);
  }

  /** Appends one decision after the file's current head; resolves once it is written. */
  append(entry: LedgerEntry): Promise<LedgerRecord> {
    const run = (): Promise<LedgerRecord> =>
      withLock(this.path, async () => {
        const record = await nextDecisionRecord(entry, readHead(this.path), entry.time ?? this.now());
        try {
          await appendFile(this.path, `${canonicalJson(record)}\n`, { mode: 0o600 });
        } catch (error) {
          throw new LedgerError(`The ledger could not be written (${(error as NodeJS.ErrnoException).code ?? 'error'}).`, 'storage');
        }
        return record;
      });
    const next = this.tail.then(run, run);
    this.tail = next.catch(() => undefined);
    return next;
  }
}
