/**
 * The tap's private line to the isolated-world bridge. The bridge posts its hello (with a
 * MessagePort) the moment it runs; content scripts of the extension run in one batch at
 * document_start, the isolated ones first, before any page script, so that hello is queued
 * before this tap's own install marker and before anything a page can post. The line takes the
 * first hello dispatched before the marker and swallows every hello and marker (a page listener,
 * registered later, sees none of them). A hello after the marker is not the bridge's: it is
 * ignored, and with no line every share stays dark and says the check is unavailable.
 */
import { BRIDGE_HELLO, TAP_INSTALLED, type TapToBridge } from '../protocol/tap';
import type { Win } from './builtins';

export interface BridgeLine {
  /** False when no bridge said hello in time: nothing is sent anywhere. */
  readonly open: () => boolean;
  send(message: TapToBridge, transfer?: Transferable[]): boolean;
}

type Getter = (this: unknown) => unknown;

/**
 * Opens the line. It takes its few built-ins itself, so it opens in every document the tap runs
 * in — one without getDisplayMedia too, where a hello left unswallowed would hand the page the
 * bridge's port.
 */
export function openBridgeLine(win: Win): BridgeLine {
  const apply = win.Reflect.apply;
  const getOwnPropertyDescriptor = win.Object.getOwnPropertyDescriptor;
  const b = {
    messageData: getOwnPropertyDescriptor(win.MessageEvent.prototype, 'data')?.get as Getter | undefined,
    messagePorts: getOwnPropertyDescriptor(win.MessageEvent.prototype, 'ports')?.get as Getter | undefined,
    stopImmediate: win.Event.prototype.stopImmediatePropagation,
    addListener: win.EventTarget.prototype.addEventListener,
    postMessageW: win.postMessage,
    portPost: win.MessagePort.prototype.postMessage,
    portStart: win.MessagePort.prototype.start,
  };
  const ownValue = (object: unknown, key: string): unknown => {
    if (typeof object !== 'object' || object === null) return undefined;
    const d = getOwnPropertyDescriptor(object, key);
    return d && 'value' in d ? d.value : undefined;
  };
  let port: MessagePort | undefined;
  let installedSeen = false;
  const onMessage = (event: MessageEvent): void => {
    const data = b.messageData ? apply(b.messageData, event, []) : undefined;
    const type = ownValue(data, 'type');
    if (type !== BRIDGE_HELLO && type !== TAP_INSTALLED) return;
    apply(b.stopImmediate, event, []);
    if (type === TAP_INSTALLED) {
      installedSeen = true;
      return;
    }
    if (installedSeen || port) return;
    // The event's own port list (captured getter); `instanceof` would ask the page's MessagePort.
    const ports = b.messagePorts ? (apply(b.messagePorts, event, []) as readonly MessagePort[]) : undefined;
    const first = ports ? ownValue(ports, '0') : undefined;
    if (typeof first === 'object' && first !== null) {
      port = first as MessagePort;
      apply(b.portStart, port, []);
    }
  };
  apply(b.addListener, win, ['message', onMessage, true]);
  apply(b.postMessageW, win, [{ type: TAP_INSTALLED }, '*']);
  return {
    open: () => port !== undefined,
    send: (message, transfer = []) => {
      if (!port) return false;
      apply(b.portPost, port, [message, transfer]);
      return true;
    },
  };
}
