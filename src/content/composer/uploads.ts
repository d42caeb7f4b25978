/**
 * File inputs: a chosen file is taken off the input before the page can read it, checked, and
 * only what was released is put back (`input.files` set to the checked files, `input` and
 * `change` dispatched again). Nothing unchecked stays readable on the input meanwhile.
 */
import { MAX_FILES_PER_ACTION } from '../files';
import { dispatchOwn, isOwn } from '../ours';
import { copy } from './copy';
import type { GuardUi, ItemCheck } from './item-check';

export class UploadGuard {
  private taken = new WeakSet<HTMLInputElement>();

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
    const target = e.target;
    if (!(target instanceof HTMLInputElement) || target.type !== 'file') return;
    const files = target.files ? [...target.files] : [];
    if (files.length === 0) {
      // The second event of a pair we already took (input then change), or a cleared input.
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
      const released: File[] = [];
      for (const file of files) {
        const out = await this.check.file(file, 'upload');
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
      setTimeout(() => this.taken.delete(input), 0);
    }
  }
}
