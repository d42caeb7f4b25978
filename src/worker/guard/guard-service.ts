/**
 * The service worker's side of the composer guard, composed from its parts: the tab book (what
 * the toolbar shows per tab), the questions waiting for an answer, the text decisions, the
 * remembered answers that tighten or propose a relaxation, and the restoration maps replies are
 * restored from. Browser objects come in as small interfaces so the same code runs in unit tests.
 *
 * Trust boundary: callers are already classified (and their payloads validated) by the router;
 * tab and origin come from the classified sender only. Content scripts can tighten the policy; a
 * relaxation needs an extension page's confirmation. Text waiting for an answer and restoration
 * values stay in memory; only what the toolbar shows per tab is also kept in session storage.
 * Restored values go to the extension's restoration frame alone (restore-tickets.ts), and only
 * for tokens the tab sent to the site in a message: the assistant can echo nothing else.
 */
import { MAX_TOKENS_PER_LOOKUP, TOKEN_PATTERN } from '../../core/mask/restoration-map';
import type { ChangeOutcome, GuardRequest, GuardResponse, GuardVerdict, PendingChangeView, TabStateView } from '../../protocol/guard';
import type { LedgerEntry } from '../consent-ledger';
import type { FileGuardHooks } from '../files/file-guard';
import type { ModelReader } from '../models/model-reader';
import type { ClassifiedSender } from '../router';
import { Questions } from './questions';
import { Relaxations, type GuardPolicySource } from './relaxations';
import { RestorationMaps } from './restoration-maps';
import { RestoreTickets } from './restore-tickets';
import { TabBook, type TabStore } from './tab-book';
import { TextDecisions } from './text-decisions';

export { siteOriginFor } from './tab-book';
export type { GuardPolicySource } from './relaxations';
export type { TabStore } from './tab-book';

export interface GuardLedger {
  append(entry: LedgerEntry): Promise<unknown>;
}

export interface GuardServiceDeps {
  policy: GuardPolicySource;
  ledger: GuardLedger | undefined;
  /** Opens the extension page where a relaxation is confirmed. */
  openConfirmation(changeId: string): Promise<void>;
  maps?: RestorationMaps;
  now?: () => number;
  newId?: () => string;
  /** How long an unanswered question keeps its text, milliseconds. */
  pendingTtlMs?: number;
  /** Reports a ledger write that failed (never with content). */
  onLedgerError?: (error: unknown) => void;
  /** Where tab state outlives the service worker (session storage); memory only without it. */
  tabStore?: TabStore;
  /** The tabs open now: state saved for any other tab is dropped at restore. */
  liveTabs?: () => Promise<number[]>;
  /** Called when what the toolbar should show for a tab may have changed (its icon follows it). */
  onTabState?: (tabId: number, view: TabStateView) => void;
  /** The on-device models, read beside the detectors on every text (src/worker/models). */
  models?: ModelReader;
}

/** Tokens a tab keeps as sent; the oldest go first. */
const MAX_SENT_PER_TAB = 4096;
const EXACT_TOKEN = new RegExp(`^${TOKEN_PATTERN.source}$`);

export class GuardService {
  readonly maps: RestorationMaps;
  /** The on-device models this guard reads texts with (the file guard reads files' text with them too). */
  readonly models: ModelReader | undefined;
  private readonly tabs: TabBook;
  private readonly questions: Questions;
  private readonly relaxations: Relaxations;
  private readonly text: TextDecisions;
  private readonly onTabState: (tabId: number, view: TabStateView) => void;
  private readonly tickets: RestoreTickets;
  /** Per tab, the tokens its sends carried to the site (memory only). */
  private readonly sent = new Map<number, Set<string>>();

  constructor(deps: GuardServiceDeps) {
    this.onTabState = deps.onTabState ?? (() => undefined);
    const now = deps.now ?? Date.now;
    const newId = deps.newId ?? (() => globalThis.crypto.randomUUID());
    const ttl = deps.pendingTtlMs ?? 10 * 60 * 1000;
    this.maps = deps.maps ?? new RestorationMaps();
    this.models = deps.models;
    this.tabs = new TabBook(deps.tabStore, deps.liveTabs);
    this.questions = new Questions(now, newId, ttl, (gone) => this.text.recordUnanswered(gone));
    this.relaxations = new Relaxations(deps.policy, (id) => deps.openConfirmation(id), now, newId, ttl);
    this.tickets = new RestoreTickets(now, newId);
    const ledger = deps.ledger;
    this.text = new TextDecisions({
      policy: deps.policy,
      tabs: this.tabs,
      questions: this.questions,
      relaxations: this.relaxations,
      maps: this.maps,
      // Not awaited: the decision stands whether or not the write lands; failures are reported.
      record: (entry) => void ledger?.append(entry).catch((error: unknown) => deps.onLedgerError?.(error)),
      markSent: (tabId, tokens) => this.markSent(tabId, tokens),
      ...(deps.models ? { models: deps.models } : {}),
    });
  }

  // ── content-script messages ────────────────────────────────────────────────────────────────

  hello(sender: ClassifiedSender, request: GuardRequest<'hello'>): GuardResponse<'hello'> {
    const { paused, moved, tabId } = { ...this.tabs.hello(sender, request), tabId: sender.tabId };
    if (moved && tabId !== undefined) {
      // The tab moved to another site: nothing issued for the old one survives.
      this.dropTab(tabId);
    }
    if (tabId !== undefined) this.onTabState(tabId, this.tabs.view(tabId));
    return { paused };
  }

  check(sender: ClassifiedSender, request: GuardRequest<'check'>): Promise<GuardVerdict> {
    return this.text.check(this.tabs.caller(sender), request);
  }

