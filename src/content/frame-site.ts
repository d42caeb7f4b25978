/**
 * Which AI site a frame belongs to, for the composer guard that runs in every frame. The site is
 * the top-level page's: a subframe is guarded only when it shares the top frame's origin (a page
 * of the site in an iframe, or an about:blank, srcdoc or blob: frame the site made, which inherit
 * its origin), so embeds from other sites, other AI sites included, are never taken for it.
 *
 * Pure: the facts come in as values (`frameFacts` reads them from a window), so the rule runs in
 * unit tests. A frame whose top it may not read, or whose own origin is opaque (sandboxed, data:),
 * is not guarded.
 */
import { siteForUrl, type SiteProfile } from '../core/sites/registry';

export interface FrameFacts {
  /** True in the top-level frame. */
  isTop: boolean;
  /** The frame's URL (`location.href`). */
  href: string;
  /**
   * The frame's own origin (`self.origin`, which about:blank and srcdoc frames inherit from their
   * creator; `location.origin` reads "null" there): "null" when opaque.
   */
  origin: string;
  /** The top frame's origin when this frame may read it (same origin), else null. */
  topOrigin: string | null;
}

export type FrameSite = { role: 'top' | 'subframe'; site: SiteProfile };

/** The site this frame is guarded for, and whether it is the top frame; undefined when it is not guarded. */
export function frameSite(facts: FrameFacts): FrameSite | undefined {
  if (facts.isTop) {
    const site = siteForUrl(facts.href);
    return site ? { role: 'top', site } : undefined;
  }
  if (facts.origin === 'null' || facts.topOrigin === null || facts.origin !== facts.topOrigin) return undefined;
  const site = siteForUrl(`${facts.origin}/`);
  return site ? { role: 'subframe', site } : undefined;
}

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
  return { isTop, href: win.location.href, origin: typeof win.origin === 'string' ? win.origin : win.location.origin, topOrigin };
}
