/**
 * Restoration maps held by the service worker, one per (tab, site origin, conversation). They live
 * in memory only: nothing here is written to storage, logged or put in a message to a page. A map
 * expires after an idle period (30 minutes by default), every map of a tab is dropped when the tab
 * closes or leaves the site, and a token is only ever looked up for the tab and origin it was
 * issued to.
 *
 * A new chat has no conversation id until the site assigns one after the first send, so maps
 * issued without one wait in the tab's "unassigned" slot and are adopted by the first
 * conversation that echoes one of their tokens.
 */
import { RestorationMap } from '../../core/mask/restoration-map';

export const DEFAULT_IDLE_MS = 30 * 60 * 1000;

const UNASSIGNED = '\u0000unassigned';

interface TabMaps {
  origin: string;
  byConversation: Map<string, RestorationMap>;
}

export interface RestoredValue {
  token: string;
  value: string;
  label: string;
}

export class RestorationMaps {
  private tabs = new Map<number, TabMaps>();

  constructor(
    private readonly idleMs: number = DEFAULT_IDLE_MS,
    private readonly now: () => number = () => Date.now(),
  ) {}

  /** Adds the tokens of one released item to the tab's map for `conversation`. */
  add(tabId: number, origin: string, conversation: string | null, issued: RestorationMap): void {
    if (issued.size === 0) return;
    const tab = this.tabFor(tabId, origin);
    const key = conversation ?? UNASSIGNED;
    let map = tab.byConversation.get(key);
    if (map === undefined || map.size === 0) {
      map?.close();
      map = new RestorationMap(this.idleMs, this.now);
      tab.byConversation.set(key, map);
    }
    map.absorb(issued);
  }

  /**
   * Values for the tokens that this tab's map for `conversation` (or the unassigned slot) issued.
   * Tokens from another tab, another origin or another conversation stay unknown.
   */
  lookup(tabId: number, origin: string, conversation: string | null, tokens: readonly string[]): RestoredValue[] {
    const tab = this.tabs.get(tabId);
    if (tab === undefined || tab.origin !== origin) return [];
    const key = conversation ?? UNASSIGNED;
    const found: RestoredValue[] = [];
    const own = tab.byConversation.get(key);
    const unassigned = key === UNASSIGNED ? undefined : tab.byConversation.get(UNASSIGNED);
    let adopt = false;
    for (const token of new Set(tokens)) {
      const value = valueOf(own, token) ?? valueOf(unassigned, token);
      if (value === undefined) continue;
      if (!own?.has(token)) adopt = true;
      found.push({ token, ...value });
    }
    if (adopt && unassigned !== undefined) {
      // The new chat got its id: its tokens belong to that conversation from now on.
      let target = own;
      if (target === undefined || target.size === 0) {
        target = new RestorationMap(this.idleMs, this.now);
        tab.byConversation.set(key, target);
      }
      target.absorb(unassigned);
      unassigned.close();
      tab.byConversation.delete(UNASSIGNED);
    }
    return found;
  }

  /** Drops every map of a tab (the tab closed, or navigated away from the site). */
  dropTab(tabId: number): void {
    const tab = this.tabs.get(tabId);
    if (tab === undefined) return;
    for (const map of tab.byConversation.values()) map.close();
    this.tabs.delete(tabId);
  }

  /** Removes maps that expired; returns how many went. */
  sweep(): number {
    let removed = 0;
    for (const [tabId, tab] of this.tabs) {
      for (const [key, map] of tab.byConversation) {
        if (map.size === 0) {
          map.close();
          tab.byConversation.delete(key);
          removed++;
        }
      }
      if (tab.byConversation.size === 0) this.tabs.delete(tabId);
    }
    return removed;
  }

  /** Number of live tokens a tab holds (for tests and the toolbar's counts; never the values). */
  tokenCount(tabId: number): number {
    const tab = this.tabs.get(tabId);
    if (tab === undefined) return 0;
    let n = 0;
    for (const map of tab.byConversation.values()) n += map.size;
    return n;
  }

  toJSON(): never {
    throw new Error('Restoration maps are never serialised.');
  }

  private tabFor(tabId: number, origin: string): TabMaps {
    const existing = this.tabs.get(tabId);
    if (existing !== undefined && existing.origin === origin) return existing;
    // A tab that moved to another site keeps nothing from the previous one.
    if (existing !== undefined) this.dropTab(tabId);
    const fresh: TabMaps = { origin, byConversation: new Map() };
    this.tabs.set(tabId, fresh);
    return fresh;
  }
}

function valueOf(map: RestorationMap | undefined, token: string): { value: string; label: string } | undefined {
  if (map === undefined || !map.has(token)) return undefined;
  const segments = map.restoreSegments(token);
  const only = segments.length === 1 ? segments[0] : undefined;
  if (only === undefined || only.restoredLabel === undefined) return undefined;
  return { value: only.text, label: only.restoredLabel };
}
