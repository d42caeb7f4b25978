/**
 * The `screen` channel: how a tab's screen-share bridge and the extension frame it embeds are
 * paired through the service worker. The bridge (a content script) opens a session and gets a
 * one-time nonce; the frame page (an extension page inside that same tab) must present it to be
 * paired and receive the policy it applies. A page can post to the frame, but cannot learn the
 * nonce, and a frame in another tab cannot use it.
 */
import type { Decision, DetectorCategory, PolicyAction } from '../core/vocabulary';

export const SCREEN_CHANNEL = 'screen';

/** The policy as the frame page applies it: one decision per category and the actions. */
export interface ScreenPolicySummary {
  decisions: Record<DetectorCategory, Decision>;
  actions: PolicyAction[];
  stableWindowMs: number;
  generation: number;
}

export type ScreenChannel = {
  openSession: {
    request: Record<string, never>;
    response: { nonce: string; framePath: string };
  };
  pair: {
    request: { nonce: string };
    response: { origin: string; policy: ScreenPolicySummary; ocrHost: OcrHostKind; ocrChannel: string };
  };
};

/**
 * Where a frame page's OCR runs: the offscreen document (Chrome), the background page (Firefox,
 * which has no offscreen documents), or the frame page itself when neither exists.
 */
export type OcrHostKind = 'offscreen' | 'background' | 'frame';

/** Messages on the BroadcastChannel between frame pages and the OCR host. */
export type OcrRequest = { kind: 'recognize'; id: string; width: number; height: number; pixels: Uint8ClampedArray } | { kind: 'ping'; id: string };

export type OcrReply =
  | { kind: 'words'; id: string; words: Array<{ text: string; confidence: number; x: number; y: number; w: number; h: number }> }
  | { kind: 'error'; id: string; message: string }
  | { kind: 'pong'; id: string; workers: number };

export const OCR_BROADCAST = 'consentry-ocr';
