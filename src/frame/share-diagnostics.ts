/**
 * How one share went, kept by the extension frame for the service worker (and from there the
 * popup, the tests and the benchmark): frames in and plans out, what OCR and the DOM did, what
 * each frame cost, and how long the first frames took. Counts and timings only: no text, pixels
 * or positions ever enter here.
 */
import type { FramePlan, GuardState, GuardStats } from '../core/screen/guard';
import { FIRST_USEFUL_HELD_SHARE, type ScreenShareDiagnostics } from '../protocol/screen';
import type { SharedSurface } from '../protocol/tap';

/** Per-frame costs kept for the overhead figures (about five seconds at 30 fps). */
const WINDOW = 150;

export class ShareDiagnostics {
  private firstFrameAt: number | undefined;
  private firstUsefulMs: number | null = null;
  private firstReleasedMs: number | null = null;
  private readonly frames = { received: 0, withPixels: 0, hashesOnly: 0, released: 0, held: 0 };
  private readonly costs: number[] = [];
  private readonly waits: number[] = [];
  /** The tap's cost for the frame being planned, and its wait for the browser's copy. */
  private pendingTapCost: number | undefined;
  private pendingTapWait = 0;

  constructor(
    private readonly surface: SharedSurface,
    private readonly domPath: boolean,
    private readonly now: () => number,
  ) {}

  /**
   * A frame from the tap; `tapCost` is what the page's thread spent on the tap's previous frame
   * (copy, hashes, paint), `tapWait` how long that frame waited for the browser's pixel copy.
   */
  frameIn(withPixels: boolean, tapCost: number, tapWait = 0): void {
    this.firstFrameAt ??= this.now();
    this.frames.received++;
    if (withPixels) this.frames.withPixels++;
    else this.frames.hashesOnly++;
    this.pendingTapCost = Number.isFinite(tapCost) && tapCost >= 0 ? tapCost : 0;
    this.pendingTapWait = Number.isFinite(tapWait) && tapWait >= 0 ? tapWait : 0;
  }

  /** A plan went to the tap; `frameCost` (ms in this frame) when it answered a frame just in. */
  planned(plan: FramePlan, width: number, height: number, frameCost?: number): void {
    if (plan.holdAll) this.frames.held++;
    else this.frames.released++;
    if (frameCost !== undefined && this.pendingTapCost !== undefined) {
      this.costs.push(this.pendingTapCost + frameCost);
      this.waits.push(this.pendingTapWait);
      if (this.costs.length > WINDOW) this.costs.splice(0, this.costs.length - WINDOW);
      if (this.waits.length > WINDOW) this.waits.splice(0, this.waits.length - WINDOW);
      this.pendingTapCost = undefined;
    }
    if (plan.holdAll || this.firstFrameAt === undefined) return;
    const since = this.now() - this.firstFrameAt;
    this.firstReleasedMs ??= since;
    if (this.firstUsefulMs === null && heldArea(plan) <= FIRST_USEFUL_HELD_SHARE * width * height) this.firstUsefulMs = since;
  }

  snapshot(stats: GuardStats, state: GuardState): ScreenShareDiagnostics {
    const sorted = [...this.costs].sort((a, b) => a - b);
    const waits = [...this.waits].sort((a, b) => a - b);
    const quantile = (values: number[], p: number): number | null => (values.length === 0 ? null : round(values[Math.min(values.length - 1, Math.floor(values.length * p))]!));
    const at = (p: number): number | null => quantile(sorted, p);
    return {
      surface: this.surface,
      domPath: this.domPath,
      state,
      durationMs: this.firstFrameAt === undefined ? 0 : Math.round(this.now() - this.firstFrameAt),
      frames: { ...this.frames },
      ocr: { jobs: stats.ocrJobs, crossChecks: stats.crossChecks, regions: stats.ocrRegions, readings: stats.ocrReadings },
      dom: { requests: stats.domRequests, snapshots: stats.domSnapshots },
      overheadMs: { median: at(0.5), p95: at(0.95), frames: sorted.length, copyWaitMedian: quantile(waits, 0.5) },
      firstUsefulMs: this.firstUsefulMs === null ? null : Math.round(this.firstUsefulMs),
      firstReleasedMs: this.firstReleasedMs === null ? null : Math.round(this.firstReleasedMs),
    };
  }
}

function heldArea(plan: FramePlan): number {
  let area = 0;
  for (const h of plan.holds) area += h.w * h.h;
  return area;
}

function round(x: number): number {
  return Math.round(x * 100) / 100;
}
