/**
 * Messages between the page-world tap, the bridge and the extension frame. The tap and the page
 * share one JavaScript world, so the frame trusts nothing from there beyond "pixels to redact",
 * and every frame the page receives is painted per a plan the frame made for that very frame (or
 * is dark). The tap hashes each frame's tiles (tap-kernel.ts) and sends pixels only when they
 * differ from the last pixels it sent; the frame answers each frame with a plan as a fill list,
 * which the tap paints onto its own copy of that frame, never onto another.
 */
import * as v from 'valibot';
import { DECISIONS, DETECTOR_CATEGORIES, type DetectorCategory, type Decision } from '../core/vocabulary';
import type { Box } from '../core/screen/types';

/**
 * The one window message of the pairing: the bridge posts it (with a MessagePort) the moment it
 * runs, at document_start and before the tap, so it is dispatched before anything a page script
 * can post. The tap takes the first one that arrives before its own `TAP_INSTALLED` marker,
 * swallows every other, and from then on talks to the bridge over that port only: prepare and
 * connect never travel as window messages a page could forge or read.
 */
export const BRIDGE_HELLO = 'consentry-screen-bridge-hello';
/** The tap posts this to itself when it installs: a hello after it is not the bridge's. */
export const TAP_INSTALLED = 'consentry-screen-tap-installed';
/** The message the bridge posts into the frame (with the tap's port and its own). */
export const FRAME_PAIR = 'consentry-screen-frame-pair';
/** Tile size (pixels) for the hashes the tap sends; the guard uses the same. */
export const TAP_TILE = 32;

/** From the tap over the bridge's port: a share was granted; its port rides along (event.ports[0]). */
export interface TapConnect {
  type: 'connect';
  /** The capture handle the shared surface published, if any. */
  handle: string | null;
  displaySurface: string | null;
}

/** From the tap over the bridge's port: a share was asked for (the picker is open). */
export interface TapPrepare {
  type: 'prepare';
}

export type TapToBridge = TapConnect | TapPrepare;

/** One captured frame: its tile hashes, and its RGBA pixels when they differ from the last sent. */
export interface TapFrame {
  type: 'frame';
  /** Increases by one per frame the tap forwards. */
  id: number;
  width: number;
  height: number;
  hashes: Uint32Array;
  /** RGBA, rows packed; absent when the hashes equal those of the last pixels sent. */
  pixels?: ArrayBuffer;
  /** Capture time (the tap's clock). */
  t: number;
  /**
   * Milliseconds the page's thread spent on the tap's previous frame (copying it out, hashing,
   * painting its plan), for measurements.
   */
  cost: number;
  /**
   * Milliseconds the previous frame then waited for the browser's asynchronous copy of its
   * pixels, when the page's thread was free for other work: latency, not part of `cost`.
   */
  wait?: number;
}

/** The frame's answer for frame `id`: what to paint on it (tap-kernel.ts applyFills). */
export interface FramePlanFills {
  type: 'plan';
  id: number;
  fills: Int32Array;
  /** Fills in the list (the tap trusts this number, not the array's own length). */
  count: number;
}

export type TapToFrame = TapFrame | { type: 'recycle'; pixels: ArrayBuffer } | { type: 'ended' };

export type FrameToTap = FramePlanFills | { type: 'recycle'; pixels: ArrayBuffer } | { type: 'state'; state: 'checking' | 'ready' | 'failed'; message?: string };

export interface DomWord {
  text: string;
  x: number;
  y: number;
  w: number;
  h: number;
  notification?: boolean;
}

export type FrameToBridge =
  | { type: 'dom-request' }
  | { type: 'failure'; message: string }
  | { type: 'ask'; categories: DetectorCategory[] }
  | { type: 'ready' }
  /** The share ended and its report is in: the bridge may take the frame away. */
  | { type: 'done' };

/** What was shared, as the capture's settings say. */
export type SharedSurface = 'this-tab' | 'browser' | 'window' | 'monitor' | 'unknown';

export type BridgeToFrame =
  /** The share started: the tap's port rides along (event.ports[0]). */
  | { type: 'tap'; selfCapture: boolean; surface: SharedSurface }
  /**
   * The tab's DOM as the viewport shows it (CSS pixels): words, boxes the DOM cannot explain, the
   * extension's own surfaces (always covered), and what the snapshot cost the page.
   */
  | { type: 'dom'; words: DomWord[]; opaque: Box[]; own: Box[]; viewport: { w: number; h: number }; costMs: number }
  | { type: 'answer'; category: DetectorCategory; decision: Decision };

