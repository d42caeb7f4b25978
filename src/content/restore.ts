/**
 * Local restoration of tokens the assistant echoes back. Replies are watched as they stream and
 * handled once a reply has been quiet for a moment (so the page's own renderer, which may still be
 * appending to the text node it holds, is not disturbed mid-stream); the text of each reply's text
 * nodes is read as one string, so a token split across chunks or nodes is found whole. Each token the service worker knows for this tab and conversation
 * is replaced by a marked element whose value lives in a closed shadow root: the person sees it,
 * while the page's DOM keeps only an empty marker (the page never reads the value back). Values
 * are set as text, never parsed as HTML.
 */
import { TOKEN_PATTERN } from '../core/mask/restoration-map';
import type { GuardResponse } from '../protocol/guard';
import { registerOwnSurface } from './screen/own-surfaces';

export type RestoreLookup = (tokens: string[]) => Promise<GuardResponse<'restore'>['values']>;

interface Known {
  value: string;
  label: string;
  seen: number;
}

const RESTORED_ATTR = 'data-consentry-restored';
const IDLE_MS = 30 * 60 * 1000;
/** A reply is handled once it has not changed for this long… */
const QUIET_MS = 250;
/** …or, for one that never stops changing, after this long. */
const MAX_WAIT_MS = 10_000;
const TICK_MS = 100;

const MARK_CSS = `
:host { all: initial !important; display: inline !important; }
mark { font: inherit; color: inherit; background: #fff3b0; border-bottom: 1px dashed #8a6d00; border-radius: 2px; padding: 0 1px; }
mark::before { content: "\\21BA\\00A0"; font-size: 0.8em; color: #8a6d00; }
`;

export class ReplyRestorer {
  private known = new Map<string, Known>();
  private missing = new Set<string>();
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
    const replies = candidates.filter((r) => r.isConnected);
    this.forgetIdle();
    const wanted = new Set<string>();
    for (const reply of replies) for (const token of tokensIn(reply)) if (!this.known.has(token) && !this.missing.has(token)) wanted.add(token);
    if (wanted.size > 0) {
      let values: Awaited<ReturnType<RestoreLookup>> = [];
      try {
        values = await this.lookup([...wanted]);
      } catch {
        values = [];
      }
      const stamp = this.now();
      for (const v of values) this.known.set(v.token, { value: v.value, label: v.label, seen: stamp });
      for (const token of wanted) if (!this.known.has(token)) this.missing.add(token);
    }
    let restored = 0;
    // The DOM may have moved while the worker answered: find the tokens again, then replace.
    for (const reply of replies) if (reply.isConnected) restored += this.replaceIn(reply);
    return restored;
  }

  private replaceIn(reply: Element): number {
    const { text, nodes } = textOf(reply);
    const matches: Array<{ start: number; end: number; known: Known; token: string }> = [];
    const re = new RegExp(TOKEN_PATTERN.source, 'g');
    let m: RegExpExecArray | null;
    while ((m = re.exec(text)) !== null) {
      const known = this.known.get(m[0]);
      if (known) matches.push({ start: m.index, end: m.index + m[0].length, known, token: m[0] });
    }
    // Last first, so earlier offsets stay valid while nodes are split.
    for (const match of matches.reverse()) {
      const range = this.doc.createRange();
      const a = locate(nodes, match.start, false);
      const b = locate(nodes, match.end, true);
      if (!a || !b) continue;
      range.setStart(a.node, a.offset);
      range.setEnd(b.node, b.offset);
      range.deleteContents();
      const marker = this.marker(match.token, match.known);
      range.insertNode(marker);
      // A shared screen of this tab covers every restored value (own-surfaces.ts).
      registerOwnSurface(marker, 'restored');
      match.known.seen = this.now();
    }
    return matches.length;
  }

  private marker(token: string, known: Known): HTMLElement {
    const host = this.doc.createElement('span');
    host.setAttribute(RESTORED_ATTR, known.label);
    const root = host.attachShadow({ mode: 'closed' });
    const style = this.doc.createElement('style');
    style.textContent = MARK_CSS;
    const mark = this.doc.createElement('mark');
    mark.title = `Shown on this device only by Consentry; the assistant received ${token}.`;
    mark.textContent = known.value;
    root.append(style, mark);
    return host;
  }

  private forgetIdle(): void {
    const cutoff = this.now() - IDLE_MS;
    for (const [token, known] of this.known) if (known.seen < cutoff) this.known.delete(token);
  }
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
  return text.match(new RegExp(TOKEN_PATTERN.source, 'g')) ?? [];
}

function locate(nodes: readonly NodeSpan[], at: number, isEnd: boolean): { node: Text; offset: number } | undefined {
  for (const span of nodes) {
    if (isEnd ? at > span.start && at <= span.end : at >= span.start && at < span.end) return { node: span.node, offset: at - span.start };
  }
  return undefined;
}
