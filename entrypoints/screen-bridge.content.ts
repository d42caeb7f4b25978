// Isolated-world bridge for screen shares: wiring only. When the page asks for a share, it gets a
// pairing nonce from the service worker and frames the extension page in a closed shadow root,
// so the frame is paired and ready by the time the person has picked what to share. When the
// share starts it takes the page-world tap's port (the window message is stopped before any page
// listener sees it) and hands it to the frame over the bridge's own port, which the page never sees.
import { browser } from 'wxt/browser';
import { request, type Envelope } from '../src/worker/router';
import { SCREEN_CHANNEL, type ScreenChannel } from '../src/protocol/screen';
import { BridgeUi } from '../src/content/screen/bridge-ui';
import { snapshotDom } from '../src/content/screen/dom-snapshot';
import { SCREEN_SITE_MATCHES } from '../src/core/sites/site-matches';
import { FRAME_PAIR, TAP_CONNECT, TAP_PREPARE, type BridgeToFrame, type FramePair, type FrameToBridge, type TapConnect } from '../src/protocol/tap';

export default defineContentScript({
  matches: SCREEN_SITE_MATCHES,
  runAt: 'document_start',
  allFrames: true,
  matchAboutBlank: true,
  // blob: and data: frames the page makes inherit its origin: a share asked for there is guarded too.
  matchOriginAsFallback: true,
  main() {
    const send = (message: Envelope): Promise<unknown> => browser.runtime.sendMessage(message);
    const handle = crypto.randomUUID();
    const isTop = window.top === window;
    if (isTop) {
      // Lets the tap recognise a share of this very tab (then the DOM gives text and boxes).
      const md = navigator.mediaDevices as MediaDevices & { setCaptureHandleConfig?: (c: { handle: string; permittedOrigins: string[] }) => void };
      try {
        md?.setCaptureHandleConfig?.({ handle, permittedOrigins: ['*'] });
      } catch {
        // Not supported: shares of this tab go through OCR only.
      }
    }
    let host: HTMLElement | undefined;
    let shadow: ShadowRoot | undefined;
    let ui: BridgeUi | undefined;
    const ensureHost = (): ShadowRoot => {
      if (shadow && host?.isConnected) return shadow;
      host = document.createElement('consentry-screen');
      host.style.cssText = 'all:initial;position:fixed;left:0;top:0;width:0;height:0;z-index:2147483647;';
      shadow = host.attachShadow({ mode: 'closed' });
      ui = new BridgeUi(shadow, document);
      (document.body ?? document.documentElement).append(host);
      return shadow;
    };

    /** A frame paired with the service worker, waiting for a tap. */
    interface Ready {
      bridge: MessagePort;
      setSelfCapture(value: boolean): void;
    }

    const prepare = async (): Promise<Ready> => {
      const { nonce, framePath } = await request<ScreenChannel, 'openSession'>(send, SCREEN_CHANNEL, 'openSession', {});
      const root = ensureHost();
      const iframe = document.createElement('iframe');
      iframe.style.cssText = 'position:fixed;left:-4px;top:-4px;width:1px;height:1px;border:0;opacity:0;pointer-events:none;';
      iframe.src = browser.runtime.getURL(`/${framePath}` as '/');
      const channel = new MessageChannel();
      let selfCapture = false;
      channel.port1.onmessage = (event: MessageEvent<FrameToBridge>) => {
        const m = event.data;
        const reply = (message: BridgeToFrame): void => channel.port1.postMessage(message);
        if (m.type === 'dom-request' && selfCapture) {
          reply({ type: 'dom', ...snapshotDom(document, window.innerWidth, window.innerHeight, host) });
        } else if (m.type === 'failure') {
          ensureHost();
          ui?.failure(m.message);
        } else if (m.type === 'ask') {
          ensureHost();
          ui?.ask(m.categories, (category, show) => reply({ type: 'answer', category, decision: show ? 'allow' : 'mask' }));
        }
      };
      await new Promise<void>((resolve) => {
        iframe.addEventListener(
          'load',
          () => {
            const pair: FramePair = { type: FRAME_PAIR, nonce };
            iframe.contentWindow?.postMessage(pair, new URL(iframe.src).origin, [channel.port2]);
            resolve();
          },
          { once: true },
        );
        root.append(iframe);
      });
      return { bridge: channel.port1, setSelfCapture: (value) => (selfCapture = value) };
    };

    let prepared: Promise<Ready> | undefined;
    const takePrepared = (): Promise<Ready> => {
      const ready = prepared ?? prepare();
      prepared = undefined;
      return ready;
    };

    const connect = async (data: TapConnect, tapPort: MessagePort): Promise<void> => {
      const ready = await takePrepared();
      const selfCapture = isTop && data.handle === handle && data.displaySurface === 'browser';
      ready.setSelfCapture(selfCapture);
      const message: BridgeToFrame = { type: 'tap', selfCapture };
      ready.bridge.postMessage(message, [tapPort]);
    };

    window.addEventListener(
      'message',
      (event: MessageEvent<TapConnect | { type: typeof TAP_PREPARE }>) => {
        const data = event.data;
        if (event.source !== window || typeof data !== 'object' || data === null) return;
        if (data.type === TAP_PREPARE) {
          event.stopImmediatePropagation();
          prepared ??= prepare();
          // A failed preparation is retried when the share connects.
          prepared.catch(() => (prepared = undefined));
          return;
        }
        if (data.type !== TAP_CONNECT) return;
        // Nobody else in the page gets the tap's port.
        event.stopImmediatePropagation();
        const port = event.ports[0];
        if (!port) return;
        connect(data, port).catch(() => {
          // No pairing: the tap keeps the stream dark.
          port.close();
        });
      },
      true,
    );
  },
});
