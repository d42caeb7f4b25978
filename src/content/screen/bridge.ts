/**
 * Isolated-world bridge for screen shares. When the page asks for a share, it gets a pairing
 * nonce from the service worker and frames the extension page in a closed shadow root, so the
 * frame is paired and ready by the time the person has picked what to share. When the share
 * starts it takes the page-world tap's port (the window message is stopped before any page
 * listener sees it) and hands it to the frame over the bridge's own port, which the page never sees.
 *
 * Trust boundary: window messages come from the page world (anyone in the page can post them):
 * they are checked against their schema and can only ask for a pairing the service worker issues
 * to this tab. Nothing from the frame's port reaches the page.
 */
import { accept, request, type Send } from '../../protocol/channel';
import { SCREEN } from '../../protocol/screen';
import {
  FRAME_PAIR,
  FRAME_TO_BRIDGE,
  TAP_CONNECT,
  TAP_PREPARE,
  TAP_WINDOW_MESSAGE,
  type BridgeToFrame,
  type FramePair,
  type TapConnect,
} from '../../protocol/tap';
import { BridgeUi } from './bridge-ui';
import { snapshotDom } from './dom-snapshot';

export interface BridgeDeps {
  win: Window;
  send: Send;
  /** The URL of an extension page by its path. */
  extensionUrl(path: string): string;
  /** Ends every listener when the extension is updated or unloaded. */
  signal?: AbortSignal;
}

/** A frame paired with the service worker, waiting for a tap. */
interface Ready {
  bridge: MessagePort;
  setSelfCapture(value: boolean): void;
}

export function startScreenBridge(deps: BridgeDeps): void {
  const { win, send } = deps;
  const doc = win.document;
  const handle = crypto.randomUUID();
  const isTop = win.top === win;
  if (isTop) {
    // Lets the tap recognise a share of this very tab (then the DOM gives text and boxes).
    const md = win.navigator.mediaDevices as MediaDevices & { setCaptureHandleConfig?: (c: { handle: string; permittedOrigins: string[] }) => void };
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
    host = doc.createElement('consentry-screen');
    host.style.cssText = 'all:initial;position:fixed;left:0;top:0;width:0;height:0;z-index:2147483647;';
    shadow = host.attachShadow({ mode: 'closed' });
    ui = new BridgeUi(shadow, doc);
    (doc.body ?? doc.documentElement).append(host);
    return shadow;
  };
  deps.signal?.addEventListener('abort', () => host?.remove(), { once: true });

  const prepare = async (): Promise<Ready> => {
    const { nonce, framePath } = await request(send, SCREEN, 'openSession', {});
    const root = ensureHost();
    const iframe = doc.createElement('iframe');
    iframe.style.cssText = 'position:fixed;left:-4px;top:-4px;width:1px;height:1px;border:0;opacity:0;pointer-events:none;';
    iframe.src = deps.extensionUrl(`/${framePath}`);
    const channel = new MessageChannel();
    let selfCapture = false;
    channel.port1.onmessage = (event: MessageEvent<unknown>) => {
      const m = accept(FRAME_TO_BRIDGE, event.data);
      if (!m) return;
      const reply = (message: BridgeToFrame): void => channel.port1.postMessage(message);
      if (m.type === 'dom-request' && selfCapture) {
        reply({ type: 'dom', ...snapshotDom(doc, win.innerWidth, win.innerHeight, host) });
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

  win.addEventListener(
    'message',
    (event: MessageEvent<unknown>) => {
      if (event.source !== win) return;
      const data = accept(TAP_WINDOW_MESSAGE, event.data);
      if (!data) return;
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
    { capture: true, ...(deps.signal ? { signal: deps.signal } : {}) },
  );
}
