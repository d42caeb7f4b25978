/**
 * The surfaces the extension itself draws on a page — its prompts and notices, the values it
 * restores into replies, the frames it shows them in — registered where they are drawn, so a
 * share of the tab covers them on every frame, whatever the DOM reading or OCR would say of them.
 *
 * Every content script of the extension in a frame runs in the same isolated world, but each is
 * its own bundle: the registry is kept on the frame's window object in that world (under a
 * Symbol.for key), where every content script of the extension finds the same one and a page
 * script never sees it. A surface is registered in the registry of the window whose document
 * holds it; the screen bridge reads the top frame's registry and those of same-origin subframes.
 *
 * Where a surface was is remembered for a moment after it moves or goes (REMEMBER_MS): a shared
 * frame can show the page a little later than the DOM, and a page that flashes a surface or
 * moves it must not get the frame in between uncovered.
 *
 *   const unregister = registerOwnSurface(element, 'restored');   // an Element, or a ShadowRoot we hold
 *   unregister();                                                   // when it is taken away
 *   ownSurfaceBoxes(window)                                         // viewport boxes, for the bridge
 */
import type { Box } from '../../core/screen/types';

export type OwnSurfaceKind = 'prompt' | 'notice' | 'restored' | 'frame';

/** How long the place of a surface that moved or went stays covered. */
export const REMEMBER_MS = 1000;

interface Entry {
  /** Held weakly: a surface the page dropped and nobody holds is collected, not kept here. */
  ref: WeakRef<Element | ShadowRoot>;
  kind: OwnSurfaceKind;
}

interface Remembered {
  box: Box;
  until: number;
}

interface Registry {
  entries: Set<Entry>;
  remembered: Remembered[];
}

const KEY = Symbol.for('consentry.own-surfaces');

type Holder = { [KEY]?: Registry };

function registryOf(win: Window): Registry {
  const holder = win as unknown as Holder;
  let registry = holder[KEY];
  if (!registry) {
    registry = { entries: new Set(), remembered: [] };
    Object.defineProperty(win, KEY, { value: registry, enumerable: false, configurable: false, writable: false });
  }
  return registry;
}

/** The registry of `win` if one exists there and can be reached (a cross-origin frame cannot). */
function existingRegistry(win: Window | null): Registry | undefined {
  try {
    return win ? (win as unknown as Holder)[KEY] : undefined;
  } catch {
    return undefined;
  }
}

/** Keeps `box` covered until `until` (one entry per place). */
function remember(registry: Registry, box: Box, until: number): void {
  const known = registry.remembered.find((r) => r.box.x === box.x && r.box.y === box.y && r.box.w === box.w && r.box.h === box.h);
  if (known) known.until = Math.max(known.until, until);
  else registry.remembered.push({ box, until });
}

function now(): number {
  return performance.now();
}

/** The viewport boxes `node` covers now: an element's own boxes, and every element's inside it. */
function boxesOf(node: Element | ShadowRoot): Box[] {
  if (!node.isConnected) return [];
  const out: Box[] = [];
  const add = (el: Element): void => {
    const rects = el.getClientRects();
    for (let i = 0; i < rects.length; i++) {
      const r = rects[i]!;
      if (r.width > 0 && r.height > 0) out.push({ x: r.x, y: r.y, w: r.width, h: r.height });
    }
  };
  if (node instanceof Element) add(node);
  for (const el of Array.from(node.querySelectorAll('*'))) add(el);
  return merge(out);
}

/** Boxes that overlap or touch, merged (a prompt is dozens of elements, one box on screen). */
function merge(boxes: Box[]): Box[] {
  const out: Box[] = [];
  for (const b of boxes) {
    let box = b;
    for (let i = out.length - 1; i >= 0; i--) {
      const o = out[i]!;
      if (box.x <= o.x + o.w + 1 && o.x <= box.x + box.w + 1 && box.y <= o.y + o.h + 1 && o.y <= box.y + box.h + 1) {
        const x = Math.min(o.x, box.x);
        const y = Math.min(o.y, box.y);
        box = { x, y, w: Math.max(o.x + o.w, box.x + box.w) - x, h: Math.max(o.y + o.h, box.y + box.h) - y };
        out.splice(i, 1);
      }
    }
    out.push(box);
  }
  return out;
}

