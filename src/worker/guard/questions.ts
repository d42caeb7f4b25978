/**
 * Items waiting in the service worker's memory: text held for a person's answer, clean previews
 * of typed text that may be sent as they are, files the guard cannot read waiting for the
 * person's word, and decided releases waiting for the content script to confirm them just
 * before it hands them to the page. Each belongs to one tab and site origin, is single-use and
 * expires; a tab holds a bounded number of open questions. Text held here is never written
 * anywhere.
 *
 * What goes unanswered is handed back (expiry, the tab closing or leaving the site), so the
 * caller can record the event's final outcome once: held, with nothing released.
 */
import type { CategorySummary } from '../../core/decide/decide-text';
import type { ModelReading } from '../../core/decide/model-reading';
import type { RestorationMap } from '../../core/mask/restoration-map';
import type { Category, Surface } from '../../core/vocabulary';
import type { HeldKind } from '../../protocol/guard';
import type { LedgerEntry } from '../consent-ledger';

export type TextSurface = Exclude<Surface, 'screen'>;

export interface PendingItem {
  tabId: number;
  origin: string;
  surface: TextSurface;
  conversation: string | null;
  text: string;
  generation: number;
  /** Categories the person has been asked about for this item (a re-ask adds to them). */
  asked: ReadonlySet<Category>;
  /** What the item held when it was asked about (for the record if nobody answers). */
  categories: CategorySummary[];
  counts: Partial<Record<Category, number>>;
  /** The models' reading of `text`, when one was asked for: the answer is decided on the same reading. */
  reading?: ModelReading;
  /** The context classifier's confidence for the record, when it read a category. */
  confidence: number | null;
}

/** A decided release, waiting for the content script's confirmation before it reaches the page. */
export interface PendingRelease {
  tabId: number;
  origin: string;
  conversation: string | null;
  /** The generation the decision was made under: the release goes only while it is current. */
  generation: number;
  restoration: RestorationMap;
  /** Tokens the released text of a send carries (the assistant may echo them back). */
  sentTokens: string[];
  tabOutcome: 'masked' | 'passed';
  counts: Partial<Record<Category, number>>;
  /** The event's record once it is confirmed. */
  entry: LedgerEntry;
}

/** A file the guard could not read, waiting for the person's word. */
export interface HeldFile {
  tabId: number;
  origin: string;
  surface: TextSurface;
  kind: Exclude<HeldKind, 'text'>;
  generation: number;
}

interface Preview {
  tabId: number;
  origin: string;
  generation: number;
  /** Tokens the previewed text carries (recorded as sent when the preview is committed). */
  tokens: string[];
}

type Expiring<T> = T & { expires: number };

/** What was still open when it expired or its tab went away. */
export interface Unanswered {
  questions: PendingItem[];
  releases: PendingRelease[];
  files: HeldFile[];
}

const MAX_PENDING_PER_TAB = 16;
const MAX_PREVIEWS = 512;
const MAX_RELEASES_PER_TAB = 64;
const MAX_HELD_FILES_PER_TAB = 32;
/** A release is confirmed within milliseconds; one left this long was never handed over. */
const RELEASE_TTL_MS = 2 * 60 * 1000;

export class Questions {
  private pending = new Map<string, Expiring<PendingItem>>();
  private previews = new Map<string, Expiring<Preview>>();
  private releases = new Map<string, Expiring<PendingRelease>>();
  private files = new Map<string, Expiring<HeldFile>>();

  constructor(
    private readonly now: () => number,
    private readonly newId: () => string,
    private readonly ttlMs: number,
    /** Called with what expired unanswered (the caller records it). */
    private readonly onUnanswered: (unanswered: Unanswered) => void = () => undefined,
  ) {}

  /** Holds an item for its answer: its id, or undefined when the tab has too many open. */
  hold(item: PendingItem): string | undefined {
    this.expire();
    if (count(this.pending, item.tabId) >= MAX_PENDING_PER_TAB) return undefined;
    const id = this.newId();
    this.pending.set(id, { ...item, expires: this.now() + this.ttlMs });
    return id;
  }

