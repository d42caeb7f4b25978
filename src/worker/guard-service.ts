/**
 * The service worker's side of the composer guard: it decides every paste, drop, upload and send
 * under the live policy for the site's origin and purposes, releases masked text, holds what needs
 * a question, keeps the restoration maps, records every decision in the ledger (categories and
 * counts only) and answers the toolbar about each tab.
 *
 * Trust boundary: callers are already classified by the router; this module takes tab and origin
 * from the classified sender only; a subframe's content script speaks for the tab's site only when
 * it shares the top frame's origin, and never changes what the toolbar shows (siteOriginFor).
 * Content scripts can tighten the policy (a remembered "mask" or "cancel"); a remembered "send
 * original" becomes a pending change that only an extension page can confirm. Text waiting for an
 * answer and restoration values stay in this module's memory; only what the toolbar shows per tab
 * (site, state, reason, paused, counts) is also kept in session storage, so it survives a
 * service-worker restart (tab-state-store.ts).
 * Browser objects come in as small interfaces so the same code runs in unit tests.
 */
import {
  SECRET_CATEGORIES,
  type Category,
  type Decision,
  type Purpose,
} from '../core/vocabulary';
import type { Finding } from '../core/engine/types';
import { SURFACES, type LedgerEntry, type Surface } from './consent-ledger';
import { categoryNoun } from '../content/ui/category-labels';
import { guardText } from '../core/decide/decide-text';
import { mask } from '../core/mask/mask';
import { TOKEN_PATTERN, type RestorationMap } from '../core/mask/restoration-map';
import type {
  CategorySummary,
  ChangeOutcome,
  GuardChannel,
  GuardVerdict,
  HeldKind,
  PendingChangeView,
  PromptChoice,
  TabCounts,
  TabStateView,
} from '../protocol/guard';
import type { ClassifiedSender } from './router';
import { decideFinding } from '../core/policy/actions';
import {
  LOCKED_CATEGORIES,
  STRICTNESS,
  cellDecision,
  purposesFor,
  strictest,
  type Policy,
  type PolicyCategory,
} from '../core/policy/policy';
import type { ChangeResult } from '../core/policy/policy-store';
import { RestorationMaps } from './restoration-maps';
import type { SavedTab } from './tab-state-store';

/** The parts of PolicyStore the guard uses. */
export interface GuardPolicySource {
  readonly generation: number;
  current(): Policy;
  /** The person's own policy, without managed values laid over it. */
  userPolicy(): Policy;
  lockedCells(): Array<{ category: PolicyCategory; purpose: Purpose; reason: 'managed' | 'credential' }>;
  tighten(category: PolicyCategory, purpose: Purpose, decision: Decision, origin?: string): Promise<ChangeResult>;
  update(input: unknown, source: 'extension_page' | 'content_script' | 'managed', confirmed?: boolean): Promise<ChangeResult>;
}

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
}

/** The parts of TabStateStore the guard uses. */
export interface TabStore {
  load(): Promise<Map<number, SavedTab>>;
  save(entries: ReadonlyArray<[tabId: number, tab: SavedTab]>): Promise<void>;
  remove(tabIds: readonly number[]): Promise<void>;
}

interface Pending {
  tabId: number;
  origin: string;
  surface: Surface;
  conversation: string | null;
  text: string;
  generation: number;
  asked: ReadonlySet<Category>;
  expires: number;
}

interface PendingChange {
  origin: string;
  cells: Array<{ category: PolicyCategory; purpose: Purpose; from: Decision }>;
  locked: Array<{ category: PolicyCategory; purpose: Purpose }>;
  expires: number;
}

type TabRecord = SavedTab;

type Decided =
  | { kind: 'error'; reason: string }
  | {
      kind: 'decided';
      findings: Finding[];
      masked: string;
      restoration: RestorationMap;
      summaries: CategorySummary[];
      byCategory: Map<Category, Decision>;
      generation: number;
    };

const MAX_TOKENS_PER_LOOKUP = 256;
const MAX_PENDING_PER_TAB = 16;

const SURFACE_NOUN: Readonly<Record<Surface, string>> = {
  paste: 'paste',
  drop: 'drop',
  upload: 'file',
  send: 'message',
  screen: 'screen',
};

function emptyCounts(): TabCounts {
  return { passed: 0, masked: 0, blocked: 0, asked: 0, held: 0, restored: 0, categories: {} };
}

