/**
 * The `ui` channel: what the options page and the toolbar popup may ask the service worker.
 * Every message here is for extension pages only (the router refuses content scripts before any
 * handler runs); relaxing the policy and clearing the ledger additionally need `confirmed`, which
 * the pages set only after the person's explicit confirmation step. A tab's guard state and pausing it are the
 * guard channel's (`tab/state`, `tab/pause` in protocol-guard.ts).
 */
import type { Decision, Purpose } from '../core/vocabulary';
import type { LedgerClearedRecord, LedgerRecord, Surface, VerifyResult } from '../worker/consent-ledger';
import type { Policy, PolicyCategory } from '../core/policy/policy';
import type { ChangeResult, ManagedPolicy } from '../core/policy/policy-store';

export const UI_CHANNEL = 'ui';

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

export type UiChannel = {
  'policy/get': { request: null; response: PolicyView };
  'policy/set': { request: { policy: unknown; confirmed: boolean }; response: ChangeResult };
  /** Decisions matching the filter, and the record of the last clearing while the ledger holds it. */
  'ledger/list': { request: LedgerFilter; response: LedgerAnswer<{ records: LedgerRecord[]; cleared?: LedgerClearedRecord }> };
  'ledger/verify': { request: null; response: LedgerAnswer<{ result: VerifyResult }> };
  'ledger/export': { request: { format: 'jsonl' | 'csv' }; response: LedgerAnswer<{ content: string; filename: string }> };
  'ledger/recent': { request: { origin: string; limit?: number }; response: LedgerAnswer<RecentDecisions> };
  /** Removes every record; the new chain starts with a record of the clearing. The options page only. */
  'ledger/clear': { request: { confirmed: boolean }; response: LedgerAnswer<{ cleared: LedgerClearedRecord }> };
};
