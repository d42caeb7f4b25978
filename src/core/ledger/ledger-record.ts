/**
 * The shape of a consent-ledger record, shared by every place that keeps a ledger (the
 * extension's IndexedDB store, a local agent's ledger file): categories, counts, decisions, who
 * decided, confidence, policy generation, site origin and surface — never text, tokens or hashes
 * of values. One record per event, written once its final outcome is known, with what actually
 * happened to each category and who decided it (outcomes.ts builds them). Pure types and
 * constants.
 */
import type { Category, DecidedBy, Decision, Outcome, Surface } from '../vocabulary';

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

/** What the database holds: decisions, and at most one clearing record at the start of the chain. */
export type StoredRecord = LedgerRecord | LedgerClearedRecord;

export function isDecisionRecord(record: StoredRecord): record is LedgerRecord {
  return !('event' in record);
}

export type VerifyResult =
  | { ok: true; count: number; anchorSeq: number }
  | { ok: false; count: number; brokenAt: number; reason: string };

/** The hash a chain starts from. */
export const GENESIS_HASH = '0'.repeat(64);
