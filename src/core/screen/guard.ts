/**
 * The screen guard: decides, frame by frame, what the page may see, and schedules the analysis
 * behind that decision. Fail closed: a tile is shown only while it hashes the same as when it was
 * last cleared (by OCR, or by the tab's own DOM); anything else is held dark under a "checking…"
 * notice, the whole frame when nothing has cleared yet or too much has changed.
 *
 * Two readers clear tiles:
 * - The tab's own DOM, when the shared surface is this tab: asked for when tiles change, at a rate
 *   that follows what a snapshot costs, and given a short grace before OCR takes the same tiles.
 *   It vouches only for text it can read; what it cannot (canvas, images, video, form fields,
 *   closed shadow roots, frames) it names as opaque, and those tiles go to OCR at once, never
 *   waiting for another snapshot. The extension's own surfaces it names too: they are covered on
 *   every frame, whatever any reading says.
 * - OCR, which reads changed rows as separate regions in parallel and releases them one by one
 *   (progressive); and, one region at a time in the background, reads what the DOM cleared as a
 *   cross-check, only where it has not read the same pixels before.
 * A cover from any reading stays until its pixels change (held-covers.ts). An OCR error or
 * timeout stops the guard for good: every later frame is dark and the person is told. Pure: OCR,
 * the clock and the scan come in as parameters.
 */
import type { DetectorCategory, Decision } from '../vocabulary';
import { detectOnWords, mergeCovers, type Cover, type ScanText, type ScreenPolicy } from './detect';
import { HeldCovers } from './held-covers';
import { detectTextRegions, markedRowRanges } from './regions';
import { detectShift } from './shift';
import { hashRows, hashTiles, tileBox, tileRects, tilesUnder, type TileHashes } from './tiles';
import { readCrop } from './read';
import { contains, cropRaster, type Box, type Raster } from './types';
import type { Word } from './words';

/** Reads the words in an image; boxes in that image's pixels. */
export interface OcrEngine {
  recognize(image: Raster): Promise<Word[]>;
  /**
   * Resolves once the engine can read (a pool in another document may still be loading). A
   * read's time limit counts from then; the start has its own, longer limit.
   */
  whenReady?(): Promise<void>;
}

export type GuardState = 'checking' | 'ready' | 'failed';

/** A surface the extension itself drew on the page (its prompts, restored values): covered on every frame. */
export interface OwnCover extends Box {
  label: string;
  category: 'own';
  pending?: boolean;
}

/** What a live frame covers: what the detectors found, and the extension's own surfaces. */
export type PlanCover = Cover | OwnCover;

/** What to show for one frame. */
export interface FramePlan {
  state: GuardState;
  /** The whole frame is held (dark, with `notice`). */
  holdAll: boolean;
  /** Areas held dark because they have not cleared yet. */
  holds: Box[];
  covers: PlanCover[];
  /** Changes whenever `covers` changes (for caching what is worked out per set of covers). */
  coverGeneration: number;
  notice: string;
}

/** What the tab's DOM says about a frame, in that frame's pixels. */
export interface DomReading {
  words: Word[];
  /** Pixels the DOM cannot explain: OCR reads them. */
  opaque: Box[];
  /** The extension's own surfaces: covered on every frame. */
  own: Box[];
  /** Milliseconds the snapshot took in the page (sets how often one is asked for). */
  costMs?: number;
}

export interface ScreenGuardOptions {
  ocr: OcrEngine;
  policy: ScreenPolicy;
  scanText?: ScanText;
  now?: () => number;
  tile?: number;
  /** One OCR call longer than this stops the guard. */
  ocrTimeoutMs?: number;
  /** An engine not ready (whenReady) within this long stops the guard. */
  ocrStartTimeoutMs?: number;
  /** Hold the whole frame once this share of tiles is not cleared. */
  holdAllAbove?: number;
  /** Analysis progressed (or a wait ended); the caller should plan the last frame again. */
  onProgress?: () => void;
  /** The guard stopped (OCR crash or timeout); the message is safe to show. */
  onFailure?: (message: string) => void;
  /** The DOM path: ask the shared tab for its reading (answer with provideDom). */
  requestDom?: () => void;
  /** Categories now waiting for the person's answer. */
  onAsk?: (categories: DetectorCategory[]) => void;
  /** Timers (for the waits the guard sets itself); defaults to the global ones. */
  setTimer?: (fn: () => void, ms: number) => unknown;
}

