/**
 * Which AI site a frame is guarded for, and how. The site is always the top-level page's:
 * - the top frame of an AI site gets the whole guard;
 * - a subframe sharing the top frame's origin (a page of the site in an iframe, or an about:blank,
 *   srcdoc or blob: frame the site made) guards pastes, drops and uploads for the site;
 * - a frame of any other origin inside an AI site's page — a user-content origin the site embeds,
 *   any origin a page chooses to embed, a sandboxed or data: frame — is a "foreign" frame: its
 *   pastes, drops and uploads are guarded too, decided for the origin that receives them.
 * Frames of pages that are not AI sites are left alone.
 *
 * Pure: the facts come in as values (the content scripts and the page-world script read them
 * from their window), so one rule decides in every world and in unit tests.
 */
import { siteForUrl, type SiteProfile } from './registry';

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
  /**
   * The origins of the frame's ancestors, nearest first, when the browser tells (Chrome's
   * `location.ancestorOrigins`); null where it does not (Firefox).
   */
  ancestorOrigins?: readonly string[] | null;
}

export type FrameSite = { role: 'top' | 'subframe'; site: SiteProfile };

/** The site this frame is guarded for as part of the site's page; undefined when it is not. */
export function frameSite(facts: FrameFacts): FrameSite | undefined {
  if (facts.isTop) {
    const site = siteForUrl(facts.href);
    return site ? { role: 'top', site } : undefined;
  }
  if (facts.origin === 'null' || facts.topOrigin === null || facts.origin !== facts.topOrigin) return undefined;
  const site = siteForUrl(`${facts.origin}/`);
  return site ? { role: 'subframe', site } : undefined;
}

/**
 * For a frame `frameSite` leaves alone: the AI site whose page it is in, as far as this frame can
 * tell at once — 'unknown' where the browser does not say who the top frame is (then the service
 * worker, which knows the tab, answers), undefined when it is not in an AI site's page.
 */
export function foreignFrameSite(facts: FrameFacts): SiteProfile | 'unknown' | undefined {
  if (facts.isTop || frameSite(facts) !== undefined) return undefined;
  const ancestors = facts.ancestorOrigins;
  if (ancestors === null || ancestors === undefined) return facts.topOrigin !== null ? siteForUrl(`${facts.topOrigin}/`) : 'unknown';
  const top = ancestors[ancestors.length - 1];
  return top !== undefined ? siteForUrl(`${top}/`) : undefined;
}

/** What reading a frame's facts needs of its window (a browser Window is one). */
export interface FrameWindow {
  readonly top: FrameWindow | null;
  readonly origin?: unknown;
  readonly location: { readonly href: string; readonly origin: string; readonly ancestorOrigins?: { readonly length: number; item(index: number): string | null } };
}

/**
 * The facts `frameSite` needs, read from `win` (the top's origin only where the browser lets this
 * frame read it). The content scripts and the page world read them alike.
 */
export function frameFacts(win: FrameWindow): FrameFacts {
  const isTop = win.top === win;
  let topOrigin: string | null = null;
  if (!isTop) {
    try {
      topOrigin = win.top?.location.origin ?? null;
    } catch {
      // Another origin's page: this frame is not part of it.
    }
  }
  const list = win.location.ancestorOrigins;
  const ancestorOrigins = list ? Array.from({ length: list.length }, (_, i) => list.item(i) ?? '') : null;
  return { isTop, href: win.location.href, origin: typeof win.origin === 'string' ? win.origin : win.location.origin, topOrigin, ancestorOrigins };
}
