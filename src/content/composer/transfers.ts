/**
 * Pastes and drops: the capture-phase listener stops the event before the page sees it, and
 * every format it carries is taken — files, plain text, HTML, URI lists, RTF and any custom type
 * — since a page reads whichever it likes. The item's text (plain, else the readable text of the
 * richest other format) goes through the item check; other formats go on only when the text was
 * unchanged and they hold nothing the guard acts on. Only what was released reaches the page:
 * text into the editor (inserted and verified), files and text outside an editable field as a
 * new event carrying only the released content. The original event, with its file-system
 * handles (getAsFileSystemHandle, webkitGetAsEntry), never reaches the page; the new one carries
 * plain Files.
 *
 * A paste's released text is also kept for a few seconds, so the page reading the clipboard
 * itself while the paste is checked (clipboard.readText on Ctrl+V) gets the same released text
 * from the same decision (page-access.ts), not a second question.
 */
import { rtfToText, uriListText } from '../../core/text/transfer-text';
import type { TextSurface } from '../../protocol/guard';
import { editableRoot, restoreSelection, saveSelection, selectionSettled, type SavedSelection } from '../editable';
import { MAX_FILES_PER_ACTION } from '../files';
import { insertVerified } from '../insert';
import { dispatchOwn, isOwn } from '../ours';
import type { ComposerWatch } from './composer-watch';
import { copy } from './copy';
import type { GuardUi, ItemCheck, ReleasedFile, ReleasedText } from './item-check';

interface Transfer {
  surface: Extract<TextSurface, 'paste' | 'drop'>;
  /** The editable element the text goes into, if any. */
  editor: HTMLElement | null;
  saved: SavedSelection;
  /** Where the event landed (for re-dispatching files). */
  eventTarget: Element | null;
  /** The text checked for the item: plain text, else what the other formats read as. */
  text: string;
  html: string;
  /** Every other string format, by type, as the page would read it. */
  extras: Map<string, string>;
  files: File[];
  /** The transfer named content it did not hand over (a "Files" type without files). */
  unreadable: boolean;
  dropPoint?: { x: number; y: number };
}

/** How long a paste's released text answers the page's own clipboard reads. */
const RECENT_PASTE_MS = 5_000;
/** Extra formats over this size are not carried on (they are never checked whole). */
const MAX_EXTRA_CHARS = 256 * 1024;

/**
 * Takes a paste's or drop's content from the page: when it carries anything, the event is stopped
 * before the page sees it and all its formats come back to be checked.
 */
function takeTransfer(e: Event, data: DataTransfer | null, surface: Transfer['surface']): Transfer | null {
  if (!data) return null;
  const files = [...data.files];
  const strings = new Map<string, string>();
  for (const type of [...data.types]) {
    if (type === 'Files') continue;
    const value = data.getData(type);
    if (value !== '') strings.set(type.toLowerCase(), value);
  }
  const unreadable = data.types.includes('Files') && files.length === 0;
  if (files.length === 0 && strings.size === 0 && !unreadable) return null;
  e.preventDefault();
  e.stopImmediatePropagation();
  const target = (e.composedPath()[0] ?? e.target) as EventTarget | null;
  const editor = editableRoot(target);
  const plain = strings.get('text/plain') ?? '';
  const html = strings.get('text/html') ?? '';
  const extras = new Map([...strings].filter(([type]) => type !== 'text/plain' && type !== 'text/html'));
  return {
    surface,
    editor,
    saved: editor ? saveSelection(editor) : { kind: 'none' },
    eventTarget: target instanceof Element ? target : e.target instanceof Element ? e.target : null,
    text: plain !== '' ? plain : html !== '' ? htmlToText(html) : readableText(extras),
    html,
    extras,
    files,
    unreadable,
  };
}

/** The text of the formats other than plain text and HTML, each read as what it shows. */
function readableText(extras: ReadonlyMap<string, string>): string {
  return [...extras]
    .map(([type, value]) => (type === 'text/uri-list' ? uriListText(value) : type === 'text/rtf' || type === 'application/rtf' ? rtfToText(value) : value))
    .filter((t) => t !== '')
    .join('\n');
}

interface Released {
  files: ReleasedFile[];
  text: (ReleasedText & { html?: string }) | null;
  /** Other formats that may go on with the text (unchanged text, nothing found in them). */
  extras: Map<string, string>;
}

