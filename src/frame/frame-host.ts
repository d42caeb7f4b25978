/**
 * The extension frame's side of a screen share: receives each frame from the tap as tile hashes
 * (with its RGBA pixels when they changed), runs the guard, and answers with the plan for that
 * frame as a fill list the tap paints. When analysis progresses (or a wait the guard set ends),
 * the last frame is planned again at once instead of waiting for the capture's next frame (a
 * still screen sends none). Talks to the bridge for DOM readings, the person's answers and
 * failure notices. Ports and OCR come in as parameters.
 *
 * It also keeps, for the service worker, what the share covered (categories and counts,
 * questions asked and answered, whether the check stopped: the ledger's facts) and how the share
 * went (share-diagnostics.ts: counts and timings), and hands both to `onReport` as they change and
 * once when the share ends; never text, pixels or positions.
 */
import { isDetectorCategory, type DetectorCategory, type Decision } from '../core/vocabulary';
import type { ScreenPolicySummary, ScreenShareDiagnostics, ScreenShareFacts } from '../protocol/screen';
import { detectOnWords, type ScreenPolicy } from '../core/screen/detect';
import { ScreenGuard, type FramePlan, type OcrEngine, type PlanCover } from '../core/screen/guard';
import { coverTone, planFillList, type CoverTone } from '../core/screen/paint';
import { FILL_STRIDE } from '../core/screen/tap-kernel';
import { accept } from '../protocol/channel';
import {
  BRIDGE_TO_FRAME,
  TAP_TILE,
  TAP_TO_FRAME,
  type BridgeToFrame,
  type FramePlanFills,
  type FrameToBridge,
  type FrameToTap,
  type SharedSurface,
  type TapToFrame,
} from '../protocol/tap';
import type { Raster } from '../core/screen/types';
import type { Word } from '../core/screen/words';
import { ShareDiagnostics } from './share-diagnostics';

export interface PortLike<In, Out> {
  postMessage(message: Out, transfer?: Transferable[]): void;
  onmessage: ((event: MessageEvent<In>) => void) | null;
}

/** One report for the service worker: the ledger's facts and the share's diagnostics. */
export interface ShareReportParts {
  facts: ScreenShareFacts;
  diagnostics: ScreenShareDiagnostics;
}

export interface FrameHostOptions {
  tap: PortLike<TapToFrame, FrameToTap>;
  bridge: PortLike<BridgeToFrame, FrameToBridge>;
  ocr: OcrEngine;
  policy: ScreenPolicySummary;
  selfCapture: boolean;
  surface?: SharedSurface;
  ocrTimeoutMs?: number;
  now?: () => number;
  /** Timers, for the trailing diagnostics report; defaults to the global ones. */
  setTimer?: (fn: () => void, ms: number) => unknown;
  /** What the share has covered and how it went; `ended` once, when the share ends. */
  onReport?: (report: ShareReportParts, ended: boolean) => void;
}

/** Diagnostics alone change every frame: they are reported at most this often. */
const DIAGNOSTICS_EVERY_MS = 1000;

/**
 * Runs detection once on a few made-up words: the engine's first scan in a page costs several
 * hundred milliseconds (compiling its patterns), which the frame pays while the person is still
 * picking what to share rather than on the first frame.
 */
export function warmDetection(summary: ScreenPolicySummary): void {
  const words: Word[] = ['API_KEY=ghp_0000000000000000000000000000000000000', 'mail jo.doe@example.org', '4539 0000 0000 0000'].map((text, i) => ({
    text,
    box: { x: 0, y: i * 20, w: text.length * 8, h: 14 },
    confidence: 90,
  }));
  for (const ocr of [false, true]) detectOnWords(words, { policy: toScreenPolicy(summary), ocr });
}

export function toScreenPolicy(summary: ScreenPolicySummary): ScreenPolicy {
  return {
    decide: (c: DetectorCategory): Decision => {
      const d = summary.decisions[c] ?? 'mask';
      return d === 'block' ? 'mask' : d;
    },
    actions: new Set(summary.actions),
    stableWindowMs: summary.stableWindowMs,
  };
}

