/**
 * File inputs: a chosen file is taken off the input before the page can read it, checked, and
 * only what was released is put back (`input.files` set to the checked files, `input` and
 * `change` dispatched again). Nothing unchecked stays readable on the input meanwhile.
 *
 * Inputs inside shadow roots are found too: `input` is composed and reaches the window, where the
 * real input is the first node of its composedPath() — or, when the page's shadow root is closed
 * (the path then starts at its host), the input holding files the guard has not put there,
 * found through the extension's view into closed roots (shadow.ts). `change` does not leave a
 * shadow root, so the files are taken on `input`, before `change` fires.
 */
import { MAX_FILES_PER_ACTION } from '../files';
import { dispatchOwn, isOwn } from '../ours';
import { deepQueryAll, shadowRootOf } from '../shadow';
import { copy } from './copy';
import type { GuardUi, ItemCheck } from './item-check';

export class UploadGuard {
  private taken = new WeakSet<HTMLInputElement>();
  /** Files this guard put on an input: not taken again. */
  private placed = new WeakSet<File>();

  constructor(
    private readonly win: Window,
    private readonly check: ItemCheck,
    private readonly ui: GuardUi,
    private readonly failed: (error: unknown) => void,
  ) {}

  install(signal?: AbortSignal): void {
    const capture: AddEventListenerOptions = { capture: true, ...(signal ? { signal } : {}) };
    this.win.addEventListener('input', (e) => this.onEvent(e), capture);
    this.win.addEventListener('change', (e) => this.onEvent(e), capture);
  }

  private onEvent(e: Event): void {
    if (isOwn(e)) return;
    for (const input of this.inputsOf(e)) this.take(e, input);
  }

  /** The file inputs an input or change event is about, through open and closed shadow roots. */
  private inputsOf(e: Event): HTMLInputElement[] {
    const first = e.composedPath()[0] ?? e.target;
    if (isFileInput(first)) return [first];
    // Typing fires InputEvents; a file input's own input event is a plain Event. Typing in a
    // closed-root editor must not walk the whole root on every key.
    if (e instanceof InputEvent) return [];
    // A closed shadow root hides the input: the path starts at its host; look inside for one
    // holding files the guard has not checked.
    const root = first instanceof Element ? shadowRootOf(first) : null;
    if (root === null) return [];
    return deepQueryAll(root, 'input[type="file"]', 32).filter(
      (el): el is HTMLInputElement => isFileInput(el) && (el.files?.length ?? 0) > 0 && [...(el.files ?? [])].some((f) => !this.placed.has(f)),
    );
  }

  private take(e: Event, target: HTMLInputElement): void {
    const files = target.files ? [...target.files] : [];
    if (files.length === 0 || files.every((f) => this.placed.has(f))) {
      // The second event of a pair we already took (input then change), a cleared input, or ours.
      if (this.taken.has(target)) e.stopImmediatePropagation();
      return;
    }
    e.stopImmediatePropagation();
    this.taken.add(target);
    // Nothing unchecked stays readable on the input while the check runs.
    target.value = '';
    this.handle(target, files).catch((error: unknown) => this.failed(error));
  }

  private async handle(input: HTMLInputElement, files: File[]): Promise<void> {
    try {
      if (files.length > MAX_FILES_PER_ACTION) {
        this.ui.notify('error', copy.tooManyFiles('choice', files.length, MAX_FILES_PER_ACTION));
        return;
      }
      await this.check.release(
        'upload',
        async () => {
          const released = [];
          for (const file of files) {
            const out = await this.check.file(file, 'upload');
            if (out) released.push(out);
          }
          return released.length > 0 ? released : null;
        },
        (released) => released.map((r) => r.releaseId),
        (released) => {
          if (!input.isConnected) return;
          const transfer = new DataTransfer();
          for (const r of released) {
            transfer.items.add(r.file);
            this.placed.add(r.file);
          }
          input.files = transfer.files;
          for (const f of input.files) this.placed.add(f);
          dispatchOwn(input, new Event('input', { bubbles: true, composed: true }));
          dispatchOwn(input, new Event('change', { bubbles: true }));
        },
      );
    } finally {
      // Let a fresh choice on the same input be seen again.
      setTimeout(() => this.taken.delete(input), 0);
    }
  }
}

function isFileInput(node: unknown): node is HTMLInputElement {
  return node instanceof HTMLInputElement && node.type === 'file';
}
