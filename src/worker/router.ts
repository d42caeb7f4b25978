/**
 * One typed message router for the service worker. Each channel declares its messages once as a
 * map {type: {request, response}}; handlers get the payload and a classified sender. Messages
 * from other extensions, from web pages, or of unknown type are refused. Which kind of sender
 * may call what is decided here, not in each handler: a content script can never reach a
 * handler registered for extension pages only.
 */

/** A channel: message type → request and response shapes. */
export type ChannelMap = Record<string, { request: unknown; response: unknown }>;

export type SenderKind = 'extension_page' | 'content_script';

export interface ClassifiedSender {
  kind: SenderKind;
  /** The tab a content script runs in. */
  tabId?: number;
  frameId?: number;
  /** Origin of the page (content script) or of the extension page. */
  origin: string;
  url: string;
}

/** The subset of runtime.MessageSender the router reads. */
export interface RawSender {
  id?: string;
  url?: string;
  origin?: string;
  tab?: { id?: number; url?: string };
  frameId?: number;
}

export type Handler<C extends ChannelMap, K extends keyof C> = (
  request: C[K]['request'],
  sender: ClassifiedSender,
) => Promise<C[K]['response']> | C[K]['response'];

export interface Envelope {
  channel: string;
  type: string;
  payload: unknown;
}

export type RouterReply = { ok: true; value: unknown } | { ok: false; error: string };

export function classifySender(sender: RawSender, extensionId: string, extensionOrigin: string): ClassifiedSender | undefined {
  if (sender.id !== extensionId) return undefined;
  const url = sender.url ?? '';
  if (url.startsWith(extensionOrigin) && sender.tab === undefined) {
    return { kind: 'extension_page', origin: extensionOrigin, url };
  }
  if (url.startsWith(extensionOrigin)) {
    // An extension page open in a tab (the options page) or framed into a site (our own frames).
    return { kind: 'extension_page', origin: extensionOrigin, url, ...(sender.tab?.id !== undefined ? { tabId: sender.tab.id } : {}) };
  }
  if (sender.tab?.id === undefined) return undefined;
  let origin: string;
  try {
    origin = new URL(url || sender.tab.url || '').origin;
  } catch {
    return undefined;
  }
  return { kind: 'content_script', tabId: sender.tab.id, ...(sender.frameId !== undefined ? { frameId: sender.frameId } : {}), origin, url };
}

export interface HandlerOptions {
  /** Answered without waiting for the router's gate (see `holdUntil`). */
  ungated?: boolean;
}

export class Router {
  private handlers = new Map<string, { allowed: readonly SenderKind[]; ungated: boolean; handle: (payload: unknown, sender: ClassifiedSender) => unknown }>();
  private gate: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly extensionId: string,
    private readonly extensionOrigin: string,
  ) {}

  /** Registers a handler for `channel/type`, callable only by the sender kinds listed. */
  on<C extends ChannelMap, K extends keyof C & string>(
    channel: string,
    type: K,
    allowed: readonly SenderKind[],
    handle: Handler<C, K>,
    options: HandlerOptions = {},
  ): void {
    const key = `${channel}/${type}`;
    if (this.handlers.has(key)) throw new Error(`Handler for ${key} registered twice.`);
    this.handlers.set(key, { allowed, ungated: options.ungated === true, handle: handle as (payload: unknown, sender: ClassifiedSender) => unknown });
  }

  /**
   * Holds every handler not registered as `ungated` until `ready` settles (whether it resolves or
   * rejects): the service worker holds decisions until the administrator's policy is known.
   */
  holdUntil(ready: Promise<unknown>): void {
    this.gate = ready.then(
      () => undefined,
      () => undefined,
    );
  }

  /** Dispatches one raw message; always answers, never throws. */
  async dispatch(message: unknown, rawSender: RawSender): Promise<RouterReply> {
    const sender = classifySender(rawSender, this.extensionId, this.extensionOrigin);
    if (!sender) return { ok: false, error: 'Unknown sender.' };
    if (typeof message !== 'object' || message === null) return { ok: false, error: 'Malformed message.' };
    const { channel, type, payload } = message as Partial<Envelope>;
    if (typeof channel !== 'string' || typeof type !== 'string') return { ok: false, error: 'Malformed message.' };
    const entry = this.handlers.get(`${channel}/${type}`);
    if (!entry) return { ok: false, error: `Unknown message ${channel}/${type}.` };
    if (!entry.allowed.includes(sender.kind)) return { ok: false, error: `Not allowed from a ${sender.kind.replace('_', ' ')}.` };
    if (!entry.ungated) await this.gate;
    try {
      return { ok: true, value: await entry.handle(payload, sender) };
    } catch (error) {
      return { ok: false, error: error instanceof Error ? error.message : 'Handler failed.' };
    }
  }
}

/** Client side: send one typed message and unwrap the reply (throws on refusal). */
export async function request<C extends ChannelMap, K extends keyof C & string>(
  send: (message: Envelope) => Promise<unknown>,
  channel: string,
  type: K,
  payload: C[K]['request'],
): Promise<C[K]['response']> {
  const reply = (await send({ channel, type, payload })) as RouterReply | undefined;
  if (!reply || typeof reply !== 'object') throw new Error('No answer from the extension.');
  if (!reply.ok) throw new Error(reply.error);
  return reply.value as C[K]['response'];
}