export const CHECKING_NOTICE = 'checking…';
export const FAILED_NOTICE = 'screen check stopped';
export const OWN_LABEL = 'PRIVATE';

export class OcrTimeoutError extends Error {
  constructor(ms: number) {
    super(`OCR did not answer within ${ms} ms.`);
    this.name = 'OcrTimeoutError';
  }
}

export class OcrStartTimeoutError extends Error {
  constructor(ms: number) {
    super(`OCR did not start within ${ms} ms.`);
    this.name = 'OcrStartTimeoutError';
  }
}

function withTimeout<T>(p: Promise<T>, ms: number, error: () => Error = () => new OcrTimeoutError(ms)): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(error()), ms);
    p.then(
      (v) => {
        clearTimeout(timer);
        resolve(v);
      },
      (e: unknown) => {
        clearTimeout(timer);
        reject(e instanceof Error ? e : new Error(String(e)));
      },
    );
  });
}

/** OCR waits this long for an asked-for DOM reading before taking the changed tiles itself. */
export const DOM_GRACE_MS = 250;
/** A DOM reading not answered in this time is asked for again. */
const DOM_RETRY_MS = 2000;
/** Fewest milliseconds between two DOM readings; more when a reading costs the page more. */
const DOM_MIN_INTERVAL_MS = 100;
const DOM_MAX_INTERVAL_MS = 1000;
/** A reading may take at most this share of the page's time. */
const DOM_BUDGET = 0.1;

interface DomRequest {
  hashes: Uint32Array;
  at: number;
}

/** The readings detected apart: the DOM's words, OCR's words, and OCR's 2× reading of small text. */
type Source = 'dom' | 'ocr' | 'close';
const SOURCES: readonly Source[] = ['dom', 'ocr', 'close'];

export interface GuardStats {
  frames: number;
  /** OCR passes started: over changed tiles, and cross-checks of what the DOM cleared. */
  ocrJobs: number;
  crossChecks: number;
  /** Regions asked for, and regions OCR actually read. */
  ocrRegions: number;
  ocrReadings: number;
  shifts: number;
  domRequests: number;
  /** DOM readings applied (a reading for a picture that moved on is dropped). */
  domSnapshots: number;
}

export class ScreenGuard {
  private readonly opts: Required<Pick<ScreenGuardOptions, 'tile' | 'ocrTimeoutMs' | 'ocrStartTimeoutMs' | 'holdAllAbove'>> & ScreenGuardOptions;
  /** The engine's start: waited for once, with its own limit, before any OCR is scheduled. */
  private engine: 'cold' | 'starting' | 'ready';
  private readonly now: () => number;
  /** Hash each tile had when it cleared; valid only where `cleared` is 1. */
  private clearedHash: Uint32Array | undefined;
  private cleared: Uint8Array | undefined;
  /** Tiles the last DOM reading could not vouch for: they never wait for the DOM. */
  private opaque: Uint8Array | undefined;
  private size = '';
  private ocrWords: Word[] = [];
  /** Second, 2× readings of small text (increase_ocr_sensitivity). */
  private closeWords: Word[] = [];
  private domWords: Word[] = [];
  private own: Box[] = [];
  /** What each reading asks to cover, and the covers of all of them. */
  private detections: Record<Source, { covers: Cover[]; asking: DetectorCategory[] }> = {
    dom: { covers: [], asking: [] },
    ocr: { covers: [], asking: [] },
    close: { covers: [], asking: [] },
  };
  private fresh: Cover[] = [];
  /** Covers from earlier readings, kept while their pixels stay the same. */
  private readonly kept = new HeldCovers<PlanCover>();
  private planCovers: PlanCover[] = [];
  private planKey = '';
  private coverGeneration = 0;
  private freshGeneration = 0;
  private asking: DetectorCategory[] = [];
  private readonly answered = new Map<DetectorCategory, Decision>();
  private everCleared = false;
  private failed: string | undefined;
  /** OCR over changed tiles is running; a cross-check is running. */
  private urgent = false;
  private checking = false;
  /** Hash each tile had when OCR last read it; valid only where `ocrRead` is 1. */
  private ocrHash: Uint32Array | undefined;
  private ocrRead: Uint8Array | undefined;
  private lastHashes: TileHashes | undefined;
  private stableSince = 0;
  /** Row hashes of the last analysed frame, for following scrolls. */
  private analysedRows: Uint32Array | undefined;
  private domRequest: DomRequest | undefined;
  private domPending: DomReading | undefined;
  private lastDomRequestAt = -Infinity;
  private domIntervalMs = DOM_MIN_INTERVAL_MS;
  private domSnapshotMs = 0;
  private domDetectMs = 0;
  private wakeAt = Infinity;
  private stopped = false;
  readonly stats: GuardStats = { frames: 0, ocrJobs: 0, crossChecks: 0, ocrRegions: 0, ocrReadings: 0, shifts: 0, domRequests: 0, domSnapshots: 0 };

