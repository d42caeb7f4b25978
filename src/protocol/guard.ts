/**
 * The `guard` channel: content script ↔ service worker for pastes, drops, uploads and sends, and
 * extension pages → service worker for tab state and confirming a relaxation asked for on a site.
 *
 * Trust: the router fixes which sender kind may call each type (GUARD_SENDERS). A content script
 * never names a tab: the service worker takes the tab and origin from the sender. Restoration
 * values travel only to the content script of the tab that issued them, never to the page; no
 * message from a content script can relax the policy (relaxing needs `change/confirm` from an
 * extension page).
 */
import type { Category, Decision } from '../core/vocabulary';
import type { Surface } from '../worker/consent-ledger';
import type { SenderKind } from '../worker/router';

export const GUARD_CHANNEL = 'guard';

/** What the toolbar shows for a tab. `guarded` only while a composer is actually found and watched. */
export type TabGuardState = 'guarded' | 'unprotected' | 'paused';

/** One category found in an item, as the in-page prompt may show it: counts, never values. */
export interface CategorySummary {
  category: Category;
  count: number;
  /** The policy's decision for this site. */
  decision: Decision;
  /** True when no answer can release it (credential, or an administrator's lock). */
  locked: boolean;
}

/** The service worker's answer about one piece of text. */
export type GuardVerdict =
  | {
      verdict: 'release';
      /** What may be inserted: masked where the policy said so. */
      text: string;
      /** False when nothing was masked. */
      changed: boolean;
      categories: CategorySummary[];
      generation: number;
      /** True when the person paused the guard on this tab: nothing was checked. */
      paused: boolean;
    }
  | {
      verdict: 'ask';
      /** Handle for the answer; the text waits in service-worker memory. */
      pendingId: string;
      categories: CategorySummary[];
      generation: number;
    }
  | {
      verdict: 'block';
      /** Safe to show: never holds content. */
      reason: string;
      categories: CategorySummary[];
      generation: number;
    };

export type PromptChoice = 'masked' | 'original' | 'cancel';

/** What could not be checked: a file kind the guard cannot read, or text past the size limit. */
export type HeldKind = 'image' | 'pdf' | 'binary' | 'text';

export interface TabCounts {
  /** Items released unchanged (nothing found). */
  passed: number;
  masked: number;
  blocked: number;
  asked: number;
  held: number;
  restored: number;
  /** Findings by category, over the tab's life. */
  categories: Partial<Record<Category, number>>;
}

export interface TabStateView {
  state: TabGuardState;
  /** Registry id of the site, or null on a page the guard does not run on. */
  siteId: string | null;
  origin: string | null;
  /** Why a tab is unprotected, in words for the toolbar. */
  reason: string | null;
  counts: TabCounts;
}

export interface PendingChangeView {
  id: string;
  origin: string;
  /** Cells that would become `allow` on this site. */
  cells: Array<{ category: Category; purpose: string; from: Decision }>;
  /** Cells left out because an administrator or the credential lock fixes them. */
  locked: Array<{ category: Category; purpose: string }>;
}

export type ChangeOutcome =
  | { ok: true; generation: number }
  | { ok: false; reason: string };

export type GuardChannel = {
  /** A content script started on a page (or its composer came or went). */
  hello: {
    request: { siteId: string; state: 'guarded' | 'unprotected'; reason: string | null; conversation: string | null };
    response: { paused: boolean };
  };
  /** Decide one item and, when no question is needed, release it at once. */
  check: {
    request: { surface: Surface; text: string; conversation: string | null };
    response: GuardVerdict;
  };
  /** A look ahead at typed text: no ledger record, nothing released, no tokens issued. */
  preview: {
    request: { text: string };
    response: { clean: boolean; previewId: string | null };
  };
  /** A previewed clean text was sent as it was: records the decision. */
  commit: {
    request: { previewId: string };
    response: { recorded: boolean };
  };
  /** The person answered the in-page prompt for a pending item. */
  answer: {
    request: { pendingId: string; choice: PromptChoice; remember: boolean };
    response: GuardVerdict & { rememberOutcome: 'none' | 'tightened' | 'needs_confirmation' | 'refused' };
  };
  /** Something that could not be checked (an image, PDF or binary file, or text past the limits) was held or refused. */
  held: {
    request: { surface: Surface; kind: HeldKind; answer: 'pending' | 'release' | 'cancel' | 'too_large' };
    response: { recorded: boolean };
  };
  /** Values for tokens seen in a reply, from this tab's map for this conversation. */
  restore: {
    request: { tokens: string[]; conversation: string | null };
    response: { values: Array<{ token: string; value: string; label: string }> };
  };
  /** For the toolbar: the state of one tab. */
  'tab/state': {
    request: { tabId: number };
    response: TabStateView;
  };
  /** For the toolbar: pause or resume the guard on one tab. */
  'tab/pause': {
    request: { tabId: number; paused: boolean };
    response: TabStateView;
  };
  /** For the confirmation page: a relaxation asked for from a site's prompt. */
  'change/get': {
    request: { id: string };
    response: PendingChangeView | null;
  };
  'change/confirm': {
    request: { id: string; confirmed: boolean };
    response: ChangeOutcome;
  };
};

export type GuardMessageType = keyof GuardChannel & string;

/** Who may send each message. Content scripts never reach tab state, pausing or policy changes. */
export const GUARD_SENDERS: { readonly [K in GuardMessageType]: readonly SenderKind[] } = {
  hello: ['content_script'],
  check: ['content_script'],
  preview: ['content_script'],
  commit: ['content_script'],
  answer: ['content_script'],
  held: ['content_script'],
  restore: ['content_script'],
  'tab/state': ['extension_page'],
  'tab/pause': ['extension_page'],
  'change/get': ['extension_page'],
  'change/confirm': ['extension_page'],
};

/** The confirmation page for relaxations asked for on a site (an unlisted extension page). */
export const CONFIRM_PAGE_PATH = '/consent-confirm.html';
