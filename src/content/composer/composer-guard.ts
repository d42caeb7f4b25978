/**
 * The composer guard: capture-phase listeners, installed before the page runs any script, that
 * stop every paste, drop, file-input change and send on an AI site until the service worker has
 * decided what may go through. Released text is put back so the editor's own model keeps it and
 * is verified; when it does not stick, nothing is inserted and the person is told. The raw
 * original is never re-inserted as a fallback. It runs in every frame of the site's page: in a
 * subframe it guards pastes, drops and uploads only, and its prompts and notices show in the top
 * frame (see frame-site.ts for which frames count as the site).
 *
 * Trust boundary: this runs in the isolated world. The page can forge events, but its events are
 * checked like the person's (never released unchecked), the guard's own re-dispatched events are
 * recognised by identity (a WeakSet the page cannot reach), prompt answers must be trusted input
 * inside a closed shadow root, and the page has no channel to the service worker at all.
 */
import type { SiteProfile } from '../../core/sites/registry';
import type { GuardCall } from '../guard-client';
import { ComposerWatch, COMPOSER_WAIT_MS } from './composer-watch';
import { copy } from './copy';
import type { FilePort } from './file-redaction';
import { ItemCheck, type GuardUi } from './item-check';
import { SendGuard } from './send-guard';
import { TransferGuard } from './transfers';
import { UploadGuard } from './uploads';

export type { GuardUi } from './item-check';

export interface ComposerGuardDeps {
  win: Window;
  site: SiteProfile;
  call: GuardCall;
  ui: GuardUi;
  /** How long to look for the composer before calling the tab unprotected. */
  composerWaitMs?: number;
  /**
   * `subframe` for a frame inside the site's page: pastes, drops and uploads there are decided
   * as in the top frame, but the frame looks for no composer, says nothing about the tab's state
   * (the toolbar keeps what the top frame found) and guards no send.
   */
  role?: 'top' | 'subframe';
  /** The path conversations are read from: the top frame's, in a subframe. Defaults to this window's. */
  pathname?: () => string;
  /** Ends every listener and observer (the extension was updated or unloaded). */
  signal?: AbortSignal;
  /** Opens a runtime port to the service worker (files are redacted over one). */
  connect?: (name: string) => FilePort;
}

export class ComposerGuard {
  constructor(private readonly deps: ComposerGuardDeps) {}

  /**
   * Registers every listener synchronously; call at document_start. Returns the item check and
   * the paste guard, which the page-world access guard decides through as well.
   */
  install(): { check: ItemCheck; transfers: TransferGuard } {
    const { win, site, call, ui } = this.deps;
    const watch = new ComposerWatch(win, site, call, this.deps.composerWaitMs ?? COMPOSER_WAIT_MS, this.deps.pathname ?? (() => win.location.pathname));
    const check = new ItemCheck({ call, ui, siteName: site.name, conversation: () => watch.conversation(), ...(this.deps.connect ? { connect: this.deps.connect } : {}) });
    const failed = (error: unknown): void => this.failed(error);
    // Paste, drop and file inputs in every frame, since a page can read what lands in any of them.
    const { signal } = this.deps;
    const transfers = new TransferGuard(win, check, ui, watch, failed);
    transfers.install(signal);
    new UploadGuard(win, check, ui, failed).install(signal);
    if (this.deps.role === 'subframe') return { check, transfers };
    new SendGuard(win, site, call, check, ui, watch, failed).install(signal);
    watch.start(signal);
    return { check, transfers };
  }

  /** Something broke mid-way: nothing unchecked was inserted; say so, and log the kind (never content). */
  private failed(error: unknown): void {
    console.error('Consentry: the guard stopped an action after an internal error.', error instanceof Error ? error.name : typeof error, error instanceof Error ? error.stack : '');
    try {
      this.deps.ui.notify('error', copy.internalError);
    } catch {
      // The notice itself failed; the action is still stopped.
    }
  }
}
