/**
 * One consent-ledger record per screen share: the site, surface `screen`, the categories covered
 * during the share with counts, the decision, who decided, and the policy generation the frame
 * applied. Never text, pixels, positions, tokens or hashes of values.
 *
 * What is recorded when:
 * - Pairing opens a share (tab, site, generation) and writes nothing.
 * - From the moment the share starts, the frame reports what it has covered (cumulative); the
 *   service worker keeps the last report. A pairing that never reported (the person cancelled the
 *   picker) is dropped without a record.
 * - The one record is written when the frame reports that the share ended. A hash chain cannot
 *   update a record, so nothing is written before that, unless the frame goes away without saying
 *   so; then the record holds what it last reported, written when its port disconnects, when its
 *   tab closes, when another frame pairs in the same tab while this one holds no port, or when a
 *   service worker starts and finds the share's tab gone.
 * Open shares live in session storage (`share:<id>`), so a service worker stopped mid-share
 * still writes the record when the share ends.
 *
 * The frame's diagnostics (counts and timings, never text) ride on its reports; they are kept in
 * memory for the open shares and for the last few that ended in each tab, for the popup and the
 * options page (`ui` channel, `screen/diagnostics`), and never go to the ledger.
 *
 * The decision: `block` when the check stopped and the share went dark; else, when the person
 * answered a question, theirs (`allow` if they let any category show, `mask` otherwise, decided
 * by `human`); else `ask` while a question was left unanswered (those regions stayed covered);
 * else `mask` when anything was covered, `allow` when nothing was.
 */
import { DETECTOR_CATEGORIES, type DetectorCategory } from '../core/vocabulary';
import type { LedgerEntry } from './consent-ledger';
import type { ScreenShareDiagnostics, ScreenShareFacts, ScreenShareReport, ScreenShareSummary } from '../protocol/screen';
import type { SessionArea } from './session-area';

export interface OpenShare {
  tabId: number;
  origin: string;
  generation: number;
  /** What the frame last reported; null until the share starts. */
  facts: ScreenShareFacts | null;
}

export interface ShareLedger {
  append(entry: LedgerEntry): Promise<unknown>;
}

export interface ScreenShareBookDeps {
  area: SessionArea;
  ledger: ShareLedger | undefined;
  onLedgerError?: (error: unknown) => void;
  now?: () => number;
}

/** Ended shares whose diagnostics are kept, per tab and in all. */
const RECENT_PER_TAB = 5;
const RECENT_ALL = 50;

const PREFIX = 'share:';
/** More regions than this of one category on one frame is not a real report. */
const MAX_COUNT = 10_000;

export function emptyFacts(): ScreenShareFacts {
  return { covered: {}, asked: [], answers: {}, failed: false };
}

/** Facts from a message or from storage, with anything malformed left out. */
export function parseFacts(raw: unknown): ScreenShareFacts | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const r = raw as Record<string, unknown>;
  const facts = emptyFacts();
  const covered = (typeof r['covered'] === 'object' && r['covered'] !== null ? r['covered'] : {}) as Record<string, unknown>;
  for (const c of DETECTOR_CATEGORIES) {
    const n = covered[c];
    if (Number.isSafeInteger(n) && (n as number) > 0) facts.covered[c] = Math.min(n as number, MAX_COUNT);
  }
  if (Array.isArray(r['asked'])) facts.asked = DETECTOR_CATEGORIES.filter((c) => (r['asked'] as unknown[]).includes(c));
  const answers = (typeof r['answers'] === 'object' && r['answers'] !== null ? r['answers'] : {}) as Record<string, unknown>;
  for (const c of DETECTOR_CATEGORIES) if (answers[c] === 'allow' || answers[c] === 'mask') facts.answers[c] = answers[c];
  facts.failed = r['failed'] === true;
  return facts;
}

/** Reports are cumulative; merging keeps the most of each, so one arriving late changes nothing. */
function merge(a: ScreenShareFacts | null, b: ScreenShareFacts): ScreenShareFacts {
  if (a === null) return b;
  const covered = { ...a.covered };
  for (const [c, n] of Object.entries(b.covered) as Array<[DetectorCategory, number]>) covered[c] = Math.max(covered[c] ?? 0, n);
  return {
    covered,
    asked: DETECTOR_CATEGORIES.filter((c) => a.asked.includes(c) || b.asked.includes(c)),
    answers: { ...a.answers, ...b.answers },
    failed: a.failed || b.failed,
  };
}

