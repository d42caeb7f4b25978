/**
 * The screen guard: decides, frame by frame, what the page may see, and schedules the analysis
 * behind that decision. Fail closed: a tile is shown only while it hashes the same as when it was
 * last cleared (by OCR, or by the tab's own DOM); anything else is held dark under a "checking…"
 * notice, the whole frame when nothing has cleared yet or too much has changed. When the shared
 * surface is this tab, its DOM is asked first (it answers in milliseconds) and OCR then reads
 * what the DOM cleared as a cross-check, only where it has not read the same pixels before.
 * Changed rows are OCR-ed as separate regions in parallel and released one by one as each clears
 * (progressive). An OCR error or timeout stops the guard for good: every later frame is dark and
 * the person is told. Pure: OCR, the clock and the scan come in as parameters.
 */
import type { DetectorCategory, Decision } from '../vocabulary';
import { detectOnWords, type Cover, type ScanText, type ScreenPolicy } from './detect';
import { detectTextRegions, markedRowRanges } from './regions';
import { detectShift } from './shift';
import { hashRows, hashTiles, tileBox, tileRects, tilesUnder, type TileHashes } from './tiles';
import { readRegion } from './read';
import { intersects, type Box, type Raster } from './types';
import type { Word } from './words';

/** Reads the words in an image; boxes in that image's pixels. */
export interface OcrEngine {
  recognize(image: Raster): Promise<Word[]>;
}

export type GuardState = 'checking' | 'ready' | 'failed';

/** What to show for one frame. */
export interface FramePlan {
  state: GuardState;
  /** The whole frame is held (dark, with `notice`). */
  holdAll: boolean;
  /** Areas held dark because they have not cleared yet. */
  holds: Box[];
  covers: Cover[];
  notice: string;
}

export interface ScreenGuardOptions {
  ocr: OcrEngine;
  policy: ScreenPolicy;
  scanText?: ScanText;
  now?: () => number;
  tile?: number;
  /** One OCR call longer than this stops the guard. */
  ocrTimeoutMs?: number;
  /** Hold the whole frame once this share of tiles is not cleared. */
  holdAllAbove?: number;
  /** Analysis progressed; the caller may repaint the last frame. */
  onProgress?: () => void;
  /** The guard stopped (OCR crash or timeout); the message is safe to show. */
  onFailure?: (message: string) => void;
  /** The DOM fast path: ask the shared tab for its words (answer with provideDomWords). */
  requestDom?: () => void;
  /** Categories now waiting for the person's answer. */
  onAsk?: (categories: DetectorCategory[]) => void;
}

export const CHECKING_NOTICE = 'checking…';
export const FAILED_NOTICE = 'screen check stopped';

export class OcrTimeoutError extends Error {
  constructor(ms: number) {
    super(`OCR did not answer within ${ms} ms.`);
    this.name = 'OcrTimeoutError';
  }
}

function withTimeout<T>(p: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new OcrTimeoutError(ms)), ms);
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

interface DomRequest {
  hashes: Uint32Array;
  at: number;
}

/** OCR waits this long for an asked-for DOM snapshot before reading changed tiles itself. */
const DOM_GRACE_MS = 250;
/** A DOM snapshot not answered in this time is asked for again. */
const DOM_RETRY_MS = 2000;

export class ScreenGuard {
  private readonly opts: Required<Pick<ScreenGuardOptions, 'tile' | 'ocrTimeoutMs' | 'holdAllAbove'>> & ScreenGuardOptions;
  private readonly now: () => number;
  /** Hash each tile had when it cleared; valid only where `cleared` is 1. */
  private clearedHash: Uint32Array | undefined;
  private cleared: Uint8Array | undefined;
  private size = '';
  private ocrWords: Word[] = [];
  /** Second, 2× readings of small text (increase_ocr_sensitivity). */
  private closeWords: Word[] = [];
  private domWords: Word[] = [];
  private covers: Cover[] = [];
  private asking: DetectorCategory[] = [];
  private readonly answered = new Map<DetectorCategory, Decision>();
  private everCleared = false;
  private failed: string | undefined;
  private busy = false;
  /** Hash each tile had when OCR last read it; valid only where `ocrRead` is 1. */
  private ocrHash: Uint32Array | undefined;
  private ocrRead: Uint8Array | undefined;
  private lastHashes: TileHashes | undefined;
  private stableSince = 0;
  /** Row hashes of the last analysed frame, for following scrolls. */
  private analysedRows: Uint32Array | undefined;
  private domRequest: DomRequest | undefined;
  private domPending: { words: Word[]; opaque: Box[] } | undefined;
  private stopped = false;
  /** Counters for benchmarks and reports. */
  /** ocrReadings counts regions OCR actually read (ocrRegions counts those asked for). */
  readonly stats = { frames: 0, ocrRegions: 0, ocrReadings: 0, ocrJobs: 0, shifts: 0, domSnapshots: 0 };

