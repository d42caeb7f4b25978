/**
 * The page-world access guard and its isolated-world side, both the shipped code, wired through a
 * real MessageChannel in Node. The browser pieces they stand on are small fakes: a window that
 * is an EventTarget, a clipboard, a file picker handing out file handles, and a worker that masks
 * e-mail addresses. What this pins down, which a headless browser cannot show (its file pickers
 * cannot be answered): a picked file reaches the page only as checked content, through a stand-in
 * handle that cannot be cloned to a worker, and the wrappers read as native code.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { ItemCheck } from '../../src/content/composer/item-check';
import { TransferGuard } from '../../src/content/composer/transfers';
import type { ComposerWatch } from '../../src/content/composer/composer-watch';
import type { GuardCall } from '../../src/content/guard-client';
import { PageAccess } from '../../src/content/page-access';
import { installPageAccessGuard } from '../../src/page-world/page-access';

const EMAIL = 'marguerite.okafor@fernhill-mail.com';
const RAW = `Forward to ${EMAIL} today.`;
const toStringDescriptor = Object.getOwnPropertyDescriptor(Function.prototype, 'toString')!;

/** A real file handle as the isolated world sees it. */
function realHandle(name: string, text: string) {
  return { kind: 'file' as const, name, getFile: async () => new File([text], name, { type: 'text/plain' }), isSameEntry: async () => false };
}

function setup() {
  class FileSystemHandle {}
  class FileSystemFileHandle extends FileSystemHandle {
    getFile(): Promise<File> {
      throw new TypeError('Illegal invocation');
    }
  }
  class FileSystemDirectoryHandle extends FileSystemHandle {}
  class Clipboard {
    readText(): Promise<string> {
      throw new Error('the page read the real clipboard');
    }
    read(): Promise<unknown[]> {
      throw new Error('the page read the real clipboard');
    }
  }
  class ClipboardItem {
    constructor(readonly parts: Record<string, Blob>) {}
    get types(): string[] {
      return Object.keys(this.parts);
    }
  }
  const page = new EventTarget() as EventTarget & Record<string, unknown>;
  // Window messages carry their source as the browser's do.
  const Base = MessageEvent as unknown as { new (type: string, init: { data: unknown; ports: MessagePort[] }): Event; prototype: object };
  class WindowMessageEvent extends Base {}
  for (const key of ['data', 'ports'] as const) {
    Object.defineProperty(WindowMessageEvent.prototype, key, { get(this: object) { return Reflect.get(MessageEvent.prototype, key, this); } });
  }
  Object.defineProperty(WindowMessageEvent.prototype, 'source', { get(this: { fromWindow?: boolean }) { return this.fromWindow ? page : null; } });
  const postToPage = (data: unknown, _origin: string, ports: MessagePort[] = []) => {
    setTimeout(() => page.dispatchEvent(Object.assign(new WindowMessageEvent('message', { data, ports }), { fromWindow: true })), 0);
  };
  const clipboard = new Clipboard();
  Object.assign(page, {
    top: page,
    origin: 'https://chatgpt.com',
    location: { href: 'https://chatgpt.com/c/1', origin: 'https://chatgpt.com' },
    Promise, Function, EventTarget, Event, DOMException, MessagePort, setTimeout,
    MessageEvent: WindowMessageEvent,
    Clipboard, ClipboardItem, FileSystemFileHandle, FileSystemDirectoryHandle,
    navigator: { clipboard },
    showOpenFilePicker: function showOpenFilePicker() {
      throw new Error('the page opened the real picker');
    },
    showDirectoryPicker: function showDirectoryPicker() {
      throw new Error('the page opened the real picker');
    },
    postMessage: postToPage,
  });

  const picked: Array<ReturnType<typeof realHandle>> = [];
  const isolated = {
    navigator: { clipboard: { readText: async () => RAW, read: async () => [] } },
    showOpenFilePicker: async () => picked,
    postMessage: postToPage,
  };
  const calls: string[] = [];
  const call = (async (type: string, payload: { text?: string }) => {
    calls.push(type);
    if (type === 'check') return { verdict: 'release', text: (payload.text ?? '').replace(EMAIL, '[EMAIL_ABCDEF]'), changed: true, categories: [], generation: 1, paused: false, releaseId: `r${calls.length}` };
    if (type === 'release') return { ok: true };
    return { clean: false, previewId: null };
  }) as GuardCall;
  const ui = { ask: () => new Promise<never>(() => undefined), notify: () => undefined };
  const check = new ItemCheck({ call, ui, siteName: 'ChatGPT', conversation: () => null });
  const transfers = new TransferGuard(page as unknown as Window, check, ui, {} as ComposerWatch, () => undefined);
  const show = (f: unknown): string => toStringDescriptor.value.call(f) as string;
  const sources = { readText: show(Clipboard.prototype.readText), open: show(page['showOpenFilePicker']) };
  installPageAccessGuard(page as unknown as Window & typeof globalThis);
  new PageAccess(isolated as unknown as Window, check, transfers).start();
  return { page, clipboard, picked, calls, Clipboard, FileSystemFileHandle, sources };
}

describe('the page-world access guard and its isolated side', () => {
  afterEach(() => {
    // The page world patches Function.prototype.toString of the realm it runs in: put it back.
    Object.defineProperty(Function.prototype, 'toString', toStringDescriptor);
  });

  it('answers a clipboard read with the released text, decided and confirmed', async () => {
    const { clipboard, calls } = setup();
    const text = await clipboard.readText();
    expect(text).toBe('Forward to [EMAIL_ABCDEF] today.');
    expect(calls).toEqual(['check', 'release']);
  });

  it('hands out stand-in handles whose files are the checked ones and which cannot reach a worker', async () => {
    const { page, picked, calls, FileSystemFileHandle } = setup();
    picked.push(realHandle('notes.txt', RAW));
    const open = page['showOpenFilePicker'] as () => Promise<Array<FileSystemFileHandle & { kind: string; name: string }>>;
    const [handle] = await open();
    if (!handle) throw new Error('nothing picked');
    expect(handle).toBeInstanceOf(FileSystemFileHandle);
    expect([handle.kind, handle.name]).toEqual(['file', 'notes.txt']);
    expect(await (await handle.getFile()).text()).toBe('Forward to [EMAIL_ABCDEF] today.');
    expect(calls).toEqual(['check', 'release']);
    expect(() => structuredClone(handle), 'no worker or database can receive it').toThrow();
    await expect((handle as unknown as { createWritable(): Promise<unknown> }).createWritable()).rejects.toMatchObject({ name: 'NotAllowedError' });
  });

  it('reads as the functions it replaced to Function.prototype.toString, itself included', () => {
    const { page, clipboard, sources } = setup();
    const show = (f: unknown) => Function.prototype.toString.call(f);
    expect(show(clipboard.readText)).toBe(sources.readText);
    expect(String(clipboard.readText)).toBe(sources.readText);
    expect(show(page['showOpenFilePicker'])).toBe(sources.open);
    expect(show(Function.prototype.toString)).toBe('function toString() { [native code] }');
    expect([clipboard.readText.name, clipboard.readText.length, 'prototype' in clipboard.readText]).toEqual(['readText', 0, false]);
  });
});