export class TransferGuard {
  /** The editable element a trusted drag started in: moving text within one editor needs no check. */
  private dragSource: HTMLElement | null = null;
  private recentPaste: { text: string; at: number; released: Promise<string | null> } | null = null;

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
      this.dragSource = e.isTrusted ? editableRoot(e.composedPath()[0] ?? e.target) : null;
    }, capture);
    this.win.addEventListener('dragend', () => {
      this.dragSource = null;
    }, capture);
  }

  /**
   * The released text of the paste of `text` checked in the last few seconds (or being checked
   * now), so a clipboard read of the same text gets the same decision; undefined when none.
   */
  releasedPaste(text: string): Promise<string | null> | undefined {
    const recent = this.recentPaste;
    if (recent === null || recent.text !== text || performance.now() - recent.at > RECENT_PASTE_MS) return undefined;
    return recent.released;
  }

  private onPaste(e: ClipboardEvent): void {
    if (isOwn(e)) return;
    // Every paste with content is checked, even outside an editable field: pages can read a paste anywhere.
    const transfer = takeTransfer(e, e.clipboardData, 'paste');
    if (!transfer) return;
    let settle: (text: string | null) => void = () => undefined;
    this.recentPaste = { text: transfer.text, at: performance.now(), released: new Promise((resolve) => (settle = resolve)) };
    this.handle(transfer)
      .then((released) => settle(released?.text?.text ?? null))
      .catch((error: unknown) => {
        settle(null);
        this.failed(error);
      });
  }

  private onDrop(e: DragEvent): void {
    if (isOwn(e)) return;
    const source = this.dragSource;
    this.dragSource = null;
    if (source !== null && e.isTrusted && editableRoot(e.composedPath()[0] ?? e.target) === source) {
      // Text moved within one editor is already there. A drag from anywhere else in the page (a reply
      // showing restored values, say) is checked like any other drop.
      return;
    }
    const transfer = takeTransfer(e, e.dataTransfer, 'drop');
    if (transfer) this.handle({ ...transfer, dropPoint: { x: e.clientX, y: e.clientY } }).catch((error: unknown) => this.failed(error));
  }

  private async handle(t: Transfer): Promise<Released | null> {
    if (t.unreadable) {
      this.ui.notify('error', copy.unreadableTransfer);
      return null;
    }
    if (t.files.length > MAX_FILES_PER_ACTION) {
      this.ui.notify('error', copy.tooManyFiles(t.surface, t.files.length, MAX_FILES_PER_ACTION));
      return null;
    }
    // Files the person added after the guard said it could not read them keep that answer if the
    // items are decided again: no policy decided them.
    const answered = new Map<File, ReleasedFile>();
    return this.check.release(
      t.surface,
      async (): Promise<Released | null> => {
        const files: ReleasedFile[] = [];
        for (const file of t.files) {
          const out = answered.get(file) ?? (await this.check.file(file, t.surface));
          if (out?.releaseId === null) answered.set(file, out);
          if (out) files.push(out);
        }
        const text = t.text !== '' ? await this.check.text(t.surface, t.text, t.html) : null;
        if (files.length === 0 && text === null) return null;
        const extras = new Map<string, string>();
        if (text !== null && !text.changed) {
          for (const [type, value] of t.extras) if (value.length <= MAX_EXTRA_CHARS && (await this.check.clean(value))) extras.set(type, value);
        }
        return { files, text, extras };
      },
      (released) => [...released.files.map((f) => f.releaseId), released.text?.releaseId ?? null],
      (released) => this.handOver(t, released),
    );
  }

  /** Hands the released content to the page (called in the turn the release was confirmed). */
  private async handOver(t: Transfer, released: Released): Promise<Released> {
    const textOut = released.text;
    // Files, and text landing outside an editable field, go to the page as a new event carrying only
    // what was released; text for an editor is inserted (and verified) below.
    const textForEvent = t.editor === null ? textOut : null;
    const doc = this.win.document;
    if (released.files.length > 0 || textForEvent !== null) {
      const transfer = new DataTransfer();
      for (const f of released.files) transfer.items.add(f.file);
      if (textForEvent) {
        transfer.setData('text/plain', textForEvent.text);
        if (textForEvent.html !== undefined) transfer.setData('text/html', textForEvent.html);
        for (const [type, value] of released.extras) transfer.setData(type, value);
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
        return released;
      }
      if (restoreSelection(t.editor, t.saved)) await selectionSettled(doc);
      const result = await insertVerified(t.editor, textOut.text, {
        kind: this.watch.kindFor(t.editor),
        ...(textOut.html !== undefined ? { html: textOut.html } : {}),
        ...(t.surface === 'drop' && t.dropPoint ? { dropPoint: t.dropPoint } : {}),
      });
      if (!result.ok) this.ui.notify('error', result.reason === 'altered' ? copy.editorAltered : copy.editorRefused(t.surface));
    }
    return released;
  }
}

/** The text of an HTML fragment, read in an inert document (nothing in the markup runs or loads). */
export function htmlToText(html: string): string {
  if (html === '') return '';
  // An inert document: nothing in the markup runs or loads.
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  return parsed.body?.textContent ?? '';
}