  constructor(options: ScreenGuardOptions) {
    this.opts = { tile: 32, ocrTimeoutMs: 15_000, ocrStartTimeoutMs: 90_000, holdAllAbove: 0.6, ...options };
    this.now = options.now ?? (() => performance.now());
    this.engine = options.ocr.whenReady ? 'cold' : 'ready';
  }

  /**
   * False until the engine can read. The first call starts the wait; readiness (or the start's
   * time limit, which stops the guard) is told through onProgress. Nothing is read meanwhile, so
   * every tile OCR must clear stays held.
   */
  private engineReady(): boolean {
    if (this.engine === 'ready') return true;
    if (this.engine === 'cold') {
      this.engine = 'starting';
      const ms = this.opts.ocrStartTimeoutMs;
      withTimeout(this.opts.ocr.whenReady!(), ms, () => new OcrStartTimeoutError(ms)).then(
        () => {
          this.engine = 'ready';
          if (!this.failed && !this.stopped) this.opts.onProgress?.();
        },
        () => this.fail('The screen check could not start; sharing is paused.'),
      );
    }
    return false;
  }

  /** OCR is reading something now. */
  get analysing(): boolean {
    return this.urgent || this.checking;
  }

  get state(): GuardState {
    return this.failed ? 'failed' : this.everCleared ? 'ready' : 'checking';
  }

  /**
   * The plan for `frame` (call once per frame; cheap when nothing changed). `tileHashes`, when
   * given, are the frame's tile hashes already computed where the frame was captured (the tap):
   * then `frame` may be an earlier frame with those same hashes.
   */
  submit(frame: Raster, tileHashes?: Uint32Array): FramePlan {
    this.stats.frames++;
    const hashes = this.hashesFor(frame, tileHashes);
    if (this.failed) return this.heldPlan(FAILED_NOTICE);
    const size = `${frame.width}x${frame.height}`;
    if (size !== this.size || !this.cleared || !this.clearedHash) this.reset(size, hashes.hashes.length);
    const t = this.now();
    if (!this.lastHashes || !sameHashes(this.lastHashes, hashes)) this.stableSince = t;
    this.lastHashes = hashes;

    // The frame's row hashes, worked out at most once per frame and only when something needs them.
    let rowHashes: Uint32Array | undefined;
    const rows = (): Uint32Array => (rowHashes ??= hashRows(frame));
    let stale = this.staleTiles(hashes);
    if (count(stale) > stale.length * 0.25 && this.analysedRows && this.everCleared && this.followShift(rows, hashes)) stale = this.staleTiles(hashes);
    // Kept covers are let go only after a scroll has moved them: released first, a cover whose
    // value merely moved would be dropped while the moved tiles count as cleared.
    if (this.kept.release(hashes)) this.coverGeneration++;
    if (this.applyDom(rows, hashes)) stale = this.staleTiles(hashes);
    const staleCount = count(stale);

    if (!this.stopped) this.schedule(frame, rows, hashes, stale, staleCount, t);
    return this.plan(hashes, stale, staleCount);
  }