  /** Takes the item back for its answer, once, and only for the tab and origin it belongs to. */
  take(id: string, tabId: number, origin: string): PendingItem | undefined {
    this.expire();
    return takeOwn(this.pending, id, tabId, origin);
  }

  /** Remembers that typed text was clean under `generation`. */
  preview(tabId: number, origin: string, generation: number, tokens: string[]): string {
    this.expire();
    const id = this.newId();
    if (this.previews.size > MAX_PREVIEWS) this.previews.clear();
    this.previews.set(id, { tabId, origin, generation, tokens, expires: this.now() + this.ttlMs });
    return id;
  }

  takePreview(id: string, tabId: number, origin: string): Preview | undefined {
    return takeOwn(this.previews, id, tabId, origin);
  }

  /** Keeps a decided release until the content script confirms it; undefined when the tab has too many waiting. */
  holdRelease(release: PendingRelease): string | undefined {
    this.expire();
    if (count(this.releases, release.tabId) >= MAX_RELEASES_PER_TAB) return undefined;
    const id = this.newId();
    this.releases.set(id, { ...release, expires: this.now() + RELEASE_TTL_MS });
    return id;
  }

  /**
   * Takes every release of one dispatch, all or none: undefined when any is unknown, expired or
   * another tab's (then none is taken).
   */
  takeReleases(ids: readonly string[], tabId: number, origin: string): PendingRelease[] | undefined {
    this.expire();
    const unique = [...new Set(ids)];
    const found = unique.map((id) => this.releases.get(id));
    if (found.some((r) => r === undefined || r.tabId !== tabId || r.origin !== origin)) return undefined;
    for (const id of unique) this.releases.delete(id);
    return found as PendingRelease[];
  }

  /** A file the person is being asked about; undefined when the tab holds too many. */
  holdFile(file: HeldFile): string | undefined {
    this.expire();
    if (count(this.files, file.tabId) >= MAX_HELD_FILES_PER_TAB) return undefined;
    const id = this.newId();
    this.files.set(id, { ...file, expires: this.now() + this.ttlMs });
    return id;
  }

  takeFile(id: string, tabId: number, origin: string): HeldFile | undefined {
    this.expire();
    return takeOwn(this.files, id, tabId, origin);
  }

  /** Drops everything of a tab (closed, or moved to another site); returns what was unanswered. */
  dropTab(tabId: number): Unanswered {
    const gone: Unanswered = { questions: [], releases: [], files: [] };
    for (const [id, p] of this.pending) if (p.tabId === tabId) (this.pending.delete(id), gone.questions.push(p));
    for (const [id, r] of this.releases) if (r.tabId === tabId) (this.releases.delete(id), gone.releases.push(r));
    for (const [id, f] of this.files) if (f.tabId === tabId) (this.files.delete(id), gone.files.push(f));
    for (const [id, p] of this.previews) if (p.tabId === tabId) this.previews.delete(id);
    return gone;
  }

  expire(): void {
    const now = this.now();
    const gone: Unanswered = { questions: [], releases: [], files: [] };
    for (const [id, p] of this.pending) if (p.expires < now) (this.pending.delete(id), gone.questions.push(p));
    for (const [id, r] of this.releases) if (r.expires < now) (this.releases.delete(id), gone.releases.push(r));
    for (const [id, f] of this.files) if (f.expires < now) (this.files.delete(id), gone.files.push(f));
    for (const [id, p] of this.previews) if (p.expires < now) this.previews.delete(id);
    if (gone.questions.length + gone.releases.length + gone.files.length > 0) this.onUnanswered(gone);
  }
}

function count(map: Map<string, { tabId: number }>, tabId: number): number {
  let n = 0;
  for (const item of map.values()) if (item.tabId === tabId) n++;
  return n;
}

function takeOwn<T extends { tabId: number; origin: string }>(map: Map<string, Expiring<T>>, id: string, tabId: number, origin: string): T | undefined {
  const item = map.get(id);
  if (item === undefined || item.tabId !== tabId || item.origin !== origin) return undefined;
  map.delete(id);
  const { expires: _expires, ...rest } = item;
  return rest as unknown as T;
}