function isSurface(value: unknown): value is Surface {
  return typeof value === 'string' && (SURFACES as readonly string[]).includes(value) && value !== 'screen';
}

function requireTab(sender: ClassifiedSender): number {
  if (sender.kind !== 'content_script' || sender.tabId === undefined) throw new Error('Only a page in a tab can ask this.');
  return sender.tabId;
}

/**
 * The site origin a content script speaks for, or undefined when it speaks for none. The top
 * frame speaks for its own origin. A subframe speaks for the tab's site (`tabOrigin`, as the top
 * frame reported it) and only when it shares that origin: a blob: frame carries its creator's
 * origin, and about:blank and srcdoc frames inherit it, though the router, reading their URL,
 * sees the opaque "null". A frame of any other origin is not the site.
 */
export function siteOriginFor(sender: ClassifiedSender, tabOrigin: string | null): string | undefined {
  if (sender.frameId === undefined || sender.frameId === 0) return sender.origin;
  if (tabOrigin === null) return undefined;
  if (sender.origin === tabOrigin) return tabOrigin;
  if (sender.origin === 'null' && /^about:(?:blank|srcdoc)(?:[?#]|$)/.test(sender.url)) return tabOrigin;
  return undefined;
}

function optionalConversation(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'string' || value.length > 200) throw new Error('Malformed conversation id.');
  return value;
}

export class GuardService {
  readonly maps: RestorationMaps;
  private readonly now: () => number;
  private readonly newId: () => string;
  private readonly pendingTtlMs: number;
  private pending = new Map<string, Pending>();
  private previews = new Map<string, { tabId: number; origin: string; generation: number; expires: number }>();
  private changes = new Map<string, PendingChange>();
  private tabs = new Map<number, TabRecord>();
  /** Tabs whose record changed since the last write to the tab store. */
  private dirty = new Set<number>();

  constructor(private readonly deps: GuardServiceDeps) {
    this.maps = deps.maps ?? new RestorationMaps();
    this.now = deps.now ?? Date.now;
    this.newId = deps.newId ?? (() => globalThis.crypto.randomUUID());
    this.pendingTtlMs = deps.pendingTtlMs ?? 10 * 60 * 1000;
  }

  // ── content-script messages ────────────────────────────────────────────────────────────────

  /**
   * The tab and site origin of a content script's message. A subframe's messages count for the
   * tab's site as its top frame reported it (they never change what the toolbar shows but the
   * counts); a subframe of another origin, or one in a tab whose top frame said nothing, is refused.
   */
  private caller(sender: ClassifiedSender): { tabId: number; origin: string; top: boolean } {
    const tabId = requireTab(sender);
    if (sender.frameId === undefined || sender.frameId === 0) return { tabId, origin: sender.origin, top: true };
    const record = this.tabs.get(tabId);
    const origin = siteOriginFor(sender, record !== undefined && record.siteId !== null ? record.origin : null);
    if (origin === undefined) throw new Error('This frame is not part of the guarded page; nothing was inserted.');
    return { tabId, origin, top: false };
  }

  hello(sender: ClassifiedSender, request: GuardChannel['hello']['request']): GuardChannel['hello']['response'] {
    const tabId = requireTab(sender);
    if (request.state !== 'guarded' && request.state !== 'unprotected') throw new Error('Malformed state.');
    if (typeof request.siteId !== 'string' || request.siteId.length > 64) throw new Error('Malformed site.');
    optionalConversation(request.conversation);
    // Only the top frame says what the tab is: a frame's word would overwrite what the toolbar shows.
    if (sender.frameId !== undefined && sender.frameId !== 0) return { paused: this.tabs.get(tabId)?.paused ?? false };
    const record = this.tabs.get(tabId);
    if (record !== undefined && record.origin !== sender.origin) {
      // The tab moved to another site: nothing issued for the old one survives.
      this.maps.dropTab(tabId);
      this.dropPendingFor(tabId);
      record.counts = emptyCounts();
    }
    const next: TabRecord = record ?? { siteId: null, origin: null, state: 'unprotected', reason: null, paused: false, counts: emptyCounts() };
    next.siteId = request.siteId;
    next.origin = sender.origin;
    next.state = request.state;
    next.reason = request.state === 'guarded' ? null : (typeof request.reason === 'string' ? request.reason.slice(0, 300) : 'The composer was not found.');
    this.tabs.set(tabId, next);
    this.changed(tabId);
    return { paused: next.paused };
  }

  check(sender: ClassifiedSender, request: GuardChannel['check']['request']): GuardVerdict {
    const { tabId, origin } = this.caller(sender);
    if (!isSurface(request.surface)) throw new Error('Malformed surface.');
    if (typeof request.text !== 'string') throw new Error('Malformed text.');
    const conversation = optionalConversation(request.conversation);
    const record = this.recordFor(tabId, origin);
    if (record.paused) {
      record.counts.passed++;
      this.record({ origin, surface: request.surface, categories: {}, decision: 'allow', decidedBy: 'human', confidence: null, policyGeneration: this.deps.policy.generation });
      return { verdict: 'release', text: request.text, changed: false, categories: [], generation: this.deps.policy.generation, paused: true };
    }
    const decided = this.decide(request.text, origin);
    return this.settle(tabId, origin, request.surface, conversation, request.text, decided, new Set());
  }

  preview(sender: ClassifiedSender, request: GuardChannel['preview']['request']): GuardChannel['preview']['response'] {
    const { tabId, origin } = this.caller(sender);
    if (typeof request.text !== 'string') throw new Error('Malformed text.');
    const decided = this.decide(request.text, origin);
    if (decided.kind === 'error' || decided.findings.length > 0) return { clean: false, previewId: null };
    this.expire();
    const previewId = this.newId();
    if (this.previews.size > 512) this.previews.clear();
    this.previews.set(previewId, { tabId, origin, generation: decided.generation, expires: this.now() + this.pendingTtlMs });
    return { clean: true, previewId };
  }

  commit(sender: ClassifiedSender, request: GuardChannel['commit']['request']): GuardChannel['commit']['response'] {
    const { tabId, origin } = this.caller(sender);
    const preview = typeof request.previewId === 'string' ? this.previews.get(request.previewId) : undefined;
    if (preview === undefined || preview.tabId !== tabId || preview.origin !== origin) return { recorded: false };
    this.previews.delete(request.previewId);
    this.recordFor(tabId, origin).counts.passed++;
    this.record({ origin, surface: 'send', categories: {}, decision: 'allow', decidedBy: 'policy', confidence: null, policyGeneration: preview.generation });
    return { recorded: true };
  }

  async answer(sender: ClassifiedSender, request: GuardChannel['answer']['request']): Promise<GuardChannel['answer']['response']> {
    const { tabId, origin } = this.caller(sender);
    const choice: PromptChoice = request.choice;
    if (choice !== 'masked' && choice !== 'original' && choice !== 'cancel') throw new Error('Malformed choice.');
    this.expire();
    const pending = typeof request.pendingId === 'string' ? this.pending.get(request.pendingId) : undefined;
    if (pending === undefined || pending.tabId !== tabId || pending.origin !== origin) {
      throw new Error('This question is no longer open; nothing was inserted.');
    }
    this.pending.delete(request.pendingId);
    const record = this.recordFor(tabId, origin);
    const remember = request.remember === true;

    // Decide again under the policy as it is now: it may have moved while the person read the prompt.
    const decided = this.decide(pending.text, pending.origin);
    if (decided.kind === 'error') {
      record.counts.blocked++;
      this.record({ origin: pending.origin, surface: pending.surface, categories: {}, decision: 'block', decidedBy: 'policy', confidence: null, policyGeneration: this.deps.policy.generation });
      return { verdict: 'block', reason: decided.reason, categories: [], generation: this.deps.policy.generation, rememberOutcome: 'none' };
    }
    const counts = countsOf(decided.summaries);

    if (choice === 'cancel') {
      record.counts.blocked++;
      this.record({ origin: pending.origin, surface: pending.surface, categories: counts, decision: 'block', decidedBy: 'human', confidence: null, policyGeneration: decided.generation });
      const rememberOutcome = remember ? await this.tightenAsked(pending, decided, 'block') : 'none';
      return {
        verdict: 'block',
        reason: `Cancelled: nothing from this ${SURFACE_NOUN[pending.surface]} was inserted.`,
        categories: decided.summaries,
        generation: decided.generation,
        rememberOutcome,
      };
    }

    const newlyAsked = [...decided.byCategory].filter(([c, d]) => d === 'ask' && !pending.asked.has(c));
    const blockedNow = [...decided.byCategory].some(([, d]) => d === 'block');
    if (blockedNow || newlyAsked.length > 0) {
      // The policy moved under the question: decide afresh and, if needed, ask again.
      const verdict = this.settle(tabId, pending.origin, pending.surface, pending.conversation, pending.text, decided, pending.asked);
      return { ...verdict, rememberOutcome: 'none' };
    }

    let text: string;
    let restoration: RestorationMap;
    let decision: Decision;
    if (choice === 'masked') {
      text = decided.masked;
      restoration = decided.restoration;
      decision = 'mask';
      record.counts.masked++;
    } else {
      const locked = new Set(decided.summaries.filter((c) => c.locked).map((c) => c.category));
      const policy = this.deps.policy.current();
      const actions = new Set(policy.actions);
      const released = mask(pending.text, decided.findings, {
        decide: (f) => (locked.has(f.category) || SECRET_CATEGORIES.has(f.category) ? 'mask' : 'allow'),
        placeholder: (f) => actions.has('summarize_without_identifier') || decideFinding(policy, f.category, { origin: pending.origin }).irreversible,
      });
      text = released.masked;
      restoration = released.restoration;
      decision = 'allow';
      if (text !== pending.text) record.counts.masked++;
      else record.counts.passed++;
    }
    this.maps.add(tabId, pending.origin, pending.conversation, restoration);
    this.record({ origin: pending.origin, surface: pending.surface, categories: counts, decision, decidedBy: 'human', confidence: null, policyGeneration: decided.generation });
    let rememberOutcome: GuardChannel['answer']['response']['rememberOutcome'] = 'none';
    if (remember) {
      rememberOutcome = choice === 'masked' ? await this.tightenAsked(pending, decided, 'mask') : await this.proposeRelaxation(pending.origin, decided);
    }
    return {
      verdict: 'release',
      text,
      changed: text !== pending.text,
      categories: decided.summaries,
      generation: decided.generation,
      paused: false,
      rememberOutcome,
    };
  }

  held(sender: ClassifiedSender, request: GuardChannel['held']['request']): GuardChannel['held']['response'] {
    const { tabId, origin } = this.caller(sender);
    if (!isSurface(request.surface)) throw new Error('Malformed surface.');
    const kinds: readonly HeldKind[] = ['image', 'pdf', 'binary', 'text'];
    if (!kinds.includes(request.kind)) throw new Error('Malformed kind.');
    const record = this.recordFor(tabId, origin);
    const generation = this.deps.policy.generation;
    const base = { origin, surface: request.surface, categories: {}, confidence: null, policyGeneration: generation } as const;
    switch (request.answer) {
      case 'pending':
        record.counts.held++;
        this.record({ ...base, decision: 'ask', decidedBy: 'policy' });
        break;
      case 'release':
        record.counts.passed++;
        this.record({ ...base, decision: 'allow', decidedBy: 'human' });
        break;
      case 'cancel':
        record.counts.blocked++;
        this.record({ ...base, decision: 'block', decidedBy: 'human' });
        break;
      case 'too_large':
        record.counts.blocked++;
        this.record({ ...base, decision: 'block', decidedBy: 'policy' });
        break;
      default:
        throw new Error('Malformed answer.');
    }
    return { recorded: true };
  }

  restore(sender: ClassifiedSender, request: GuardChannel['restore']['request']): GuardChannel['restore']['response'] {
    const { tabId, origin, top } = this.caller(sender);
    const conversation = optionalConversation(request.conversation);
    if (!Array.isArray(request.tokens)) throw new Error('Malformed tokens.');
    // Replies are restored by the top frame alone: values never go to a frame the page made.
    if (!top) return { values: [] };
    const exact = new RegExp(`^${TOKEN_PATTERN.source}$`);
    const tokens = request.tokens.slice(0, MAX_TOKENS_PER_LOOKUP).filter((t): t is string => typeof t === 'string' && exact.test(t));
    const values = this.maps.lookup(tabId, origin, conversation, tokens);
    if (values.length > 0) this.recordFor(tabId, origin).counts.restored += values.length;
    return { values };
  }

  // ── extension-page messages ────────────────────────────────────────────────────────────────

  tabState(tabId: number): TabStateView {
    if (!Number.isInteger(tabId)) throw new Error('Malformed tab id.');
    const record = this.tabs.get(tabId);
    if (record === undefined || record.siteId === null) {
      return {
        state: record?.paused ? 'paused' : 'unprotected',
        siteId: null,
        origin: null,
        reason: 'Consentry does not guard this page.',
        counts: record ? structuredClone(record.counts) : emptyCounts(),
      };
    }
    return {
      state: record.paused ? 'paused' : record.state,
      siteId: record.siteId,
      origin: record.origin,
      reason: record.paused ? 'Paused on this tab.' : record.reason,
      counts: structuredClone(record.counts),
    };
  }

  pause(tabId: number, paused: boolean): TabStateView {
    if (!Number.isInteger(tabId) || typeof paused !== 'boolean') throw new Error('Malformed request.');
    const record = this.tabs.get(tabId) ?? { siteId: null, origin: null, state: 'unprotected' as const, reason: null, paused: false, counts: emptyCounts() };
    record.paused = paused;
    this.tabs.set(tabId, record);
    this.changed(tabId);
    return this.tabState(tabId);
  }

  changeView(id: string): PendingChangeView | null {
    this.expire();
    const change = typeof id === 'string' ? this.changes.get(id) : undefined;
    if (change === undefined) return null;
    return { id, origin: change.origin, cells: change.cells.map((c) => ({ ...c })), locked: change.locked.map((c) => ({ ...c })) };
  }

  async confirmChange(id: string, confirmed: boolean): Promise<ChangeOutcome> {
    this.expire();
    const change = typeof id === 'string' ? this.changes.get(id) : undefined;
    if (change === undefined) return { ok: false, reason: 'This change is no longer waiting; nothing was changed.' };
    this.changes.delete(id);
    if (confirmed !== true) return { ok: false, reason: 'Declined; the policy is unchanged.' };
    const next = this.deps.policy.userPolicy();
    next.sites ??= {};
    const site = (next.sites[change.origin] ??= {});
    for (const cell of change.cells) {
      const row = (site[cell.category] ??= {});
      row[cell.purpose] = 'allow';
    }
    const result = await this.deps.policy.update(next, 'extension_page', true);
    if (result.ok) return { ok: true, generation: result.generation };
    if (result.reason === 'invalid') return { ok: false, reason: `The change is not valid: ${result.problems.join('; ')}` };
    if (result.reason === 'locked') return { ok: false, reason: `Fixed by your administrator: ${result.cells.join(', ')}` };
    return { ok: false, reason: 'The change was refused.' };
  }

  /**
   * Runs one check on synthetic text so the engine's plan and regular expressions are built before
   * the first real paste arrives (the first scan after start is several times slower).
   */
  warmUp(): void {
    guardText('Warm-up: jane.roe@example.org, 4111 1111 1111 1111, ghp_000000000000000000000000000000000000, Ada Lovelace.', { policy: this.deps.policy.current() });
  }

  // ── browser events ─────────────────────────────────────────────────────────────────────────

  tabClosed(tabId: number): void {
    this.maps.dropTab(tabId);
    this.dropPendingFor(tabId);
    this.tabs.delete(tabId);
    this.dirty.delete(tabId);
    this.deps.tabStore?.remove([tabId]).catch(() => undefined);
  }

  /**
   * Reads back what the toolbar knew about each tab before the service worker restarted. Runs
   * once at start, before any message is answered; a tab already heard from keeps what it said.
   * State saved for tabs that closed meanwhile is dropped.
   */
  async restoreTabs(): Promise<void> {
    const store = this.deps.tabStore;
    if (!store) return;
    const saved = await store.load();
    const live = this.deps.liveTabs ? new Set(await this.deps.liveTabs()) : undefined;
    const gone: number[] = [];
    for (const [tabId, tab] of saved) {
      if (live && !live.has(tabId)) gone.push(tabId);
      else if (!this.tabs.has(tabId)) this.tabs.set(tabId, tab);
    }
    if (gone.length > 0) await store.remove(gone);
  }

  /** Drops expired questions, previews, changes and maps. */
  expire(): void {
    const now = this.now();
    for (const [id, p] of this.pending) if (p.expires < now) this.pending.delete(id);
    for (const [id, p] of this.previews) if (p.expires < now) this.previews.delete(id);
    for (const [id, c] of this.changes) if (c.expires < now) this.changes.delete(id);
    this.maps.sweep();
  }

  // ── internals ──────────────────────────────────────────────────────────────────────────────

  private decide(text: string, origin: string): Decided {
    const policy = this.deps.policy.current();
    const generation = this.deps.policy.generation;
    const result = guardText(text, { policy, origin, askResolvesTo: 'mask' });
    if (!result.ok) return { kind: 'error', reason: result.error.message };
    const locked = this.lockedCategories(origin);
    const byCategory = new Map<Category, Decision>();
    const counts = new Map<Category, number>();
    for (const f of result.findings) {
      counts.set(f.category, (counts.get(f.category) ?? 0) + 1);
      if (byCategory.has(f.category)) continue;
      const decided = decideFinding(policy, f.category, { origin });
      byCategory.set(f.category, decided.decision);
      // A floor set by a policy action (redact_before_model …) is not the prompt's to lift.
      if (decided.actions.length > 0) locked.add(f.category);
    }
    const summaries: CategorySummary[] = [...counts].map(([category, count]) => ({
      category,
      count,
      decision: byCategory.get(category) ?? 'mask',
      locked: locked.has(category),
    }));
    return { kind: 'decided', findings: result.findings, masked: result.masked, restoration: result.restoration, summaries, byCategory, generation };
  }

  private settle(
    tabId: number,
    origin: string,
    surface: Surface,
    conversation: string | null,
    text: string,
    decided: Decided,
    alreadyAsked: ReadonlySet<Category>,
  ): GuardVerdict {
    const record = this.recordFor(tabId, origin);
    const generation = decided.kind === 'decided' ? decided.generation : this.deps.policy.generation;
    if (decided.kind === 'error') {
      record.counts.blocked++;
      this.record({ origin, surface, categories: {}, decision: 'block', decidedBy: 'policy', confidence: null, policyGeneration: generation });
      return { verdict: 'block', reason: `Consentry could not check this ${SURFACE_NOUN[surface]}: ${decided.reason} Nothing was inserted.`, categories: [], generation };
    }
    const counts = countsOf(decided.summaries);
    for (const [c, n] of Object.entries(counts)) record.counts.categories[c as Category] = (record.counts.categories[c as Category] ?? 0) + (n ?? 0);
    // Block wins; otherwise any category the policy asks about makes it a question (masked ones stay masked).
    const decisions = [...decided.byCategory.values()];
    const overall = decisions.includes('block') ? 'block' : decisions.includes('ask') ? 'ask' : strictest(decisions);
    if (overall === 'block') {
      record.counts.blocked++;
      this.record({ origin, surface, categories: counts, decision: 'block', decidedBy: 'policy', confidence: null, policyGeneration: generation });
      // The words the in-page prompt uses for categories, never the vocabulary's ids.
      const names = decided.summaries.filter((s) => s.decision === 'block').map((s) => categoryNoun(s.category, 2));
      return {
        verdict: 'block',
        reason: `Your policy blocks ${names.join(' and ')} on this site: nothing from this ${SURFACE_NOUN[surface]} was inserted.`,
        categories: decided.summaries,
        generation,
      };
    }
    if (overall === 'ask') {
      this.expire();
      const mine = [...this.pending.values()].filter((p) => p.tabId === tabId).length;
      if (mine >= MAX_PENDING_PER_TAB) {
        record.counts.blocked++;
        this.record({ origin, surface, categories: counts, decision: 'block', decidedBy: 'policy', confidence: null, policyGeneration: generation });
        return { verdict: 'block', reason: 'Too many questions are open on this tab; answer them first. Nothing was inserted.', categories: decided.summaries, generation };
      }
      const pendingId = this.newId();
      const asked = new Set(alreadyAsked);
      for (const [c, d] of decided.byCategory) if (d === 'ask') asked.add(c);
      this.pending.set(pendingId, { tabId, origin, surface, conversation, text, generation, asked, expires: this.now() + this.pendingTtlMs });
      record.counts.asked++;
      this.record({ origin, surface, categories: counts, decision: 'ask', decidedBy: 'policy', confidence: null, policyGeneration: generation });
      return { verdict: 'ask', pendingId, categories: decided.summaries, generation };
    }
    const changed = decided.masked !== text;
    if (changed) record.counts.masked++;
    else record.counts.passed++;
    this.maps.add(tabId, origin, conversation, decided.restoration);
    this.record({ origin, surface, categories: counts, decision: changed ? 'mask' : 'allow', decidedBy: 'policy', confidence: null, policyGeneration: generation });
    return { verdict: 'release', text: decided.masked, changed, categories: decided.summaries, generation, paused: false };
  }

  /** Categories no answer on this site can release: credential, and cells an administrator fixed. */
  private lockedCategories(origin: string): Set<Category> {
    const policy = this.deps.policy.current();
    const purposes = new Set(purposesFor(policy, origin));
    const locked = new Set<Category>(LOCKED_CATEGORIES);
    for (const cell of this.deps.policy.lockedCells()) if (purposes.has(cell.purpose)) locked.add(cell.category);
    return locked;
  }

  private async tightenAsked(pending: Pending, decided: Extract<Decided, { kind: 'decided' }>, to: 'mask' | 'block'): Promise<'tightened' | 'refused'> {
    const policy = this.deps.policy.current();
    let ok = true;
    for (const category of pending.asked) {
      if (!decided.byCategory.has(category) || category === 'benign') continue;
      for (const purpose of purposesFor(policy, pending.origin)) {
        const current = cellDecision(policy, category as PolicyCategory, purpose, pending.origin);
        if (STRICTNESS[current] >= STRICTNESS[to]) continue;
        const result = await this.deps.policy.tighten(category as PolicyCategory, purpose, to, pending.origin);
        ok &&= result.ok;
      }
    }
    return ok ? 'tightened' : 'refused';
  }

  private async proposeRelaxation(origin: string, decided: Extract<Decided, { kind: 'decided' }>): Promise<'needs_confirmation' | 'refused'> {
    const policy = this.deps.policy.current();
    const managed = this.deps.policy.lockedCells();
    const cells: PendingChange['cells'] = [];
    const locked: PendingChange['locked'] = [];
    for (const category of decided.byCategory.keys()) {
      if (category === 'benign') continue;
      const pc = category as PolicyCategory;
      for (const purpose of purposesFor(policy, origin)) {
        const from = cellDecision(policy, pc, purpose, origin);
        if (from === 'allow') continue;
        if (LOCKED_CATEGORIES.has(pc) || managed.some((m) => m.category === pc && m.purpose === purpose)) locked.push({ category: pc, purpose });
        else cells.push({ category: pc, purpose, from });
      }
    }
    if (cells.length === 0) return 'refused';
    this.expire();
    const id = this.newId();
    this.changes.set(id, { origin, cells, locked, expires: this.now() + this.pendingTtlMs });
    try {
      await this.deps.openConfirmation(id);
    } catch {
      this.changes.delete(id);
      return 'refused';
    }
    return 'needs_confirmation';
  }

  /** The tab's record, about to change (every caller counts something on it). */
  private recordFor(tabId: number, origin: string): TabRecord {
    let record = this.tabs.get(tabId);
    if (record === undefined) {
      record = { siteId: null, origin, state: 'unprotected', reason: 'The composer was not reported.', paused: false, counts: emptyCounts() };
      this.tabs.set(tabId, record);
    }
    this.changed(tabId);
    return record;
  }

  /** Queues the tab's record for the tab store; changes made in one turn are written together. */
  private changed(tabId: number): void {
    const store = this.deps.tabStore;
    if (!store) return;
    const first = this.dirty.size === 0;
    this.dirty.add(tabId);
    if (!first) return;
    queueMicrotask(() => {
      const entries: Array<[number, SavedTab]> = [];
      for (const id of this.dirty) {
        const record = this.tabs.get(id);
        if (record) entries.push([id, structuredClone(record)]);
      }
      this.dirty.clear();
      // A lost write costs the toolbar's view after a restart, never a decision.
      if (entries.length > 0) store.save(entries).catch(() => undefined);
    });
  }

  private dropPendingFor(tabId: number): void {
    for (const [id, p] of this.pending) if (p.tabId === tabId) this.pending.delete(id);
    for (const [id, p] of this.previews) if (p.tabId === tabId) this.previews.delete(id);
  }

  private record(entry: LedgerEntry): void {
    const ledger = this.deps.ledger;
    if (ledger === undefined) return;
    // Not awaited: the decision stands whether or not the write lands; failures are reported.
    ledger.append(entry).catch((error: unknown) => this.deps.onLedgerError?.(error));
  }
}

function countsOf(summaries: readonly CategorySummary[]): Partial<Record<Category, number>> {
  const counts: Partial<Record<Category, number>> = {};
  for (const s of summaries) counts[s.category] = s.count;
  return counts;
}