  /**
   * The DOM path's reading, answering the last requestDom. Applied only where the frame on screen
   * is still the picture it was asked for; OCR still reads the frame afterwards as a cross-check.
   */
  provideDom(reading: DomReading): void {
    if (!this.domRequest) return;
    this.domPending = reading;
    this.domSnapshotMs = reading.costMs !== undefined && reading.costMs >= 0 ? reading.costMs : 0;
    this.paceDom();
  }

  /** How often the DOM is asked: what a reading costs the page and this frame, kept to DOM_BUDGET. */
  private paceDom(): void {
    this.domIntervalMs = Math.min(DOM_MAX_INTERVAL_MS, Math.max(DOM_MIN_INTERVAL_MS, (this.domSnapshotMs + this.domDetectMs) / DOM_BUDGET));
  }

  /** The DOM path's words and opaque boxes (no own surfaces): kept for callers of the older shape. */
  provideDomWords(words: Word[], opaque: Box[]): void {
    this.provideDom({ words, opaque, own: [] });
  }

  /** The person's answer for a category held by `ask`, for the rest of this share. */
  answer(category: DetectorCategory, decision: Decision): void {
    this.answered.set(category, decision === 'ask' ? 'mask' : decision);
    // An answer relaxes at once: covers kept from earlier readings are decided again too.
    this.kept.clear();
    this.recompute();
    this.opts.onProgress?.();
  }

  /**
   * A new policy for this share (the final one after a provisional start): every reading so far
   * is decided again under it and the frame is planned anew.
   */
  setPolicy(policy: ScreenPolicy): void {
    this.opts.policy = policy;
    this.kept.clear();
    this.recompute();
    this.opts.onProgress?.();
  }

  /** Stops scheduling analysis (the share ended). */
  stop(): void {
    this.stopped = true;
  }

  /** Fails the guard from outside (e.g. the OCR process went away). */
  fail(message: string): void {
    if (this.failed) return;
    this.failed = message;
    this.opts.onFailure?.(message);
    this.opts.onProgress?.();
  }

  private reset(size: string, tiles: number): void {
    this.size = size;
    this.cleared = new Uint8Array(tiles);
    this.clearedHash = new Uint32Array(tiles);
    this.ocrRead = new Uint8Array(tiles);
    this.ocrHash = new Uint32Array(tiles);
    this.opaque = new Uint8Array(tiles);
    this.ocrWords = [];
    this.closeWords = [];
    this.domWords = [];
    this.own = [];
    this.fresh = [];
    this.detections = { dom: { covers: [], asking: [] }, ocr: { covers: [], asking: [] }, close: { covers: [], asking: [] } };
    this.kept.clear();
    this.freshGeneration++;
    this.everCleared = false;
    this.analysedRows = undefined;
  }

  /** Asks the DOM, starts OCR on what cannot wait for it, and cross-checks when OCR is free. */
  private schedule(frame: Raster, rows: () => Uint32Array, h: TileHashes, stale: Uint8Array, staleCount: number, t: number): void {
    const opaque = this.opaque!;
    if (this.domRequest && !this.domPending && t - this.domRequest.at > DOM_RETRY_MS) this.domRequest = undefined;
    // Tiles the DOM may clear: stale, and not among those it said it cannot read.
    let forDom = 0;
    if (this.opts.requestDom) for (let i = 0; i < stale.length; i++) if (stale[i] && !opaque[i]) forDom++;
    if (forDom > 0 && !this.domRequest) {
      const due = this.lastDomRequestAt + this.domIntervalMs;
      if (t >= due) {
        this.domRequest = { hashes: h.hashes.slice(), at: t };
        this.lastDomRequestAt = t;
        this.stats.domRequests++;
        this.opts.requestDom!();
      } else this.wake(due - t);
    }
    const waitingForDom = this.domRequest !== undefined && t - this.domRequest.at < DOM_GRACE_MS;
    if (waitingForDom) this.wake(this.domRequest!.at + DOM_GRACE_MS - t);

    if (!this.engineReady()) return;
    if (staleCount > 0 && !this.urgent) {
      const window = this.opts.policy.actions.has('require_stable_window') ? (this.opts.policy.stableWindowMs ?? 500) : 0;
      const stillFor = t - this.stableSince;
      if (stillFor < window) this.wake(window - stillFor);
      else {
        // What the DOM cannot read goes to OCR now; the rest waits for the DOM's answer first.
        const now = waitingForDom ? stale.map((s, i) => (s && opaque[i] ? 1 : 0)) : stale;
        if (count(now) > 0) void this.analyse(frame, rows, h, now, false);
      }
    }
    if (!this.checking && !this.urgent) {
      const unread = this.unreadTiles(h);
      if (count(unread) > 0) void this.analyse(frame, rows, h, unread, true);
    }
  }

