/**
 * The editable helpers against the real editors' DOM: which element owns an event's target, what
 * kind of editor it is, what it holds, and carets saved and put back so checked text lands where
 * the person meant it.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import '../../fixtures/sites/_harness/style.css';
import {
  editableRoot,
  editorKindOf,
  isTextField,
  readText,
  restoreSelection,
  saveSelection,
  selectAll,
  selectionSettled,
  squash,
} from '../../src/content/editable';
import { EDITORS, mountEditor, placeCaret, textNodeWith, type MountedEditor } from './support/editors';

const mounted: MountedEditor[] = [];
const extra: HTMLElement[] = [];

afterEach(() => {
  for (const m of mounted.splice(0)) m.remove();
  for (const el of extra.splice(0)) el.remove();
});

async function editorWith(name: (typeof EDITORS)[number], text: string): Promise<MountedEditor> {
  const editor = mountEditor(name);
  mounted.push(editor);
  await userEvent.click(editor.element);
  await userEvent.fill(editor.element, text);
  await expect.poll(() => editor.modelText()).toBe(text);
  return editor;
}

function element(html: string): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = html;
  const el = host.firstElementChild as HTMLElement;
  document.body.appendChild(el);
  extra.push(el);
  return el;
}

describe.each(EDITORS)('a %s composer', (name) => {
  it('owns every node inside it, and says what kind of editor it is', async () => {
    const editor = await editorWith(name, 'Hello world');
    const inner = editor.element instanceof HTMLTextAreaElement ? editor.element : textNodeWith(editor.element, 'Hello');
    expect(editableRoot(inner)).toBe(editor.element);
    expect(editorKindOf(editor.element)).toBe(editor.kind);
    expect(readText(editor.element).trim()).toBe('Hello world');
  });

  it('keeps a caret through a focus change and puts it back before an insertion', async () => {
    const editor = await editorWith(name, 'Hello world');
    placeCaret(editor.element, 'Hello world', 6, 11);
    const saved = saveSelection(editor.element);
    expect(saved.kind).toBe(editor.element instanceof HTMLTextAreaElement ? 'field' : 'range');
    const elsewhere = element('<input type="text" aria-label="elsewhere">');
    elsewhere.focus();
    restoreSelection(editor.element, saved);
    await selectionSettled(document);
    expect(editor.element.contains(document.activeElement) || document.activeElement === editor.element).toBe(true);
    if (editor.element instanceof HTMLTextAreaElement) {
      expect([editor.element.selectionStart, editor.element.selectionEnd]).toEqual([6, 11]);
    } else {
      expect(document.getSelection()?.toString()).toBe('world');
    }
  });

  it('selects everything for a replacement', async () => {
    const editor = await editorWith(name, 'Hello world');
    const mustSettle = selectAll(editor.element);
    expect(mustSettle).toBe(!(editor.element instanceof HTMLTextAreaElement));
    if (editor.element instanceof HTMLTextAreaElement) expect([editor.element.selectionStart, editor.element.selectionEnd]).toEqual([0, 11]);
    else expect(squash(document.getSelection()?.toString() ?? '')).toBe('Helloworld');
  });
});

describe('editable roots and fields', () => {
  it('takes the outermost editable host, and leaves non-editable islands and other inputs alone', () => {
    const outer = element('<div contenteditable="true"><p>one <span contenteditable="true">two</span> <b contenteditable="false">three</b></p></div>');
    expect(editableRoot(textNodeWith(outer, 'two'))).toBe(outer);
    expect(editableRoot(textNodeWith(outer, 'one'))).toBe(outer);
    expect(editableRoot(textNodeWith(outer, 'three'))).toBeNull();
    expect(editorKindOf(outer)).toBe('contenteditable');
    expect(editorKindOf(outer, 'lexical'), 'the registry wins when it names the element').toBe('lexical');
    for (const html of ['<input type="file">', '<input type="checkbox">', '<textarea readonly></textarea>', '<textarea disabled></textarea>', '<div>plain</div>']) {
      const el = element(html);
      expect(editableRoot(el), html).toBeNull();
      expect(isTextField(el), html).toBe(false);
    }
    for (const html of ['<input type="text">', '<input type="search">', '<input>', '<textarea></textarea>']) {
      const el = element(html);
      expect(editableRoot(el), html).toBe(el);
    }
    expect(editableRoot(null)).toBeNull();
  });

  it('puts the caret at the end when nothing was saved', async () => {
    const el = element('<div contenteditable="true"><p>first</p><p>second</p></div>');
    expect(restoreSelection(el, { kind: 'none' })).toBe(true);
    await selectionSettled(document);
    const range = document.getSelection()?.getRangeAt(0);
    expect(range?.collapsed).toBe(true);
    const probe = document.createRange();
    probe.selectNodeContents(el);
    probe.setStart(range!.startContainer, range!.startOffset);
    expect(probe.toString(), 'nothing after the caret').toBe('');
  });

  it('does not move a caret that is already where it was saved', () => {
    const el = element('<div contenteditable="true">steady text</div>');
    placeCaret(el, 'steady text', 3);
    const saved = saveSelection(el);
    expect(restoreSelection(el, saved)).toBe(false);
  });

  it('waits for the selection change editors read, or gives up after the timeout', async () => {
    const el = element('<div contenteditable="true">abc</div>');
    el.focus();
    let started = performance.now();
    const settled = selectionSettled(document, 2_000);
    placeCaret(el, 'abc', 1);
    await settled;
    expect(performance.now() - started).toBeLessThan(1_000);
    started = performance.now();
    await selectionSettled(document, 40);
    expect(performance.now() - started).toBeGreaterThanOrEqual(35);
  });

  it('reads what a person sees: paragraphs as lines, fields by value', () => {
    const el = element('<div contenteditable="true"><p>one</p><p>two</p></div>');
    expect(readText(el)).toMatch(/^one\n+two$/);
    const field = element('<textarea></textarea>') as HTMLTextAreaElement;
    field.value = 'a\nb';
    expect(readText(field)).toBe('a\nb');
    expect(squash(' a\u00a0b\u200b\n c ')).toBe('abc');
  });
});
