/**
 * One message router for the service worker. Channels are declared once in src/protocol/ (a
 * schema per request, the sender kinds allowed); handlers are bound to a declared message and get
 * its validated payload and a classified sender. Messages from other extensions, from web pages,
 * of unknown type, from a sender kind the declaration does not list, or whose payload fails its
 * schema are refused before any handler runs.
 */
import * as v from 'valibot';
import type { Channel, Envelope, RequestOf, ResponseOf, RouterReply, SenderKind, TypeOf } from '../protocol/channel';

export type { Envelope, RouterReply, SenderKind };

export interface ClassifiedSender {
  kind: SenderKind;
  /** The tab a content script runs in. */
  tabId?: number;
  frameId?: number;
  /** Origin of the page (content script) or of the extension page. */
  origin: string;
  url: string;
  /** The URL of the tab's top-level page, as the browser reports it (not the frame's). */
  tabUrl?: string;
}

/** The subset of runtime.MessageSender the router reads. */
export interface RawSender {
  id?: string;
  url?: string;
  origin?: string;
  tab?: { id?: number; url?: string };
  frameId?: number;
}

export type Handler<C extends Channel, K extends TypeOf<C>> = (
  request: RequestOf<C, K>,
  sender: ClassifiedSender,
) => Promise<ResponseOf<C, K>> | ResponseOf<C, K>;

/**
 * Whether `url` is one of this extension's own pages. Besides its fixed origin, a page framed
 * into a site through a web-accessible resource with `use_dynamic_url` has a per-session
 * origin (chrome-extension://<dynamic id>); the browser sets `sender.id` to this extension for
 * those as for every context of ours, and no web page can have an extension scheme.
 */
function isOwnPage(url: string, extensionOrigin: string): boolean {
  if (url.startsWith(extensionOrigin)) return true;
  const scheme = /^([a-z-]+-extension):\/\//.exec(extensionOrigin)?.[1];
  return scheme !== undefined && url.startsWith(`${scheme}://`);
}

export function classifySender(sender: RawSender, extensionId: string, extensionOrigin: string): ClassifiedSender | undefined {
  if (sender.id !== extensionId) return undefined;
  const url = sender.url ?? '';
  if (isOwnPage(url, extensionOrigin) && sender.tab === undefined) {
    return { kind: 'extension_page', origin: extensionOrigin, url };
  }
  if (isOwnPage(url, extensionOrigin)) {
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
  return {
    kind: 'content_script',
    tabId: sender.tab.id,
    ...(sender.frameId !== undefined ? { frameId: sender.frameId } : {}),
    origin,
    url,
    ...(sender.tab.url !== undefined ? { tabUrl: sender.tab.url } : {}),
  };
}

interface Entry {
  schema: v.GenericSchema;
  allowed: readonly SenderKind[];
  ungated: boolean;
  handle: (payload: unknown, sender: ClassifiedSender) => unknown;
}

export class Router {
  private handlers = new Map<string, Entry>();
  private gate: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly extensionId: string,
    private readonly extensionOrigin: string,
  ) {}

  /** Binds a handler to one declared message; its senders and gating come from the declaration. */
  handle<C extends Channel, K extends TypeOf<C>>(channel: C, type: K, handle: Handler<C, K>): void {
    const key = `${channel.name}/${type}`;
    if (this.handlers.has(key)) throw new Error(`Handler for ${key} registered twice.`);
    const spec = channel.messages[type];
    if (!spec) throw new Error(`${key} is not declared.`);
    this.handlers.set(key, {
      schema: spec.request,
      allowed: spec.senders,
      ungated: spec.ungated === true,
      handle: handle as (payload: unknown, sender: ClassifiedSender) => unknown,
    });
  }

  /**
   * Holds every handler not declared `ungated` until `ready` settles (whether it resolves or
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
    const parsed = v.safeParse(entry.schema, payload);
    if (!parsed.success) return { ok: false, error: `Malformed ${channel}/${type}: ${describeIssue(parsed.issues[0])}.` };
    if (!entry.ungated) await this.gate;
    try {
      return { ok: true, value: await entry.handle(parsed.output, sender) };
    } catch (error) {
      return { ok: false, error: error instanceof Error ? error.message : 'Handler failed.' };
    }
  }
}

/** Where a payload failed its schema, without echoing the value (it may be content). */
function describeIssue(issue: v.BaseIssue<unknown> | undefined): string {
  if (!issue) return 'invalid';
  const path = issue.path?.map((p) => String(p.key)).join('.') ?? '';
  const where = path === '' ? 'the payload' : path;
  return issue.received === 'undefined' ? `${where} is missing` : `${where} is not valid`;
}
