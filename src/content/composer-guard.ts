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
import { DEFAULT_LIMITS } from '../core/engine/types';
import type { Surface } from '../worker/consent-ledger';
import type { CategorySummary, GuardVerdict, HeldKind, PromptChoice } from '../protocol/guard';
import { conversationFor, type ComposerSelector, type EditorKind, type SiteProfile } from '../core/sites/registry';
import {
  editableRoot,
  editorKindOf,
  readText,
  restoreSelection,
  saveSelection,
  selectAll,
  selectionSettled,
  squash,
  type SavedSelection,
} from './editable';
import { MAX_FILES_PER_ACTION, MAX_TEXT_FILE_BYTES, formatBytes, rewrap, sniff } from './files';
import type { GuardCall } from './guard-client';
import { insertVerified } from './insert';
import { dispatchOwn, isOwn } from './ours';
import { categoryPhrase, decisionNote, summaryPhrase } from './ui/category-labels';
import type { NoticeItem, PromptAnswer, PromptRequest } from './ui/consent-prompt';

/** The overlay as the guard uses it (a fake in unit tests). */
export interface GuardUi {
  ask<A extends string>(request: PromptRequest<A>): Promise<PromptAnswer<A>>;
  notify(tone: NoticeItem['tone'], text: string): void;
}

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
}

interface Transfer {
  surface: Extract<Surface, 'paste' | 'drop'>;
  /** The editable element the text goes into, if any. */
  editor: HTMLElement | null;
  saved: SavedSelection;
  /** Where the event landed (for re-dispatching files). */
  eventTarget: Element | null;
  text: string;
  html: string;
  files: File[];
  dropPoint?: { x: number; y: number };
}

const PREVIEW_DEBOUNCE_MS = 250;
/** How long a page may take to render its composer before the tab is reported unprotected for good. */
const COMPOSER_WAIT_MS = 5_000;
const PREVIEW_MAX_CHARS = 200_000;

const HELD_NOUN: Readonly<Record<Exclude<HeldKind, 'text'>, string>> = { image: 'image', pdf: 'PDF', binary: 'file' };
const SURFACE_NOUN: Readonly<Record<Surface, string>> = { paste: 'paste', drop: 'drop', upload: 'upload', send: 'message', screen: 'screen' };

/**
 * Takes a paste's or drop's content from the page: when it carries anything, the event is stopped
 * before the page sees it and its text, HTML and files come back to be checked.
 */
function takeTransfer(e: Event, data: DataTransfer | null, surface: Transfer['surface']): Transfer | null {
  if (!data) return null;
  const files = [...data.files];
  const text = data.getData('text/plain');
  const html = data.getData('text/html');
  if (files.length === 0 && text === '' && html === '') return null;
  e.preventDefault();
  e.stopImmediatePropagation();
  const editor = editableRoot(e.target);
  return {
    surface,
    editor,
    saved: editor ? saveSelection(editor) : { kind: 'none' },
    eventTarget: e.target instanceof Element ? e.target : null,
    text: text !== '' ? text : htmlToText(html),
    html,
    files,
  };
}

export class ComposerGuard {
  private readonly win: Window;
  private readonly doc: Document;
  private composer: { el: HTMLElement; editor: EditorKind } | null = null;
  private reported: string | null = null;
  private reportedState: 'guarded' | 'unprotected' | null = null;
  /** The editable element a trusted drag started in: moving text within one editor needs no check. */
  private dragSource: HTMLElement | null = null;
  private sending = false;
  /** An Enter keydown the guard held; its keyup must not reach sites that send on keyup. */
  private heldEnter = false;
  /** Text this guard put into the composer (or cleared) and may go out as it is. */
  private released = new WeakMap<HTMLElement, string>();
  private preview: { text: string; previewId: string } | null = null;
  private previewTimer: ReturnType<typeof setTimeout> | null = null;
  private fileInputs = new WeakSet<HTMLInputElement>();
  private scanTimer: number | null = null;
  private lostSince: number | null = null;
  private startedAt = 0;