  /** Asks the caller to plan the last frame again after `ms` (a still screen sends no frames). */
  private wake(ms: number): void {
    const at = this.now() + Math.max(0, ms);
    if (at >= this.wakeAt) return;
    this.wakeAt = at;
    const set = this.opts.setTimer ?? ((fn: () => void, delay: number) => setTimeout(fn, delay));
    set(() => {
      if (this.wakeAt !== at) return;
      this.wakeAt = Infinity;
      if (!this.stopped && !this.failed) this.opts.onProgress?.();
    }, Math.max(0, ms) + 1);
  }

  private hashesFor(frame: Raster, given: Uint32Array | undefined): TileHashes {
    const tile = this.opts.tile;
    const cols = Math.ceil(frame.width / tile);
    const rows = Math.ceil(frame.height / tile);
    if (given && given.length === cols * rows) return { width: frame.width, height: frame.height, tile, cols, rows, hashes: given };
    return hashTiles(frame, tile);
  }

  private heldPlan(notice: string): FramePlan {
    return { state: this.state, holdAll: true, holds: [], covers: [], coverGeneration: -1, notice };
  }

  private staleTiles(h: TileHashes): Uint8Array {
    const out = new Uint8Array(h.hashes.length);
    const cleared = this.cleared!;
    const ch = this.clearedHash!;
    for (let i = 0; i < out.length; i++) out[i] = cleared[i] === 1 && ch[i] === h.hashes[i] ? 0 : 1;
    return out;
  }

  private unreadTiles(h: TileHashes): Uint8Array {
    const out = new Uint8Array(h.hashes.length);
    const cleared = this.cleared!;
    const ch = this.clearedHash!;
    const read = this.ocrRead!;
    const rh = this.ocrHash!;
    for (let i = 0; i < out.length; i++) {
      const clearedNow = cleared[i] === 1 && ch[i] === h.hashes[i];
      out[i] = clearedNow && !(read[i] === 1 && rh[i] === h.hashes[i]) ? 1 : 0;
    }
    return out;
  }

  private markRead(h: TileHashes, tiles: Iterable<number>): void {
    const read = this.ocrRead!;
    const rh = this.ocrHash!;
    for (const t of tiles) {
      read[t] = 1;
      rh[t] = h.hashes[t] as number;
    }
  }

  private plan(h: TileHashes, stale: Uint8Array, staleCount: number): FramePlan {
    if (!this.everCleared || staleCount > stale.length * this.opts.holdAllAbove) return this.heldPlan(CHECKING_NOTICE);
    const key = `${this.freshGeneration}:${this.kept.generation}`;
    if (key !== this.planKey) {
      this.planKey = key;
      const ownCovers: OwnCover[] = this.own.map((b) => ({ ...b, label: OWN_LABEL, category: 'own' }));
      const all: PlanCover[] = [...ownCovers, ...this.fresh];
      for (const c of this.kept.covers()) if (!all.some((o) => contains(o, c) && o.pending === c.pending)) all.push(c);
      this.planCovers = mergeCovers(all);
      this.coverGeneration++;
    }
    return {
      state: this.state,
      holdAll: false,
      holds: staleCount > 0 ? tileRects(h, stale) : [],
      covers: this.planCovers,
      coverGeneration: this.coverGeneration,
      notice: CHECKING_NOTICE,
    };
  }