/** Whether two sets of facts say the same; merge keeps categories in vocabulary order, so counts and answers are compared per category. */
function sameFacts(a: ScreenShareFacts | null, b: ScreenShareFacts): boolean {
  if (a === null) return false;
  return (
    a.failed === b.failed &&
    a.asked.length === b.asked.length &&
    a.asked.every((c, i) => b.asked[i] === c) &&
    DETECTOR_CATEGORIES.every((c) => a.covered[c] === b.covered[c] && a.answers[c] === b.answers[c])
  );
}

/** The ledger entry for a share that reported: see the module comment for the decision. */
export function shareEntry(share: OpenShare & { facts: ScreenShareFacts }): LedgerEntry {
  const { facts } = share;
  const categories: Partial<Record<DetectorCategory, number>> = { ...facts.covered };
  // A category asked about was covered while the question was open, whether or not a frame counted it.
  for (const c of facts.asked) categories[c] = Math.max(categories[c] ?? 0, 1);
  // Only answers to questions the share asked count.
  const answered = facts.asked.flatMap((c) => (facts.answers[c] === undefined ? [] : [facts.answers[c]]));
  const unanswered = facts.asked.some((c) => facts.answers[c] === undefined);
  const base = { origin: share.origin, surface: 'screen' as const, categories, confidence: null, policyGeneration: share.generation };
  if (facts.failed) return { ...base, decision: 'block', decidedBy: 'policy' };
  if (answered.length > 0) return { ...base, decision: answered.includes('allow') ? 'allow' : 'mask', decidedBy: 'human' };
  if (unanswered) return { ...base, decision: 'ask', decidedBy: 'policy' };
  return { ...base, decision: Object.keys(categories).length > 0 ? 'mask' : 'allow', decidedBy: 'policy' };
}

function parseShare(raw: unknown): OpenShare | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const r = raw as Record<string, unknown>;
  if (!Number.isSafeInteger(r['tabId']) || typeof r['origin'] !== 'string' || !Number.isSafeInteger(r['generation'])) return undefined;
  const facts = r['facts'] === null ? null : parseFacts(r['facts']);
  if (facts === undefined) return undefined;
  return { tabId: r['tabId'] as number, origin: r['origin'], generation: r['generation'] as number, facts };
}

export class ScreenShareBook {
  private readonly shares = new Map<string, OpenShare>();
  /** Shares whose frame holds its port open now. */
  private readonly ports = new Set<string>();
  /** Diagnostics of open shares (memory only), and of the last shares that ended, newest last. */
  private readonly live = new Map<string, ScreenShareSummary>();
  private recent: ScreenShareSummary[] = [];

  constructor(private readonly deps: ScreenShareBookDeps) {}

  /** Shares in `tabId` that have not ended (paired, whether or not they started). */
  openIn(tabId: number): number {
    let n = 0;
    for (const share of this.shares.values()) if (share.tabId === tabId) n++;
    return n;
  }

  /** Diagnostics of the shares in `tabId` (every tab when undefined): open ones, then ended ones, newest first. */
  summaries(tabId?: number): ScreenShareSummary[] {
    const mine = (s: ScreenShareSummary): boolean => tabId === undefined || s.tabId === tabId;
    const open = [...this.live.values()].filter(mine).sort((a, b) => b.startedAt - a.startedAt);
    const ended = this.recent.filter(mine).reverse();
    return structuredClone([...open, ...ended]);
  }

  private remember(shareId: string, share: OpenShare, diagnostics: ScreenShareDiagnostics | undefined): void {
    const known = this.live.get(shareId);
    const summary: ScreenShareSummary = known ?? { tabId: share.tabId, origin: share.origin, live: true, startedAt: (this.deps.now ?? Date.now)(), diagnostics: null };
    if (diagnostics) summary.diagnostics = diagnostics;
    this.live.set(shareId, summary);
  }