  constructor(private readonly deps: ComposerGuardDeps) {
    this.win = deps.win;
    this.doc = deps.win.document;
  }

  /** Registers every listener synchronously; call at document_start. */
  install(): void {
    this.installTransfers();
    if (this.deps.role === 'subframe') return;
    const capture = { capture: true } as const;
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
    this.startedAt = performance.now();
    // Unprotected until a composer is actually found: the toolbar never shows protection it lacks.
    this.report('unprotected', 'Looking for the composer on this page…');
    const observe = (): void => {
      new MutationObserver(() => this.scheduleScan()).observe(this.doc, { subtree: true, childList: true });
      this.scheduleScan();
    };
    observe();
    this.win.setTimeout(() => this.scan(), this.deps.composerWaitMs ?? COMPOSER_WAIT_MS);
  }

  /** Paste, drop and file-input listeners: in every frame, since a page can read what lands in any of them. */
  private installTransfers(): void {
    const capture = { capture: true } as const;
    this.win.addEventListener('paste', (e) => this.onPaste(e), capture);
    this.win.addEventListener('drop', (e) => this.onDrop(e), capture);
    this.win.addEventListener('dragstart', (e) => {
      this.dragSource = e.isTrusted ? editableRoot(e.target) : null;
    }, capture);
    this.win.addEventListener('dragend', () => {
      this.dragSource = null;
    }, capture);
    this.win.addEventListener('input', (e) => this.onInput(e), capture);
    this.win.addEventListener('change', (e) => this.onChange(e), capture);
  }

  // ── composer discovery and tab state ───────────────────────────────────────────────────────

  private scheduleScan(): void {
    if (this.scanTimer !== null) return;
    this.scanTimer = this.win.setTimeout(() => {
      this.scanTimer = null;
      this.scan();
    }, 300);
  }

  private findComposer(): { el: HTMLElement; editor: EditorKind } | null {
    for (const candidate of this.deps.site.composers as readonly ComposerSelector[]) {
      let el: Element | null = null;
      try {
        el = this.doc.querySelector(candidate.selector);
      } catch {
        continue;
      }
      if (el instanceof HTMLElement && el.isConnected) return { el, editor: candidate.editor };
    }
    return null;
  }

  private scan(): void {
    const found = this.findComposer();
    this.composer = found;
    const waited = performance.now() - this.startedAt;
    if (found) {
      this.lostSince = null;
      this.report('guarded', null);
    } else if (this.reportedState === 'guarded') {
      // SPAs swap the composer out during navigation; give it a moment before saying it is gone.
      this.lostSince ??= performance.now();
      if (performance.now() - this.lostSince > 3_000) this.report('unprotected', 'The composer on this page was not found.');
      else this.win.setTimeout(() => this.scan(), 3_100);
    } else if (waited >= (this.deps.composerWaitMs ?? COMPOSER_WAIT_MS) - 50 && this.doc.readyState !== 'loading') {
      this.report('unprotected', 'The composer on this page was not found, so typed messages are not checked.');
    }
  }

  private report(state: 'guarded' | 'unprotected', reason: string | null): void {
    const key = `${state}:${reason ?? ''}`;
    if (this.reported === key) return;
    this.reported = key;
    this.reportedState = state;
    this.deps
      .call('hello', { siteId: this.deps.site.id, state, reason, conversation: this.conversation() })
      .catch(() => undefined);
  }

  private conversation(): string | null {
    return conversationFor(this.deps.site, this.deps.pathname?.() ?? this.win.location.pathname);
  }

  /** The composer that holds `target`, when the site's composer is known. */
  private composerHolding(target: EventTarget | null): HTMLElement | null {
    const composer = this.composer?.el.isConnected ? this.composer : this.findComposer();
    if (!composer) return null;
    this.composer = composer;
    if (target instanceof Node && (composer.el === target || composer.el.contains(target))) return composer.el;
    return null;
  }