  constructor(options: ScreenGuardOptions) {
    this.opts = { tile: 32, ocrTimeoutMs: 15_000, holdAllAbove: 0.6, ...options };
    this.now = options.now ?? (() => performance.now());
  }

  /** OCR is reading something now. */
  get analysing(): boolean {
    return this.busy;
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
    if (size !== this.size || !this.cleared || !this.clearedHash) {
      this.size = size;
      this.cleared = new Uint8Array(hashes.hashes.length);
      this.clearedHash = new Uint32Array(hashes.hashes.length);
      this.ocrRead = new Uint8Array(hashes.hashes.length);
      this.ocrHash = new Uint32Array(hashes.hashes.length);
      this.ocrWords = [];
      this.closeWords = [];
      this.domWords = [];
      this.covers = [];
      this.everCleared = false;
      this.analysedRows = undefined;
    }
    if (!this.lastHashes || !sameHashes(this.lastHashes, hashes)) this.stableSince = this.now();
    this.lastHashes = hashes;

    let stale = this.staleTiles(hashes);
    let staleCount = count(stale);
    if (staleCount > stale.length * 0.25 && this.analysedRows && this.everCleared) {
      if (this.followShift(frame, hashes)) {
        stale = this.staleTiles(hashes);
        staleCount = count(stale);
      }
    }
    this.applyDom(frame, hashes, staleCount);
    if (staleCount > 0) stale = this.staleTiles(hashes);
    staleCount = count(stale);

    const t = this.now();
    if (this.domRequest && !this.domPending && t - this.domRequest.at > DOM_RETRY_MS) this.domRequest = undefined;
    if (staleCount > 0 && !this.stopped && this.opts.requestDom && !this.domRequest) {
      this.domRequest = { hashes: hashes.hashes.slice(), at: t };
      this.opts.requestDom();
    }
    // The tab's own DOM answers in milliseconds: give it the first go, OCR cross-checks after.
    const awaitingDom = this.domRequest !== undefined && t - this.domRequest.at < DOM_GRACE_MS;
    if (staleCount > 0 && !this.busy && !this.stopped && !awaitingDom) {
      const window = this.opts.policy.actions.has('require_stable_window') ? (this.opts.policy.stableWindowMs ?? 500) : 0;
      if (this.now() - this.stableSince >= window) void this.analyse(frame, hashes, stale, false);
    } else if (staleCount === 0 && !this.busy && !this.stopped) {
      // Tiles the DOM cleared that OCR has not read as they are now: OCR reads them too.
      const unread = this.unreadTiles(hashes);
      if (count(unread) > 0) void this.analyse(frame, hashes, unread, true);
    }
    return this.plan(hashes, stale, staleCount);
  }

  /**
   * DOM fast path: the shared tab's words (boxes in frame pixels) and the boxes of pixels the DOM
   * cannot explain (images, canvas, video). Applied only if the frame is still the one on screen
   * when it was asked for; OCR still reads the frame afterwards as a cross-check.
   */
  provideDomWords(words: Word[], opaque: Box[]): void {
    if (!this.domRequest) return;
    this.domPending = { words, opaque };
  }

