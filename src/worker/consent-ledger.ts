/**
 * The consent ledger: an append-only, hash-chained record of every event, in IndexedDB (idb).
 * It stores categories, counts, what happened to each category and who decided it, the event's
 * decision, confidence, policy generation, site origin and surface — never text, tokens or
 * hashes of values. Records are validated on the way
 * in so nothing else can slip into a field. verify() walks the chain and names the first broken
 * link; retention drops old records while an anchor keeps the rest verifiable. clear() is the
 * person's own reset: every record goes, and the new chain starts with a record of the clearing
 * (when, and how many records went).
 *
 * What the chain proves, and what it does not: a record changed, removed or cut from the end is
 * found. A ledger rewritten from start to end with fresh hashes is not: nothing outside the
 * browser profile holds a copy to compare with (an export kept elsewhere is one).
 *
 * Runs wherever IndexedDB exists (service worker, extension pages; fake-indexeddb in unit tests).
 */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { Decision } from '../core/vocabulary';
import { canonicalJson } from '../core/ledger/canonical-json';
import {
  clearedRecord,
  isDecisionRecord,
  LedgerError,
  nextDecisionRecord,
  toOrigin,
  validateEntry,
  verifyChain,
  type LedgerClearedRecord,
  type LedgerEntry,
  type LedgerRecord,
  type StoredRecord,
  type Surface,
  type VerifyResult,
} from '../core/ledger/ledger-record';

// The record model and the chain are shared with the command line's ledger file.
export {
  DECIDERS,
  GENESIS_HASH,
  hashRecord,
  isDecisionRecord,
  LedgerError,
  SURFACES,
  toOrigin,
  type DecidedBy,
  type LedgerClearedRecord,
  type LedgerEntry,
  type LedgerRecord,
  type StoredRecord,
  type Surface,
  type VerifyResult,
} from '../core/ledger/ledger-record';

interface Meta {
  key: 'head' | 'anchor';
  seq: number;
  hash: string;
}

interface LedgerSchema extends DBSchema {
  records: { key: number; value: StoredRecord; indexes: { time: number } };
  meta: { key: string; value: Meta };
}

const DAY_MS = 24 * 60 * 60 * 1000;

export interface LedgerOptions {
  /** Database name; one ledger per profile. */
  name?: string;
  retentionDays?: number;
  now?: () => number;
}

export class ConsentLedger {
  private tail: Promise<unknown> = Promise.resolve();

  private constructor(
    private readonly db: IDBPDatabase<LedgerSchema>,
    private readonly retentionDays: number,
    private readonly now: () => number,
  ) {}

  static async open(options: LedgerOptions = {}): Promise<ConsentLedger> {
    const db = await openDB<LedgerSchema>(options.name ?? 'consentry-ledger', 1, {
      upgrade(database) {
        const records = database.createObjectStore('records', { keyPath: 'seq' });
        records.createIndex('time', 'time');
        database.createObjectStore('meta', { keyPath: 'key' });
      },
    });
    return new ConsentLedger(db, options.retentionDays ?? 90, options.now ?? Date.now);
  }

  /** Appends one decision. Appends are serialised, and each is one transaction: head and record together. */
  append(entry: LedgerEntry): Promise<LedgerRecord> {
    const run = async (): Promise<LedgerRecord> => {
      validateEntry(entry);
      const head = await this.db.get('meta', 'head');
      const record = await nextDecisionRecord({ ...entry, origin: toOrigin(entry.origin) }, head, entry.time ?? this.now());
      try {
        const tx = this.db.transaction(['records', 'meta'], 'readwrite');
        const current = await tx.objectStore('meta').get('head');
        if ((current?.seq ?? 0) !== (head?.seq ?? 0)) throw new LedgerError('The ledger moved during an append.', 'storage');
        await tx.objectStore('records').add(record);
        await tx.objectStore('meta').put({ key: 'head', seq: record.seq, hash: record.hash });
        await tx.done;
      } catch (error) {
        if (error instanceof LedgerError) throw error;
        const name = (error as { name?: string }).name;
        // The transaction aborted as a whole, so the chain is intact; the caller is told.
        throw new LedgerError(
          name === 'QuotaExceededError' ? 'The browser refused more storage for the ledger.' : `The ledger could not be written (${name ?? 'error'}).`,
          name === 'QuotaExceededError' ? 'quota' : 'storage',
        );
      }
      return record;
    };
    const next = this.tail.then(run, run);
    this.tail = next.catch(() => undefined);
    return next;
  }

