/**
 * The DOM fast path's reading of a tab: every visible word with its box (Range.getClientRects, in
 * CSS pixels of the viewport), open shadow roots included; the boxes of whatever the DOM cannot
 * vouch for (images, canvas, video, frames, form fields, elements painted from an image, large
 * SVG drawings, closed shadow roots — other extensions' UI among them), so OCR reads those; and
 * the boxes of the extension's own surfaces (own-surfaces.ts), which are covered on every frame.
 * Words inside toasts, alerts and live regions are flagged for `suppress_notification`. Runs in
 * the isolated content script; the document comes in as a parameter.
 */
import type { Box } from '../../core/screen/types';
import type { DomWord } from '../../protocol/tap';
import { ownSurfaceBoxes, ownSurfaceElements } from './own-surfaces';

export interface DomSnapshot {
  words: DomWord[];
  opaque: Box[];
  own: Box[];
  viewport: { w: number; h: number };
  /** Milliseconds the snapshot took. */
  costMs: number;
}

export interface SnapshotOptions {
  /** An element of our own to leave out (the bridge's host). */
  exclude?: Element;
  /**
   * The shadow root of `el`, open or closed (Chrome: chrome.dom.openOrClosedShadowRoot; Firefox:
   * element.openOrClosedShadowRoot); without it only open roots are seen, and a closed root's
   * text counts as unread only where its host is opaque for another reason.
   */
  shadowRootOf?: (el: Element) => ShadowRoot | null;
}

const SKIP = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'HEAD', 'TITLE']);
const OPAQUE = new Set(['IMG', 'CANVAS', 'VIDEO', 'IFRAME', 'FRAME', 'OBJECT', 'EMBED', 'INPUT', 'TEXTAREA', 'SELECT', 'PICTURE', 'IMAGE']);
/** An SVG drawing at least this wide may draw words as shapes: OCR reads it. Icons are smaller. */
const SVG_TEXT_WIDTH = 64;
const NOTIFICATION = '[role="alert"], [role="status"], [aria-live="assertive"], [aria-live="polite"], [class*="toast" i], [class*="notification" i], [class*="snackbar" i]';
const WORD = /\S+/g;

function visibleIn(r: DOMRect | Box, vw: number, vh: number): boolean {
  const w = 'width' in r ? r.width : r.w;
  const h = 'height' in r ? r.height : r.h;
  return w > 0 && h > 0 && r.x < vw && r.y < vh && r.x + w > 0 && r.y + h > 0;
}

export function snapshotDom(doc: Document, vw: number, vh: number, options: SnapshotOptions = {}): DomSnapshot {
  const started = performance.now();
  const words: DomWord[] = [];
  const opaque: Box[] = [];
  const win = doc.defaultView;
  const own = win ? ownSurfaceBoxes(win) : [];
  const root = doc.body ?? doc.documentElement;
  if (!root || !win) return { words, opaque, own, viewport: { w: vw, h: vh }, costMs: performance.now() - started };
  const range = doc.createRange();
  const parentVisible = new Map<Element, boolean>();
  const notificationOf = new Map<Element, boolean>();
  const { exclude, shadowRootOf } = options;
  const ownElements = ownSurfaceElements(win);

  const opaqueBox = (r: DOMRect): void => {
    if (visibleIn(r, vw, vh)) opaque.push({ x: r.x, y: r.y, w: r.width, h: r.height });
  };

  const text = (node: Text): void => {
    const parent = node.parentElement;
    if (!parent || SKIP.has(parent.tagName)) return;
    let visible = parentVisible.get(parent);
    if (visible === undefined) {
      visible = visibleIn(parent.getBoundingClientRect(), vw, vh);
      parentVisible.set(parent, visible);
    }
    if (!visible) return;
    let notification = notificationOf.get(parent);
    if (notification === undefined) {
      notification = parent.closest(NOTIFICATION) !== null;
      notificationOf.set(parent, notification);
    }
    const data = node.data;
    WORD.lastIndex = 0;
    let m: RegExpExecArray | null;
    while ((m = WORD.exec(data)) !== null) {
      range.setStart(node, m.index);
      range.setEnd(node, m.index + m[0].length);
      const rects = range.getClientRects();
      for (let i = 0; i < rects.length; i++) {
        const r = rects[i]!;
        if (!visibleIn(r, vw, vh)) continue;
        words.push({ text: m[0], x: r.x, y: r.y, w: r.width, h: r.height, ...(notification ? { notification: true } : {}) });
      }
    }
  };

  /** Walks `scope` (the body or a shadow root); returns nothing, fills words and opaque. */
  const walk = (scope: Node): void => {
    const walker = doc.createTreeWalker(scope, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT, {
      acceptNode: (node) => {
        if (node.nodeType === Node.TEXT_NODE) return NodeFilter.FILTER_ACCEPT;
        const el = node as Element;
        if (SKIP.has(el.tagName) || (exclude && el === exclude)) return NodeFilter.FILTER_REJECT;
        // The extension's own surfaces are covered whole; what is inside them is not read.
        if (ownElements.has(el)) return NodeFilter.FILTER_REJECT;
        return NodeFilter.FILTER_ACCEPT;
      },
    });
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.nodeType === Node.TEXT_NODE) {
        text(node as Text);
        continue;
      }
      const el = node as Element;
      const tag = el.tagName.toUpperCase();
      // Read once: the layout read is the costly part of an element.
      const r = el.getBoundingClientRect();
      if (OPAQUE.has(tag)) opaqueBox(r);
      else if (tag === 'SVG' && r.width >= SVG_TEXT_WIDTH) opaqueBox(r);
      const open = el.shadowRoot;
      if (open) {
        walk(open);
        continue;
      }
      const closed = shadowRootOf?.(el) ?? null;
      // A closed shadow root (another extension's UI, a page's own widget): its text is not ours to
      // read in a way the page could match, so its pixels go to OCR.
      if (closed) opaqueBox(r);
      else if (paintsImage(win, el, r, vw, vh)) opaqueBox(r);
    }
  };
  walk(root);
  return { words, opaque, own, viewport: { w: vw, h: vh }, costMs: performance.now() - started };
}

/** Painted from an image (a CSS background or mask, a border image): its pixels are not text the DOM holds. */
function paintsImage(win: Window, el: Element, r: DOMRect, vw: number, vh: number): boolean {
  // Only elements that take up room are looked at: the style read is the costly part.
  if (r.width < 24 || r.height < 8 || r.x >= vw || r.y >= vh || r.x + r.width <= 0 || r.y + r.height <= 0) return false;
  const style = win.getComputedStyle(el);
  return hasImage(style.backgroundImage) || hasImage(style.getPropertyValue('mask-image')) || hasImage(style.borderImageSource);
}

function hasImage(value: string | null | undefined): boolean {
  return !!value && value !== 'none' && value.includes('url(');
}
