// The screen guard's extension frame: wiring only. It waits for the bridge to hand it a nonce and
// the bridge's port, proves the nonce to the service worker (which checks this frame sits in the
// tab the nonce was issued to), then, once the share starts and the tap's port arrives over the
// bridge's port, redacts frames with OCR from the offscreen document (Chrome) or the background
// page (Firefox). What the share covered goes to the service worker for its one ledger record:
// reported as it changes and when the share ends, with a port held open meanwhile so a frame that
// goes away without saying so is noticed.
import { browser } from 'wxt/browser';
import { request, type Envelope } from '../../src/worker/router';
import { SCREEN_CHANNEL, SCREEN_SHARE_PORT, type OcrHostKind, type ScreenChannel, type ScreenShareFacts } from '../../src/protocol/screen';
import { BroadcastOcrClient } from '../../src/frame/ocr-client';
import { startExtensionOcr } from '../../src/offscreen/ocr-engine';
import type { OcrEngine } from '../../src/core/screen/guard';
import { FrameHost, type PortLike } from '../../src/frame/frame-host';
import { FRAME_PAIR, type BridgeToFrame, type FramePair, type FrameToBridge, type FrameToTap, type TapToFrame } from '../../src/protocol/tap';

const send = (message: Envelope): Promise<unknown> => browser.runtime.sendMessage(message);

function randomId(): string {
  return crypto.randomUUID();
}

/** Firefox suspends an idle background page; a message every 20 s keeps the OCR host alive. */
const KEEPALIVE_MS = 20_000;

async function ocrFor(host: OcrHostKind, channelName: string): Promise<OcrEngine> {
  if (host === 'frame') return startExtensionOcr((path) => browser.runtime.getURL(path as '/'));
  if (host === 'background') setInterval(() => void browser.runtime.sendMessage({ type: 'ping' }).catch(() => undefined), KEEPALIVE_MS);
  const client = new BroadcastOcrClient(new BroadcastChannel(channelName), randomId);
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
  return { recognize: async (image) => (await ready, client.recognize(image)) };
}

/**
 * Sends what the share covered, in order. The port opens after a report has been answered (so a
 * service worker that was stopped is running again and listening) and opens again the same way if
 * the worker restarts and drops it.
 */
function shareReporter(shareId: string): (facts: ScreenShareFacts, ended: boolean) => void {
  let port: ReturnType<typeof browser.runtime.connect> | undefined;
  let queue: Promise<unknown> = Promise.resolve();
  return (facts, ended) => {
    queue = queue
      .then(() => request<ScreenChannel, 'report'>(send, SCREEN_CHANNEL, 'report', { shareId, ...facts, ended }))
      .then(() => {
        if (ended) {
          port?.disconnect();
          port = undefined;
        } else if (!port) {
          const opened = browser.runtime.connect({ name: SCREEN_SHARE_PORT });
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

let paired = false;
window.addEventListener('message', (event: MessageEvent<FramePair>) => {
  const data = event.data;
  if (paired || typeof data !== 'object' || data === null || data.type !== FRAME_PAIR || event.ports.length !== 1) return;
  const bridgePort = event.ports[0]!;
  // The page can post here too: only a nonce the service worker issued to this tab pairs.
  void request<ScreenChannel, 'pair'>(send, SCREEN_CHANNEL, 'pair', { nonce: String(data.nonce) }).then(
    async (pairing) => {
      if (paired) return;
      paired = true;
      const ocr = await ocrFor(pairing.ocrHost, pairing.ocrChannel);
      // Paired before the administrator's policy was known: everything is covered until the final
      // policy comes, then the share goes on under it.
      let policy = pairing.policy;
      let host: FrameHost | undefined;
      if (pairing.provisional) {
        void request<ScreenChannel, 'policy'>(send, SCREEN_CHANNEL, 'policy', { origin: pairing.origin }).then(
          (answer) => {
            policy = answer.policy;
            host?.setPolicy(answer.policy);
          },
          // Never answered: the share stays fully covered, which is the safe side.
          () => undefined,
        );
      }
      // The share starts later: the tap's port comes over the bridge's port, which the page never had.
      bridgePort.onmessage = (e: MessageEvent<BridgeToFrame>) => {
        const m = e.data;
        const tapPort = e.ports[0];
        if (typeof m !== 'object' || m === null || m.type !== 'tap' || !tapPort) return;
        host = new FrameHost({
          tap: tapPort as unknown as PortLike<TapToFrame, FrameToTap>,
          bridge: bridgePort as unknown as PortLike<BridgeToFrame, FrameToBridge>,
          ocr,
          policy,
          selfCapture: m.selfCapture === true,
          onFacts: shareReporter(pairing.shareId),
        });
        (globalThis as unknown as { consentryScreen?: FrameHost }).consentryScreen = host;
      };
    },
    () => {
      // Not paired (forged or replayed nonce): stay silent; the tap keeps the stream dark.
      bridgePort.close();
    },
  );
});