  private kindFor(el: HTMLElement): EditorKind {
    const known = this.composer && this.composer.el === el ? this.composer.editor : undefined;
    return editorKindOf(el, known);
  }

  /** Something broke mid-way: nothing unchecked was inserted; say so, and log the kind (never content). */
  private failed(error: unknown): void {
    console.error('Consentry: the guard stopped an action after an internal error.', error instanceof Error ? error.name : typeof error, error instanceof Error ? error.stack : '');
    try {
      this.deps.ui.notify('error', 'Consentry hit an internal error, so nothing was inserted.');
    } catch {
      // The notice itself failed; the action is still stopped.
    }
  }

  // ── paste and drop ─────────────────────────────────────────────────────────────────────────

  private onPaste(e: ClipboardEvent): void {
    if (isOwn(e)) return;
    // Every paste with content is checked, even outside an editable field: pages can read a paste anywhere.
    const transfer = takeTransfer(e, e.clipboardData, 'paste');
    if (transfer) this.handleTransfer(transfer).catch((error: unknown) => this.failed(error));
  }

  private onDrop(e: DragEvent): void {
    if (isOwn(e)) return;
    const source = this.dragSource;
    this.dragSource = null;
    if (source !== null && e.isTrusted && editableRoot(e.target) === source) {
      // Text moved within one editor is already there. A drag from anywhere else in the page (a reply
      // showing restored values, say) is checked like any other drop.
      return;
    }
    const transfer = takeTransfer(e, e.dataTransfer, 'drop');
    if (transfer) this.handleTransfer({ ...transfer, dropPoint: { x: e.clientX, y: e.clientY } }).catch((error: unknown) => this.failed(error));
  }

  private async handleTransfer(t: Transfer): Promise<void> {
    if (t.files.length > MAX_FILES_PER_ACTION) {
      this.deps.ui.notify('error', `That ${SURFACE_NOUN[t.surface]} holds ${t.files.length} files; Consentry checks at most ${MAX_FILES_PER_ACTION} at once. Nothing was added.`);
      return;
    }
    const releasedFiles: File[] = [];
    for (const file of t.files) {
      const out = await this.guardFile(file, t.surface);
      if (out) releasedFiles.push(out);
    }
    let textOut: { text: string; html?: string } | null = null;
    if (t.text !== '') textOut = await this.guardText(t.surface, t.text, t.html);

    // Files, and text landing outside an editable field, go to the page as a new event carrying only
    // what was released; text for an editor is inserted (and verified) below.
    const textForEvent = t.editor === null ? textOut : null;
    if (releasedFiles.length > 0 || textForEvent !== null) {
      const transfer = new DataTransfer();
      for (const f of releasedFiles) transfer.items.add(f);
      if (textForEvent) {
        transfer.setData('text/plain', textForEvent.text);
        if (textForEvent.html !== undefined) transfer.setData('text/html', textForEvent.html);
      }
      const target = t.eventTarget?.isConnected ? t.eventTarget : (t.editor ?? this.doc.body);
      if (target) {
        if (t.editor && restoreSelection(t.editor, t.saved)) await selectionSettled(this.doc);
        const init = { bubbles: true, cancelable: true, composed: true };
        const event =
          t.surface === 'drop'
            ? new DragEvent('drop', { ...init, clientX: t.dropPoint?.x ?? 0, clientY: t.dropPoint?.y ?? 0, dataTransfer: transfer })
            : new ClipboardEvent('paste', { ...init, clipboardData: transfer });
        dispatchOwn(target, event);
      }
    }
    if (textOut && t.editor) {
      if (!t.editor.isConnected) {
        this.deps.ui.notify('error', `The field you ${t.surface === 'drop' ? 'dropped' : 'pasted'} into is gone; nothing was inserted.`);
        return;
      }
      if (restoreSelection(t.editor, t.saved)) await selectionSettled(this.doc);
      const result = await insertVerified(t.editor, textOut.text, {
        kind: this.kindFor(t.editor),
        ...(textOut.html !== undefined ? { html: textOut.html } : {}),
        ...(t.surface === 'drop' && t.dropPoint ? { dropPoint: t.dropPoint } : {}),
      });
      if (!result.ok) {
        this.deps.ui.notify(
          'error',
          result.reason === 'altered'
            ? `This editor changed the checked text while it was inserted; check what it shows before sending.`
            : `This editor would not take the checked text, so nothing was ${t.surface === 'drop' ? 'dropped' : 'pasted'}. Your original was not inserted either.`,
        );
      }
    }
  }

