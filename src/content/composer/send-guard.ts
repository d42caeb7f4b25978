/**
 * Sends: Enter in the composer, a click on the site's send control, and a form submit are held in
 * the capture phase until the message is checked; a masked message replaces the composer's text
 * (verified) before the send is replayed. Text checked clean while typing (a preview) goes at
 * once and is recorded. Enter during IME composition never sends and is never acted on.
 */
import type { SiteProfile } from '../../core/sites/registry';
import { readText, selectAll, selectionSettled, squash } from '../editable';
import type { GuardCall } from '../guard-client';
import { insertVerified } from '../insert';
import { dispatchOwn, isOwn } from '../ours';
import type { ComposerWatch } from './composer-watch';
import { copy } from './copy';
import type { GuardUi, ItemCheck } from './item-check';

/** Select-all-and-insert attempts for the masked message before the send is given up (nothing sent). */
const REPLACE_ATTEMPTS = 2;
/**
 * How long an editor may take to show the masked message before the next method is tried. An
 * editor that takes a paste applies it when its page's thread is free: Firefox has held that
 * thread for a second after the paste, and a shorter wait tried the next method on top of it.
 * Returns as soon as the editor shows the message, so this costs nothing when it is quick.
 */
const REPLACE_SETTLE_MS = 2_000;

const PREVIEW_DEBOUNCE_MS = 250;
const PREVIEW_MAX_CHARS = 200_000;

