/**
 * The `screen` channel: how a tab's screen-share bridge and the extension frame it embeds are
 * paired through the service worker. The bridge (a content script) opens a session and gets a
 * one-time nonce; the frame page (an extension page inside that same tab) must present it to be
 * paired and receive the policy it applies. A page can post to the frame, but cannot learn the
 * nonce, and a frame in another tab cannot use it.
 *
 * Pairing also gives the frame a share id. The frame reports what the share covered under that
 * id (categories and counts, the questions asked and answered; never text or pixels), and holds a
 * runtime port named SCREEN_SHARE_PORT open while the share runs, so the service worker notices a
 * frame that went away without saying the share ended.
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
    response: {
      origin: string;
      policy: ScreenPolicySummary;
      /** True while the administrator's policy is not known yet: every category is covered; ask `policy` for the final one. */
      provisional: boolean;
      ocrHost: OcrHostKind;
      ocrChannel: string;
      shareId: string;
    };
  };
  /** From the paired frame: the policy on `origin` once the administrator's policy is known. */
  policy: {
    request: { origin: string };
    response: { policy: ScreenPolicySummary };
  };
  /** From the paired frame: what its share has covered so far, and whether it ended. */
  report: {
    request: ScreenShareReport;
    response: { recorded: boolean };
  };
};

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
}

/** Name of the runtime port a frame holds open while its share runs; it sends `{shareId}` once. */
export const SCREEN_SHARE_PORT = 'consentry-screen-share';

export interface ScreenSharePortHello {
  shareId: string;
}

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