  /** Applies a DOM reading that arrived; true when it cleared anything. */
  private applyDom(rows: () => Uint32Array, h: TileHashes): boolean {
    const pending = this.domPending;
    const request = this.domRequest;
    if (!pending || !request) return false;
    this.domPending = undefined;
    this.domRequest = undefined;
    // The extension's own surfaces are covered whether or not the rest of the reading holds.
    this.setOwn(pending.own, h);
    // Only tiles unchanged since the reading was asked for take it (a blinking caret or a
    // spinner elsewhere must not block the rest); if most changed, it is asked for again.
    let moved = 0;
    for (let i = 0; i < h.hashes.length; i++) if (request.hashes[i] !== h.hashes[i]) moved++;
    if (request.hashes.length !== h.hashes.length || moved > h.hashes.length * 0.5) return false;
    this.stats.domSnapshots++;
    this.keepCurrent(h);
    this.domWords = pending.words;
    const started = this.now();
    this.recompute(['dom']);
    this.domDetectMs = Math.max(0, this.now() - started);
    this.paceDom();
    const cleared = this.cleared!;
    const ch = this.clearedHash!;
    const opaque = this.opaque!;
    opaque.fill(0);
    for (const b of pending.opaque) for (const t of tilesUnder(h, b)) opaque[t] = 1;
    for (let i = 0; i < h.hashes.length; i++) {
      if (opaque[i] || request.hashes[i] !== h.hashes[i]) continue;
      cleared[i] = 1;
      ch[i] = h.hashes[i] as number;
    }
    this.everCleared = true;
    this.analysedRows = rows();
    this.opts.onProgress?.();
    return true;
  }

  private setOwn(own: Box[], h: TileHashes): void {
    const before = this.own;
    if (before.length === own.length && before.every((b, i) => sameBox(b, own[i]!))) return;
    // Where a surface was drawn stays covered until those pixels change.
    this.kept.hold(
      before.map((b) => ({ ...b, label: OWN_LABEL, category: 'own' as const })),
      h,
    );
    this.own = own;
    this.freshGeneration++;
  }

  /** Keeps today's covers past the next reading, anchored on the pixels they lie on now. */
  private keepCurrent(h: TileHashes): void {
    if (this.fresh.length > 0) this.kept.hold(this.fresh, h);
  }

