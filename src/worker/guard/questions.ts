/**
 * Items waiting in the service worker's memory: text held for a person's answer, and clean
 * previews of typed text that may be sent as they are. Each belongs to one tab and site origin,
 * is single-use and expires; a tab holds a bounded number of open questions. Text held here is
 * never written anywhere.
 */
import type { Category, Surface } from '../../core/vocabulary';

export interface PendingItem {
  tabId: number;
  origin: string;
  surface: Exclude<Surface, 'screen'>;
  conversation: string | null;
  text: string;
  generation: number;
  /** Categories the person has been asked about for this item (a re-ask adds to them). */
  asked: ReadonlySet<Category>;
}

interface Preview {
  tabId: number;
  origin: string;
  generation: number;
}

const MAX_PENDING_PER_TAB = 16;
const MAX_PREVIEWS = 512;

export class Questions {
  private pending = new Map<string, PendingItem & { expires: number }>();
  private previews = new Map<string, Preview & { expires: number }>();

  constructor(
    private readonly now: () => number,
    private readonly newId: () => string,
    private readonly ttlMs: number,
  ) {}

  /** Holds an item for its answer: its id, or undefined when the tab has too many open. */
  hold(item: PendingItem): string | undefined {
    this.expire();
    const mine = [...this.pending.values()].filter((p) => p.tabId === item.tabId).length;
    if (mine >= MAX_PENDING_PER_TAB) return undefined;
    const id = this.newId();
    this.pending.set(id, { ...item, expires: this.now() + this.ttlMs });
    return id;
  }

  /** Takes the item back for its answer, once, and only for the tab and origin it belongs to. */
  take(id: string, tabId: number, origin: string): PendingItem | undefined {
    this.expire();
    const item = this.pending.get(id);
    if (item === undefined || item.tabId !== tabId || item.origin !== origin) return undefined;
    this.pending.delete(id);
    return item;
  }

  /** Remembers that typed text was clean under `generation`. */
  preview(tabId: number, origin: string, generation: number): string {
    this.expire();
    const id = this.newId();
    if (this.previews.size > MAX_PREVIEWS) this.previews.clear();
    this.previews.set(id, { tabId, origin, generation, expires: this.now() + this.ttlMs });
    return id;
  }

  takePreview(id: string, tabId: number, origin: string): Preview | undefined {
    const preview = this.previews.get(id);
    if (preview === undefined || preview.tabId !== tabId || preview.origin !== origin) return undefined;
    this.previews.delete(id);
    return preview;
  }

  dropTab(tabId: number): void {
    for (const [id, p] of this.pending) if (p.tabId === tabId) this.pending.delete(id);
    for (const [id, p] of this.previews) if (p.tabId === tabId) this.previews.delete(id);
  }

  expire(): void {
    const now = this.now();
    for (const [id, p] of this.pending) if (p.expires < now) this.pending.delete(id);
    for (const [id, p] of this.previews) if (p.expires < now) this.previews.delete(id);
  }
}
