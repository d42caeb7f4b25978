/**
 * Isolated-world bridge for screen shares. The moment it runs (document_start, before the tap and
 * before any page script) it posts the page-world tap a MessagePort (BRIDGE_HELLO); the tap keeps
 * the first hello that arrives before its own install marker, and from then on the two talk over
 * that port only. A page can post every message there is on the window; none of them reaches the
 * bridge, so a page cannot pair a port of its own, get cover plans for pixels it sends, or make a
 * share record for a capture that never happened.
 *
 * When the tap says a share was asked for, the bridge gets a pairing nonce from the service
 * worker and frames the extension page in a closed shadow root, so the frame is paired and ready
 * by the time the person has picked what to share; when the share starts it hands the tap's
 * share port to the frame over the bridge's own port, which the page never sees. A document
 * keeps at most MAX_LIVE frames; a frame whose share ended (and was reported) is taken away.
 *
 * For a share of this very tab, the frame asks for DOM readings (dom-snapshot.ts); the extension's
 * own surfaces (own-surfaces.ts) go with every reading as boxes to cover.
 *
 * Trust boundary: the tap lives in the page's world, so what it says is checked against its
 * schema and can only ask for a pairing the service worker issues to this tab. Nothing from the
 * frame's port reaches the page.
 */
import { accept, request, type Send } from '../../protocol/channel';
import { SCREEN } from '../../protocol/screen';
import {
  BRIDGE_HELLO,
  FRAME_PAIR,
  FRAME_TO_BRIDGE,
  TAP_TO_BRIDGE,
  sharedSurface,
  type BridgeToFrame,
  type FramePair,
  type FrameToTap,
  type TapConnect,
} from '../../protocol/tap';
import { BridgeUi } from './bridge-ui';
import { snapshotDom } from './dom-snapshot';
import { shadowRootOf as sharedShadowRootOf } from '../shadow';

export interface BridgeDeps {
  win: Window;
  send: Send;
  /** The URL of an extension page by its path. */
  extensionUrl(path: string): string;
  /** Ends every listener when the extension is updated or unloaded. */
  signal?: AbortSignal;
  /** A shadow root of `el`, open or closed (see SnapshotOptions); defaults to the browser's API. */
  shadowRootOf?: (el: Element) => ShadowRoot | null;
}

/** Frames with a running share a document may hold at once (the worker caps the tab too). */
export const MAX_LIVE = 3;

/** An extension frame paired with the service worker. */
interface ShareFrame {
  iframe: HTMLIFrameElement;
  port: MessagePort;
  selfCapture: boolean;
}

/**
 * True while no page script can have run in this document yet: it is still loading (scripts at
 * document_start), or it is a frame's initial about:blank document, into which the extension's
 * scripts run as the frame is made. A bridge that runs later (an extension update in an open tab)
 * must not post its port: the page may be listening by then.
 */
function beforePageScripts(win: Window): boolean {
  return win.document.readyState === 'loading' || win.location.href === 'about:blank';
}

export function startScreenBridge(deps: BridgeDeps): void {
  const { win, send } = deps;
  const doc = win.document;
  if (!beforePageScripts(win)) return;
  // First of all, before anything can throw: the tap's private line.
  const line = new MessageChannel();
  win.postMessage({ type: BRIDGE_HELLO }, '*', [line.port2]);

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
  const shadowRootOf = deps.shadowRootOf ?? sharedShadowRootOf;
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

  const live = new Set<ShareFrame>();
  const takeAway = (frame: ShareFrame): void => {
    live.delete(frame);
    frame.port.close();
    frame.iframe.remove();
  };

  const prepare = async (): Promise<ShareFrame> => {
    const { nonce, framePath } = await request(send, SCREEN, 'openSession', {});
    const root = ensureHost();
    const iframe = doc.createElement('iframe');
    iframe.style.cssText = 'position:fixed;left:-4px;top:-4px;width:1px;height:1px;border:0;opacity:0;pointer-events:none;';
    iframe.src = deps.extensionUrl(`/${framePath}`);
    const channel = new MessageChannel();
    const frame: ShareFrame = { iframe, port: channel.port1, selfCapture: false };
    channel.port1.onmessage = (event: MessageEvent<unknown>) => {
      const m = accept(FRAME_TO_BRIDGE, event.data);
      if (!m) return;
      const reply = (message: BridgeToFrame): void => channel.port1.postMessage(message);
      if (m.type === 'dom-request' && frame.selfCapture) {
        reply({ type: 'dom', ...snapshotDom(doc, win.innerWidth, win.innerHeight, { ...(host ? { exclude: host } : {}), shadowRootOf }) });
      } else if (m.type === 'failure') {
        ensureHost();
        ui?.failure(m.message);
      } else if (m.type === 'ask') {
        ensureHost();
        ui?.ask(m.categories, (category, show) => reply({ type: 'answer', category, decision: show ? 'allow' : 'mask' }));
      } else if (m.type === 'done') {
        takeAway(frame);
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
    return frame;
  };

  let prepared: Promise<ShareFrame> | undefined;
  const prepareOnce = (): Promise<ShareFrame> => {
    if (!prepared) {
      const p = prepare();
      prepared = p;
      // A failed preparation is tried again when the share connects.
      p.catch(() => {
        if (prepared === p) prepared = undefined;
      });
    }
    return prepared;
  };

  const refuse = (tapPort: MessagePort, message: string): void => {
    const failed: FrameToTap = { type: 'state', state: 'failed', message };
    tapPort.postMessage(failed);
    tapPort.close();
  };

  const connect = async (data: TapConnect, tapPort: MessagePort): Promise<void> => {
    if (live.size >= MAX_LIVE) {
      refuse(tapPort, 'too many screen shares at once');
      return;
    }
    const frame = await prepareOnce();
    prepared = undefined;
    live.add(frame);
    const selfCapture = isTop && data.handle === handle && data.displaySurface === 'browser';
    frame.selfCapture = selfCapture;
    const message: BridgeToFrame = { type: 'tap', selfCapture, surface: sharedSurface(data.displaySurface, selfCapture) };
    frame.port.postMessage(message, [tapPort]);
  };

  line.port1.onmessage = (event: MessageEvent<unknown>) => {
    if (deps.signal?.aborted) return;
    const data = accept(TAP_TO_BRIDGE, event.data);
    if (!data) return;
    if (data.type === 'prepare') {
      if (live.size < MAX_LIVE) prepareOnce().catch(() => undefined);
      return;
    }
    const port = event.ports[0];
    if (!port) return;
    connect(data, port).catch(() => {
      // No pairing: the tap keeps the stream dark.
      refuse(port, 'screen check unavailable');
    });
  };
  deps.signal?.addEventListener('abort', () => line.port1.close(), { once: true });
}