  /** Moves earlier analysis along with a vertical scroll; true when it did. */
  private followShift(rowsOf: () => Uint32Array, h: TileHashes): boolean {
    const rows = rowsOf();
    const shift = detectShift(this.analysedRows!, rows);
    if (!shift) return false;
    this.stats.shifts++;
    const { source, dy } = shift;
    const t = h.tile;
    const cleared = this.cleared!;
    const ch = this.clearedHash!;
    const read = this.ocrRead!;
    const rh = this.ocrHash!;
    const opaque = this.opaque!;
    const next = new Uint8Array(cleared.length);
    const nextRead = new Uint8Array(cleared.length);
    const nextOpaque = new Uint8Array(cleared.length);
    for (let i = 0; i < next.length; i++) {
      const b = tileBox(h, i);
      let ok = true;
      let wasRead = true;
      let wasOpaque = false;
      for (let y = b.y; y < b.y + b.h && ok; y++) {
        const py = source[y] as number;
        if (py < 0) ok = false;
        else {
          // The source row must lie in rows that had cleared (and, to count as read, OCR had read).
          const srcTile = Math.floor(py / t) * h.cols + Math.floor(b.x / t);
          ok = cleared[srcTile] === 1;
          wasRead &&= read[srcTile] === 1 && rh[srcTile] === ch[srcTile];
          wasOpaque ||= opaque[srcTile] === 1;
        }
      }
      next[i] = ok ? 1 : 0;
      nextRead[i] = ok && wasRead ? 1 : 0;
      nextOpaque[i] = wasOpaque ? 1 : 0;
    }
    const moveBox = (b: Box): Box[] => {
      const y = Math.round(b.y + b.h / 2);
      const target = y + dy;
      const out: Box[] = [];
      if (source[y] === y) out.push(b);
      if (target >= 0 && target < rows.length && source[target] === y) out.push({ ...b, y: b.y + dy });
      return out;
    };
    // A word goes everywhere its pixels now are: moved, unmoved, or both (repeated rows).
    const moved = (words: Word[]): Word[] => words.flatMap((w) => moveBox(w.box).map((box) => ({ ...w, box })));
    this.ocrWords = moved(this.ocrWords);
    this.closeWords = moved(this.closeWords);
    this.domWords = moved(this.domWords);
    // Own surfaces go with the page, and stay covered where they were too until those pixels change.
    const ownMoved = this.own.flatMap((b) => [b, ...moveBox(b).filter((m) => m.y !== b.y)]);
    this.kept.shift((c) => moveBox(c).map((b) => ({ ...c, ...b })), h);
    for (let i = 0; i < next.length; i++) {
      cleared[i] = next[i] as number;
      ch[i] = h.hashes[i] as number;
      read[i] = nextRead[i] as number;
      rh[i] = h.hashes[i] as number;
      opaque[i] = nextOpaque[i] as number;
    }
    this.own = ownMoved;
    this.freshGeneration++;
    this.analysedRows = rows;
    this.recompute();
    return true;
  }

  /**
   * Decides again what the readings in `sources` ask to cover (each reading is detected apart:
   * the DOM's exact text and each OCR reading have different boxes for the same text); readings
   * that did not change keep their earlier result, since a scan is the costly part of a frame.
   */
  private recompute(sources: readonly Source[] = SOURCES): void {
    const words: Record<Source, Word[]> = { dom: this.domWords, ocr: this.ocrWords, close: this.closeWords };
    for (const source of sources) {
      const list = words[source];
      if (list.length === 0) {
        this.detections[source] = { covers: [], asking: [] };
        continue;
      }
      const detection = detectOnWords(list, {
        policy: this.opts.policy,
        ocr: source !== 'dom',
        ...(this.opts.scanText ? { scanText: this.opts.scanText } : {}),
        answered: this.answered,
      });
      this.detections[source] = { covers: detection.covers, asking: detection.asking };
    }
    const covers: Cover[] = [];
    const asking = new Set<DetectorCategory>();
    for (const source of SOURCES) {
      covers.push(...this.detections[source].covers);
      for (const c of this.detections[source].asking) asking.add(c);
    }
    this.fresh = covers;
    this.freshGeneration++;
    const now = [...asking].sort();
    if (now.join() !== this.asking.join()) {
      this.asking = now;
      if (now.length > 0) this.opts.onAsk?.(now);
    }
  }