  /** The person's answer for a category held by `ask`, for the rest of this share. */
  answer(category: DetectorCategory, decision: Decision): void {
    this.answered.set(category, decision === 'ask' ? 'mask' : decision);
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

  private hashesFor(frame: Raster, given: Uint32Array | undefined): TileHashes {
    const tile = this.opts.tile;
    const cols = Math.ceil(frame.width / tile);
    const rows = Math.ceil(frame.height / tile);
    if (given && given.length === cols * rows) return { width: frame.width, height: frame.height, tile, cols, rows, hashes: given };
    return hashTiles(frame, tile);
  }

  private heldPlan(notice: string): FramePlan {
    return { state: this.state, holdAll: true, holds: [], covers: [], notice };
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
    const read = this.ocrRead!;
    const rh = this.ocrHash!;
    for (let i = 0; i < out.length; i++) out[i] = cleared[i] === 1 && !(read[i] === 1 && rh[i] === h.hashes[i]) ? 1 : 0;
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
    return {
      state: this.state,
      holdAll: false,
      holds: staleCount > 0 ? tileRects(h, stale) : [],
      covers: this.covers,
      notice: CHECKING_NOTICE,
    };
  }

  private applyDom(frame: Raster, h: TileHashes, staleCount: number): void {
    const pending = this.domPending;
    const request = this.domRequest;
    if (!pending || !request) return;
    this.domPending = undefined;
    this.domRequest = undefined;
    // Only tiles unchanged since the snapshot was asked for take it (a blinking caret or a
    // spinner elsewhere must not block the rest); if most changed, ask again.
    let moved = 0;
    for (let i = 0; i < h.hashes.length; i++) if (request.hashes[i] !== h.hashes[i]) moved++;
    if (request.hashes.length !== h.hashes.length || moved > h.hashes.length * 0.5) return;
    this.stats.domSnapshots++;
    this.domWords = pending.words;
    this.recompute();
    const cleared = this.cleared!;
    const ch = this.clearedHash!;
    const blocked = new Uint8Array(h.hashes.length);
    for (const b of pending.opaque) for (const t of tilesUnder(h, b)) blocked[t] = 1;
    for (let i = 0; i < h.hashes.length; i++) if (request.hashes[i] !== h.hashes[i]) blocked[i] = 1;
    for (let i = 0; i < h.hashes.length; i++) {
      if (blocked[i]) continue;
      cleared[i] = 1;
      ch[i] = h.hashes[i] as number;
    }
    this.everCleared = true;
    this.analysedRows = hashRows(frame);
    this.opts.onProgress?.();
  }

  /** Moves earlier analysis along with a vertical scroll; true when it did. */
  private followShift(frame: Raster, h: TileHashes): boolean {
    const rows = hashRows(frame);
    const shift = detectShift(this.analysedRows!, rows);
    if (!shift) return false;
    this.stats.shifts++;
    const { source, dy } = shift;
    const t = h.tile;
    const cleared = this.cleared!;
    const ch = this.clearedHash!;
    const read = this.ocrRead!;
    const rh = this.ocrHash!;
    const next = new Uint8Array(cleared.length);
    const nextRead = new Uint8Array(cleared.length);
    for (let i = 0; i < next.length; i++) {
      const b = tileBox(h, i);
      let ok = true;
      let wasRead = true;
      for (let y = b.y; y < b.y + b.h && ok; y++) {
        const py = source[y] as number;
        if (py < 0) ok = false;
        else {
          // The source row must lie in rows that had cleared (and, to count as read, OCR had read).
          const srcTile = Math.floor(py / t) * h.cols + Math.floor(b.x / t);
          ok = cleared[srcTile] === 1;
          wasRead &&= read[srcTile] === 1 && rh[srcTile] === ch[srcTile];
        }
      }
      next[i] = ok ? 1 : 0;
      nextRead[i] = ok && wasRead ? 1 : 0;
    }
    // A word goes everywhere its pixels now are: moved, unmoved, or both (repeated rows).
    const moved = (words: Word[]): Word[] =>
      words.flatMap((w) => {
        const y = Math.round(w.box.y + w.box.h / 2);
        const target = y + dy;
        const out: Word[] = [];
        if (source[y] === y) out.push(w);
        if (target >= 0 && target < rows.length && source[target] === y) out.push({ ...w, box: { ...w.box, y: w.box.y + dy } });
        return out;
      });
    this.ocrWords = moved(this.ocrWords);
    this.closeWords = moved(this.closeWords);
    this.domWords = moved(this.domWords);
    for (let i = 0; i < next.length; i++) {
      cleared[i] = next[i] as number;
      ch[i] = h.hashes[i] as number;
      read[i] = nextRead[i] as number;
      rh[i] = h.hashes[i] as number;
    }
    this.analysedRows = rows;
    this.recompute();
    return true;
  }

  /**
   * A new policy for this share (the final one after a provisional start): every reading so far
   * is decided again under it and the frame is planned anew.
   */
  setPolicy(policy: ScreenPolicy): void {
    this.opts.policy = policy;
    this.recompute();
    this.opts.onProgress?.();
  }

  private recompute(): void {
    // DOM words (exact text) and each OCR reading are detected apart (their boxes for the same
    // text differ), and every cover any of them asks for is kept.
    const covers: Cover[] = [];
    const asking = new Set<DetectorCategory>();
    const readings: Array<[Word[], boolean]> = [
      [this.domWords, false],
      [this.ocrWords, true],
      [this.closeWords, true],
    ];
    for (const [words, ocr] of readings) {
      if (words.length === 0) continue;
      const detection = detectOnWords(words, {
        policy: this.opts.policy,
        ocr,
        ...(this.opts.scanText ? { scanText: this.opts.scanText } : {}),
        answered: this.answered,
      });
      covers.push(...detection.covers);
      for (const c of detection.asking) asking.add(c);
    }
    this.covers = covers;
    const now = [...asking].sort();
    if (now.join() !== this.asking.join()) {
      this.asking = now;
      if (now.length > 0) this.opts.onAsk?.(now);
    }
  }

  private async analyse(frame: Raster, h: TileHashes, stale: Uint8Array, crossCheck: boolean): Promise<void> {
    this.busy = true;
    this.stats.ocrJobs++;
    try {
      const ranges = markedRowRanges(h, stale);
      const regions = detectTextRegions(frame, ranges);
      const rows = hashRows(frame);
      // Tiles in the changed rows that hold no ink clear at once; the rest wait for their regions.
      const waiting = new Uint16Array(stale.length);
      for (const r of regions) for (const t of tilesUnder(h, r)) waiting[t]!++;
      const blank: number[] = [];
      for (let i = 0; i < stale.length; i++) if (stale[i] && waiting[i] === 0) blank.push(i);
      this.markRead(h, blank);
      const covered = (w: Word): boolean => ranges.some(([a, b]) => w.box.y + w.box.h / 2 >= a && w.box.y + w.box.h / 2 < b);
      const stays = (w: Word): boolean => !covered(w) && !regions.some((r) => intersects(r, w.box));
      const keep = this.ocrWords.filter(stays);
      const keepClose = this.closeWords.filter(stays);
      const fresh: Word[] = [];
      const freshClose: Word[] = [];
      this.ocrWords = [...keep];
      this.closeWords = [...keepClose];
      if (!crossCheck) this.clearTiles(h, stale, (i) => waiting[i] === 0);
      await Promise.all(
        regions.map(async (region) => {
          this.stats.ocrRegions++;
          const reading = await readRegion(this.opts.ocr, frame, region, this.opts.policy.actions.has('increase_ocr_sensitivity'), (p) =>
            withTimeout(p, this.opts.ocrTimeoutMs),
          );
          if (this.failed || this.stopped) return;
          this.stats.ocrReadings++;
          fresh.push(...reading.words);
          freshClose.push(...reading.closer);
          this.ocrWords = [...keep, ...fresh];
          this.closeWords = [...keepClose, ...freshClose];
          this.recompute();
          const under = tilesUnder(h, region);
          for (const t of under) waiting[t]!--;
          this.markRead(h, under);
          if (!crossCheck) this.clearTiles(h, stale, (i) => waiting[i] === 0);
          this.opts.onProgress?.();
        }),
      );
      this.analysedRows = rows;
      if (!crossCheck && regions.length === 0) this.opts.onProgress?.();
    } catch (error) {
      this.fail(error instanceof OcrTimeoutError ? 'The screen check timed out; sharing is paused.' : 'The screen check failed; sharing is paused.');
    } finally {
      this.busy = false;
    }
    // Frames that changed while OCR was busy were not scheduled; a still screen sends no new
    // frame to schedule them, so the caller is asked to submit the last one again.
    if (!this.failed && !this.stopped) this.opts.onProgress?.();
  }

  private clearTiles(h: TileHashes, stale: Uint8Array, ready: (i: number) => boolean): void {
    const cleared = this.cleared!;
    const ch = this.clearedHash!;
    let any = false;
    for (let i = 0; i < stale.length; i++) {
      if (!stale[i] || !ready(i)) continue;
      cleared[i] = 1;
      ch[i] = h.hashes[i] as number;
      any = true;
    }
    if (any) this.everCleared = true;
  }
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