  /** Decides text through the service worker; returns what may be inserted, or null. */
  private async guardText(surface: Surface, text: string, html: string): Promise<{ text: string; html?: string } | null> {
    if (text.length > DEFAULT_LIMITS.maxInputChars) {
      // Past the engine's limit the answer is known: refuse at once instead of shipping megabytes.
      this.deps.ui.notify(
        'error',
        `This ${SURFACE_NOUN[surface]} is too large to check on your device (${formatChars(text.length)}; the limit is ${formatChars(DEFAULT_LIMITS.maxInputChars)}). Nothing was inserted.`,
      );
      this.deps.call('held', { surface, kind: 'text', answer: 'too_large' }).catch(() => undefined);
      return null;
    }
    const verdict = await this.decide(surface, text);
    if (verdict === null) return null;
    // Formatting travels only when nothing was changed and the markup itself holds nothing.
    let keepHtml: string | undefined;
    if (!verdict.changed && html !== '' && html.length <= 256 * 1024) {
      const htmlCheck = await this.deps.call('preview', { text: html }).catch(() => ({ clean: false, previewId: null }));
      if (htmlCheck.clean) keepHtml = html;
    }
    return { text: verdict.text, ...(keepHtml !== undefined ? { html: keepHtml } : {}) };
  }

  /**
   * One check, with the prompt when the policy asks: returns the released text, or null when
   * nothing may go (blocked, cancelled, or the worker could not be reached).
   */
  private async decide(surface: Surface, text: string, itemName?: string): Promise<{ text: string; changed: boolean } | null> {
    let verdict: GuardVerdict;
    try {
      verdict = await this.deps.call('check', { surface, text, conversation: this.conversation() });
    } catch {
      this.deps.ui.notify('error', `Consentry could not check this ${SURFACE_NOUN[surface]}, so nothing was inserted. Reload the page and try again.`);
      return null;
    }
    for (let round = 0; round < 3; round++) {
      if (verdict.verdict === 'release') {
        if (verdict.changed) this.deps.ui.notify('info', `Masked ${summaryPhrase(verdict.categories.filter((c) => c.decision !== 'allow' || c.locked))} before it reached ${this.deps.site.name}.`);
        return { text: verdict.text, changed: verdict.changed };
      }
      if (verdict.verdict === 'block') {
        this.deps.ui.notify('error', verdict.reason);
        return null;
      }
      const answer = await this.deps.ui.ask(this.askRequest(surface, verdict.categories, itemName));
      try {
        const next = await this.deps.call('answer', { pendingId: verdict.pendingId, choice: answer.action, remember: answer.remember });
        if (next.rememberOutcome === 'needs_confirmation') this.deps.ui.notify('info', 'Confirm the change for this site in the Consentry window that opened.');
        if (next.rememberOutcome === 'refused') this.deps.ui.notify('warning', 'Your choice applied this time, but could not be saved for this site.');
        if (next.verdict === 'block' && answer.action === 'cancel') {
          this.deps.ui.notify('info', next.reason);
          return null;
        }
        verdict = next;
      } catch (error) {
        this.deps.ui.notify('error', `${(error as Error).message}`);
        return null;
      }
    }
    this.deps.ui.notify('error', 'Your policy kept changing while you answered; nothing was inserted.');
    return null;
  }

