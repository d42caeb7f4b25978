/**
 * Local restoration of tokens the assistant echoes back, shown where the page cannot read it.
 *
 * Replies are watched as they stream and handled once a reply has been quiet for a moment (so
 * the page's own renderer, which may still be appending to the text node it holds, is not
 * disturbed mid-stream); the text of each reply's text nodes is read as one string, so a token
 * split across chunks or nodes is found whole. For each token this tab sent to the site in this
 * conversation, the service worker hands out a ticket (never the value); the token's text is
 * replaced by a marker whose closed shadow root holds the token, invisible, to keep the exact
 * size it had, and over it an extension frame that redeems the ticket and draws the value.
 *
 * What the page can and cannot learn: the marker is in its DOM, so it sees where a token was
 * restored, the token (it sent it) and the token's box — the size and position it already had.
 * The value itself exists only inside the extension frame, a document of another origin: no
 * text, glyph or geometry of it is in the page's document, so window.find, selections, layout
 * and hit-testing find nothing of it. Only the site's replies are restored: elements in the top
 * document's light DOM that match the site's assistant-reply selectors and hold no editor; each
 * token in at most a few places, and a bounded number of frames per page. The page is the site,
 * so an element it makes to look like a reply is restored like one — what it gets is frames it
 * cannot read.
 */
import { TOKEN_PATTERN, tokensIn as tokensInText } from '../core/mask/restoration-map';
import type { RestoreTicket } from '../protocol/guard';
import { registerOwnSurface } from './screen/own-surfaces';

export type RestoreLookup = (tokens: string[]) => Promise<RestoreTicket[]>;

/** What the frame needs to draw a value in the reply's own type. */
export interface FrameStyle {
  fontFamily: string;
  fontSize: string;
  fontWeight: string;
  fontStyle: string;
  color: string;
}

/** The URL of the restoration frame for one ticket. */
export type FrameUrl = (ticket: string, token: string, style: FrameStyle) => string;

const RESTORED_ATTR = 'data-consentry-restored';
/** A reply is handled once it has not changed for this long… */
const QUIET_MS = 250;
/** …or, for one that never stops changing, after this long. */
const MAX_WAIT_MS = 10_000;
const TICK_MS = 100;
/** A token the worker would not restore (not sent yet, say) is asked about again after this long… */
const MISSING_RETRY_MS = 1_500;
/** …this many times for one reply at most. */
const MAX_RETRIES = 5;
/** Places one token is shown restored on the page at once. */
const MAX_PER_TOKEN = 3;
/** Restoration frames on one page at once. */
const MAX_FRAMES = 200;

const HOST_CSS = `
:host { all: initial !important; display: inline-block !important; position: relative !important; font: inherit !important;
  color: inherit !important; line-height: inherit !important; letter-spacing: inherit !important; vertical-align: baseline !important;
  white-space: nowrap !important; }
.sizer { visibility: hidden; white-space: pre; }
iframe { position: absolute; left: 0; top: 0; width: 100%; height: 100%; border: 0; margin: 0; padding: 0; display: block;
  color-scheme: normal; background: transparent; }
`;

export class ReplyRestorer {
  private missing = new Map<string, number>();
  private retries = new WeakMap<Element, number>();
  /** Markers on the page, by token. */
  private shown = new Map<string, Set<HTMLElement>>();
  /** Replies waiting: first and last time each changed. */
  private dirty = new Map<Element, { first: number; last: number }>();
  private timer: ReturnType<typeof setTimeout> | null = null;
  private running = false;
  private observer: MutationObserver | null = null;
  private readonly selector: string;

  constructor(
    private readonly doc: Document,
    replySelectors: readonly string[],
    private readonly lookup: RestoreLookup,
    private readonly frameUrl: FrameUrl,
    private readonly now: () => number = () => Date.now(),
  ) {
    this.selector = replySelectors.join(', ');
  }

  start(): void {
    if (this.observer) return;
    this.observer = new MutationObserver((records) => {
      const now = performance.now();
      for (const record of records) {
        const node = record.target;
        const el = node instanceof Element ? node : node.parentElement;
        const reply = el?.closest(this.selector);
        if (reply) this.touch(reply, now);
        else if (record.type === 'childList') {
          for (const added of record.addedNodes) {
            if (added instanceof Element) {
              if (added.matches(this.selector)) this.touch(added, now);
              for (const inner of added.querySelectorAll(this.selector)) this.touch(inner, now);
            }
          }
        }
      }
      if (this.dirty.size > 0) this.schedule();
    });
    this.observer.observe(this.doc, { subtree: true, childList: true, characterData: true });
  }

