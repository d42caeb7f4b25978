/**
 * The consent ledger's record model and hash chain, shared by every store that keeps one: the
 * extension's IndexedDB ledger (src/worker/consent-ledger.ts) and the command line's JSONL file
 * (src/cli/ledger-file.ts). A record holds categories, counts, the decision, who decided,
 * confidence, policy generation, the receiving origin and the surface — never text, tokens or
 * hashes of values. One record per event, written once its final outcome is known, with what
 * actually happened to each category and who decided it (outcomes.ts builds them). Entries are
 * validated on the way in and stored records are checked field by field on the way back, so
 * nothing else can ride along in a record.
 *
 * Each record's `hash` is SHA-256 over the canonical JSON of the record without its hash, and
 * `prev_hash` is the hash of the record before it (GENESIS_HASH for the first). Pure: no storage.
 */
import { CATEGORIES, DECIDERS, DECISIONS, OUTCOMES, SURFACES, type Category, type DecidedBy, type Decision, type Outcome, type Surface } from '../vocabulary';
import { canonicalJson, sha256Hex } from './canonical-json';
import { uniformOutcomes } from './outcomes';

export { DECIDERS, SURFACES, type DecidedBy, type Surface };

/** What happened to one category's values in an event, and who decided it. */
export interface CategoryOutcome {
  outcome: Outcome;
  decided_by: DecidedBy;
}

export type CategoryOutcomes = Partial<Record<Category, CategoryOutcome>>;

/** What a caller hands the ledger. */
export interface LedgerEntry {
  time?: number;
  origin: string;
  surface: Surface;
  categories: Partial<Record<Category, number>>;
  decision: Decision;
  decidedBy: DecidedBy;
  /** Classifier confidence when a model decided; null otherwise. */
  confidence: number | null;
  policyGeneration: number;
  /**
   * Per category, what happened and who decided. Absent: derived from `decision` and `decidedBy`
   * (every category of the event shared its fate).
   */
  outcomes?: CategoryOutcomes;
}

/** One event, as stored. */
export interface LedgerRecord {
  seq: number;
  time: number;
  origin: string;
  surface: Surface;
  categories: Partial<Record<Category, number>>;
  decision: Decision;
  decided_by: DecidedBy;
  confidence: number | null;
  policy_generation: number;
  /** Per category, what happened and who decided (records written before it existed lack it). */
  outcomes?: CategoryOutcomes;
  prev_hash: string;
  hash: string;
}

/**
 * The first record of a ledger the person cleared: when, and how many records were removed. It
 * holds no site, category or decision, so nothing of what was removed survives in it.
 */
export interface LedgerClearedRecord {
  seq: number;
  time: number;
  event: 'cleared';
  removed: number;
  decided_by: 'human';
  prev_hash: string;
  hash: string;
}

/** What a ledger holds: decisions, and at most one clearing record at the start of the chain. */
export type StoredRecord = LedgerRecord | LedgerClearedRecord;

export function isDecisionRecord(record: StoredRecord): record is LedgerRecord {
  return !('event' in record);
}

/** A record before its hash is added (distributes over the two kinds). */
export type Unsigned<R> = R extends unknown ? Omit<R, 'hash'> : never;

export type VerifyResult =
  | { ok: true; count: number; anchorSeq: number }
  | { ok: false; count: number; brokenAt: number; reason: string };

/** The last record of a chain (or a retention anchor): its sequence number and hash. */
export interface ChainLink {
  seq: number;
  hash: string;
}

/** The hash a chain starts from. */
export const GENESIS_HASH = '0'.repeat(64);

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

/** Refuses an entry with anything outside the vocabulary in it. */
export function validateEntry(entry: LedgerEntry): void {
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
    if (outcomeProblem(o) !== null) fail('outcome');
  }
}

/** Why `o` is not one category's outcome (exactly `outcome` and `decided_by`), or null. */
function outcomeProblem(o: unknown): string | null {
  if (typeof o !== 'object' || o === null || Array.isArray(o)) return 'an outcome must be an object';
  if (Object.keys(o).sort().join() !== 'decided_by,outcome') return 'an outcome holds exactly outcome and decided_by';
  const { outcome, decided_by } = o as Record<string, unknown>;
  if (!(OUTCOMES as readonly unknown[]).includes(outcome)) return 'unknown outcome';
  if (!(DECIDERS as readonly unknown[]).includes(decided_by)) return 'unknown outcome decided_by';
  return null;
}

/** Per category, in vocabulary order: what the entry says happened, or its one decision for all. */
function outcomesOf(entry: LedgerEntry, categories: Partial<Record<Category, number>>): CategoryOutcomes {
  // The event's one decision, for every category it counts: what a category without its own outcome takes.
  const uniform = uniformOutcomes(categories, entry.decision, entry.decidedBy);
  const given = entry.outcomes ?? uniform;
  const out: CategoryOutcomes = {};
  for (const category of CATEGORIES) {
    const o = given[category] ?? uniform[category];
    if (o) out[category] = { outcome: o.outcome, decided_by: o.decided_by };
  }
  return out;
}

export async function hashRecord(record: Unsigned<StoredRecord>): Promise<string> {
  return sha256Hex(canonicalJson(record));
}