  /**
   * OCR over `tiles` of `frame`: changed tiles (released region by region as each is read), or,
   * as a cross-check, tiles the DOM cleared (read one region at a time, so changed tiles never
   * queue behind a whole screen of cross-checking).
   */
  private async analyse(frame: Raster, rowsOf: () => Uint32Array, h: TileHashes, tiles: Uint8Array, crossCheck: boolean): Promise<void> {
    if (crossCheck) {
      this.checking = true;
      this.stats.crossChecks++;
    } else {
      this.urgent = true;
      this.stats.ocrJobs++;
    }
    try {
      const ranges = markedRowRanges(h, tiles);
      const regions = detectTextRegions(frame, ranges);
      const rows = rowsOf();
      // Tiles in the marked rows that hold no ink clear at once; the rest wait for their regions.
      const waiting = new Uint16Array(tiles.length);
      for (const r of regions) for (const t of tilesUnder(h, r)) waiting[t]!++;
      const blank: number[] = [];
      for (let i = 0; i < tiles.length; i++) if (tiles[i] && waiting[i] === 0) blank.push(i);
      this.markRead(h, blank);
      if (!crossCheck) {
        // Words read earlier where the pixels are now blank are gone.
        const blankBoxes = blank.map((i) => tileBox(h, i));
        const inBlank = (w: Word): boolean => blankBoxes.some((b) => centreIn(w.box, b));
        if (blankBoxes.length > 0 && (this.ocrWords.some(inBlank) || this.closeWords.some(inBlank))) {
          this.keepCurrent(h);
          this.ocrWords = this.ocrWords.filter((w) => !inBlank(w));
          this.closeWords = this.closeWords.filter((w) => !inBlank(w));
          this.recompute(['ocr', 'close']);
        }
        this.clearTiles(h, tiles, (i) => waiting[i] === 0);
        this.opts.onProgress?.();
      }
      const sensitive = this.opts.policy.actions.has('increase_ocr_sensitivity');
      // Every region's pixels are copied now: a cross-check reads them one after another, and by
      // then the frame's buffer may have gone back to the tap for the next frame.
      const pieces = regions.map((region) => ({ region, crop: cropRaster(frame, region) }));
      const readOne = async ({ region, crop }: { region: Box; crop: Raster }): Promise<void> => {
        this.stats.ocrRegions++;
        const reading = await readCrop(this.opts.ocr, crop, region, sensitive, (p) => withTimeout(p, this.opts.ocrTimeoutMs));
        if (this.failed || this.stopped) return;
        this.stats.ocrReadings++;
        // This reading replaces what OCR read before inside the region; covers from before stay
        // while the pixels under them are unchanged.
        this.keepCurrent(h);
        const outside = (w: Word): boolean => !centreIn(w.box, region);
        const closeBefore = this.closeWords.length;
        this.ocrWords = [...this.ocrWords.filter(outside), ...reading.words];
        this.closeWords = [...this.closeWords.filter(outside), ...reading.closer];
        this.recompute(reading.closer.length > 0 || this.closeWords.length !== closeBefore ? ['ocr', 'close'] : ['ocr']);
        const under = tilesUnder(h, region);
        for (const t of under) waiting[t]!--;
        this.markRead(h, under);
        if (!crossCheck) this.clearTiles(h, tiles, (i) => waiting[i] === 0);
        this.opts.onProgress?.();
      };
      if (crossCheck) for (const piece of pieces) await readOne(piece);
      else await Promise.all(pieces.map(readOne));
      this.analysedRows = rows;
    } catch (error) {
      this.fail(error instanceof OcrTimeoutError ? 'The screen check timed out; sharing is paused.' : 'The screen check failed; sharing is paused.');
    } finally {
      if (crossCheck) this.checking = false;
      else this.urgent = false;
    }
    // Frames that changed while OCR was busy were not scheduled; a still screen sends no new
    // frame to schedule them, so the caller is asked to submit the last one again.
    if (!this.failed && !this.stopped) this.opts.onProgress?.();
  }

  private clearTiles(h: TileHashes, tiles: Uint8Array, ready: (i: number) => boolean): void {
    const cleared = this.cleared!;
    const ch = this.clearedHash!;
    let any = false;
    for (let i = 0; i < tiles.length; i++) {
      if (!tiles[i] || !ready(i)) continue;
      cleared[i] = 1;
      ch[i] = h.hashes[i] as number;
      any = true;
    }
    if (any) this.everCleared = true;
  }
}

function centreIn(b: Box, region: Box): boolean {
  const cx = b.x + b.w / 2;
  const cy = b.y + b.h / 2;
  return cx >= region.x && cx < region.x + region.w && cy >= region.y && cy < region.y + region.h;
}

function sameBox(a: Box, b: Box): boolean {
  return a.x === b.x && a.y === b.y && a.w === b.w && a.h === b.h;
}

function count(a: Uint8Array): number {
  let n = 0;
  for (let i = 0; i < a.length; i++) n += a[i] as number;
  return n;
}

function arraysEqual(a: Uint32Array, b: Uint32Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

function sameHashes(a: TileHashes, b: TileHashes): boolean {
  return a.width === b.width && a.height === b.height && arraysEqual(a.hashes, b.hashes);
}

