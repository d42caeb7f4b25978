/**
 * The `guard` channel: content script ↔ service worker for pastes, drops, uploads and sends, and
 * extension pages → service worker for tab state and confirming a relaxation asked for on a site.
 *
 * Trust: the router fixes which sender kind may call each type (`senders`) and checks every request
 * against its schema before a handler runs. A content script never names a tab: the service
 * worker takes the tab and origin from the sender. Restored values never reach a content script
 * or the page: the content script gets tickets, and only the extension's restoration frame in
 * the same tab redeems them (`restore/show`). No message from a content script can relax the
 * policy (relaxing needs `change/confirm` from an extension page).
 */
import * as v from 'valibot';
import type { CategorySummary } from '../core/decide/decide-text';
import type { ScanErrorKind } from '../core/engine/types';
import type { Category, Decision } from '../core/vocabulary';
import { defineChannel, nullableShortString, reply, shortString, type RequestOf, type ResponseOf, type TypeOf } from './channel';

/** What the toolbar shows for a tab. `guarded` only while a composer is actually found and watched. */
export type TabGuardState = 'guarded' | 'unprotected' | 'paused';

export type { CategorySummary };

/**
 * Why nothing of an item may go, as data: the content script words it (in the person's language),
 * so the service worker never builds sentences.
 */
export type BlockWhy =
  /** The policy blocks these categories on this site (`managed`: an administrator's cell, with their note). */
  | { kind: 'policy'; categories: Category[]; managed?: { note: string | null } }
  /** The check could not finish (a limit, a deadline, an error): nothing unchecked goes. */
  | { kind: 'unchecked'; error: ScanErrorKind }
  /** The tab holds too many unanswered questions. */
  | { kind: 'too_many_questions' }
  /** The person cancelled. */
  | { kind: 'cancelled' };

/**
 * What an in-page prompt says about the on-device models: the check could not finish (the model
 * host failed or timed out, so the item is held for the person's word), or this decision waited
 * for the models to load.
 */
export type ModelNote = { state: 'unavailable' } | { state: 'warmed'; waitedMs: number };

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
      /** True when the person paused the guard on this tab: only secrets and the administrator's cells were applied. */
      paused: boolean;
      /**
       * Confirmed with `release` immediately before the content goes to the page; the worker
       * records the event then, and refuses when the policy moved since the decision.
       */
      releaseId: string;
    }
  | {
      verdict: 'ask';
      /** Handle for the answer; the text waits in service-worker memory. */
      pendingId: string;
      categories: CategorySummary[];
      generation: number;
      /** The administrator's note, when one of the categories is locked by them. */
      managedNote?: string;
      /** Said in the prompt when the models could not read the item, or it waited for them to load. */
      model?: ModelNote;
    }
  | {
      verdict: 'block';
      /** Never holds content. */
      why: BlockWhy;
      categories: CategorySummary[];
      generation: number;
    };

export type PromptChoice = 'masked' | 'original' | 'cancel';

/** The surfaces the composer guard checks text on (a screen share has its own channel). */
export type TextSurface = 'paste' | 'drop' | 'upload' | 'send';

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

/** The answer to a release's confirmation. */
export type ReleaseOutcome =
  | { ok: true }
  /** Nothing may go as decided: the policy moved since (decide again) or the decision expired. */
  | { ok: false; reason: 'policy_moved' | 'expired'; generation: number };

/** A token of a reply this tab may see restored: the ticket the restoration frame redeems. */
export interface RestoreTicket {
  token: string;
  ticket: string;
  /** The kind of value (EMAIL, CARD …), for the frame's accessible name. */
  label: string;
}

export type ChangeOutcome =
  | { ok: true; generation: number }
  | { ok: false; reason: string };

const MAX_TEXT = 10_000_000;
const conversation = nullableShortString(200);
const checkedSurface = v.picklist(['paste', 'drop', 'upload', 'send'] satisfies TextSurface[]);
const tabId = v.pipe(v.number(), v.integer(), v.minValue(0));

/**
 * The guard channel. Content scripts never name a tab (the worker takes tab and origin from the
 * sender); the toolbar and the confirmation page, extension pages, never reach the content-script
 * messages.
 */
