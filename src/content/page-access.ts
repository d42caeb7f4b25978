/**
 * The isolated world's side of the page-world access guard (src/page-world/page-access.ts): it
 * hands the page world a private port at document_start and answers its requests with released
 * content only.
 *
 * - The clipboard is read here, with the page's own permission, and its text goes through the
 *   same check as a paste (a read while a paste of the same text is being checked gets that
 *   paste's decision, not a second question); images on it are held like an uploaded image.
 * - The pickers are opened here (the person's click still counts: user activation belongs to
 *   the document), and the real handles stay here, known to the page world by number only. A
 *   file read through one goes through the same check as an upload.
 *
 * Nothing here takes text, files or handles from the page: requests name the clipboard or a
 * handle number this side issued, so the port, even in the page's hands, is no oracle.
 */
import { accept } from '../protocol/channel';
import { PAGE_ACCESS_PORT, pageRequest, type HandleView, type PageReply, type PageRequest, type PickerOptions } from '../protocol/page-access';
import type { ItemCheck, ReleasedFile } from './composer/item-check';
import { htmlToText, type TransferGuard } from './composer/transfers';

type ReplyValue = Extract<PageReply, { ok: true }>['value'];

interface FsHandle {
  kind: 'file' | 'directory';
  name: string;
  isSameEntry(other: FsHandle): Promise<boolean>;
  queryPermission?(descriptor: { mode: 'read' }): Promise<PermissionState>;
  requestPermission?(descriptor: { mode: 'read' }): Promise<PermissionState>;
  getFile?(): Promise<File>;
  getFileHandle?(name: string): Promise<FsHandle>;
  getDirectoryHandle?(name: string): Promise<FsHandle>;
  resolve?(other: FsHandle): Promise<string[] | null>;
  values?(): AsyncIterable<FsHandle>;
}

interface PickerWindow {
  showOpenFilePicker?(options?: unknown): Promise<FsHandle[]>;
  showDirectoryPicker?(options?: unknown): Promise<FsHandle>;
}

/** Handles one page may hold at once; entries of a folder listed at most. */
const MAX_HANDLES = 10_000;
const MAX_LISTED = 2_000;

class Refusal extends Error {
  constructor(readonly domName: string, message: string) {
    super(message);
  }
}

export class PageAccess {
  private handles = new Map<number, FsHandle>();
  private nextHandle = 1;

  constructor(
    private readonly win: Window,
    private readonly check: ItemCheck,
    private readonly transfers: TransferGuard,
  ) {}

  /** Hands the page world its port: call synchronously at document_start. */
  start(): void {
    const channel = new MessageChannel();
    channel.port1.onmessage = (event: MessageEvent) => {
      const request = accept(pageRequest, event.data);
      if (request) void this.answer(request).then((reply) => channel.port1.postMessage(reply));
    };
    this.win.postMessage({ type: PAGE_ACCESS_PORT }, '*', [channel.port2]);
  }

  private async answer(request: PageRequest): Promise<PageReply> {
    try {
      return { id: request.id, ok: true, value: await this.handle(request) };
    } catch (error) {
      const name = error instanceof Refusal ? error.domName : error instanceof DOMException ? error.name : 'NotAllowedError';
      const message = error instanceof Error ? error.message.slice(0, 500) : 'Not allowed.';
      return { id: request.id, ok: false, name, message };
    }
  }

  private async handle(request: PageRequest): Promise<ReplyValue> {
    switch (request.kind) {
      case 'clipboard-text':
        return { kind: 'text', text: await this.clipboardText() };
      case 'clipboard-items':
        return { kind: 'items', items: await this.clipboardItems() };
      case 'pick':
        return { kind: 'handles', handles: await this.pick(request.picker, request.options) };
      case 'handle':
        return this.handleOp(request);
    }
  }

  private async clipboardText(): Promise<string> {
    const raw = await this.win.navigator.clipboard.readText();
    return raw === '' ? '' : this.releasedText(raw);
  }

  /** The clipboard's text as the guard releases it: a paste's decision when one is under way. */
  private async releasedText(raw: string): Promise<string> {
    const recent = this.transfers.releasedPaste(raw);
    const released =
      recent !== undefined
        ? await recent
        : await this.check.release(
            'paste',
            () => this.check.text('paste', raw, ''),
            (r) => [r.releaseId],
            (r) => r.text,
          );
    if (released === null) throw new Refusal('NotAllowedError', 'Consentry did not release what the clipboard holds.');
    return released;
  }