  /** Decision records in order (a clearing record is not a decision: see cleared()). */
  async list(filter: { origin?: string; surface?: Surface; decision?: Decision; since?: number; until?: number } = {}): Promise<LedgerRecord[]> {
    const all = (await this.db.getAll('records')).filter(isDecisionRecord);
    return all.filter(
      (r) =>
        (filter.origin === undefined || r.origin === filter.origin) &&
        (filter.surface === undefined || r.surface === filter.surface) &&
        (filter.decision === undefined || r.decision === filter.decision) &&
        (filter.since === undefined || r.time >= filter.since) &&
        (filter.until === undefined || r.time <= filter.until),
    );
  }

  /** The record of the last clearing, while it is still in the ledger (retention may drop it). */
  async cleared(): Promise<LedgerClearedRecord | undefined> {
    const first = await this.db.get('records', 1);
    return first && !isDecisionRecord(first) ? first : undefined;
  }

  /**
   * Removes every record, and starts the new chain with one record of the clearing: its time and
   * how many records went. Serialised with appends, so no decision lands half in the old chain.
   * What was removed is gone for good; export first to keep it.
   */
  clear(): Promise<LedgerClearedRecord> {
    const run = async (): Promise<LedgerClearedRecord> => {
      const removed = await this.db.count('records');
      const record = await clearedRecord(removed, this.now());
      try {
        const tx = this.db.transaction(['records', 'meta'], 'readwrite');
        await tx.objectStore('records').clear();
        await tx.objectStore('meta').clear();
        await tx.objectStore('records').add(record);
        await tx.objectStore('meta').put({ key: 'head', seq: record.seq, hash: record.hash });
        await tx.done;
      } catch (error) {
        // Aborted as a whole: the old chain is still there, intact.
        throw new LedgerError(`The ledger could not be cleared (${(error as { name?: string }).name ?? 'error'}).`, 'storage');
      }
      return record;
    };
    const next = this.tail.then(run, run);
    this.tail = next.catch(() => undefined);
    return next;
  }

  /** Walks the chain from the anchor (or genesis) and names the first broken link. */
  async verify(): Promise<VerifyResult> {
    const records = await this.db.getAll('records');
    const anchor = await this.db.get('meta', 'anchor');
    const head = await this.db.get('meta', 'head');
    return verifyChain(records, { ...(anchor ? { anchor } : {}), ...(head ? { head } : {}) });
  }

  /** Drops records older than the retention period, keeping an anchor so the rest still verifies. */
  async applyRetention(): Promise<number> {
    const cutoff = this.now() - this.retentionDays * DAY_MS;
    const run = async (): Promise<number> => {
      const tx = this.db.transaction(['records', 'meta'], 'readwrite');
      const records = tx.objectStore('records');
      let cursor = await records.openCursor();
      let removed = 0;
      let last: StoredRecord | undefined;
      while (cursor && cursor.value.time < cutoff) {
        last = cursor.value;
        await cursor.delete();
        removed++;
        cursor = await cursor.continue();
      }
      if (last) await tx.objectStore('meta').put({ key: 'anchor', seq: last.seq, hash: last.hash });
      await tx.done;
      return removed;
    };
    const next = this.tail.then(run, run);
    this.tail = next.catch(() => undefined);
    return next;
  }

  async exportJsonl(): Promise<string> {
    return (await this.db.getAll('records')).map((r) => canonicalJson(r)).join('\n') + '\n';
  }

  /** CSV, one row per record; a clearing record fills only `event` and `removed` besides the chain. */
  async exportCsv(): Promise<string> {
    const header = ['seq', 'time', 'origin', 'surface', 'categories', 'outcomes', 'decision', 'decided_by', 'confidence', 'policy_generation', 'prev_hash', 'hash', 'event', 'removed'];
    const cell = (v: unknown): string => {
      const s = v === null || v === undefined ? '' : typeof v === 'object' ? canonicalJson(v) : String(v);
      return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
    };
    const rows = (await this.db.getAll('records')).map((r) =>
      (isDecisionRecord(r)
        ? [r.seq, new Date(r.time).toISOString(), r.origin, r.surface, r.categories, r.outcomes, r.decision, r.decided_by, r.confidence, r.policy_generation, r.prev_hash, r.hash, undefined, undefined]
        : [r.seq, new Date(r.time).toISOString(), undefined, undefined, undefined, undefined, undefined, r.decided_by, undefined, undefined, r.prev_hash, r.hash, r.event, r.removed]
      )
        .map(cell)
        .join(','),
    );
    return [header.join(','), ...rows].join('\n') + '\n';
  }

  close(): void {
    this.db.close();
  }
}