  private askRequest(surface: Surface, categories: readonly CategorySummary[], itemName?: string): PromptRequest<PromptChoice> {
    const releasable = categories.some((c) => !c.locked && c.decision !== 'block');
    const what = itemName ? `“${itemName}”` : `This ${SURFACE_NOUN[surface]}`;
    return {
      heading: `Send this to ${this.deps.site.name}?`,
      description: `${what} holds ${summaryPhrase(categories)}. Your policy asks you before it goes to ${this.deps.site.name}.`,
      rows: categories.map((c) => ({ label: capitalise(categoryPhrase(c.category, c.count)), note: decisionNote(c) })),
      actions: [
        { id: 'masked', label: 'Send masked', hint: 'Secrets are removed for good; other values are replaced by tokens that replies show again on this device only.' },
        ...(releasable
          ? [{ id: 'original' as const, label: 'Send original', hint: categories.some((c) => c.locked) ? 'Locked categories stay masked.' : 'Sends the values as they are.' }]
          : []),
        { id: 'cancel', label: 'Cancel', hint: 'Nothing is inserted.' },
      ],
      defaultAction: 'masked',
      cancelAction: 'cancel',
      rememberable: true,
    };
  }

  // ── files ──────────────────────────────────────────────────────────────────────────────────

  /** Returns the file to hand over (masked text, or the original after a yes), or null. */
  private async guardFile(file: File, surface: Surface): Promise<File | null> {
    let kind: Awaited<ReturnType<typeof sniff>>;
    try {
      kind = await sniff(file);
    } catch {
      this.deps.ui.notify('error', `“${file.name}” could not be read, so it was not added.`);
      return null;
    }
    if (kind === 'text') {
      if (file.size > MAX_TEXT_FILE_BYTES) {
        this.deps.ui.notify('error', `“${file.name}” is ${formatBytes(file.size)}; Consentry checks text files up to ${formatBytes(MAX_TEXT_FILE_BYTES)}. It was not added.`);
        this.deps.call('held', { surface, kind: 'text', answer: 'too_large' }).catch(() => undefined);
        return null;
      }
      const text = await file.text();
      const verdict = await this.decide(surface, text, file.name);
      if (verdict === null) return null;
      return verdict.changed ? rewrap(file, verdict.text) : file;
    }
    // Images, PDFs and other binaries cannot be checked here yet: the person decides.
    this.deps.call('held', { surface, kind, answer: 'pending' }).catch(() => undefined);
    const noun = HELD_NOUN[kind];
    const answer = await this.deps.ui.ask<'release' | 'cancel'>({
      heading: `Consentry can't check this ${noun}`,
      description: `“${file.name}” (${formatBytes(file.size)}) may show personal details or secrets that Consentry cannot read on your device. It is held until you decide.`,
      rows: [],
      actions: [
        { id: 'cancel', label: `Don't add it` },
        { id: 'release', label: `Add original ${noun}`, hint: `${this.deps.site.name} receives the ${noun} exactly as it is.` },
      ],
      defaultAction: 'cancel',
      cancelAction: 'cancel',
      rememberable: false,
    });
    this.deps.call('held', { surface, kind, answer: answer.action }).catch(() => undefined);
    if (answer.action !== 'release') {
      this.deps.ui.notify('info', `“${file.name}” was not added.`);
      return null;
    }
    return file;
  }

  private onInput(e: Event): void {
    if (isOwn(e)) return;
    const target = e.target;
    if (target instanceof HTMLInputElement && target.type === 'file') {
      this.onFileInput(e, target);
      return;
    }
    // Typing in the composer: look ahead so a clean message can go at once on Enter.
    if (this.deps.role !== 'subframe' && this.composerHolding(target)) this.schedulePreview();
  }

  private onChange(e: Event): void {
    if (isOwn(e)) return;
    const target = e.target;
    if (target instanceof HTMLInputElement && target.type === 'file') this.onFileInput(e, target);
  }