export class SendGuard {
  private sending = false;
  /** An Enter keydown the guard held; its keyup must not reach sites that send on keyup. */
  private heldEnter = false;
  /** Text this guard put into the composer (or cleared) and may go out as it is. */
  private released = new WeakMap<HTMLElement, string>();
  private preview: { text: string; previewId: string } | null = null;
  private previewTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly win: Window,
    private readonly site: SiteProfile,
    private readonly call: GuardCall,
    private readonly check: ItemCheck,
    private readonly ui: GuardUi,
    private readonly watch: ComposerWatch,
    private readonly failed: (error: unknown) => void,
  ) {}

  install(signal?: AbortSignal): void {
    const capture: AddEventListenerOptions = { capture: true, ...(signal ? { signal } : {}) };
    this.win.addEventListener('keydown', (e) => this.onKeydown(e), capture);
    this.win.addEventListener('keyup', (e) => {
      if (this.heldEnter && e.key === 'Enter' && !isOwn(e)) {
        this.heldEnter = false;
        e.preventDefault();
        e.stopImmediatePropagation();
      }
    }, capture);
    this.win.addEventListener('click', (e) => this.onClick(e), capture);
    this.win.addEventListener('submit', (e) => this.onSubmit(e), capture);
    // Typing in the composer: look ahead so a clean message can go at once on Enter.
    this.win.addEventListener('input', (e) => {
      if (!isOwn(e) && this.watch.holding(e.target)) this.schedulePreview();
    }, capture);
  }

  private schedulePreview(): void {
    if (this.previewTimer !== null) clearTimeout(this.previewTimer);
    this.previewTimer = setTimeout(() => {
      this.previewTimer = null;
      const el = this.watch.current()?.el;
      if (!el) return;
      const text = readText(el);
      if (squash(text) === '' || text.length > PREVIEW_MAX_CHARS) return;
      this.call('preview', { text })
        .then((r) => {
          this.preview = r.clean && r.previewId ? { text, previewId: r.previewId } : null;
        })
        .catch(() => undefined);
    }, PREVIEW_DEBOUNCE_MS);
  }

  private onKeydown(e: KeyboardEvent): void {
    if (isOwn(e) || e.key !== 'Enter' || e.shiftKey || e.altKey) return;
    // During IME composition Enter commits the composition; it never sends, and the guard never acts
    // on it. The browser's own flag decides: a state kept from composition events could stick and
    // let a later Enter through unchecked.
    if (e.isComposing || e.keyCode === 229) return;
    const composer = this.watch.holding(e.target);
    if (!composer) return;
    const target = e.target as HTMLElement;
    const init: KeyboardEventInit = {
      key: 'Enter', code: 'Enter', bubbles: true, cancelable: true, composed: true,
      ctrlKey: e.ctrlKey, metaKey: e.metaKey,
    };
    this.guardSend(e, composer, () => {
      if (target.isConnected) dispatchOwn(target, new KeyboardEvent('keydown', init));
      this.clickSendIfStill(composer);
    });
  }

  private onClick(e: MouseEvent): void {
    if (isOwn(e)) return;
    const control = this.sendControlAt(e.target);
    if (!control) return;
    const composer = this.watch.current()?.el;
    if (!composer) return;
    this.guardSend(e, composer, () => {
      if (control.isConnected) dispatchOwn(control, new MouseEvent('click', { bubbles: true, cancelable: true, composed: true, view: this.win }));
    });
  }

  private onSubmit(e: SubmitEvent): void {
    if (isOwn(e)) return;
    const form = e.target;
    if (!(form instanceof HTMLFormElement)) return;
    const composer = this.watch.current()?.el;
    if (!composer || !form.contains(composer)) return;
    this.guardSend(e, composer, () => {
      if (form.isConnected) form.requestSubmit();
    });
  }

  private sendControlAt(target: EventTarget | null): HTMLElement | null {
    if (!(target instanceof Element)) return null;
    for (const selector of this.site.sendControls) {
      try {
        const hit = target.closest(selector);
        if (hit instanceof HTMLElement) return hit;
      } catch {
        // A selector this browser does not understand: try the next one.
      }
    }
    return null;
  }

  /** After a re-dispatched Enter, some composers only send from their button. */
  private clickSendIfStill(composer: HTMLElement): void {
    setTimeout(() => {
      const before = this.released.get(composer);
      if (before === undefined || squash(readText(composer)) === '' || readText(composer) !== before) return;
      for (const selector of this.site.sendControls) {
        const control = this.win.document.querySelector(selector);
        if (control instanceof HTMLElement && !control.hasAttribute('disabled') && control.getAttribute('aria-disabled') !== 'true') {
          dispatchOwn(control, new MouseEvent('click', { bubbles: true, cancelable: true, composed: true, view: this.win }));
          return;
        }
      }
    }, 60);
  }

  private guardSend(e: Event, composer: HTMLElement, resend: () => void): void {
    const text = readText(composer);
    if (squash(text) === '') return;
    if (this.released.get(composer) === text) return;
    if (this.preview && this.preview.text === text) {
      // Checked while typing and nothing was found: let it go now and record the decision.
      const { previewId } = this.preview;
      this.preview = null;
      this.released.set(composer, text);
      this.call('commit', { previewId }).catch(() => undefined);
      return;
    }
    e.preventDefault();
    e.stopImmediatePropagation();
    if (e.type === 'keydown') this.heldEnter = true;
    if (this.sending) return;
    this.sending = true;
    this.checkAndSend(composer, text, resend)
      .catch((error: unknown) => this.failed(error))
      .finally(() => {
        this.sending = false;
      });
  }

  private async checkAndSend(composer: HTMLElement, text: string, resend: () => void): Promise<void> {
    // Decided, confirmed by the worker while the policy it was decided under still holds, and
    // only then put in the composer and sent (a change in between decides again).
    await this.check.release(
      'send',
      async () => {
        const verdict = await this.check.decide('send', text);
        if (verdict !== null && readText(composer) !== text) {
          // Nothing is confirmed, so nothing is recorded as sent.
          this.ui.notify('warning', copy.changedWhileChecked);
          return null;
        }
        return verdict;
      },
      (verdict) => [verdict.releaseId],
      async (verdict) => {
        if (verdict.changed) {
          // Each attempt selects everything first, so a second one replaces what the first left
          // (an editor that had not taken the new selection yet puts the text beside the old).
          let result = { ok: false } as Awaited<ReturnType<typeof insertVerified>>;
          for (let attempt = 0; attempt < REPLACE_ATTEMPTS && !result.ok; attempt++) {
            if (selectAll(composer)) await selectionSettled(this.win.document);
            result = await insertVerified(composer, verdict.text, { kind: this.watch.kindFor(composer), replaceAll: true, settleMs: REPLACE_SETTLE_MS });
          }
          if (!result.ok) {
            this.ui.notify('error', copy.maskedNotInserted);
            return;
          }
        }
        this.released.set(composer, readText(composer));
        resend();
      },
    );
  }
}
