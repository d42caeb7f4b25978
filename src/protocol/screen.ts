/**
 * The `screen` channel: how a tab's screen-share bridge and the extension frame it embeds are
 * paired through the service worker. The bridge (a content script) opens a session and gets a
 * one-time nonce; the frame page (an extension page inside that same tab) must present it to be
 * paired and receive the policy it applies. A page can post to the frame, but cannot learn the
 * nonce, and a frame in another tab cannot use it.
 *
 * Pairing also gives the frame a share id. The frame reports what the share covered under that
 * id (categories and counts, the questions asked and answered; never text or pixels) with the
 * share's diagnostics (frames received and released, OCR passes and readings, per-frame overhead,
 * time to the first useful frame: counts and timings only), and holds a runtime port named
 * SCREEN_SHARE_PORT open while the share runs, so the service worker notices a frame that went
 * away without saying the share ended.
 */
import * as v from 'valibot';
import { DETECTOR_CATEGORIES, type Decision, type DetectorCategory, type PolicyAction } from '../core/vocabulary';
import { defineChannel, reply } from './channel';
import { SHARED_SURFACES, type SharedSurface } from './tap';

/** The policy as the frame page applies it: one decision per category and the actions. */
export interface ScreenPolicySummary {
  decisions: Record<DetectorCategory, Decision>;
  actions: PolicyAction[];
  stableWindowMs: number;
  generation: number;
}

const categoryCounts = v.record(v.picklist(DETECTOR_CATEGORIES), v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1_000_000)));

const shareFacts = {
  covered: categoryCounts,
  asked: v.pipe(v.array(v.picklist(DETECTOR_CATEGORIES)), v.maxLength(DETECTOR_CATEGORIES.length)),
  answers: v.record(v.picklist(DETECTOR_CATEGORIES), v.picklist(["allow", "mask"])),
  failed: v.boolean(),
};

/**
 * How a share went, as the frame measured it: counts and timings, never text, pixels or
 * positions. Cumulative; each report replaces the last.
 */
export interface ScreenShareDiagnostics {
  surface: SharedSurface;
  /** The tab's own DOM read the frames (a share of this very tab). */
  domPath: boolean;
  state: 'checking' | 'ready' | 'failed';
  /** Milliseconds since the first frame arrived. */
  durationMs: number;
  frames: {
    /** Frames the tap forwarded: with pixels (changed) and as hashes only (unchanged). */
    received: number;
    withPixels: number;
    hashesOnly: number;
    /** Plans that showed the picture (covered where needed), and plans that held it all dark. */
    released: number;
    held: number;
  };
  ocr: { jobs: number; crossChecks: number; regions: number; readings: number };
  dom: { requests: number; snapshots: number };
  /** What each frame cost the extension (the tap's copy, hashes and paint, and the frame's plan), over the latest frames. */
  /**
   * What each frame costs the page's thread (the tap's copy, hashes and painting, and the
   * extension frame's plan); `copyWaitMedian` is how long a frame waits for the browser's
   * asynchronous pixel copy meanwhile, latency that costs the thread nothing.
   */
  overheadMs: { median: number | null; p95: number | null; frames: number; copyWaitMedian?: number | null };
  /** First frame in → first frame shown with at most a sliver held (see FIRST_USEFUL_HELD_SHARE); null until then. */
  firstUsefulMs: number | null;
  /** First frame in → first frame shown at all. */
  firstReleasedMs: number | null;
}

const count = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1e12));
const ms = v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(1e10));
export const diagnosticsSchema = v.strictObject({
  surface: v.picklist(SHARED_SURFACES),
  domPath: v.boolean(),
  state: v.picklist(['checking', 'ready', 'failed']),
  durationMs: ms,
  frames: v.object({ received: count, withPixels: count, hashesOnly: count, released: count, held: count }),
  ocr: v.object({ jobs: count, crossChecks: count, regions: count, readings: count }),
  dom: v.object({ requests: count, snapshots: count }),
  overheadMs: v.object({ median: v.nullable(ms), p95: v.nullable(ms), frames: count, copyWaitMedian: v.optional(v.nullable(ms)) }),
  firstUsefulMs: v.nullable(ms),
  firstReleasedMs: v.nullable(ms),
}) satisfies v.GenericSchema<unknown, ScreenShareDiagnostics>;

/** A frame counts as useful once no more than this share of it is held dark. */
export const FIRST_USEFUL_HELD_SHARE = 0.15;