export class FrameHost {
  readonly guard: ScreenGuard;
  /** The last frame whose pixels arrived, and the hashes of the last frame planned. */
  private last: { raster: Raster; id: number; hashes: Uint32Array } | undefined;
  private repaintQueued = false;
  private lastState: string | undefined;
  /** Cover colours, worked out once per set of covers. */
  private tones: { generation: number; covers: readonly PlanCover[]; tones: CoverTone[] } | undefined;
  private readonly diagnostics: ShareDiagnostics;
  /** What the share covered, for the ledger (see onReport). */
  private readonly facts: ScreenShareFacts = { covered: {}, asked: [], answers: {}, failed: false };
  private factsSent = '';
  private lastReportAt = -Infinity;
  /** A diagnostics-only change was held back by the rate limit; a timer sends it. */
  private trailingReport = false;
  private started = false;
  private ended = false;
  private readonly now: () => number;

  constructor(private readonly o: FrameHostOptions) {
    this.now = o.now ?? (() => performance.now());
    this.diagnostics = new ShareDiagnostics(o.surface ?? (o.selfCapture ? 'this-tab' : 'unknown'), o.selfCapture, this.now);
    this.guard = new ScreenGuard({
      ocr: o.ocr,
      policy: toScreenPolicy(o.policy),
      tile: TAP_TILE,
      ocrTimeoutMs: o.ocrTimeoutMs ?? 20_000,
      ...(o.now ? { now: o.now } : {}),
      onProgress: () => this.queueRepaint(),
      onFailure: (message) => {
        o.bridge.postMessage({ type: 'failure', message });
        o.tap.postMessage({ type: 'state', state: 'failed', message });
        this.facts.failed = true;
        this.report();
      },
      onAsk: (categories) => {
        o.bridge.postMessage({ type: 'ask', categories });
        for (const c of categories) if (!this.facts.asked.includes(c)) this.facts.asked.push(c);
        this.report();
      },
      ...(o.selfCapture ? { requestDom: () => o.bridge.postMessage({ type: 'dom-request' }) } : {}),
    });
    // Both ports carry messages checked against their declared shapes; the tap's comes from the page's world.
    o.tap.onmessage = (event) => {
      const message = accept(TAP_TO_FRAME, event.data);
      if (message) this.onTap(message);
    };
    o.bridge.onmessage = (event) => {
      const message = accept(BRIDGE_TO_FRAME, event.data);
      if (message) this.onBridge(message);
    };
    o.bridge.postMessage({ type: 'ready' });
  }

  /** How the share has gone so far (what the service worker is told). */
  snapshotDiagnostics(): ScreenShareDiagnostics {
    return this.diagnostics.snapshot(this.guard.stats, this.guard.state);
  }

  /**
   * Hands the facts and diagnostics on: at once when the facts changed, at most once a second
   * when only the diagnostics did, and once more when the share ends. A diagnostics change held
   * back by that limit is sent when the second is up: a still screen plans no further frame, and
   * the last readings of its analysis would otherwise never be told.
   */
  private report(ended = false, trailing = false): void {
    if (this.ended || !this.started) return;
    const key = JSON.stringify(this.facts);
    const t = this.now();
    const factsChanged = key !== this.factsSent;
    if (!ended && !factsChanged && !trailing && t - this.lastReportAt < DIAGNOSTICS_EVERY_MS) {
      if (!this.trailingReport) {
        this.trailingReport = true;
        const set = this.o.setTimer ?? ((fn: () => void, ms: number) => setTimeout(fn, ms));
        set(() => {
          this.trailingReport = false;
          this.report(false, true);
        }, Math.max(0, this.lastReportAt + DIAGNOSTICS_EVERY_MS - t));
      }
      return;
    }
    this.factsSent = key;
    this.lastReportAt = t;
    if (ended) this.ended = true;
    this.o.onReport?.({ facts: structuredClone(this.facts), diagnostics: this.snapshotDiagnostics() }, ended);
  }

  /** The final policy, when the share started under a provisional one. */
  setPolicy(policy: ScreenPolicySummary): void {
    this.guard.setPolicy(toScreenPolicy(policy));
    this.queueRepaint(0);
  }

