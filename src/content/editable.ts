/**
 * Where text goes on a page: the editable element an event landed in (a textarea, a text input or
 * the root of a contenteditable editor), what it holds now, and where its caret was, so text that
 * comes back from a check can be put exactly where the person meant it to go.
 */
import type { EditorKind } from '../core/sites/registry';

export type TextField = HTMLTextAreaElement | HTMLInputElement;

const TEXT_INPUT_TYPES = new Set(['text', 'search', 'email', 'url', 'tel', '']);

export function isTextField(node: unknown): node is TextField {
  if (node instanceof HTMLTextAreaElement) return !node.readOnly && !node.disabled;
  if (node instanceof HTMLInputElement) return TEXT_INPUT_TYPES.has(node.type) && !node.readOnly && !node.disabled;
  return false;
}

/** The editable element that owns `node`: a text field, or the outermost contenteditable host. */
export function editableRoot(node: EventTarget | Node | null): HTMLElement | null {
  if (isTextField(node)) return node;
  let el: Element | null = node instanceof Element ? node : node instanceof Node ? node.parentElement : null;
  if (el === null) return null;
  if (isTextField(el)) return el;
  if (!(el instanceof HTMLElement) || !el.isContentEditable) return null;
  while (el.parentElement instanceof HTMLElement && el.parentElement.isContentEditable) el = el.parentElement;
  return el as HTMLElement;
}

/** The editor kind, from the site's registry entry when it names this element, else from its markup. */
export function editorKindOf(el: HTMLElement, known?: EditorKind): EditorKind {
  if (known) return known;
  if (isTextField(el)) return 'textarea';
  if (el.classList.contains('ProseMirror')) return 'prosemirror';
  if (el.hasAttribute('data-lexical-editor')) return 'lexical';
  if (el.classList.contains('ql-editor')) return 'quill';
  return 'contenteditable';
}

/** The text an editable element holds, as the person sees it. */
export function readText(el: HTMLElement): string {
  if (isTextField(el)) return el.value;
  return el.innerText;
}

/** Text with every kind of whitespace removed: editors turn newlines into blocks and spaces into nbsp. */
export function squash(text: string): string {
  return text.replace(/[\s\u200b\ufeff]+/g, '');
}

/** A caret or selection to put back before inserting. */
export type SavedSelection =
  | { kind: 'field'; start: number; end: number }
  | { kind: 'range'; range: Range }
  | { kind: 'none' };

export function saveSelection(el: HTMLElement): SavedSelection {
  if (isTextField(el)) return { kind: 'field', start: el.selectionStart ?? el.value.length, end: el.selectionEnd ?? el.value.length };
  const selection = el.ownerDocument.getSelection();
  if (selection && selection.rangeCount > 0) {
    const range = selection.getRangeAt(0);
    if (el.contains(range.commonAncestorContainer)) return { kind: 'range', range: range.cloneRange() };
  }
  return { kind: 'none' };
}

/** Focuses `el` and puts the saved caret back (or at the end when there was none). */
export function restoreSelection(el: HTMLElement, saved: SavedSelection): boolean {
  let moved = false;
  if (el.ownerDocument.activeElement !== el && !el.contains(el.ownerDocument.activeElement)) {
    el.focus({ preventScroll: true });
    moved = true;
  }
  if (isTextField(el)) {
    if (saved.kind === 'field') el.setSelectionRange(saved.start, saved.end);
    return false;
  }
  const selection = el.ownerDocument.getSelection();
  if (!selection) return moved;
  const current = selection.rangeCount > 0 ? selection.getRangeAt(0) : null;
  if (saved.kind === 'range' && el.contains(saved.range.startContainer) && el.contains(saved.range.endContainer)) {
    const same =
      current !== null &&
      current.startContainer === saved.range.startContainer &&
      current.startOffset === saved.range.startOffset &&
      current.endContainer === saved.range.endContainer &&
      current.endOffset === saved.range.endOffset;
    if (same) return moved;
    selection.removeAllRanges();
    selection.addRange(saved.range);
    return true;
  }
  // Focusing a contenteditable puts the caret at its start: when focus had to move here, that caret
  // is the browser's, not the person's, so it goes to the end like a missing one.
  if (moved || current === null || !el.contains(current.commonAncestorContainer)) {
    const range = el.ownerDocument.createRange();
    range.selectNodeContents(el);
    range.collapse(false);
    selection.removeAllRanges();
    selection.addRange(range);
    return true;
  }
  return moved;
}

/** Selects everything in `el`, so an insertion replaces the whole content; true when editors must catch up. */
export function selectAll(el: HTMLElement): boolean {
  if (el.ownerDocument.activeElement !== el && !el.contains(el.ownerDocument.activeElement)) el.focus({ preventScroll: true });
  if (isTextField(el)) {
    el.select();
    return false;
  }
  const selection = el.ownerDocument.getSelection();
  if (!selection) return false;
  // One call, so editors never see the empty selection between clearing the ranges and adding one
  // (Firefox tells each with its own selectionchange, and ProseMirror could take the empty one).
  selection.selectAllChildren(el);
  return true;
}

/**
 * Resolves once editors have seen a selection change made by script. ProseMirror, Lexical and
 * Quill read the DOM selection in their own `selectionchange` listeners (registered before this
 * one, so they have run when it fires); inserting before that would land at the old caret. One
 * change of selection may fire several events (Firefox fires one for clearing the ranges and
 * another for the new range, and an editor that read the first holds an empty selection at the
 * start): this waits until none has come for `quietMs`, or `timeoutMs` when none comes at all,
 * and never longer than `maxMs`.
 */
export function selectionSettled(doc: Document, timeoutMs = 50, quietMs = 30, maxMs = 300): Promise<void> {
  return new Promise((resolve) => {
    let done = false;
    let quiet: ReturnType<typeof setTimeout> | undefined;
    const finish = (): void => {
      if (done) return;
      done = true;
      if (quiet !== undefined) clearTimeout(quiet);
      clearTimeout(first);
      clearTimeout(cap);
      doc.removeEventListener('selectionchange', changed);
      resolve();
    };
    const changed = (): void => {
      clearTimeout(first);
      if (quiet !== undefined) clearTimeout(quiet);
      quiet = setTimeout(finish, quietMs);
    };
    doc.addEventListener('selectionchange', changed);
    const first = setTimeout(finish, timeoutMs);
    const cap = setTimeout(finish, maxMs);
  });
}