/**
 * The record that follows `head` (or starts the chain) for an entry, validated and hashed. The
 * origin is stored as given: each store normalises it first (the extension to a URL origin).
 */
export async function nextDecisionRecord(entry: LedgerEntry, head: ChainLink | undefined, time: number): Promise<LedgerRecord> {
  validateEntry(entry);
  const categories: Partial<Record<Category, number>> = {};
  for (const category of CATEGORIES) {
    const count = entry.categories[category];
    if (count !== undefined) categories[category] = count;
  }
  const unsigned: Unsigned<LedgerRecord> = {
    seq: (head?.seq ?? 0) + 1,
    time,
    origin: entry.origin,
    surface: entry.surface,
    categories,
    decision: entry.decision,
    decided_by: entry.decidedBy,
    confidence: entry.confidence,
    policy_generation: entry.policyGeneration,
    outcomes: outcomesOf(entry, categories),
    prev_hash: head?.hash ?? GENESIS_HASH,
  };
  return { ...unsigned, hash: await hashRecord(unsigned) };
}

/** The record that starts a cleared ledger: when, and how many records went. */
export async function clearedRecord(removed: number, time: number): Promise<LedgerClearedRecord> {
  const unsigned: Unsigned<LedgerClearedRecord> = { seq: 1, time, event: 'cleared', removed, decided_by: 'human', prev_hash: GENESIS_HASH };
  return { ...unsigned, hash: await hashRecord(unsigned) };
}

/**
 * Walks `records` (in order) from the anchor, or from genesis, and names the first broken link.
 * With `head`, also notices records cut from the end (a store that keeps its head apart).
 */
export async function verifyChain(records: readonly StoredRecord[], options: { anchor?: ChainLink; head?: ChainLink } = {}): Promise<VerifyResult> {
  const { anchor, head } = options;
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

const DECISION_KEYS = ['seq', 'time', 'origin', 'surface', 'categories', 'decision', 'decided_by', 'confidence', 'policy_generation', 'prev_hash', 'hash'];
const CLEARED_KEYS = ['seq', 'time', 'event', 'removed', 'decided_by', 'prev_hash', 'hash'];
const HEX64 = /^[0-9a-f]{64}$/;

function isRecordObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const count = (v: unknown): boolean => Number.isSafeInteger(v) && (v as number) >= 0;

/**
 * Why `value` is not a stored record of either kind (exactly its fields, each of its type and
 * vocabulary), or null when it is one. What a store reads back from a file passes through this.
 */
export function recordShapeProblem(value: unknown): string | null {
  if (!isRecordObject(value)) return 'not a JSON object';
  const cleared = value['event'] !== undefined;
  const expected = cleared ? CLEARED_KEYS : DECISION_KEYS;
  for (const key of Object.keys(value)) if (!expected.includes(key) && !(key === 'outcomes' && !cleared)) return `unexpected field "${key}"`;
  for (const key of expected) if (!(key in value)) return `missing field "${key}"`;
  if (!count(value['seq']) || (value['seq'] as number) < 1) return 'seq must be a positive integer';
  if (!count(value['time'])) return 'time must be a non-negative integer';
  if (typeof value['prev_hash'] !== 'string' || !HEX64.test(value['prev_hash'])) return 'prev_hash must be 64 hex digits';
  if (typeof value['hash'] !== 'string' || !HEX64.test(value['hash'])) return 'hash must be 64 hex digits';
  if (cleared) {
    if (value['event'] !== 'cleared') return 'event must be "cleared"';
    if (!count(value['removed'])) return 'removed must be a non-negative integer';
    if (value['decided_by'] !== 'human') return 'a clearing is decided by "human"';
    return null;
  }
  if (typeof value['origin'] !== 'string' || value['origin'].length > 256) return 'origin must be a short string';
  if (!(SURFACES as readonly unknown[]).includes(value['surface'])) return 'unknown surface';
  if (!(DECISIONS as readonly unknown[]).includes(value['decision'])) return 'unknown decision';
  if (!(DECIDERS as readonly unknown[]).includes(value['decided_by'])) return 'unknown decided_by';
  const confidence = value['confidence'];
  if (confidence !== null && !(typeof confidence === 'number' && confidence >= 0 && confidence <= 1)) return 'confidence must be null or in [0, 1]';
  if (!count(value['policy_generation'])) return 'policy_generation must be a non-negative integer';
  const categories = value['categories'];
  if (!isRecordObject(categories)) return 'categories must be an object';
  for (const [category, n] of Object.entries(categories)) {
    if (!(CATEGORIES as readonly string[]).includes(category)) return `unknown category "${category}"`;
    if (!count(n)) return `the count for ${category} must be a non-negative integer`;
  }
  // Records written before outcomes existed lack them; a record that has them holds one per category it counts, at most.
  const outcomes = value['outcomes'];
  if (outcomes !== undefined) {
    if (!isRecordObject(outcomes)) return 'outcomes must be an object';
    for (const [category, o] of Object.entries(outcomes)) {
      if (!(category in categories)) return `an outcome for ${category}, which the record does not count`;
      const problem = outcomeProblem(o);
      if (problem !== null) return `${problem} (${category})`;
    }
  }
  return null;
}
