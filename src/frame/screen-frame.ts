/**
 * The screen guard's extension frame. It waits for the bridge to hand it a nonce and the bridge's
 * port, proves the nonce to the service worker (which checks this frame sits in the tab the nonce
 * was issued to), then, once the share starts and the tap's port arrives over the bridge's port,
 * redacts frames with OCR from the offscreen document (Chrome) or the background page (Firefox).
 * What the share covered goes to the service worker for its one ledger record, with how the share
 * went (diagnostics: counts and timings): reported as it changes and when the share ends, with a
 * port held open meanwhile so a frame that goes away without saying so is noticed. Once the end
 * is reported the bridge is told, and takes the frame away.
 *
 * Trust boundary: the page can post to this frame too. Only a nonce the service worker issued to
 * this tab pairs, and every message is checked against its schema before it is acted on.
 */
import { accept, request, type Send } from '../protocol/channel';
import { SCREEN, SCREEN_SHARE_PORT, type OcrHostKind, type ScreenPolicySummary } from '../protocol/screen';
import { SYSTEM } from '../protocol/system';
import { BRIDGE_TO_FRAME, FRAME_PAIR_MESSAGE, type BridgeToFrame, type FrameToBridge, type FrameToTap, type TapToFrame } from '../protocol/tap';
import type { OcrEngine } from '../core/screen/guard';
import { FrameHost, warmDetection, type PortLike, type ShareReportParts } from './frame-host';
import { BroadcastOcrClient } from './ocr-client';

/** A runtime port, as the share reporter needs it. */
export interface RuntimePort {
  postMessage(message: unknown): void;
  disconnect(): void;
  onDisconnect: { addListener(listener: () => void): void };
}

export interface ScreenFrameDeps {
  win: Window;
  send: Send;
  connect(name: string): RuntimePort;
  /** OCR inside this page, for a browser with neither an offscreen document nor a background page. */
  startLocalOcr(): Promise<OcrEngine>;
  /**
   * Installs the packaged entity tagger as this page's default, so read screens are scanned by the
   * same layers as text. Started with the page; no share is planned before it resolves, and one
   * that fails stops the share (held dark, the person told): a screen is never read with less.
   */
  installTagger?(): Promise<void>;
}

/** What the person is told when the frame's detection layers could not be loaded. */
export const TAGGER_FAILED = 'The screen check could not start; sharing is paused.';

/** Firefox suspends an idle background page; a message every 20 s keeps the OCR host alive. */
const KEEPALIVE_MS = 20_000;

async function ocrFor(deps: ScreenFrameDeps, host: OcrHostKind, channelName: string): Promise<OcrEngine> {
  if (host === 'frame') return deps.startLocalOcr();
  if (host === 'background') setInterval(() => void request(deps.send, SYSTEM, 'ping', null).catch(() => undefined), KEEPALIVE_MS);
  const client = new BroadcastOcrClient(new BroadcastChannel(channelName), () => crypto.randomUUID());
  // The OCR host may still be loading: ask until its pool answers.
  const ready = new Promise<void>((resolve) => {
    let done = false;
    const tryPing = (): void => {
      if (done) return;
      void client.ping().then(() => {
        done = true;
        resolve();
      });
      setTimeout(tryPing, 300);
    };
    tryPing();
  });
  // The guard waits for `whenReady` under its own start-up limit: a read's limit starts after it.
  return { whenReady: () => ready, recognize: async (image) => (await ready, client.recognize(image)) };
}

/**
 * Sends what the share covered and how it went, in order. The port opens after a report has been
 * answered (so a service worker that was stopped is running again and listening) and opens again
 * the same way if the worker restarts and drops it. `onEnded` runs once the end was sent.
 */
function shareReporter(deps: ScreenFrameDeps, shareId: string, onEnded: () => void): (report: ShareReportParts, ended: boolean) => void {
  let port: RuntimePort | undefined;
  let queue: Promise<unknown> = Promise.resolve();
  return ({ facts, diagnostics }, ended) => {
    queue = queue
      .then(() => request(deps.send, SCREEN, 'report', { shareId, ...facts, diagnostics, ended }))
      .finally(() => {
        if (ended) onEnded();
      })
      .then(() => {
        if (ended) {
          port?.disconnect();
          port = undefined;
        } else if (!port) {
          const opened = deps.connect(SCREEN_SHARE_PORT);
          opened.onDisconnect.addListener(() => {
            if (port === opened) port = undefined;
          });
          opened.postMessage({ shareId });
          port = opened;
        }
      })
      // Not recorded this time: the next report carries everything again.
      .catch(() => undefined);
  };
}

export function startScreenFrame(deps: ScreenFrameDeps): void {
  let paired = false;
  const taggerReady = deps.installTagger?.() ?? Promise.resolve();
  // Settled either way here; each share waits for it below and reads a failure as a stop.
  taggerReady.catch(() => undefined);
  deps.win.addEventListener('message', (event: MessageEvent<unknown>) => {
    const data = accept(FRAME_PAIR_MESSAGE, event.data);
    if (paired || !data || event.ports.length !== 1) return;
    const bridgePort = event.ports[0]!;
    void request(deps.send, SCREEN, 'pair', { nonce: data.nonce }).then(
      async (pairing) => {
        if (paired) return;
        paired = true;
        // While the person picks what to share: the engine's first scan is the slow one.
        void taggerReady.then(() => warmDetection(pairing.policy), () => undefined);
        const ocr = await ocrFor(deps, pairing.ocrHost, pairing.ocrChannel);
        // Paired before the administrator's policy was known: everything is covered until the final
        // policy comes, then the share goes on under it.
        let policy: ScreenPolicySummary = pairing.policy;
        let host: FrameHost | undefined;
        if (pairing.provisional) {
          void request(deps.send, SCREEN, 'policy', { origin: pairing.origin }).then(
            (answer) => {
              policy = answer.policy;
              host?.setPolicy(answer.policy);
            },
            // Never answered: the share stays fully covered, which is the safe side.
            () => undefined,
          );
        }
        // The share starts later: the tap's port comes over the bridge's port, which the page never had.
        let tapped = false;
        bridgePort.onmessage = (e: MessageEvent<unknown>) => {
          const m = accept(BRIDGE_TO_FRAME, e.data);
          const tapPort = e.ports[0];
          if (!m || m.type !== 'tap' || !tapPort || tapped) return;
          tapped = true;
          const bridge = bridgePort as unknown as PortLike<BridgeToFrame, FrameToBridge>;
          const tap = tapPort as unknown as PortLike<TapToFrame, FrameToTap>;
          // Until the tagger is in, no plan is sent and the tap keeps the stream dark.
          taggerReady.then(
            () => {
              host = new FrameHost({
                tap,
                bridge,
                ocr,
                policy,
                selfCapture: m.selfCapture,
                surface: m.surface,
                onReport: shareReporter(deps, pairing.shareId, () => bridge.postMessage({ type: 'done' })),
              });
            },
            () => {
              bridge.postMessage({ type: 'failure', message: TAGGER_FAILED });
              tap.postMessage({ type: 'state', state: 'failed', message: TAGGER_FAILED });
            },
          );
        };
      },
      () => {
        // Not paired (forged or replayed nonce): stay silent; the tap keeps the stream dark.
        bridgePort.close();
      },
    );
  });
}