  stop(): void {
    this.observer?.disconnect();
    this.observer = null;
  }

  /** Processes every reply on the page now, quiet or not. */
  async restoreAll(): Promise<number> {
    return this.flush([...this.doc.querySelectorAll(this.selector)]);
  }

  /**
   * Where the restoration frames are on the screen now (viewport coordinates). A share of this tab
   * finds them through the own-surface registry (screen/own-surfaces.ts), where each is registered
   * as it is placed.
   */
  surfaces(): DOMRect[] {
    const boxes: DOMRect[] = [];
    for (const markers of this.shown.values()) for (const m of markers) if (m.isConnected) boxes.push(m.getBoundingClientRect());
    return boxes;
  }

  private touch(reply: Element, now: number): void {
    const seen = this.dirty.get(reply);
    if (seen) seen.last = now;
    else this.dirty.set(reply, { first: now, last: now });
  }

  private schedule(): void {
    if (this.timer !== null) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      const now = performance.now();
      const ready: Element[] = [];
      for (const [reply, seen] of this.dirty) {
        if (now - seen.last >= QUIET_MS || now - seen.first >= MAX_WAIT_MS) {
          ready.push(reply);
          this.dirty.delete(reply);
        }
      }
      if (ready.length > 0 && !this.running) {
        this.running = true;
        void this.flush(ready).finally(() => {
          this.running = false;
        });
      } else {
        // Busy: try these again on the next tick.
        for (const reply of ready) this.touch(reply, now - QUIET_MS);
      }
      if (this.dirty.size > 0) this.schedule();
    }, TICK_MS);
  }

  private async flush(candidates: readonly Element[]): Promise<number> {
    this.prune();
    const replies = candidates.filter((r) => this.isSiteReply(r));
    const now = this.now();
    for (const [token, at] of this.missing) if (now - at > MISSING_RETRY_MS) this.missing.delete(token);
    // One ticket per place a token will be shown, within the caps.
    const wanted: string[] = [];
    const planned = new Map<string, number>();
    let frames = this.frameCount();
    const found = new Map(replies.map((reply) => [reply, tokensIn(reply)] as const));
    for (const [, tokens] of found) {
      for (const token of tokens) {
        if (this.missing.has(token)) continue;
        const n = (this.shown.get(token)?.size ?? 0) + (planned.get(token) ?? 0);
        if (n >= MAX_PER_TOKEN || frames >= MAX_FRAMES) continue;
        planned.set(token, (planned.get(token) ?? 0) + 1);
        frames++;
        wanted.push(token);
      }
    }
    if (wanted.length === 0) {
      // Nothing was awaited: the replies hold what was just read.
      this.retryLater(replies, (reply) => found.get(reply) ?? []);
      return 0;
    }
    let tickets: RestoreTicket[] = [];
    try {
      tickets = await this.lookup(wanted);
    } catch {
      tickets = [];
    }
    const byToken = new Map<string, RestoreTicket[]>();
    for (const t of tickets) byToken.set(t.token, [...(byToken.get(t.token) ?? []), t]);
    for (const token of planned.keys()) if (!byToken.has(token)) this.missing.set(token, now);
    let restored = 0;
    // The DOM may have moved while the worker answered: find the tokens again, then replace.
    for (const reply of replies) if (reply.isConnected && this.isSiteReply(reply)) restored += this.replaceIn(reply, byToken);
    this.retryLater(replies, tokensIn);
    return restored;
  }

  /**
   * A reply still holding tokens the worker would not restore yet (echoed before the send was
   * recorded, say) is looked at again a few times, since a quiet reply brings no new mutation.
   */
  private retryLater(replies: readonly Element[], tokensOf: (reply: Element) => readonly string[]): void {
    for (const reply of replies) {
      if (!reply.isConnected || !tokensOf(reply).some((t) => this.missing.has(t))) continue;
      const n = this.retries.get(reply) ?? 0;
      if (n >= MAX_RETRIES) continue;
      this.retries.set(reply, n + 1);
      setTimeout(() => {
        if (!reply.isConnected) return;
        this.touch(reply, performance.now() - QUIET_MS);
        this.schedule();
      }, MISSING_RETRY_MS + 50);
    }
  }

  /**
   * An assistant turn the site rendered, as far as the extension can tell: in the top document's
   * light DOM, not an editor and holding none, not the extension's own UI.
   */
  private isSiteReply(reply: Element): boolean {
    if (!reply.isConnected || reply.getRootNode() !== this.doc || !reply.matches(this.selector)) return false;
    if ((reply as HTMLElement).isContentEditable) return false;
    if (reply.closest('[contenteditable]:not([contenteditable="false"]), textarea, input, [data-consentry-ui]')) return false;
    return reply.querySelector('[contenteditable]:not([contenteditable="false"]), textarea, input') === null;
  }

  private replaceIn(reply: Element, tickets: Map<string, RestoreTicket[]>): number {
    const { text, nodes } = textOf(reply);
    const matches: Array<{ start: number; end: number; ticket: RestoreTicket }> = [];
    const re = new RegExp(TOKEN_PATTERN.source, 'g');
    let m: RegExpExecArray | null;
    while ((m = re.exec(text)) !== null) {
      const ticket = tickets.get(m[0])?.shift();
      if (ticket) matches.push({ start: m.index, end: m.index + m[0].length, ticket });
    }
    // Last first, so earlier offsets stay valid while nodes are split.
    let placed = 0;
    for (const match of matches.reverse()) {
      const a = locate(nodes, match.start, false);
      const b = locate(nodes, match.end, true);
      if (!a || !b) continue;
      const range = this.doc.createRange();
      range.setStart(a.node, a.offset);
      range.setEnd(b.node, b.offset);
      const style = styleAt(a.node.parentElement ?? reply);
      range.deleteContents();
      const marker = this.marker(match.ticket, style);
      range.insertNode(marker);
      // A shared screen of this tab covers every restored value (own-surfaces.ts).
      registerOwnSurface(marker, 'restored');
      const set = this.shown.get(match.ticket.token) ?? new Set<HTMLElement>();
      set.add(marker);
      this.shown.set(match.ticket.token, set);
      placed++;
    }
    return placed;
  }

  private marker(ticket: RestoreTicket, style: FrameStyle): HTMLElement {
    const host = this.doc.createElement('span');
    host.setAttribute(RESTORED_ATTR, ticket.label);
    const root = host.attachShadow({ mode: 'closed' });
    const css = this.doc.createElement('style');
    css.textContent = HOST_CSS;
    // The token itself, invisible, keeps the box the page already had: nothing about the value
    // changes the page's layout.
    const sizer = this.doc.createElement('span');
    sizer.className = 'sizer';
    sizer.setAttribute('aria-hidden', 'true');
    sizer.textContent = ticket.token;
    const frame = this.doc.createElement('iframe');
    frame.title = `Restored ${ticket.label.toLowerCase().replace(/_/g, ' ')}, shown by Consentry on this device only`;
    frame.setAttribute('scrolling', 'no');
    frame.src = this.frameUrl(ticket.ticket, ticket.token, style);
    root.append(css, sizer, frame);
    return host;
  }

  private frameCount(): number {
    let n = 0;
    for (const set of this.shown.values()) n += set.size;
    return n;
  }

  /** Forgets markers the page removed (a re-render): their tokens may be restored again. */
  private prune(): void {
    for (const [token, set] of this.shown) {
      for (const m of set) if (!m.isConnected) set.delete(m);
      if (set.size === 0) this.shown.delete(token);
    }
  }
}

