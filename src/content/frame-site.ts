/**
 * The facts about this frame that decide whether and how it is guarded, read from its window;
 * the rule itself is pure and shared with the page world (src/core/sites/frame-role.ts).
 */
import type { FrameFacts } from '../core/sites/frame-role';

export { foreignFrameSite, frameSite, type FrameFacts, type FrameSite } from '../core/sites/frame-role';

/** The facts `frameSite` needs, read from `win` (the top's origin only where the browser lets this frame read it). */
export function frameFacts(win: Pick<Window, 'location' | 'top' | 'origin'>): FrameFacts {
  const isTop = win.top === win;
  let topOrigin: string | null = null;
  if (!isTop) {
    try {
      topOrigin = win.top?.location.origin ?? null;
    } catch {
      // Another origin's page: this frame is not part of it.
    }
  }
  const list = (win.location as Location & { ancestorOrigins?: DOMStringList }).ancestorOrigins;
  const ancestorOrigins = list ? Array.from({ length: list.length }, (_, i) => list.item(i) ?? '') : null;
  return { isTop, href: win.location.href, origin: typeof win.origin === 'string' ? win.origin : win.location.origin, topOrigin, ancestorOrigins };
}