/** Posted into the frame with the bridge's port; the tap's port follows over that port. */
export interface FramePair {
  type: typeof FRAME_PAIR;
  nonce: string;
}

// ── Schemas: every receiver checks what arrives against these before acting on it ─────────────

const n = v.pipe(v.number(), v.finite());
const short = (max: number) => v.pipe(v.string(), v.maxLength(max));
const box = v.object({ x: n, y: n, w: n, h: n });

/**
 * What the bridge accepts on its own port from the tap. Only the tap holds the other end, but the
 * tap lives in the page's world: shapes are checked all the same.
 */
export const TAP_TO_BRIDGE = v.variant('type', [
  v.object({ type: v.literal('connect'), handle: v.nullable(short(200)), displaySurface: v.nullable(short(40)) }),
  v.object({ type: v.literal('prepare') }),
]);

export const SHARED_SURFACES = ['this-tab', 'browser', 'window', 'monitor', 'unknown'] as const satisfies readonly SharedSurface[];

/** The surface a capture's `displaySurface` names. */
export function sharedSurface(displaySurface: string | null, selfCapture: boolean): SharedSurface {
  if (selfCapture) return 'this-tab';
  return displaySurface === 'browser' || displaySurface === 'window' || displaySurface === 'monitor' ? displaySurface : 'unknown';
}

/** The pairing message the frame accepts (the page can post it too: the nonce decides). */
export const FRAME_PAIR_MESSAGE = v.object({ type: v.literal(FRAME_PAIR), nonce: short(200) });

/** What the frame accepts on the tap's port: pixels from the page world, checked for shape only. */
export const TAP_TO_FRAME = v.variant('type', [
  v.object({
    type: v.literal('frame'),
    id: v.pipe(v.number(), v.integer(), v.minValue(0)),
    width: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(16_384)),
    height: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(16_384)),
    hashes: v.instance(Uint32Array),
    pixels: v.optional(v.instance(ArrayBuffer)),
    t: n,
    cost: n,
    wait: v.optional(n),
  }),
  v.object({ type: v.literal('recycle'), pixels: v.instance(ArrayBuffer) }),
  v.object({ type: v.literal('ended') }),
]);

/** What the tap accepts from the frame on its port. */
export const FRAME_TO_TAP = v.variant('type', [
  v.object({ type: v.literal('plan'), id: v.pipe(v.number(), v.integer()), fills: v.instance(Int32Array), count: v.pipe(v.number(), v.integer(), v.minValue(0)) }),
  v.object({ type: v.literal('recycle'), pixels: v.instance(ArrayBuffer) }),
  v.object({ type: v.literal('state'), state: v.picklist(['checking', 'ready', 'failed']), message: v.optional(short(2000)) }),
]);

/** What the bridge accepts from the frame on the bridge's port. */
export const FRAME_TO_BRIDGE = v.variant('type', [
  v.object({ type: v.literal('dom-request') }),
  v.object({ type: v.literal('failure'), message: short(2000) }),
  v.object({ type: v.literal('ask'), categories: v.pipe(v.array(v.picklist(DETECTOR_CATEGORIES)), v.maxLength(DETECTOR_CATEGORIES.length)) }),
  v.object({ type: v.literal('ready') }),
  v.object({ type: v.literal('done') }),
]);

/** What the frame accepts from the bridge on the bridge's port. */
export const BRIDGE_TO_FRAME = v.variant('type', [
  v.object({ type: v.literal('tap'), selfCapture: v.boolean(), surface: v.picklist(SHARED_SURFACES) }),
  v.object({
    type: v.literal('dom'),
    words: v.array(v.object({ text: short(10_000), x: n, y: n, w: n, h: n, notification: v.optional(v.boolean()) })),
    opaque: v.array(box),
    own: v.array(box),
    viewport: v.object({ w: n, h: n }),
    costMs: n,
  }),
  v.object({ type: v.literal('answer'), category: v.picklist(DETECTOR_CATEGORIES), decision: v.picklist(DECISIONS) }),
]);
