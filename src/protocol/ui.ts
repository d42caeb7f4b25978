/**
 * The `ui` channel: what the options page and the toolbar popup may ask the service worker.
 * Every message here is for extension pages only (the router refuses content scripts before any
 * handler runs); relaxing the policy and clearing the ledger additionally need `confirmed`, which
 * the pages set only after the person's explicit confirmation step. A tab's guard state and pausing it are the
 * guard channel's (`tab/state`, `tab/pause` in guard.ts).
 */
import * as v from 'valibot';
import { DECISIONS, SURFACES, type Decision, type Purpose } from '../core/vocabulary';
import { defineChannel, reply } from './channel';
import type { LedgerClearedRecord, LedgerRecord, VerifyResult } from '../core/ledger/ledger-record';
import type { Surface } from '../core/vocabulary';
import type { Policy, PolicyCategory } from '../core/policy/policy';
import type { ChangeResult, ManagedPolicy } from '../core/policy/policy-store';
import type { ScreenShareSummary } from './screen';

export interface LockedCell {
  category: PolicyCategory;
  purpose: Purpose;
  reason: 'managed' | 'credential';
}

export interface PolicyView {
  /** The person's own policy: what the options page edits. */
  user: Policy;
  /** What is enforced: the person's policy with managed values laid over it. */
  effective: Policy;
  generation: number;
  locked: LockedCell[];
  managed: ManagedPolicy;
  /** The stored policy was refused at load; the default is in force. */
  loadError?: string;
  /** Managed values could not be read or were invalid; the last good ones are in force. */
  managedError?: string;
}

export interface LedgerFilter {
  origin?: string;
  surface?: Surface;
  decision?: Decision;
  since?: number;
  until?: number;
}

export type LedgerAnswer<T> = ({ available: true } & T) | { available: false; error: string };

export interface RecentDecisions {
  /** The latest decisions on the site this browser session, newest first. */
  records: LedgerRecord[];
  /** When this browser session started (records before it are not counted). */
  since: number;
}

const pagesOnly = ['extension_page'] as const;
const timestamp = v.pipe(v.number(), v.finite());

/** Every message here is for extension pages only. */
export const UI = defineChannel('ui', {
  'policy/get': { request: v.null(), response: reply<PolicyView>(), senders: pagesOnly },
  /** The policy is checked in full by the policy store, which knows its schema and the locks. */
  'policy/set': { request: v.object({ policy: v.unknown(), confirmed: v.boolean() }), response: reply<ChangeResult>(), senders: pagesOnly },
  /** Decisions matching the filter, and the record of the last clearing while the ledger holds it. */
  'ledger/list': {
    request: v.object({
      origin: v.optional(v.pipe(v.string(), v.maxLength(2000))),
      surface: v.optional(v.picklist(SURFACES)),
      decision: v.optional(v.picklist(DECISIONS)),
      since: v.optional(timestamp),
      until: v.optional(timestamp),
    }),
    response: reply<LedgerAnswer<{ records: LedgerRecord[]; cleared?: LedgerClearedRecord }>>(),
    senders: pagesOnly,
  },
  'ledger/verify': { request: v.null(), response: reply<LedgerAnswer<{ result: VerifyResult }>>(), senders: pagesOnly },
  'ledger/export': { request: v.object({ format: v.picklist(['jsonl', 'csv']) }), response: reply<LedgerAnswer<{ content: string; filename: string }>>(), senders: pagesOnly },
  'ledger/recent': {
    request: v.object({ origin: v.pipe(v.string(), v.minLength(1), v.maxLength(2000)), limit: v.optional(v.pipe(v.number(), v.integer())) }),
    response: reply<LedgerAnswer<RecentDecisions>>(),
    senders: pagesOnly,
  },
  /**
   * How the screen shares of a tab (or of every tab) went: live ones and the last few that ended,
   * newest first. Counts and timings only (screen.ts ScreenShareDiagnostics).
   */
  'screen/diagnostics': {
    request: v.object({ tabId: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))) }),
    response: reply<{ shares: ScreenShareSummary[] }>(),
    senders: pagesOnly,
  },
  /** Removes every record; the new chain starts with a record of the clearing. The options page only. */
  'ledger/clear': { request: v.object({ confirmed: v.boolean() }), response: reply<LedgerAnswer<{ cleared: LedgerClearedRecord }>>(), senders: pagesOnly },
});