  preview(sender: ClassifiedSender, request: GuardRequest<'preview'>): Promise<GuardResponse<'preview'>> {
    return this.text.preview(this.tabs.caller(sender), request);
  }

  commit(sender: ClassifiedSender, request: GuardRequest<'commit'>): GuardResponse<'commit'> {
    return this.text.commit(this.tabs.caller(sender), request);
  }

  answer(sender: ClassifiedSender, request: GuardRequest<'answer'>): Promise<GuardResponse<'answer'>> {
    return this.text.answer(this.tabs.caller(sender), request);
  }

  release(sender: ClassifiedSender, request: GuardRequest<'release'>): GuardResponse<'release'> {
    return this.text.confirm(this.tabs.caller(sender), request);
  }

  frameCheck(sender: ClassifiedSender): GuardResponse<'frame/check'> {
    return { guarded: this.tabs.guardedOrigin(sender) !== null };
  }

  held(sender: ClassifiedSender, request: GuardRequest<'held'>): GuardResponse<'held'> {
    return this.text.held(this.tabs.caller(sender), request);
  }

  restore(sender: ClassifiedSender, request: GuardRequest<'restore'>): GuardResponse<'restore'> {
    const { tabId, origin, top } = this.tabs.caller(sender);
    // Replies are restored in the top frame alone: never in a frame the page made.
    if (!top) return { tickets: [] };
    const sent = this.sent.get(tabId);
    // Only tokens the tab sent to the site: an assistant's reply can echo nothing else.
    const tokens = request.tokens
      .slice(0, MAX_TOKENS_PER_LOOKUP)
      .filter((t): t is string => typeof t === 'string' && EXACT_TOKEN.test(t) && sent?.has(t) === true);
    const values = new Map(this.maps.lookup(tabId, origin, request.conversation, tokens).map((v) => [v.token, v]));
    // One single-use ticket per place the token is shown; expired ones go first, once per reply.
    if (values.size > 0) this.tickets.expire();
    const tickets = tokens.flatMap((token) => {
      const v = values.get(token);
      return v ? [{ token, label: v.label, ticket: this.tickets.issue(tabId, v) }] : [];
    });
    if (tickets.length > 0) this.tabs.count(tabId, origin, 'restored', tickets.length);
    return { tickets };
  }

  /** For the restoration frame: the value behind its ticket, once, when the frame is in the ticket's tab. */
  restoreShow(sender: ClassifiedSender, request: GuardRequest<'restore/show'>): GuardResponse<'restore/show'> {
    if (sender.kind !== 'extension_page') return null;
    return this.tickets.redeem(request.ticket, sender.tabId) ?? null;
  }

  // ── extension-page messages ────────────────────────────────────────────────────────────────

  /** The tab's state; with `showing` (the origin the tab shows now), never the state of a page it left. */
  tabState(tabId: number, showing?: string | null): TabStateView {
    return this.tabs.view(tabId, showing);
  }

  /**
   * The tab started showing another page (or the same one again). Until a content script there
   * says hello, the toolbar shows the tab as nothing guards it, unless it still shows the origin
   * it was guarded on (a reload, or a page of the same site).
   */
  tabNavigated(tabId: number, showing: string | null): void {
    this.onTabState(tabId, this.tabs.view(tabId, showing));
  }

  pause(tabId: number, paused: boolean): TabStateView {
    const view = this.tabs.pause(tabId, paused);
    this.onTabState(tabId, view);
    return view;
  }

  changeView(id: string): PendingChangeView | null {
    return this.relaxations.view(id);
  }

  confirmChange(id: string, confirmed: boolean): Promise<ChangeOutcome> {
    return this.relaxations.confirm(id, confirmed);
  }

  warmUp(): void {
    this.text.warmUp();
  }

  /** What the file guard shares with this one: the tab book, the restoration maps and remembered answers. */
  fileHooks(): FileGuardHooks {
    return {
      caller: (sender) => this.tabs.caller(sender),
      paused: (tabId, origin) => this.tabs.paused(tabId, origin),
      count: (tabId, origin, outcome) => this.tabs.count(tabId, origin, outcome),
      addFindings: (tabId, origin, counts) => this.tabs.addFindings(tabId, origin, counts),
      keepTokens: (tabId, origin, conversation, map) => this.maps.add(tabId, origin, conversation, map),
      remember: (origin, choice, categories) =>
        choice === 'original' ? this.relaxations.propose(origin, categories) : this.relaxations.tighten(origin, categories, choice === 'masked' ? 'mask' : 'block'),
    };
  }

  // ── browser events ─────────────────────────────────────────────────────────────────────────

  tabClosed(tabId: number): void {
    this.dropTab(tabId);
    this.tabs.closed(tabId);
  }

  async restoreTabs(): Promise<void> {
    for (const tabId of await this.tabs.restore()) this.onTabState(tabId, this.tabs.view(tabId));
  }

  /** Drops expired questions, previews, changes, tickets and maps. */
  expire(): void {
    this.questions.expire();
    this.relaxations.expire();
    this.tickets.expire();
    this.maps.sweep();
  }

  /** Everything issued to a tab goes; what was still unanswered is recorded as held. */
  private dropTab(tabId: number): void {
    this.maps.dropTab(tabId);
    this.tickets.dropTab(tabId);
    this.sent.delete(tabId);
    this.text.recordUnanswered(this.questions.dropTab(tabId));
  }

  private markSent(tabId: number, tokens: readonly string[]): void {
    if (tokens.length === 0) return;
    let set = this.sent.get(tabId);
    if (set === undefined) this.sent.set(tabId, (set = new Set()));
    for (const token of tokens) {
      set.delete(token);
      set.add(token);
    }
    while (set.size > MAX_SENT_PER_TAB) set.delete(set.values().next().value as string);
  }
}