  private onFileInput(e: Event, input: HTMLInputElement): void {
    const files = input.files ? [...input.files] : [];
    if (files.length === 0) {
      // The second event of a pair we already took (input then change), or a cleared input.
      if (this.fileInputs.has(input)) e.stopImmediatePropagation();
      return;
    }
    e.stopImmediatePropagation();
    this.fileInputs.add(input);
    // Nothing unchecked stays readable on the input while the check runs.
    input.value = '';
    this.handleUpload(input, files).catch((error: unknown) => this.failed(error));
  }

  private async handleUpload(input: HTMLInputElement, files: File[]): Promise<void> {
    try {
      if (files.length > MAX_FILES_PER_ACTION) {
        this.deps.ui.notify('error', `You chose ${files.length} files; Consentry checks at most ${MAX_FILES_PER_ACTION} at once. Nothing was added.`);
        return;
      }
      const released: File[] = [];
      for (const file of files) {
        const out = await this.guardFile(file, 'upload');
        if (out) released.push(out);
      }
      if (released.length === 0 || !input.isConnected) return;
      const transfer = new DataTransfer();
      for (const f of released) transfer.items.add(f);
      input.files = transfer.files;
      dispatchOwn(input, new Event('input', { bubbles: true, composed: true }));
      dispatchOwn(input, new Event('change', { bubbles: true }));
    } finally {
      // Let a fresh choice on the same input be seen again.
      setTimeout(() => this.fileInputs.delete(input), 0);
    }
  }

  // ── send ───────────────────────────────────────────────────────────────────────────────────

  private schedulePreview(): void {
    if (this.previewTimer !== null) clearTimeout(this.previewTimer);
    this.previewTimer = setTimeout(() => {
      this.previewTimer = null;
      const el = this.composer?.el;
      if (!el) return;
      const text = readText(el);
      if (squash(text) === '' || text.length > PREVIEW_MAX_CHARS) return;
      this.deps
        .call('preview', { text })
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
    const composer = this.composerHolding(e.target);
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
    const composer = this.composerHolding(this.composer?.el ?? null);
    if (!composer) return;
    this.guardSend(e, composer, () => {
      if (control.isConnected) dispatchOwn(control, new MouseEvent('click', { bubbles: true, cancelable: true, composed: true, view: this.win }));
    });
  }

  private onSubmit(e: SubmitEvent): void {
    if (isOwn(e)) return;
    const form = e.target;
    if (!(form instanceof HTMLFormElement)) return;
    const composer = this.composerHolding(this.composer?.el ?? null);
    if (!composer || !form.contains(composer)) return;
    this.guardSend(e, composer, () => {
      if (form.isConnected) form.requestSubmit();
    });
  }

  private sendControlAt(target: EventTarget | null): HTMLElement | null {
    if (!(target instanceof Element)) return null;
    for (const selector of this.deps.site.sendControls) {
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
      for (const selector of this.deps.site.sendControls) {
        const control = this.doc.querySelector(selector);
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
      this.deps.call('commit', { previewId }).catch(() => undefined);
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
    const verdict = await this.decide('send', text);
    if (verdict === null) return;
    if (readText(composer) !== text) {
      this.deps.ui.notify('warning', 'The message changed while it was checked; press send again.');
      return;
    }
    if (verdict.changed) {
      if (selectAll(composer)) await selectionSettled(this.doc);
      const result = await insertVerified(composer, verdict.text, { kind: this.kindFor(composer), replaceAll: true });
      if (!result.ok) {
        this.deps.ui.notify('error', 'The masked message could not be put in the composer, so nothing was sent.');
        return;
      }
    }
    this.released.set(composer, readText(composer));
    resend();
  }
}

function htmlToText(html: string): string {
  if (html === '') return '';
  // An inert document: nothing in the markup runs or loads.
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  return parsed.body?.textContent ?? '';
}

function formatChars(n: number): string {
  return n >= 1_000_000 ? `${(n / 1_000_000).toFixed(1)} million characters` : `${n.toLocaleString('en')} characters`;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

