/**
 * The fixture sites' editors on their own (the same mounting code the fixture pages use), for
 * tests of the insertion and selection helpers without a whole site around them.
 */
import { mountLexical } from '../../../fixtures/sites/_harness/lexical';
import { mountProseMirror } from '../../../fixtures/sites/_harness/prosemirror';
import { mountQuill } from '../../../fixtures/sites/_harness/quill';
import { mountReactTextarea } from '../../../fixtures/sites/_harness/react-textarea';
import { mountTextarea } from '../../../fixtures/sites/_harness/textarea';
import type { FixtureComposer } from '../../../fixtures/sites/_harness/harness';
import type { EditorKind } from '../../../src/core/sites/registry';

export const EDITORS = ['prosemirror', 'lexical', 'quill', 'textarea', 'react-textarea'] as const;
export type FixtureEditor = (typeof EDITORS)[number];

export interface MountedEditor {
  name: FixtureEditor;
  /** The kind the site registry gives this composer. */
  kind: EditorKind;
  element: HTMLElement;
  /** The text in the editor's own model. */
  modelText(): string;
  remove(): void;
}

const hooks = { onSend: (): void => undefined, onChange: (): void => undefined, onEnter: (): void => undefined };

export function mountEditor(name: FixtureEditor): MountedEditor {
  const parent = document.createElement('div');
  parent.className = 'editor-host';
  document.body.appendChild(parent);
  const attributes = { 'aria-label': `${name} editor` };
  let composer: FixtureComposer;
  switch (name) {
    case 'prosemirror':
      composer = mountProseMirror({ parent, attributes, ...hooks });
      break;
    case 'lexical':
      composer = mountLexical({ parent, attributes, flavour: 'rich', ...hooks });
      break;
    case 'quill':
      composer = mountQuill({ parent, ...hooks });
      break;
    case 'textarea':
      composer = mountTextarea({ parent, attributes, ...hooks });
      break;
    case 'react-textarea':
      composer = mountReactTextarea({ parent, attributes, ...hooks });
      break;
  }
  const kind: EditorKind = name === 'react-textarea' ? 'textarea' : name;
  return {
    name,
    kind,
    element: composer.element,
    modelText: () => composer.modelText().replace(/\u00a0/g, ' ').replace(/\n{2,}/g, '\n').trim(),
    remove: () => parent.remove(),
  };
}

/** The first text node under `el` holding `text`, for putting a caret inside it. */
export function textNodeWith(el: HTMLElement, text: string): Text {
  const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n !== null; n = walker.nextNode()) if ((n as Text).data.includes(text)) return n as Text;
  throw new Error(`No text node with “${text}”.`);
}

/** Puts the caret (or a selection) in `el` at character offsets of the text node holding `within`. */
export function placeCaret(el: HTMLElement, within: string, start: number, end = start): void {
  if (el instanceof HTMLTextAreaElement) {
    el.focus();
    const at = el.value.indexOf(within);
    el.setSelectionRange(at + start, at + end);
    return;
  }
  el.focus();
  const node = textNodeWith(el, within);
  const at = node.data.indexOf(within);
  const range = document.createRange();
  range.setStart(node, at + start);
  range.setEnd(node, at + end);
  const selection = document.getSelection();
  selection?.removeAllRanges();
  selection?.addRange(range);
}