export const GUARD = defineChannel('guard', {
  /** A content script started on a page (or its composer came or went). */
  hello: {
    request: v.object({ siteId: shortString(64), state: v.picklist(['guarded', 'unprotected']), reason: nullableShortString(2000), conversation }),
    response: reply<{ paused: boolean }>(),
    senders: ['content_script'],
  },
  /** Decide one item and, when no question is needed, release it at once. */
  check: {
    request: v.object({ surface: checkedSurface, text: shortString(MAX_TEXT), conversation }),
    response: reply<GuardVerdict>(),
    senders: ['content_script'],
  },
  /**
   * A look ahead at typed text: no ledger record, nothing released, no tokens issued. `previewId`
   * (to send as it is) only for text with nothing found and no context category read.
   */
  preview: {
    request: v.object({ text: shortString(MAX_TEXT) }),
    response: reply<{ clean: boolean; previewId: string | null }>(),
    senders: ['content_script'],
  },
  /** A previewed clean text was sent as it was: records the decision. */
  commit: {
    request: v.object({ previewId: shortString(100) }),
    response: reply<{ recorded: boolean }>(),
    senders: ['content_script'],
  },
  /** Released content is about to reach the page: confirm every release of one dispatch together. */
  release: {
    request: v.object({ releaseIds: v.pipe(v.array(shortString(100)), v.minLength(1), v.maxLength(32)) }),
    response: reply<ReleaseOutcome>(),
    senders: ['content_script'],
  },
  /** The person answered the in-page prompt for a pending item. */
  answer: {
    request: v.object({ pendingId: shortString(100), choice: v.picklist(['masked', 'original', 'cancel']), remember: v.boolean() }),
    response: reply<GuardVerdict & { rememberOutcome: RememberOutcome }>(),
    senders: ['content_script'],
  },
  /**
   * Something that could not be checked: a file held for the person's word (`pending`, then
   * `release` or `cancel` with the `holdId` it returned), or text past the size limit.
   */
  held: {
    request: v.object({
      surface: checkedSurface,
      kind: v.picklist(['image', 'pdf', 'binary', 'text']),
      answer: v.picklist(['pending', 'release', 'cancel', 'too_large']),
      holdId: v.optional(shortString(100)),
    }),
    response: reply<{ recorded: boolean; holdId: string | null }>(),
    senders: ['content_script'],
  },
  /** Tickets for the tokens seen in a reply that this tab sent in this conversation. Never values. */
  restore: {
    request: v.object({ tokens: v.pipe(v.array(v.unknown()), v.maxLength(100_000)), conversation }),
    response: reply<{ tickets: RestoreTicket[] }>(),
    senders: ['content_script'],
  },
  /** A frame of another origin asks whether the tab it is in is a guarded AI site. */
  'frame/check': { request: v.null(), response: reply<{ guarded: boolean }>(), senders: ['content_script'] },
  /** The restoration frame redeems its ticket: the value, once, for a frame in the ticket's tab. */
  'restore/show': {
    request: v.object({ ticket: shortString(100) }),
    response: reply<{ token: string; value: string; label: string } | null>(),
    senders: ['extension_page'],
  },
  /** For the toolbar: the state of one tab. */
  'tab/state': { request: v.object({ tabId }), response: reply<TabStateView>(), senders: ['extension_page'] },
  /** For the toolbar: pause or resume the guard on one tab. */
  'tab/pause': { request: v.object({ tabId, paused: v.boolean() }), response: reply<TabStateView>(), senders: ['extension_page'] },
  /** For the confirmation page: a relaxation asked for from a site's prompt. */
  'change/get': { request: v.object({ id: shortString(100) }), response: reply<PendingChangeView | null>(), senders: ['extension_page'] },
  'change/confirm': { request: v.object({ id: shortString(100), confirmed: v.boolean() }), response: reply<ChangeOutcome>(), senders: ['extension_page'] },
});

export type GuardMessageType = TypeOf<typeof GUARD>;
export type GuardRequest<K extends GuardMessageType> = RequestOf<typeof GUARD, K>;
export type GuardResponse<K extends GuardMessageType> = ResponseOf<typeof GUARD, K>;

export type RememberOutcome = 'none' | 'tightened' | 'needs_confirmation' | 'refused';

/** The confirmation page for relaxations asked for on a site (an unlisted extension page). */
export const CONFIRM_PAGE_PATH = '/consent-confirm.html';
