/**
 * The extension frame's side of a screen share: receives each frame from the tap as tile hashes
 * (with its RGBA pixels when they changed), runs the guard, and answers with the plan for that
 * frame as a fill list the tap paints. When analysis clears something, the last frame is planned
 * again at once instead of waiting for the capture's next frame (a still screen sends none). Talks
 * to the bridge for DOM snapshots, the person's answers and failure notices. Ports and OCR come in
 * as parameters. It also keeps what the share covered (categories and counts, questions asked and
 * answered, whether the check stopped) and hands that to `onFacts` whenever it changes and once
 * when the share ends, for the ledger; never text, pixels or positions.
 */
import { isDetectorCategory, type DetectorCategory, type Decision } from '../core/vocabulary';
import type { ScreenPolicySummary, ScreenShareFacts } from '../protocol/screen';
import type { Cover, ScreenPolicy } from '../core/screen/detect';
import { ScreenGuard, type OcrEngine } from '../core/screen/guard';
import { coverTone, planFillList, type CoverTone } from '../core/screen/paint';
import { FILL_STRIDE } from '../core/screen/tap-kernel';
import { accept } from '../protocol/channel';
import { BRIDGE_TO_FRAME, TAP_TILE, TAP_TO_FRAME, type BridgeToFrame, type FramePlanFills, type FrameToBridge, type FrameToTap, type TapToFrame } from '../protocol/tap';
import type { Raster } from '../core/screen/types';
import type { Word } from '../core/screen/words';

export interface PortLike<In, Out> {
  postMessage(message: Out, transfer?: Transferable[]): void;
  onmessage: ((event: MessageEvent<In>) => void) | null;
}

export interface FrameHostOptions {
  tap: PortLike<TapToFrame, FrameToTap>;
  bridge: PortLike<BridgeToFrame, FrameToBridge>;
  ocr: OcrEngine;
  policy: ScreenPolicySummary;
  selfCapture: boolean;
  ocrTimeoutMs?: number;
  now?: () => number;
  /** What the share has covered so far; `ended` once, when the share ends. */
  onFacts?: (facts: ScreenShareFacts, ended: boolean) => void;
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
  /** Cover colours, worked out once per set of covers (the guard replaces the array on change). */
  private tones: { covers: readonly Cover[]; tones: CoverTone[] } | undefined;
  /** Milliseconds spent per frame in this frame (hash check, plan, fill list), for benchmarks. */
  readonly timings: number[] = [];
  /** Milliseconds the tap spent per frame (copy, hash, paint), as it reports them. */
  readonly tapTimings: number[] = [];
  /** Frames that came with pixels, and frames that came as hashes only (unchanged). */
  readonly counts = { withPixels: 0, hashesOnly: 0 };
  /** What the share covered, for the ledger (see onFacts). */
  private readonly facts: ScreenShareFacts = { covered: {}, asked: [], answers: {}, failed: false };
  private factsSent = '';
  private ended = false;

