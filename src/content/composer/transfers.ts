/**
 * Pastes and drops: the capture-phase listener stops the event before the page sees it, the
 * text, HTML and files go through the item check, and only what was released reaches the page —
 * text into the editor (inserted and verified), files and text outside an editable field as a
 * new event carrying only the released content.
 */
import type { TextSurface } from '../../protocol/guard';
import { editableRoot, restoreSelection, saveSelection, selectionSettled, type SavedSelection } from '../editable';
import { MAX_FILES_PER_ACTION } from '../files';
import { insertVerified } from '../insert';
import { dispatchOwn, isOwn } from '../ours';
import type { ComposerWatch } from './composer-watch';
import { copy } from './copy';
import type { GuardUi, ItemCheck } from './item-check';

interface Transfer {
  surface: Extract<TextSurface, 'paste' | 'drop'>;
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

export class TransferGuard {
  /** The editable element a trusted drag started in: moving text within one editor needs no check. */
  private dragSource: HTMLElement | null = null;

  constructor(
    private readonly win: Window,
    private readonly check: ItemCheck,
    private readonly ui: GuardUi,
    private readonly watch: ComposerWatch,
    private readonly failed: (error: unknown) => void,
  ) {}

  install(signal?: AbortSignal): void {
    const capture: AddEventListenerOptions = { capture: true, ...(signal ? { signal } : {}) };
    this.win.addEventListener('paste', (e) => this.onPaste(e), capture);
    this.win.addEventListener('drop', (e) => this.onDrop(e), capture);
    this.win.addEventListener('dragstart', (e) => {
      this.dragSource = e.isTrusted ? editableRoot(e.target) : null;
    }, capture);
    this.win.addEventListener('dragend', () => {
      this.dragSource = null;
    }, capture);
  }

  private onPaste(e: ClipboardEvent): void {
    if (isOwn(e)) return;
    // Every paste with content is checked, even outside an editable field: pages can read a paste anywhere.
    const transfer = takeTransfer(e, e.clipboardData, 'paste');
    if (transfer) this.handle(transfer).catch((error: unknown) => this.failed(error));
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
    if (transfer) this.handle({ ...transfer, dropPoint: { x: e.clientX, y: e.clientY } }).catch((error: unknown) => this.failed(error));
  }

  private async handle(t: Transfer): Promise<void> {
    if (t.files.length > MAX_FILES_PER_ACTION) {
      this.ui.notify('error', copy.tooManyFiles(t.surface, t.files.length, MAX_FILES_PER_ACTION));
      return;
    }
    const releasedFiles: File[] = [];
    for (const file of t.files) {
      const out = await this.check.file(file, t.surface);
      if (out) releasedFiles.push(out);
    }
    const textOut = t.text !== '' ? await this.check.text(t.surface, t.text, t.html) : null;

    // Files, and text landing outside an editable field, go to the page as a new event carrying only
    // what was released; text for an editor is inserted (and verified) below.
    const textForEvent = t.editor === null ? textOut : null;
    const doc = this.win.document;
    if (releasedFiles.length > 0 || textForEvent !== null) {
      const transfer = new DataTransfer();
      for (const f of releasedFiles) transfer.items.add(f);
      if (textForEvent) {
        transfer.setData('text/plain', textForEvent.text);
        if (textForEvent.html !== undefined) transfer.setData('text/html', textForEvent.html);
      }
      const target = t.eventTarget?.isConnected ? t.eventTarget : (t.editor ?? doc.body);
      if (target) {
        if (t.editor && restoreSelection(t.editor, t.saved)) await selectionSettled(doc);
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
        this.ui.notify('error', copy.fieldGone(t.surface));
        return;
      }
      if (restoreSelection(t.editor, t.saved)) await selectionSettled(doc);
      const result = await insertVerified(t.editor, textOut.text, {
        kind: this.watch.kindFor(t.editor),
        ...(textOut.html !== undefined ? { html: textOut.html } : {}),
        ...(t.surface === 'drop' && t.dropPoint ? { dropPoint: t.dropPoint } : {}),
      });
      if (!result.ok) this.ui.notify('error', result.reason === 'altered' ? copy.editorAltered : copy.editorRefused(t.surface));
    }
  }
}

function htmlToText(html: string): string {
  if (html === '') return '';
  // An inert document: nothing in the markup runs or loads.
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  return parsed.body?.textContent ?? '';
}
