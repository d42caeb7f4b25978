/**
 * Puts checked text into a page's editor so that the editor's own model keeps it, then verifies
 * the editor really holds it. Editors differ: ProseMirror, Lexical and Quill read a paste event's
 * clipboard data; textareas (React-controlled or not) take execCommand('insertText') or the value
 * setter plus an input event. Methods are tried in order; a method that changed the editor without
 * the expected result stops the attempt (retrying could duplicate text). Only ever called with
 * text the service worker released: there is no path here that could insert the raw original.
 */
import type { EditorKind } from '../core/sites/registry';
import { isTextField, readText, squash, type TextField } from './editable';
import { dispatchOwn } from './ours';

export type InsertMethod = 'synthetic-paste' | 'synthetic-drop' | 'exec-insert-text' | 'value-setter';

export type InsertResult =
  | { ok: true; method: InsertMethod }
  | { ok: false; reason: 'not_accepted' | 'altered'; tried: InsertMethod[] };

export interface InsertOptions {
  kind: EditorKind;
  /** Formatted version of `text`, offered to editors that read text/html (only for unchanged content). */
  html?: string;
  /** For drops: where the person dropped. */
  dropPoint?: { x: number; y: number };
  /** True when the whole content is being replaced (a send with masked text): verify equality, not inclusion. */
  replaceAll?: boolean;
  /** How long to wait for an editor that updates its DOM asynchronously. */
  settleMs?: number;
}

/** Past this size execCommand in a textarea costs ~10 ms per KB in Chromium; the setter is near free. */
const EXEC_COMMAND_FIELD_LIMIT = 2_000;

function methodsFor(el: HTMLElement, text: string, options: InsertOptions): InsertMethod[] {
  // execCommand keeps the field's undo history, so it goes first for what people type or paste most.
  if (isTextField(el)) return text.length > EXEC_COMMAND_FIELD_LIMIT ? ['value-setter', 'exec-insert-text'] : ['exec-insert-text', 'value-setter'];
  const list: InsertMethod[] = [];
  if (options.dropPoint) list.push('synthetic-drop');
  list.push('synthetic-paste', 'exec-insert-text');
  return list;
}

function makeTransfer(text: string, html?: string): DataTransfer {
  const transfer = new DataTransfer();
  transfer.setData('text/plain', text);
  if (html !== undefined) transfer.setData('text/html', html);
  return transfer;
}

function setFieldValue(el: TextField, text: string): void {
  const start = el.selectionStart ?? el.value.length;
  const end = el.selectionEnd ?? el.value.length;
  // The native setter (this world's prototype, never a page-installed one), so frameworks that track
  // the value (React) see a change on the input event and take the new text into their state.
  el.setRangeText(text, start, end, 'end');
  dispatchOwn(el, new InputEvent('input', { bubbles: true, composed: true, inputType: 'insertFromPaste', data: text }));
}

function apply(el: HTMLElement, method: InsertMethod, text: string, options: InsertOptions): void {
  switch (method) {
    case 'synthetic-paste':
      dispatchOwn(el, new ClipboardEvent('paste', { bubbles: true, cancelable: true, composed: true, clipboardData: makeTransfer(text, options.html) }));
      return;
    case 'synthetic-drop': {
      const point = options.dropPoint ?? { x: 0, y: 0 };
      const target = el.ownerDocument.elementFromPoint(point.x, point.y) ?? el;
      const dropTarget = el.contains(target) ? target : el;
      dispatchOwn(
        dropTarget,
        new DragEvent('drop', { bubbles: true, cancelable: true, composed: true, clientX: point.x, clientY: point.y, dataTransfer: makeTransfer(text, options.html) }),
      );
      return;
    }
    case 'exec-insert-text':
      // Deprecated but still the one call every editor treats as typing; inserts at the selection.
      el.ownerDocument.execCommand('insertText', false, text);
      return;
    case 'value-setter':
      if (isTextField(el)) setFieldValue(el, text);
      return;
  }
}

function accepted(before: string, after: string, text: string, replaceAll: boolean): boolean {
  const want = squash(text);
  if (replaceAll) return after === want;
  if (want === '') return true;
  return after !== before && after.includes(want);
}

function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Inserts `text` at the current selection of `el` and checks the editor took it. */
export async function insertVerified(el: HTMLElement, text: string, options: InsertOptions): Promise<InsertResult> {
  const settleMs = options.settleMs ?? 250;
  const tried: InsertMethod[] = [];
  const replaceAll = options.replaceAll === true;
  for (const method of methodsFor(el, text, options)) {
    const before = squash(readText(el));
    tried.push(method);
    apply(el, method, text, options);
    let after = squash(readText(el));
    if (accepted(before, after, text, replaceAll)) return { ok: true, method };
    // Some editors (Lexical) commit in a microtask or a frame; give them a moment.
    await Promise.resolve();
    const deadline = performance.now() + settleMs;
    for (let step = 0; ; step++) {
      after = squash(readText(el));
      if (accepted(before, after, text, replaceAll)) return { ok: true, method };
      if (performance.now() >= deadline) break;
      await wait(step < 3 ? 0 : 16);
    }
    if (after !== before && !(replaceAll && after === '')) return { ok: false, reason: 'altered', tried };
  }
  return { ok: false, reason: 'not_accepted', tried };
}