/**
 * Registers a surface the extension drew; returns the function that takes it off the list (call
 * it when the surface is removed; its place stays covered for REMEMBER_MS). `node` is an element
 * in the page's document, or a shadow root the caller holds (every element in it counts).
 */
export function registerOwnSurface(node: Element | ShadowRoot, kind: OwnSurfaceKind): () => void {
  const doc = node instanceof ShadowRoot ? node.host.ownerDocument : node.ownerDocument;
  const win = doc.defaultView;
  if (!win) return () => undefined;
  const registry = registryOf(win);
  const entry: Entry = { ref: new WeakRef(node), kind };
  registry.entries.add(entry);
  // Measured at once too: a surface the page takes away before the next reading still counts.
  const until = now() + REMEMBER_MS;
  for (const box of boxesOf(node)) remember(registry, box, until);
  return () => {
    if (!registry.entries.delete(entry)) return;
    const until = now() + REMEMBER_MS;
    for (const box of boxesOf(node)) remember(registry, box, until);
  };
}

/**
 * The registered surfaces of `win` as elements (a registered shadow root by its host): the DOM
 * reading leaves out each of them and everything inside. Taken once per reading, so the walk
 * asks a set, not the registry, for every element.
 */
export function ownSurfaceElements(win: Window): ReadonlySet<Element> {
  const out = new Set<Element>();
  const registry = existingRegistry(win);
  if (!registry) return out;
  for (const e of registry.entries) {
    const node = e.ref.deref();
    if (node instanceof ShadowRoot) out.add(node.host);
    else if (node) out.add(node);
  }
  return out;
}

/** How many surfaces are registered in `win` now (for tests). */
export function ownSurfaceCount(win: Window): number {
  return existingRegistry(win)?.entries.size ?? 0;
}

/**
 * Every registered surface of `win` as viewport boxes (CSS pixels), with where surfaces were in
 * the last REMEMBER_MS, and those of same-origin subframes moved into `win`'s viewport.
 */
export function ownSurfaceBoxes(win: Window): Box[] {
  const t = now();
  const out: Box[] = [];
  const registry = existingRegistry(win);
  if (registry) {
    registry.remembered = registry.remembered.filter((r) => r.until > t);
    for (const e of [...registry.entries]) {
      const node = e.ref.deref();
      if (!node) {
        registry.entries.delete(e);
        continue;
      }
      // A surface taken off the page stays registered: the page may put it back.
      for (const box of boxesOf(node)) {
        out.push(box);
        remember(registry, box, t + REMEMBER_MS);
      }
    }
    for (const r of registry.remembered) out.push(r.box);
  }
  for (const frame of Array.from(win.document.querySelectorAll('iframe, frame'))) {
    let child: Window | null = null;
    try {
      child = (frame as HTMLIFrameElement).contentWindow;
      // A cross-origin frame's registry is out of reach (and its pixels go to OCR anyway).
      if (!child || !(frame as HTMLIFrameElement).contentDocument) continue;
    } catch {
      continue;
    }
    const inner = ownSurfaceBoxes(child);
    if (inner.length === 0) continue;
    const r = frame.getBoundingClientRect();
    const style = win.getComputedStyle(frame);
    const dx = r.x + (parseFloat(style.borderLeftWidth) || 0) + (parseFloat(style.paddingLeft) || 0);
    const dy = r.y + (parseFloat(style.borderTopWidth) || 0) + (parseFloat(style.paddingTop) || 0);
    for (const b of inner) out.push({ x: b.x + dx, y: b.y + dy, w: b.w, h: b.h });
  }
  return merge(out);
}
