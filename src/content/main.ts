/**
 * The composer guard's start in one frame of an AI site's page (frame-role.ts says which):
 * - the top frame gets the whole guard and restores replies (in extension frames);
 * - a frame of the same origin (a page of the site, about:blank, srcdoc or blob:) guards pastes,
 *   drops and uploads and shows its prompts and notices in the top frame;
 * - a frame of another origin inside the page (startForeignFrameGuard) guards pastes, drops and
 *   uploads too, decided for its own origin, with its prompts in its own document.
 * Every guarded frame also answers the page-world access guard (clipboard reads, file pickers).
 *
 * The guard is not tied to WXT's content-script context: that context stops when a
 * "content script started" event arrives on the document, and a page can dispatch that event
 * itself. A guard that outlives its extension (updated or removed) keeps stopping what it
 * cannot check and says so; it never falls silent and lets content through.
 */
import type { Send } from '../protocol/channel';
import { conversationFor } from '../core/sites/registry';
import { ComposerGuard } from './composer/composer-guard';
import type { FilePort } from './composer/file-redaction';
import { foreignFrameSite, frameFacts, frameSite } from './frame-site';
import { guardCall } from './guard-client';
import { PageAccess } from './page-access';
import { ReplyRestorer, type FrameStyle } from './restore';
import { GuardOverlay } from './ui/overlay';

export interface ContentGuardDeps {
  send: Send;
  /** The extension URL of one of its pages (the restoration frame). */
  extensionUrl: (path: string) => string;
  /** Ends the guard (tests); the extension's own build never passes one. */
  signal?: AbortSignal;
  /** Opens a port to the service worker for a file's redaction. */
  connect?: (name: string) => FilePort;
}

export function startContentGuard(win: Window, deps: ContentGuardDeps): void {
  const frame = frameSite(frameFacts(win));
  if (!frame) return;
  const { site } = frame;
  const { signal } = deps;
  const call = guardCall(deps.send);
  if (frame.role === 'subframe') {
    const top = win.top;
    if (!top) return;
    // Same origin as the top frame (frameSite checked), so its document is ours to draw in.
    const ui = new GuardOverlay(top.document);
    const pathname = (): string => {
      try {
        return top.location.pathname;
      } catch {
        return win.location.pathname;
      }
    };
    const { check, transfers } = new ComposerGuard({ win, site, call, ui, role: 'subframe', pathname, ...(signal ? { signal } : {}), ...(deps.connect ? { connect: deps.connect } : {}) }).install();
    new PageAccess(win, check, transfers).start();
    win.addEventListener('pagehide', () => ui.close());
    signal?.addEventListener('abort', () => ui.close(), { once: true });
    return;
  }
  const ui = new GuardOverlay(win.document);
  const { check, transfers } = new ComposerGuard({ win, site, call, ui, ...(signal ? { signal } : {}), ...(deps.connect ? { connect: deps.connect } : {}) }).install();
  new PageAccess(win, check, transfers).start();
  const frameBase = deps.extensionUrl('/restore-frame.html');
  const restorer = new ReplyRestorer(
    win.document,
    site.replies,
    async (tokens) => (await call('restore', { tokens, conversation: conversationFor(site, win.location.pathname) })).tickets,
    (ticket: string, token: string, style: FrameStyle) => `${frameBase}#${new URLSearchParams({ t: ticket, k: token, f: JSON.stringify(style) }).toString()}`,
  );
  restorer.start();
  signal?.addEventListener('abort', () => (restorer.stop(), ui.close()), { once: true });
}

/**
 * A frame of another origin than the top's, inside an AI site's page: pastes, drops and uploads
 * are guarded there too. Chrome names the top frame's origin at once (ancestorOrigins); where
 * the browser does not, the service worker, which knows the tab, answers — the listeners are in
 * place from the start either way, so nothing arrives before the guard does.
 */
export function startForeignFrameGuard(win: Window, deps: Pick<ContentGuardDeps, 'send' | 'signal' | 'connect'>): void {
  const facts = frameFacts(win);
  const site = foreignFrameSite(facts);
  if (site === undefined) return;
  const call = guardCall(deps.send);
  const ui = new GuardOverlay(win.document);
  const controller = new AbortController();
  deps.signal?.addEventListener('abort', () => controller.abort(), { once: true });
  const siteProfile = site === 'unknown' ? undefined : site;
  const { check, transfers } = new ComposerGuard({
    win,
    // Decided for the frame's own origin by the service worker; the name is the page's site's.
    site: siteProfile ?? { id: 'frame', name: 'this site', hosts: [], matches: [], composers: [], sendControls: [], fileInputs: [], dropZones: [], replies: [], conversationPath: '^$' },
    call,
    ui,
    role: 'subframe',
    pathname: () => '',
    signal: controller.signal,
    ...(deps.connect ? { connect: deps.connect } : {}),
  }).install();
  if (siteProfile) new PageAccess(win, check, transfers).start();
  else {
    // Not known yet: ask. In a page that is not an AI site the guard steps aside.
    call('frame/check', null)
      .then((answer) => {
        if (!answer.guarded) controller.abort();
      })
      .catch(() => undefined);
  }
  win.addEventListener('pagehide', () => ui.close());
}