  private onTap(message: TapToFrame): void {
    if (message.type === 'ended') {
      this.guard.stop();
      this.last = undefined;
      this.report(true);
      return;
    }
    if (message.type !== 'frame') return;
    const { pixels, width, height, hashes, id } = message;
    if (!(width > 0) || !(height > 0) || !(hashes instanceof Uint32Array) || hashes.length !== Math.ceil(width / TAP_TILE) * Math.ceil(height / TAP_TILE)) return;
    if (pixels !== undefined) {
      if (!(pixels instanceof ArrayBuffer) || pixels.byteLength !== width * height * 4) return;
      const previous = this.last?.raster.data.buffer;
      this.last = { raster: { width, height, data: new Uint8ClampedArray(pixels) }, id, hashes };
      // The tap reuses the previous buffer for its next copy.
      if (previous instanceof ArrayBuffer) this.o.tap.postMessage({ type: 'recycle', pixels: previous }, [previous]);
    } else {
      // Same hashes as the last pixels sent: that raster is this frame.
      const last = this.last;
      if (!last || last.raster.width !== width || last.raster.height !== height) return;
      this.last = { ...last, id, hashes };
    }
    this.diagnostics.frameIn(pixels !== undefined, message.cost, message.wait ?? 0);
    // The share is real once its first frame is in: from then on it is reported (and recorded).
    this.started = true;
    this.render(true);
  }

  private onBridge(message: BridgeToFrame): void {
    if (message.type === 'answer') {
      this.guard.answer(message.category, message.decision);
      if (isDetectorCategory(message.category)) {
        this.facts.answers[message.category] = message.decision === 'allow' ? 'allow' : 'mask';
        this.report();
      }
    } else if (message.type === 'dom') {
      const frame = this.last?.raster;
      if (!frame) return;
      const sx = frame.width / message.viewport.w;
      const sy = frame.height / message.viewport.h;
      // Only a frame that is the viewport at one scale can take the DOM's boxes.
      if (!(sx > 0) || Math.abs(sx - sy) / sx > 0.02) return;
      const scale = (b: { x: number; y: number; w: number; h: number }) => ({ x: b.x * sx, y: b.y * sy, w: b.w * sx, h: b.h * sy });
      const words: Word[] = message.words.map((w) => ({ text: w.text, box: scale(w), confidence: 100, ...(w.notification ? { notification: true } : {}) }));
      // Own surfaces get a margin: a cover must not leave an anti-aliased edge of a glyph showing.
      const own = message.own.map((b) => scale({ x: b.x - 2, y: b.y - 2, w: b.w + 4, h: b.h + 4 }));
      this.guard.provideDom({ words, opaque: message.opaque.map(scale), own, costMs: message.costMs });
      this.queueRepaint(0);
    }
  }

  /** Plans the last frame again (analysis progressed): the tap repaints its copy of that frame. */
  private queueRepaint(delayMs = 16): void {
    if (this.repaintQueued) return;
    this.repaintQueued = true;
    setTimeout(() => {
      this.repaintQueued = false;
      if (this.last) this.render();
    }, delayMs);
  }

  private tonesFor(plan: FramePlan, raster: Raster): CoverTone[] {
    if (this.tones?.generation !== plan.coverGeneration || this.tones.covers !== plan.covers) {
      this.tones = { generation: plan.coverGeneration, covers: plan.covers, tones: plan.covers.map((c) => coverTone(raster, c)) };
    }
    return this.tones.tones;
  }

  /** Keeps, per category, the most regions covered at once (held ones included). */
  private countCovers(covers: readonly PlanCover[]): void {
    if (covers.length === 0 || this.ended) return;
    const now: Partial<Record<DetectorCategory, number>> = {};
    for (const c of covers) if (c.category !== 'notification' && c.category !== 'own') now[c.category] = (now[c.category] ?? 0) + 1;
    for (const [category, n] of Object.entries(now) as Array<[DetectorCategory, number]>) {
      if (n > (this.facts.covered[category] ?? 0)) this.facts.covered[category] = n;
    }
  }

  /** Plans the last frame; `fromTap` when a frame just came in (its cost counts as per-frame overhead). */
  private render(fromTap = false): void {
    const started = performance.now();
    const { raster, id, hashes } = this.last!;
    const plan = this.guard.submit(raster, hashes);
    const fills = planFillList(raster.width, raster.height, plan, plan.holdAll ? undefined : this.tonesFor(plan, raster));
    this.countCovers(plan.covers);
    const message: FramePlanFills = { type: 'plan', id, fills, count: fills.length / FILL_STRIDE };
    this.o.tap.postMessage(message, [fills.buffer]);
    if (plan.state !== this.lastState) {
      this.lastState = plan.state;
      this.o.tap.postMessage({ type: 'state', state: plan.state });
    }
    this.diagnostics.planned(plan, raster.width, raster.height, fromTap ? performance.now() - started : undefined);
    this.report();
  }
}