  private retire(shareId: string): void {
    const summary = this.live.get(shareId);
    if (!summary) return;
    this.live.delete(shareId);
    // A pairing that never started (the picker was cancelled) has nothing to show.
    if (summary.diagnostics === null) return;
    summary.live = false;
    this.recent.push(summary);
    const inTab = this.recent.filter((s) => s.tabId === summary.tabId);
    if (inTab.length > RECENT_PER_TAB) this.recent.splice(this.recent.indexOf(inTab[0]!), 1);
    if (this.recent.length > RECENT_ALL) this.recent.splice(0, this.recent.length - RECENT_ALL);
  }

  /** Reads back open shares after a restart; shares whose tab is gone are recorded now. */
  async restore(liveTabs?: readonly number[]): Promise<void> {
    const stored = await this.deps.area.get(null);
    const gone: string[] = [];
    for (const [key, value] of Object.entries(stored)) {
      if (!key.startsWith(PREFIX)) continue;
      const id = key.slice(PREFIX.length);
      const share = parseShare(value);
      if (!share) {
        await this.deps.area.remove(key);
        continue;
      }
      if (!this.shares.has(id)) this.shares.set(id, share);
      if (liveTabs && !liveTabs.includes(share.tabId)) gone.push(id);
    }
    for (const id of gone) await this.finish(id);
  }

  /** A frame paired: its share is open. Earlier shares in the tab whose frame holds no port are over. */
  async open(shareId: string, tabId: number, origin: string, generation: number): Promise<void> {
    for (const [id, share] of [...this.shares]) if (share.tabId === tabId && !this.ports.has(id)) await this.finish(id);
    const share: OpenShare = { tabId, origin, generation, facts: null };
    this.shares.set(shareId, share);
    await this.deps.area.set({ [`${PREFIX}${shareId}`]: share });
  }

  /** The frame in `tabId` reports; the record is written when the report says the share ended. */
  async report(tabId: number, report: ScreenShareReport): Promise<{ recorded: boolean }> {
    const share = typeof report?.shareId === 'string' ? this.shares.get(report.shareId) : undefined;
    if (!share || share.tabId !== tabId) return { recorded: false };
    const facts = parseFacts(report);
    if (!facts) return { recorded: false };
    const merged = merge(share.facts, facts);
    const unchanged = sameFacts(share.facts, merged);
    share.facts = merged;
    this.remember(report.shareId, share, report.diagnostics);
    if (report.ended === true) return { recorded: await this.finish(report.shareId) };
    // Most reports while sharing only refresh diagnostics, which never go to storage.
    if (unchanged) return { recorded: false };
    await this.deps.area.set({ [`${PREFIX}${report.shareId}`]: share });
    return { recorded: false };
  }

  /** A frame in `tabId` opened its port for `shareId`; false when that is not its share. */
  portOpened(shareId: string, tabId: number): boolean {
    const share = this.shares.get(shareId);
    if (!share || share.tabId !== tabId) return false;
    this.ports.add(shareId);
    return true;
  }

  /** The frame's port closed: the frame went away (or the share ended and was recorded already). */
  async portClosed(shareId: string): Promise<void> {
    this.ports.delete(shareId);
    await this.finish(shareId);
  }

  async tabClosed(tabId: number): Promise<void> {
    for (const [id, share] of [...this.shares]) if (share.tabId === tabId) await this.finish(id);
  }

  /** Shares not yet recorded. */
  get openCount(): number {
    return this.shares.size;
  }

  /** Writes the share's one record (if it ever reported) and forgets it. True when written. */
  private async finish(shareId: string): Promise<boolean> {
    const share = this.shares.get(shareId);
    if (!share) return false;
    this.shares.delete(shareId);
    this.ports.delete(shareId);
    this.retire(shareId);
    await this.deps.area.remove(`${PREFIX}${shareId}`).catch(() => undefined);
    if (share.facts === null || !this.deps.ledger) return false;
    try {
      await this.deps.ledger.append(shareEntry({ ...share, facts: share.facts }));
      return true;
    } catch (error) {
      this.deps.onLedgerError?.(error);
      return false;
    }
  }
}
