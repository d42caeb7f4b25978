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
import { CATEGORIES, DECIDERS, DECISIONS, OUTCOMES, SURFACES, type Category, type DecidedBy, type Decision, type Surface } from '../core/vocabulary';
import { canonicalJson, sha256Hex } from '../core/ledger/canonical-json';
import { uniformOutcomes } from '../core/ledger/outcomes';
import type { CategoryOutcomes } from '../core/ledger/ledger-record';

import {
  GENESIS_HASH,
  isDecisionRecord,
  type LedgerClearedRecord,
  type LedgerEntry,
  type LedgerRecord,
  type StoredRecord,
  type VerifyResult,
} from '../core/ledger/ledger-record';

export { DECIDERS, GENESIS_HASH, SURFACES, isDecisionRecord, type DecidedBy, type LedgerClearedRecord, type LedgerEntry, type LedgerRecord, type StoredRecord, type Surface, type VerifyResult };

/** A record before its hash is added (distributes over the two kinds). */
type Unsigned<R> = R extends unknown ? Omit<R, 'hash'> : never;

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

export class LedgerError extends Error {
  constructor(
    message: string,
    readonly kind: 'invalid_entry' | 'quota' | 'storage',
  ) {
    super(message);
    this.name = 'LedgerError';
  }
}

/** Reduces any URL or origin string to scheme://host[:port]; refuses anything else. */
export function toOrigin(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new LedgerError('The site must be a URL or origin.', 'invalid_entry');
  }
  if (url.origin === 'null') throw new LedgerError('The site has no origin.', 'invalid_entry');
  return url.origin;
}

function validate(entry: LedgerEntry): void {
  const fail = (what: string): never => {
    throw new LedgerError(`Invalid ledger entry: ${what}.`, 'invalid_entry');
  };
  if (!(SURFACES as readonly string[]).includes(entry.surface)) fail('surface');
  if (!(DECISIONS as readonly string[]).includes(entry.decision)) fail('decision');
  if (!(DECIDERS as readonly string[]).includes(entry.decidedBy)) fail('decided_by');
  if (entry.confidence !== null && !(typeof entry.confidence === 'number' && entry.confidence >= 0 && entry.confidence <= 1)) fail('confidence');
  if (!Number.isInteger(entry.policyGeneration) || entry.policyGeneration < 0) fail('policy generation');
  for (const [category, count] of Object.entries(entry.categories)) {
    if (!(CATEGORIES as readonly string[]).includes(category)) fail('category');
    if (!Number.isInteger(count) || (count as number) < 0) fail('count');
  }
  for (const [category, o] of Object.entries(entry.outcomes ?? {})) {
    if (!(category in entry.categories)) fail('outcome for a category the event does not hold');
    if (typeof o !== 'object' || o === null || Object.keys(o).sort().join() !== 'decided_by,outcome') fail('outcome');
    if (!(OUTCOMES as readonly string[]).includes(o.outcome)) fail('outcome');
    if (!(DECIDERS as readonly string[]).includes(o.decided_by)) fail('outcome decided_by');
  }
}

/** Per category, in vocabulary order: what the entry says happened, or its one decision for all. */
function outcomesOf(entry: LedgerEntry, categories: Partial<Record<Category, number>>): CategoryOutcomes {
  const given = entry.outcomes ?? uniformOutcomes(categories, entry.decision, entry.decidedBy);
  const out: CategoryOutcomes = {};
  for (const category of CATEGORIES) {
    const o = given[category] ?? (categories[category] !== undefined ? uniformOutcomes({ [category]: 1 }, entry.decision, entry.decidedBy)[category] : undefined);
    if (o) out[category] = { outcome: o.outcome, decided_by: o.decided_by };
  }
  return out;
}

function body(record: Unsigned<StoredRecord>): string {
  return canonicalJson(record);
}

export async function hashRecord(record: Unsigned<StoredRecord>): Promise<string> {
  return sha256Hex(body(record));
}

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
      validate(entry);
      const origin = toOrigin(entry.origin);
      const categories: Partial<Record<Category, number>> = {};
      for (const category of CATEGORIES) {
        const count = entry.categories[category];
        if (count !== undefined) categories[category] = count;
      }
      const head = await this.db.get('meta', 'head');
      const unsigned: Unsigned<LedgerRecord> = {
        seq: (head?.seq ?? 0) + 1,
        time: entry.time ?? this.now(),
        origin,
        surface: entry.surface,
        categories,
        decision: entry.decision,
        decided_by: entry.decidedBy,
        confidence: entry.confidence,
        policy_generation: entry.policyGeneration,
        outcomes: outcomesOf(entry, categories),
        prev_hash: head?.hash ?? GENESIS_HASH,
      };
      const record: LedgerRecord = { ...unsigned, hash: await hashRecord(unsigned) };
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
      const unsigned: Unsigned<LedgerClearedRecord> = {
        seq: 1,
        time: this.now(),
        event: 'cleared',
        removed,
        decided_by: 'human',
        prev_hash: GENESIS_HASH,
      };
      const record: LedgerClearedRecord = { ...unsigned, hash: await hashRecord(unsigned) };
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
    let prevHash = anchor?.hash ?? GENESIS_HASH;
    let expectedSeq = (anchor?.seq ?? 0) + 1;
    for (const record of records) {
      if (record.seq !== expectedSeq) {
        return { ok: false, count: records.length, brokenAt: expectedSeq, reason: `record ${expectedSeq} is missing` };
      }
      if (record.prev_hash !== prevHash) {
        return { ok: false, count: records.length, brokenAt: record.seq, reason: `record ${record.seq} does not follow record ${record.seq - 1}` };
      }
      const { hash, ...unsigned } = record;
      if ((await hashRecord(unsigned)) !== hash) {
        return { ok: false, count: records.length, brokenAt: record.seq, reason: `record ${record.seq} was changed after it was written` };
      }
      prevHash = hash;
      expectedSeq++;
    }
    if (head && (head.seq !== expectedSeq - 1 || head.hash !== prevHash)) {
      return { ok: false, count: records.length, brokenAt: expectedSeq, reason: 'records at the end of the ledger are missing' };
    }
    return { ok: true, count: records.length, anchorSeq: anchor?.seq ?? 0 };
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