  private async clipboardItems(): Promise<Array<Array<{ type: string; data: Blob }>>> {
    const items = await this.win.navigator.clipboard.read();
    const out: Array<Array<{ type: string; data: Blob }>> = [];
    for (const item of items) {
      const parts: Array<{ type: string; data: Blob }> = [];
      const types = [...item.types];
      const textType = types.includes('text/plain') ? 'text/plain' : types.includes('text/html') ? 'text/html' : undefined;
      if (textType) {
        const raw = await (await item.getType(textType)).text();
        const text = textType === 'text/html' ? htmlToText(raw) : raw;
        if (text !== '') parts.push({ type: 'text/plain', data: new Blob([await this.releasedText(text)], { type: 'text/plain' }) });
      }
      for (const type of types.filter((t) => t.startsWith('image/'))) {
        const blob = await item.getType(type);
        const file = new File([blob], `clipboard.${type.slice('image/'.length) || 'png'}`, { type });
        const released = await this.releasedFile(file);
        if (released) parts.push({ type, data: released });
      }
      // Other formats (RTF, custom ones) are not handed over: the text above is what they carry.
      if (parts.length > 0) out.push(parts);
    }
    return out;
  }

  private async releasedFile(file: File): Promise<File | null> {
    return this.check.release<ReleasedFile, File>(
      'upload',
      () => this.check.file(file, 'upload'),
      (r) => [r.releaseId],
      (r) => r.file,
    );
  }

  private async pick(picker: 'open' | 'directory', options: PickerOptions | undefined): Promise<HandleView[]> {
    const win = this.win as Window & PickerWindow;
    const native = picker === 'open' ? win.showOpenFilePicker : win.showDirectoryPicker;
    if (typeof native !== 'function') throw new Refusal('NotSupportedError', 'File pickers are not available here.');
    const startIn = options?.startIn;
    const nativeOptions = {
      ...options,
      ...(typeof startIn === 'object' ? { startIn: this.real(startIn.handle) } : {}),
    };
    if (picker === 'open') return (await (native as NonNullable<PickerWindow['showOpenFilePicker']>).call(win, nativeOptions)).map((h) => this.register(h));
    return [this.register(await (native as NonNullable<PickerWindow['showDirectoryPicker']>).call(win, nativeOptions))];
  }

  private async handleOp(request: Extract<PageRequest, { kind: 'handle' }>): Promise<ReplyValue> {
    const handle = this.real(request.handle);
    switch (request.op) {
      case 'getFile': {
        if (!handle.getFile) throw new Refusal('TypeMismatchError', 'Not a file.');
        const released = await this.releasedFile(await handle.getFile());
        if (released === null) throw new Refusal('NotAllowedError', 'Consentry did not release this file.');
        return { kind: 'file', file: released };
      }
      case 'list': {
        if (!handle.values) throw new Refusal('TypeMismatchError', 'Not a folder.');
        const listed: HandleView[] = [];
        for await (const entry of handle.values()) {
          listed.push(this.register(entry));
          if (listed.length >= MAX_LISTED) break;
        }
        return { kind: 'handles', handles: listed };
      }
      case 'getFileHandle':
      case 'getDirectoryHandle': {
        const get = request.op === 'getFileHandle' ? handle.getFileHandle : handle.getDirectoryHandle;
        if (!get) throw new Refusal('TypeMismatchError', 'Not a folder.');
        return { kind: 'handle', handle: this.register(await get.call(handle, request.name ?? '')) };
      }
      case 'resolve': {
        if (!handle.resolve || request.other === undefined) return { kind: 'path', path: null };
        return { kind: 'path', path: await handle.resolve(this.real(request.other)) };
      }
      case 'isSameEntry':
        return { kind: 'boolean', value: request.other !== undefined && (await handle.isSameEntry(this.real(request.other))) };
      case 'queryPermission':
      case 'requestPermission': {
        const ask = request.op === 'queryPermission' ? handle.queryPermission : handle.requestPermission;
        return { kind: 'permission', state: ask ? await ask.call(handle, { mode: 'read' }) : 'granted' };
      }
    }
  }

  private register(handle: FsHandle): HandleView {
    if (this.handles.size >= MAX_HANDLES) this.handles.delete(this.handles.keys().next().value as number);
    const id = this.nextHandle++;
    this.handles.set(id, handle);
    return { id, kind: handle.kind, name: handle.name };
  }

  private real(id: number): FsHandle {
    const handle = this.handles.get(id);
    if (!handle) throw new Refusal('NotFoundError', 'This file is no longer available.');
    return handle;
  }
}