function styleAt(el: Element): FrameStyle {
  const s = el.ownerDocument.defaultView?.getComputedStyle(el);
  return {
    fontFamily: s?.fontFamily ?? 'sans-serif',
    fontSize: s?.fontSize ?? '16px',
    fontWeight: s?.fontWeight ?? '400',
    fontStyle: s?.fontStyle ?? 'normal',
    color: s?.color ?? 'inherit',
  };
}

interface NodeSpan {
  node: Text;
  start: number;
  end: number;
}

/** The reply's text nodes (skipping markers already placed) and their offsets in the joined text. */
function textOf(root: Element): { text: string; nodes: NodeSpan[] } {
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT, {
    acceptNode: (node) => (node.parentElement?.closest(`[${RESTORED_ATTR}]`) ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT),
  });
  const nodes: NodeSpan[] = [];
  const parts: string[] = [];
  let offset = 0;
  for (let n = walker.nextNode(); n !== null; n = walker.nextNode()) {
    const data = (n as Text).data;
    nodes.push({ node: n as Text, start: offset, end: offset + data.length });
    parts.push(data);
    offset += data.length;
  }
  return { text: parts.join(''), nodes };
}

function tokensIn(root: Element): string[] {
  const { text } = textOf(root);
  return tokensInText(text, Number.POSITIVE_INFINITY);
}

function locate(nodes: readonly NodeSpan[], at: number, isEnd: boolean): { node: Text; offset: number } | undefined {
  for (const span of nodes) {
    if (isEnd ? at > span.start && at <= span.end : at >= span.start && at < span.end) return { node: span.node, offset: at - span.start };
  }
  return undefined;
}
