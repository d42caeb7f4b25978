/**
 * Finds the site's composer and keeps the toolbar honest about it: a tab is reported `guarded`
 * only while a composer is actually found and watched, and `unprotected` (with the reason) until
 * then or once it is gone. SPAs swap the composer during navigation, so a loss is confirmed
 * after a moment before it is reported.
 */
import { conversationFor, type ComposerSelector, type EditorKind, type SiteProfile } from '../../core/sites/registry';
import { editorKindOf } from '../editable';
import type { GuardCall } from '../guard-client';

/** How long a page may take to render its composer before the tab is reported unprotected for good. */
export const COMPOSER_WAIT_MS = 5_000;

export interface Composer {
  el: HTMLElement;
  editor: EditorKind;
}

export class ComposerWatch {
  private composer: Composer | null = null;
  private reported: string | null = null;
  private reportedState: 'guarded' | 'unprotected' | null = null;
  private scanTimer: number | null = null;
  private lostSince: number | null = null;
  private startedAt = 0;
  private wanted: { state: 'guarded' | 'unprotected'; reason: string | null } | null = null;
  private delivering = false;

  constructor(
    private readonly win: Window,
    private readonly site: SiteProfile,
    private readonly call: GuardCall,
    private readonly waitMs: number = COMPOSER_WAIT_MS,
    private readonly pathname: () => string = () => win.location.pathname,
  ) {}

  start(signal?: AbortSignal): void {
    this.startedAt = performance.now();
    // Unprotected until a composer is actually found: the toolbar never shows protection it lacks.
    this.report('unprotected', 'Looking for the composer on this page…');
    const observer = new MutationObserver(() => this.scheduleScan());
    observer.observe(this.win.document, { subtree: true, childList: true });
    signal?.addEventListener('abort', () => observer.disconnect(), { once: true });
    this.scheduleScan();
    this.win.setTimeout(() => this.scan(), this.waitMs);
  }

  conversation(): string | null {
    return conversationFor(this.site, this.pathname());
  }

  /** The composer element when it holds `target`. */
  holding(target: EventTarget | null): HTMLElement | null {
    const composer = this.current();
    if (!composer) return null;
    if (target instanceof Node && (composer.el === target || composer.el.contains(target))) return composer.el;
    return null;
  }

  /** The composer as last found, looked for again when it left the page. */
  current(): Composer | null {
    const composer = this.composer?.el.isConnected ? this.composer : this.find();
    if (composer) this.composer = composer;
    return composer;
  }

  kindFor(el: HTMLElement): EditorKind {
    const known = this.composer && this.composer.el === el ? this.composer.editor : undefined;
    return editorKindOf(el, known);
  }

  private scheduleScan(): void {
    if (this.scanTimer !== null) return;
    this.scanTimer = this.win.setTimeout(() => {
      this.scanTimer = null;
      this.scan();
    }, 300);
  }

  private find(): Composer | null {
    for (const candidate of this.site.composers as readonly ComposerSelector[]) {
      let el: Element | null = null;
      try {
        el = this.win.document.querySelector(candidate.selector);
      } catch {
        continue;
      }
      if (el instanceof HTMLElement && el.isConnected) return { el, editor: candidate.editor };
    }
    return null;
  }

  private scan(): void {
    const found = this.find();
    this.composer = found;
    const waited = performance.now() - this.startedAt;
    if (found) {
      this.lostSince = null;
      this.report('guarded', null);
    } else if (this.reportedState === 'guarded') {
      this.lostSince ??= performance.now();
      if (performance.now() - this.lostSince > 3_000) this.report('unprotected', 'The composer on this page was not found.');
      else this.win.setTimeout(() => this.scan(), 3_100);
    } else if (waited >= this.waitMs - 50 && this.win.document.readyState !== 'loading') {
      this.report('unprotected', 'The composer on this page was not found, so typed messages are not checked.');
    }
  }

  private report(state: 'guarded' | 'unprotected', reason: string | null): void {
    const key = `${state}:${reason ?? ''}`;
    if (this.reported === key) return;
    this.reported = key;
    this.reportedState = state;
    this.wanted = { state, reason };
    void this.deliver();
  }

  /**
   * Sends the latest state to the worker, one hello at a time so a later state never lands
   * before an earlier one, and again after a failed call (a worker that was starting or busy),
   * so the toolbar never stays on a state the page has left.
   */
  private async deliver(): Promise<void> {
    if (this.delivering) return;
    this.delivering = true;
    try {
      for (let attempt = 0; this.wanted !== null; ) {
        const { state, reason } = this.wanted;
        this.wanted = null;
        const ok = await this.call('hello', { siteId: this.site.id, state, reason, conversation: this.conversation() }).then(
          () => true,
          () => false,
        );
        if (ok) {
          attempt = 0;
          continue;
        }
        this.wanted ??= { state, reason };
        attempt += 1;
        if (attempt > 20) return;
        await new Promise<void>((resolve) => this.win.setTimeout(resolve, Math.min(5_000, 250 * attempt)));
      }
    } finally {
      this.delivering = false;
    }
  }
}
