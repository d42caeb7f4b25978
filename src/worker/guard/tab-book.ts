/**
 * What the worker knows about each tab: its site, whether its composer is guarded and why not,
 * whether the person paused it, and its counts. The toolbar reads it; every decision counts on it.
 * Records are also written to session storage (tab-state-store.ts), a turn's changes together, so
 * a restarted service worker still knows which tabs are guarded or paused.
 *
 * Trust boundary: only a tab's top frame says what the tab is; a subframe speaks for the tab's
 * site only when it shares the top frame's origin (siteOriginFor), and never changes what the
 * toolbar shows. A frame of another origin inside a guarded tab (a site's user-content frame,
 * or any origin a page embeds) is guarded too, and decided as what it is: its own origin, the
 * one that receives what is pasted into it.
 */
import { siteForUrl } from '../../core/sites/registry';
import type { TabCounts, TabStateView } from '../../protocol/guard';
import type { GuardRequest } from '../../protocol/guard';
import type { ClassifiedSender } from '../router';
import type { SavedTab } from './tab-state-store';

/** The parts of TabStateStore the book uses. */
export interface TabStore {
  load(): Promise<Map<number, SavedTab>>;
  save(entries: ReadonlyArray<[tabId: number, tab: SavedTab]>): Promise<void>;
  remove(tabIds: readonly number[]): Promise<void>;
}

/** What a decision adds to a tab's counts. */
export type TabOutcome = 'passed' | 'masked' | 'blocked' | 'asked' | 'held' | 'restored';

export interface Caller {
  tabId: number;
  /** The origin decisions are made for and recorded under: the site that receives the content. */
  origin: string;
  /** The tab's top frame (replies are restored there alone). */
  top: boolean;
}

export function emptyCounts(): TabCounts {
  return { passed: 0, masked: 0, blocked: 0, asked: 0, held: 0, restored: 0, categories: {} };
}

export function requireTab(sender: ClassifiedSender): number {
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

export class TabBook {
  private tabs = new Map<number, SavedTab>();
  /** Tabs whose record changed since the last write to the tab store. */
  private dirty = new Set<number>();

  constructor(
    private readonly store?: TabStore,
    /** The tabs open now: state saved for any other tab is dropped at restore. */
    private readonly liveTabs?: () => Promise<number[]>,
  ) {}

  /**
   * The tab and site origin of a content script's message. A subframe's messages count for the
   * tab's site as its top frame reported it; a subframe of another origin, or one in a tab whose
   * top frame said nothing, is refused.
   */
  caller(sender: ClassifiedSender): Caller {
    const tabId = requireTab(sender);
    if (sender.frameId === undefined || sender.frameId === 0) return { tabId, origin: sender.origin, top: true };
    const tabOrigin = this.guardedOrigin(sender);
    const origin = siteOriginFor(sender, tabOrigin);
    if (origin !== undefined) return { tabId, origin, top: false };
    if (tabOrigin === null) throw new Error('This frame is not part of a guarded page; nothing was inserted.');
    // Another origin inside a guarded tab: decided for that origin; an opaque one (sandboxed,
    // data:) is the page's own making, decided for the tab's site.
    return { tabId, origin: /^https?:\/\//.test(sender.origin) ? sender.origin : tabOrigin, top: false };
  }

  /**
   * The site origin of the tab a frame is in, when the tab is a guarded AI site: as the top frame
   * reported it, or, before it did, from the tab's URL as the browser gives it.
   */
  guardedOrigin(sender: ClassifiedSender): string | null {
    const record = sender.tabId !== undefined ? this.tabs.get(sender.tabId) : undefined;
    if (record !== undefined && record.siteId !== null && record.origin !== null) return record.origin;
    if (sender.tabUrl === undefined || siteForUrl(sender.tabUrl) === undefined) return null;
    try {
      return new URL(sender.tabUrl).origin;
    } catch {
      return null;
    }
  }

  /**
   * A content script's hello. Returns true when the tab moved to another site, so the caller
   * drops everything issued for the old one.
   */
  hello(sender: ClassifiedSender, request: GuardRequest<'hello'>): { paused: boolean; moved: boolean } {
    const tabId = requireTab(sender);
    // Only the top frame says what the tab is: a frame's word would overwrite what the toolbar shows.
    if (sender.frameId !== undefined && sender.frameId !== 0) return { paused: this.tabs.get(tabId)?.paused ?? false, moved: false };
    const record = this.tabs.get(tabId);
    const moved = record !== undefined && record.origin !== sender.origin;
    if (record !== undefined && moved) record.counts = emptyCounts();
    const next: SavedTab = record ?? { siteId: null, origin: null, state: 'unprotected', reason: null, paused: false, counts: emptyCounts() };
    next.siteId = request.siteId;
    next.origin = sender.origin;
    next.state = request.state;
    next.reason = request.state === 'guarded' ? null : (request.reason?.slice(0, 300) ?? 'The composer was not found.');
    this.tabs.set(tabId, next);
    this.changed(tabId);
    return { paused: next.paused, moved };
  }

  paused(tabId: number, origin: string): boolean {
    return this.recordFor(tabId, origin).paused;
  }

  /** Counts one event's outcome on the tab. */
  count(tabId: number, origin: string, outcome: TabOutcome, n = 1): void {
    this.recordFor(tabId, origin).counts[outcome] += n;
  }

  /** Adds what an item held, per category, to the tab's counts. */
  addFindings(tabId: number, origin: string, counts: TabCounts['categories']): void {
    const categories = this.recordFor(tabId, origin).counts.categories;
    for (const [c, n] of Object.entries(counts)) {
      const key = c as keyof TabCounts['categories'];
      categories[key] = (categories[key] ?? 0) + (n ?? 0);
    }
  }

  /**
   * What the popup and the toolbar show for the tab. With `showing` (the origin the tab shows
   * now, null when it is a page the extension cannot read: no AI site), a record of another
   * origin is the page the tab left: nothing guards what it shows now.
   */
  view(tabId: number, showing?: string | null): TabStateView {
    const record = this.tabs.get(tabId);
    if (record !== undefined && showing !== undefined && record.origin !== showing) {
      return { state: 'unprotected', siteId: null, origin: null, reason: 'Consentry does not guard this page.', counts: emptyCounts() };
    }
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
    const record = this.tabs.get(tabId) ?? { siteId: null, origin: null, state: 'unprotected' as const, reason: null, paused: false, counts: emptyCounts() };
    record.paused = paused;
    this.tabs.set(tabId, record);
    this.changed(tabId);
    return this.view(tabId);
  }

  closed(tabId: number): void {
    this.tabs.delete(tabId);
    this.dirty.delete(tabId);
    this.store?.remove([tabId]).catch(() => undefined);
  }

  /**
   * Reads back what the toolbar knew about each tab before the service worker restarted. Runs
   * once at start, before any message is answered; a tab already heard from keeps what it said.
   * State saved for tabs that closed meanwhile is dropped. Returns the tabs it knows now.
   */
  async restore(): Promise<number[]> {
    if (!this.store) return [];
    const saved = await this.store.load();
    const live = this.liveTabs ? new Set(await this.liveTabs()) : undefined;
    const gone: number[] = [];
    for (const [tabId, tab] of saved) {
      if (live && !live.has(tabId)) gone.push(tabId);
      else if (!this.tabs.has(tabId)) this.tabs.set(tabId, tab);
    }
    if (gone.length > 0) await this.store.remove(gone);
    return [...this.tabs.keys()];
  }

  /** The tab's record, about to change (every caller counts something on it). */
  private recordFor(tabId: number, origin: string): SavedTab {
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
    const store = this.store;
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
}