export const SCREEN = defineChannel('screen', {
  /** From the tab's bridge when the page asks for a share: a one-time nonce for the frame. Decides nothing. */
  openSession: {
    request: v.object({}),
    response: reply<{ nonce: string; framePath: string }>(),
    senders: ['content_script'],
    ungated: true,
  },
  /** From the frame: proves the nonce; answered under a cover-everything policy until the administrator's is known. */
  pair: {
    request: v.object({ nonce: v.pipe(v.string(), v.maxLength(200)) }),
    response: reply<{
      origin: string;
      policy: ScreenPolicySummary;
      /** True while the administrator's policy is not known yet: every category is covered; ask `policy` for the final one. */
      provisional: boolean;
      ocrHost: OcrHostKind;
      ocrChannel: string;
      shareId: string;
    }>(),
    senders: ['extension_page'],
    ungated: true,
  },
  /** From the paired frame: the policy on `origin` once the administrator's policy is known. */
  policy: {
    request: v.object({ origin: v.pipe(v.string(), v.maxLength(2000)) }),
    response: reply<{ policy: ScreenPolicySummary }>(),
    senders: ['extension_page'],
  },
  /** From the paired frame: what its share has covered so far, and whether it ended. */
  report: {
    request: v.object({ shareId: v.pipe(v.string(), v.maxLength(200)), ended: v.boolean(), ...shareFacts, diagnostics: v.optional(diagnosticsSchema) }),
    response: reply<{ recorded: boolean }>(),
    senders: ['extension_page'],
  },
});

/**
 * What a share covered, as the frame saw it (cumulative: each report replaces the last). No text,
 * no pixels, no positions.
 */
export interface ScreenShareFacts {
  /** Per category, the most regions covered at once on one frame (held for a question included). */
  covered: Partial<Record<DetectorCategory, number>>;
  /** Categories the person was asked about. */
  asked: DetectorCategory[];
  /** The person's answers: `allow` shows the category for the rest of the share, `mask` keeps it covered. */
  answers: Partial<Record<DetectorCategory, 'allow' | 'mask'>>;
  /** The check stopped (OCR failed or timed out) and the share went dark. */
  failed: boolean;
}

/** Sent from the moment the share starts; a pairing that never reported (picker cancelled) records nothing. */
export interface ScreenShareReport extends ScreenShareFacts {
  shareId: string;
  /** The share ended: the service worker writes its ledger record now. */
  ended: boolean;
  diagnostics?: ScreenShareDiagnostics;
}

/** One share's diagnostics as the popup and the options page read them (`ui` channel, `screen/diagnostics`). */
export interface ScreenShareSummary {
  tabId: number;
  origin: string;
  /** Still running (no end reported yet). */
  live: boolean;
  /** When the share started (service-worker clock, ms since the epoch). */
  startedAt: number;
  diagnostics: ScreenShareDiagnostics | null;
}

/** Name of the runtime port a frame holds open while its share runs; it sends `{shareId}` once. */
export const SCREEN_SHARE_PORT = 'consentry-screen-share';

/** The one message a frame sends on its share port. */
export const SCREEN_SHARE_HELLO = v.object({ shareId: v.pipe(v.string(), v.maxLength(200)) });
export type ScreenSharePortHello = v.InferOutput<typeof SCREEN_SHARE_HELLO>;

/**
 * Where a frame page's OCR runs: the offscreen document (Chrome), the background page (Firefox,
 * which has no offscreen documents), or the frame page itself when neither exists.
 */
export type OcrHostKind = 'offscreen' | 'background' | 'frame';

const ocrId = v.pipe(v.string(), v.maxLength(100));
const dimension = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(16_384));

/** Messages on the BroadcastChannel from frame pages to the OCR host (extension origin only). */
export const OCR_REQUEST = v.variant('kind', [
  v.object({ kind: v.literal('recognize'), id: ocrId, width: dimension, height: dimension, pixels: v.instance(Uint8ClampedArray) }),
  v.object({ kind: v.literal('ping'), id: ocrId }),
]);

/** The OCR host's answers on the same channel. */
export const OCR_REPLY = v.variant('kind', [
  v.object({
    kind: v.literal('words'),
    id: ocrId,
    words: v.array(v.object({ text: v.string(), confidence: v.number(), x: v.number(), y: v.number(), w: v.number(), h: v.number() })),
  }),
  v.object({ kind: v.literal('error'), id: ocrId, message: v.string() }),
  v.object({ kind: v.literal('pong'), id: ocrId, workers: v.number() }),
]);

export type OcrRequest = v.InferOutput<typeof OCR_REQUEST>;
export type OcrReply = v.InferOutput<typeof OCR_REPLY>;

export const OCR_BROADCAST = 'consentry-ocr';
