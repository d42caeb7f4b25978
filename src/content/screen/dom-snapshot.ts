/**
 * The DOM fast path's reading of a tab: every visible word with its box (Range.getClientRects, in
 * CSS pixels of the viewport), and the boxes of things whose pixels the DOM cannot explain
 * (images, canvas, video, frames, form fields) so those wait for OCR. Words inside toasts, alerts
 * and live regions are flagged for `suppress_notification`. Runs in the isolated content script;
 * the document comes in as a parameter.
 */
import type { Box } from '../../core/screen/types';
import type { DomWord } from '../../protocol/tap';

export interface DomSnapshot {
  words: DomWord[];
  opaque: Box[];
  viewport: { w: number; h: number };
}

const SKIP = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'HEAD', 'TITLE']);
const OPAQUE = 'img, canvas, video, svg image, iframe, object, embed, input, textarea, select, picture';
const NOTIFICATION = '[role="alert"], [role="status"], [aria-live="assertive"], [aria-live="polite"], [class*="toast" i], [class*="notification" i], [class*="snackbar" i]';
const WORD = /\S+/g;

function visibleIn(r: DOMRect | Box, vw: number, vh: number): boolean {
  const w = 'width' in r ? r.width : r.w;
  const h = 'height' in r ? r.height : r.h;
  return w > 0 && h > 0 && r.x < vw && r.y < vh && r.x + w > 0 && r.y + h > 0;
}

export function snapshotDom(doc: Document, vw: number, vh: number, exclude?: Element): DomSnapshot {
  const words: DomWord[] = [];
  const opaque: Box[] = [];
  const root = doc.body ?? doc.documentElement;
  if (!root) return { words, opaque, viewport: { w: vw, h: vh } };
  const range = doc.createRange();
  const parentVisible = new Map<Element, boolean>();
  const notificationOf = new Map<Element, boolean>();
  const walker = doc.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    const parent = node.parentElement;
    if (!parent || SKIP.has(parent.tagName) || (exclude && exclude.contains(parent))) continue;
    let visible = parentVisible.get(parent);
    if (visible === undefined) {
      visible = visibleIn(parent.getBoundingClientRect(), vw, vh);
      parentVisible.set(parent, visible);
    }
    if (!visible) continue;
    let notification = notificationOf.get(parent);
    if (notification === undefined) {
      notification = parent.closest(NOTIFICATION) !== null;
      notificationOf.set(parent, notification);
    }
    const text = node.data;
    WORD.lastIndex = 0;
    let m: RegExpExecArray | null;
    while ((m = WORD.exec(text)) !== null) {
      range.setStart(node, m.index);
      range.setEnd(node, m.index + m[0].length);
      const rects = range.getClientRects();
      for (let i = 0; i < rects.length; i++) {
        const r = rects[i]!;
        if (!visibleIn(r, vw, vh)) continue;
        words.push({ text: m[0], x: r.x, y: r.y, w: r.width, h: r.height, ...(notification ? { notification: true } : {}) });
      }
    }
  }
  for (const el of Array.from(root.querySelectorAll(OPAQUE))) {
    if (exclude && exclude.contains(el)) continue;
    const r = el.getBoundingClientRect();
    if (visibleIn(r, vw, vh)) opaque.push({ x: r.x, y: r.y, w: r.width, h: r.height });
  }
  return { words, opaque, viewport: { w: vw, h: vh } };
}
