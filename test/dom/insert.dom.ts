/**
 * insertVerified against the real editors: checked text goes in at the caret (or replaces
 * everything, or lands at a drop point) and the editor's own model keeps it; an editor that
 * refuses gets nothing and one that changes the text is reported, never retried into duplicates.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import '../../fixtures/sites/_harness/style.css';
import { selectAll, selectionSettled } from '../../src/content/editable';
import { insertVerified, type InsertMethod } from '../../src/content/insert';
import { EDITORS, mountEditor, placeCaret, type MountedEditor } from './support/editors';
import { frames } from './support/guarded-site';

/** What each editor takes checked text through: its own paste handling, or typing for fields. */
const FIRST_METHOD: Record<(typeof EDITORS)[number], InsertMethod> = {
  prosemirror: 'synthetic-paste',
  lexical: 'synthetic-paste',
  quill: 'synthetic-paste',
  textarea: 'exec-insert-text',
  'react-textarea': 'exec-insert-text',
};

let mounted: MountedEditor | null = null;
const extra: HTMLElement[] = [];

afterEach(() => {
  mounted?.remove();
  mounted = null;
  for (const el of extra.splice(0)) el.remove();
});

/** An editor holding `text`, typed in as a person would (trusted input). */
async function editorWith(name: (typeof EDITORS)[number], text: string): Promise<MountedEditor> {
  mounted = mountEditor(name);
  await userEvent.click(mounted.element);
  if (text !== '') await userEvent.fill(mounted.element, text);
  await expect.poll(() => mounted?.modelText()).toBe(text);
  return mounted;
}

function element(html: string): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = html;
  const el = host.firstElementChild as HTMLElement;
  document.body.appendChild(el);
  extra.push(el);
  return el;
}

describe.each(EDITORS)('insertVerified in a %s composer', (name) => {
  it('puts the text at the caret, and the editor model keeps it', async () => {
    const editor = await editorWith(name, 'Hello world');
    placeCaret(editor.element, 'Hello world', 5);
    await selectionSettled(document);
    const result = await insertVerified(editor.element, ' there', { kind: editor.kind });
    expect(result).toEqual({ ok: true, method: FIRST_METHOD[name] });
    expect(editor.modelText()).toBe('Hello there world');
  });

  it('replaces everything for a send (verified equal, not just included)', async () => {
    const editor = await editorWith(name, `Write to someone at once`);
    if (selectAll(editor.element)) await selectionSettled(document);
    const result = await insertVerified(editor.element, 'Write to [EMAIL_7KQ3ZD] at once', { kind: editor.kind, replaceAll: true });
    expect(result.ok).toBe(true);
    expect(editor.modelText()).toBe('Write to [EMAIL_7KQ3ZD] at once');
  });

  it('lands dropped text where it was dropped', async () => {
    const editor = await editorWith(name, '');
    const box = editor.element.getBoundingClientRect();
    const result = await insertVerified(editor.element, 'Dropped [EMAIL_7KQ3ZD] here', { kind: editor.kind, dropPoint: { x: box.left + 10, y: box.top + 10 } });
    expect(result.ok).toBe(true);
    expect(editor.modelText()).toBe('Dropped [EMAIL_7KQ3ZD] here');
  });

  it('takes a long text in one piece (the value setter first in fields: execCommand is slow there)', async () => {
    const editor = await editorWith(name, '');
    const long = Array.from({ length: 120 }, (_, i) => `line ${i} of a long log`).join(' ');
    expect(long.length).toBeGreaterThan(2_000);
    const result = await insertVerified(editor.element, long, { kind: editor.kind });
    expect(result).toEqual({ ok: true, method: editor.kind === 'textarea' ? 'value-setter' : FIRST_METHOD[name] });
    expect(editor.modelText()).toBe(long);
  });
});

describe('insertVerified with editors that do not take the text', () => {
  it('a composer that ignores pastes and undoes typing gets nothing, after both methods were tried', async () => {
    const el = element('<div contenteditable="true">Draft</div>');
    el.addEventListener('paste', (e) => e.preventDefault());
    // A controlled editor: it renders its own state again after any input it did not make.
    el.addEventListener('input', () => {
      el.textContent = 'Draft';
    });
    placeCaret(el, 'Draft', 5);
    const result = await insertVerified(el, ' [EMAIL_7KQ3ZD]', { kind: 'contenteditable', settleMs: 60 });
    expect(result).toEqual({ ok: false, reason: 'not_accepted', tried: ['synthetic-paste', 'exec-insert-text'] });
    expect(el.textContent).toBe('Draft');
  });

  it('a controlled field that puts its value back gets nothing', async () => {
    const field = element('<textarea></textarea>') as HTMLTextAreaElement;
    field.addEventListener('input', () => {
      field.value = '';
    });
    field.focus();
    const result = await insertVerified(field, 'masked [EMAIL_7KQ3ZD]', { kind: 'textarea', settleMs: 60 });
    expect(result).toEqual({ ok: false, reason: 'not_accepted', tried: ['exec-insert-text', 'value-setter'] });
    expect(field.value).toBe('');
  });

  it('an editor that changes the text is reported as altered, and no second method duplicates it', async () => {
    const el = element('<div contenteditable="true"></div>');
    el.addEventListener('paste', (e) => {
      e.preventDefault();
      el.textContent += (e.clipboardData?.getData('text/plain') ?? '').toUpperCase();
    });
    el.focus();
    const result = await insertVerified(el, 'hello [EMAIL_7KQ3ZD]', { kind: 'contenteditable', settleMs: 60 });
    expect(result).toEqual({ ok: false, reason: 'altered', tried: ['synthetic-paste'] });
    expect(el.textContent).toBe('HELLO [EMAIL_7KQ3ZD]');
  });

  it('an editor that commits a moment later is waited for', async () => {
    const el = element('<div contenteditable="true"></div>');
    el.addEventListener('paste', (e) => {
      e.preventDefault();
      const text = e.clipboardData?.getData('text/plain') ?? '';
      setTimeout(() => (el.textContent += text), 80);
    });
    el.focus();
    const result = await insertVerified(el, 'later [EMAIL_7KQ3ZD]', { kind: 'contenteditable' });
    expect(result).toEqual({ ok: true, method: 'synthetic-paste' });
    await frames(2);
    expect(el.textContent).toBe('later [EMAIL_7KQ3ZD]');
  });
});
