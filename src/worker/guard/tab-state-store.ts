/**
 * What the toolbar knows about each tab (its site, guarded or not and why, paused, and the
 * tab's counts), kept in session storage under `tab:<id>` so a service-worker restart neither
 * calls a guarded tab unprotected nor drops a pause. A content script says hello only when its
 * state changes, so after a restart nothing would tell the worker again. Entries go when their
 * tab closes; entries for tabs that closed while the worker was stopped go at the next start.
 * Values are checked on the way back in: a malformed entry is dropped, never trusted.
 */
import { CATEGORIES, type Category } from '../../core/vocabulary';
import type { TabCounts } from '../../protocol/guard';
import type { SessionArea } from '../session-area';

export interface SavedTab {
  siteId: string | null;
  origin: string | null;
  state: 'guarded' | 'unprotected';
  reason: string | null;
  paused: boolean;
  counts: TabCounts;
}

const PREFIX = 'tab:';
const COUNTERS = ['passed', 'masked', 'blocked', 'asked', 'held', 'restored'] as const;

const count = (value: unknown): number => (Number.isSafeInteger(value) && (value as number) >= 0 ? (value as number) : 0);
const text = (value: unknown, max: number): string | null => (typeof value === 'string' ? value.slice(0, max) : null);

function parseSaved(value: unknown): SavedTab | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const raw = value as Record<string, unknown>;
  if (raw['state'] !== 'guarded' && raw['state'] !== 'unprotected') return undefined;
  if (typeof raw['paused'] !== 'boolean') return undefined;
  const rawCounts = (typeof raw['counts'] === 'object' && raw['counts'] !== null ? raw['counts'] : {}) as Record<string, unknown>;
  const rawCategories = (typeof rawCounts['categories'] === 'object' && rawCounts['categories'] !== null ? rawCounts['categories'] : {}) as Record<string, unknown>;
  const categories: Partial<Record<Category, number>> = {};
  for (const category of CATEGORIES) if (rawCategories[category] !== undefined) categories[category] = count(rawCategories[category]);
  const counts = { categories } as TabCounts;
  for (const key of COUNTERS) counts[key] = count(rawCounts[key]);
  return {
    siteId: text(raw['siteId'], 64),
    origin: text(raw['origin'], 300),
    state: raw['state'],
    reason: text(raw['reason'], 300),
    paused: raw['paused'],
    counts,
  };
}

export class TabStateStore {
  constructor(private readonly area: SessionArea) {}

  async load(): Promise<Map<number, SavedTab>> {
    const tabs = new Map<number, SavedTab>();
    for (const [key, value] of Object.entries(await this.area.get(null))) {
      if (!key.startsWith(PREFIX)) continue;
      const tabId = Number(key.slice(PREFIX.length));
      const saved = parseSaved(value);
      if (Number.isSafeInteger(tabId) && saved) tabs.set(tabId, saved);
    }
    return tabs;
  }

  save(entries: ReadonlyArray<[tabId: number, tab: SavedTab]>): Promise<void> {
    return this.area.set(Object.fromEntries(entries.map(([tabId, tab]) => [`${PREFIX}${tabId}`, tab])));
  }

  remove(tabIds: readonly number[]): Promise<void> {
    return this.area.remove(tabIds.map((id) => `${PREFIX}${id}`));
  }
}