  constructor(private readonly o: FrameHostOptions) {
    this.guard = new ScreenGuard({
      ocr: o.ocr,
      policy: toScreenPolicy(o.policy),
      tile: TAP_TILE,
      ocrTimeoutMs: o.ocrTimeoutMs ?? 10_000,
      ...(o.now ? { now: o.now } : {}),
      onProgress: () => this.queueRepaint(),
      onFailure: (message) => {
        o.bridge.postMessage({ type: 'failure', message });
        o.tap.postMessage({ type: 'state', state: 'failed', message });
        this.facts.failed = true;
        this.sendFacts();
      },
      onAsk: (categories) => {
        o.bridge.postMessage({ type: 'ask', categories });
        for (const c of categories) if (!this.facts.asked.includes(c)) this.facts.asked.push(c);
        this.sendFacts();
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
    // The share has started: say so at once, so a share that covers nothing is recorded too.
    this.sendFacts();
  }

  /** Hands the facts on when they changed since last time (and once more when the share ends). */
  private sendFacts(ended = false): void {
    if (this.ended) return;
    const key = JSON.stringify(this.facts);
    if (!ended && key === this.factsSent) return;
    this.factsSent = key;
    if (ended) this.ended = true;
    this.o.onFacts?.(structuredClone(this.facts), ended);
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
      this.sendFacts(true);
      return;
    }
    if (message.type !== 'frame') return;
    const { pixels, width, height, hashes, id } = message;
    if (!(width > 0) || !(height > 0) || !(hashes instanceof Uint32Array) || hashes.length !== Math.ceil(width / TAP_TILE) * Math.ceil(height / TAP_TILE)) return;
    this.tapTimings.push(message.cost);
    if (this.tapTimings.length > 600) this.tapTimings.splice(0, 300);
    if (pixels !== undefined) {
      if (!(pixels instanceof ArrayBuffer) || pixels.byteLength !== width * height * 4) return;
      const previous = this.last?.raster.data.buffer;
      this.last = { raster: { width, height, data: new Uint8ClampedArray(pixels) }, id, hashes };
      this.counts.withPixels++;
      // The tap reuses the previous buffer for its next copy.
      if (previous instanceof ArrayBuffer) this.o.tap.postMessage({ type: 'recycle', pixels: previous }, [previous]);
    } else {
      // Same hashes as the last pixels sent: that raster is this frame.
      const last = this.last;
      if (!last || last.raster.width !== width || last.raster.height !== height) return;
      this.last = { ...last, id, hashes };
      this.counts.hashesOnly++;
    }
    this.render();
  }

  private onBridge(message: BridgeToFrame): void {
    if (message.type === 'answer') {
      this.guard.answer(message.category, message.decision);
      if (isDetectorCategory(message.category)) {
        this.facts.answers[message.category] = message.decision === 'allow' ? 'allow' : 'mask';
        this.sendFacts();
      }
    }
    else if (message.type === 'dom') {
      const frame = this.last?.raster;
      if (!frame) return;
      const sx = frame.width / message.viewport.w;
      const sy = frame.height / message.viewport.h;
      // Only a frame that is the viewport at one scale can take the DOM's boxes.
      if (!(sx > 0) || Math.abs(sx - sy) / sx > 0.02) return;
      const scale = (b: { x: number; y: number; w: number; h: number }) => ({ x: b.x * sx, y: b.y * sy, w: b.w * sx, h: b.h * sy });
      const words: Word[] = message.words.map((w) => ({ text: w.text, box: scale(w), confidence: 100, ...(w.notification ? { notification: true } : {}) }));
      this.guard.provideDomWords(words, message.opaque.map(scale));
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

  private tonesFor(covers: readonly Cover[], raster: Raster): CoverTone[] {
    if (this.tones?.covers !== covers) this.tones = { covers, tones: covers.map((c) => coverTone(raster, c)) };
    return this.tones.tones;
  }

  /** Keeps, per category, the most regions covered at once (held ones included). */
  private countCovers(covers: readonly Cover[]): void {
    if (covers.length === 0 || this.ended) return;
    const now: Partial<Record<DetectorCategory, number>> = {};
    for (const c of covers) if (c.category !== 'notification') now[c.category] = (now[c.category] ?? 0) + 1;
    let grew = false;
    for (const [category, n] of Object.entries(now) as Array<[DetectorCategory, number]>) {
      if (n > (this.facts.covered[category] ?? 0)) {
        this.facts.covered[category] = n;
        grew = true;
      }
    }
    if (grew) this.sendFacts();
  }

  private render(): void {
    const started = performance.now();
    const { raster, id, hashes } = this.last!;
    const plan = this.guard.submit(raster, hashes);
    const fills = planFillList(raster.width, raster.height, plan, plan.holdAll ? undefined : this.tonesFor(plan.covers, raster));
    this.countCovers(plan.covers);
    const message: FramePlanFills = { type: 'plan', id, fills, count: fills.length / FILL_STRIDE };
    this.o.tap.postMessage(message, [fills.buffer]);
    if (plan.state !== this.lastState) {
      this.lastState = plan.state;
      this.o.tap.postMessage({ type: 'state', state: plan.state });
    }
    this.timings.push(performance.now() - started);
    if (this.timings.length > 600) this.timings.splice(0, 300);
  }
}
