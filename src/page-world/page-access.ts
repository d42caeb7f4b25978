/**
 * The page world's ways to content the person never pasted, guarded: the async clipboard
 * (`navigator.clipboard.readText` / `read`) and the File System Access pickers
 * (`showOpenFilePicker`, `showDirectoryPicker`) with the handles they return. Installed at
 * document_start in every frame of an AI site's page, before the page's own scripts.
 *
 * The wrappers hold nothing unreleased: they ask the isolated content script over a private
 * port (src/protocol/page-access.ts), which reads the clipboard or opens the picker itself,
 * decides through the guard (the same check, prompt and ledger record as a paste or an upload;
 * a clipboard read during a paste gets that paste's decision) and answers with released content
 * only. A handle the page gets is a stand-in: an object with the real handle's prototype, kind
 * and name, whose getFile() returns the checked file. Real handles never enter this world, so
 * no patched prototype or `then` getter can catch one, and a stand-in cannot be posted to a
 * worker or stored (it is a Proxy: structured cloning refuses it), so no worker reads a file
 * the guard did not check. Writing through a guarded handle is refused.
 *
 * The wrappers read as native code to Function.prototype.toString, as the originals did.
 */
import { accept } from '../protocol/channel';
import { PAGE_ACCESS_PORT, pageReply, type HandleView, type PageReply, type PageRequest, type PickerOptions } from '../protocol/page-access';
import { foreignFrameSite, frameFacts, frameSite, type FrameFacts } from '../core/sites/frame-role';

type Win = Window & typeof globalThis;
type ReplyValue = Extract<PageReply, { ok: true }>['value'];
type Body = PageRequest extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never;

/** How long a request waits for the content script's port before it fails closed. */
const PORT_WAIT_MS = 5_000;

/** Whether this frame is guarded at once (the content scripts post the port under the same rule). */
export function pageAccessGuarded(f: FrameFacts): boolean {
  if (frameSite(f) !== undefined) return true;
  const foreign = foreignFrameSite(f);
  return foreign !== undefined && foreign !== 'unknown';
}

export function installPageAccessGuard(win: Win): void {
  if (!pageAccessGuarded(frameFacts(win))) return;

  const P = win.Promise;
  const then = P.prototype.then;
  const reflectApply = Reflect.apply;
  const defineProperty = Object.defineProperty;
  const getDescriptor = Object.getOwnPropertyDescriptor;
  const nativeToString = win.Function.prototype.toString;
  const DOMExceptionCtor = win.DOMException;
  const addListener = win.EventTarget.prototype.addEventListener;
  const removeListener = win.EventTarget.prototype.removeEventListener;
  const stopImmediate = win.Event.prototype.stopImmediatePropagation;
  const postToPort = win.MessagePort.prototype.postMessage;
  const dataOf = getDescriptor(win.MessageEvent.prototype, 'data')?.get;
  const portsOf = getDescriptor(win.MessageEvent.prototype, 'ports')?.get;
  const sourceOf = getDescriptor(win.MessageEvent.prototype, 'source')?.get;
  const setTimer = win.setTimeout.bind(win);

  // ── looking native ──
  const masks = new WeakMap<object, string>();
  const nativeText = (fn: unknown): string => reflectApply(nativeToString, fn, []) as string;
  const toString = {
    toString(this: unknown): string {
      if ((typeof this === 'function' || typeof this === 'object') && this !== null && masks.has(this)) return masks.get(this) as string;
      return reflectApply(nativeToString, this, []) as string;
    },
  }.toString;
  masks.set(toString, nativeText(nativeToString));
  const toStringDescriptor = getDescriptor(win.Function.prototype, 'toString');
  defineProperty(win.Function.prototype, 'toString', { ...toStringDescriptor, value: toString });
  /** Makes `wrapper` read as `native` does (its source, name and length). */
  const lookLike = <F extends object>(wrapper: F, native: unknown, name: string, length: number): F => {
    masks.set(wrapper, typeof native === 'function' ? nativeText(native) : `function ${name}() { [native code] }`);
    defineProperty(wrapper, 'name', { value: name, configurable: true });
    defineProperty(wrapper, 'length', { value: length, configurable: true });
    return wrapper;
  };
  const replace = (owner: object, name: string, make: (native: (...args: unknown[]) => unknown) => (...args: unknown[]) => unknown): void => {
    const descriptor = getDescriptor(owner, name);
    if (!descriptor || typeof descriptor.value !== 'function') return;
    const native = descriptor.value as (...args: unknown[]) => unknown;
    const wrapper = lookLike(make(native), native, name, native.length);
    defineProperty(owner, name, { ...descriptor, value: wrapper });
  };

  // ── the port ──
  let port: MessagePort | null = null;
  let nextId = 1;
  const waiting: Array<() => void> = [];
  const pending = new Map<number, { resolve: (v: ReplyValue) => void; reject: (e: unknown) => void }>();
  const fail = (name: string, message: string): unknown => new DOMExceptionCtor(message, name);

  const onReply = (event: Event): void => {
    const reply = accept(pageReply, dataOf ? reflectApply(dataOf, event, []) : undefined);
    if (!reply) return;
    const waiter = pending.get(reply.id);
    if (!waiter) return;
    pending.delete(reply.id);
    if (reply.ok) waiter.resolve(reply.value);
    else waiter.reject(fail(reply.name, reply.message));
  };
  const onPort = (event: Event): void => {
    const data = dataOf ? (reflectApply(dataOf, event, []) as { type?: unknown } | null) : null;
    const ports = portsOf ? (reflectApply(portsOf, event, []) as readonly MessagePort[]) : [];
    if (typeof data !== 'object' || data === null || data.type !== PAGE_ACCESS_PORT || ports.length !== 1) return;
    if (sourceOf && reflectApply(sourceOf, event, []) !== win) return;
    // Taken before any listener of the page's (ours was registered first, capturing).
    reflectApply(stopImmediate, event, []);
    reflectApply(removeListener, win, ['message', onPort, true]);
    port = ports[0] ?? null;
    if (port) {
      reflectApply(addListener, port, ['message', onReply]);
      port.start();
    }
    for (const send of waiting.splice(0)) send();
  };
  reflectApply(addListener, win, ['message', onPort, true]);

  const request = (body: Body): Promise<ReplyValue> =>
    new P<ReplyValue>((resolve, reject) => {
      const id = nextId++;
      pending.set(id, { resolve, reject });
      const send = (): void => {
        if (port) reflectApply(postToPort, port, [{ ...body, id }]);
      };
      if (port) send();
      else {
        waiting.push(send);
        setTimer(() => {
          if (port || !pending.has(id)) return;
          pending.delete(id);
          reject(fail('NotAllowedError', 'The clipboard and files are not available on this page.'));
        }, PORT_WAIT_MS);
      }
    });
  const map = <T, U>(promise: Promise<T>, fn: (value: T) => U): Promise<U> => reflectApply(then, promise, [fn]) as Promise<U>;

  // ── the clipboard ──
  const clipboard = win.navigator.clipboard as Clipboard | undefined;
  const ClipboardItemCtor = (win as unknown as { ClipboardItem?: typeof ClipboardItem }).ClipboardItem;
  if (win.Clipboard?.prototype) {
    replace(win.Clipboard.prototype, 'readText', (native) =>
      ({
        readText(this: unknown, ...args: unknown[]) {
          if (this !== clipboard) return reflectApply(native, this, args);
          return map(request({ kind: 'clipboard-text' }), (v) => (v.kind === 'text' ? v.text : ''));
        },
      }).readText,
    );
    replace(win.Clipboard.prototype, 'read', (native) =>
      ({
        read(this: unknown, ...args: unknown[]) {
          if (this !== clipboard || !ClipboardItemCtor) return reflectApply(native, this, args);
          return map(request({ kind: 'clipboard-items' }), (v) => {
            const items: ClipboardItem[] = [];
            if (v.kind !== 'items') return items;
            for (const parts of v.items) {
              const record: Record<string, Blob> = {};
              for (const part of parts) record[part.type] = part.data;
              items.push(new ClipboardItemCtor(record));
            }
            return items;
          });
        },
      }).read,
    );
  }

  // ── file pickers and their handles ──
  const fileProto = (win as unknown as { FileSystemFileHandle?: { prototype: object } }).FileSystemFileHandle?.prototype;
  const dirProto = (win as unknown as { FileSystemDirectoryHandle?: { prototype: object } }).FileSystemDirectoryHandle?.prototype;
  if (!fileProto || !dirProto) return;
  const standIns = new Map<number, object>();
  const idOf = new WeakMap<object, number>();
  const refused = (what: string) => () => P.reject(fail('NotAllowedError', `Consentry does not let AI sites ${what} through a file you picked.`));

  const standIn = (view: HandleView): object => {
    const known = standIns.get(view.id);
    if (known) return known;
    const own = (name: string, fn: (...args: never[]) => unknown, length: number) => lookLike(fn, getDescriptor(view.kind === 'file' ? fileProto : dirProto, name)?.value ?? getDescriptor(Object.getPrototypeOf(fileProto) as object, name)?.value, name, length);
    const common = {
      isSameEntry: own('isSameEntry', (other: unknown) => {
        const otherId = typeof other === 'object' && other !== null ? idOf.get(other) : undefined;
        if (otherId === undefined) return P.resolve(false);
        return map(request({ kind: 'handle', handle: view.id, op: 'isSameEntry', other: otherId }), (v) => v.kind === 'boolean' && v.value);
      }, 1),
      queryPermission: own('queryPermission', () => map(request({ kind: 'handle', handle: view.id, op: 'queryPermission' }), (v) => (v.kind === 'permission' ? v.state : 'denied')), 0),
      requestPermission: own('requestPermission', () => map(request({ kind: 'handle', handle: view.id, op: 'requestPermission' }), (v) => (v.kind === 'permission' ? v.state : 'denied')), 0),
      remove: own('remove', refused('remove entries'), 0),
      move: own('move', refused('move entries'), 1),
    };
    const entryList = (): Promise<HandleView[]> => map(request({ kind: 'handle', handle: view.id, op: 'list' }), (v) => (v.kind === 'handles' ? v.handles : []));
    const methods: Record<PropertyKey, unknown> =
      view.kind === 'file'
        ? {
            ...common,
            getFile: own('getFile', () => map(request({ kind: 'handle', handle: view.id, op: 'getFile' }), (v) => (v.kind === 'file' ? v.file : undefined)), 0),
            createWritable: own('createWritable', refused('write'), 0),
            createSyncAccessHandle: own('createSyncAccessHandle', refused('write'), 0),
          }
        : {
            ...common,
            getFileHandle: own('getFileHandle', (name: unknown, options?: { create?: unknown }) => {
              if (options?.create) return refused('create files')();
              return map(request({ kind: 'handle', handle: view.id, op: 'getFileHandle', name: String(name) }), (v) => (v.kind === 'handle' ? standIn(v.handle) : undefined));
            }, 1),
            getDirectoryHandle: own('getDirectoryHandle', (name: unknown, options?: { create?: unknown }) => {
              if (options?.create) return refused('create folders')();
              return map(request({ kind: 'handle', handle: view.id, op: 'getDirectoryHandle', name: String(name) }), (v) => (v.kind === 'handle' ? standIn(v.handle) : undefined));
            }, 1),
            removeEntry: own('removeEntry', refused('remove entries'), 1),
            resolve: own('resolve', (other: unknown) => {
              const otherId = typeof other === 'object' && other !== null ? idOf.get(other) : undefined;
              if (otherId === undefined) return P.resolve(null);
              return map(request({ kind: 'handle', handle: view.id, op: 'resolve', other: otherId }), (v) => (v.kind === 'path' ? v.path : null));
            }, 1),
            entries: own('entries', async function* entries() {
              for (const h of await entryList()) yield [h.name, standIn(h)];
            }, 0),
            values: own('values', async function* values() {
              for (const h of await entryList()) yield standIn(h);
            }, 0),
            keys: own('keys', async function* keys() {
              for (const h of await entryList()) yield h.name;
            }, 0),
          };
    if (view.kind === 'directory') methods[Symbol.asyncIterator] = methods['entries'];
    const target = Object.create(view.kind === 'file' ? fileProto : dirProto) as object;
    const proxy = new Proxy(target, {
      get(t, prop, receiver) {
        if (prop === 'kind') return view.kind;
        if (prop === 'name') return view.name;
        if (Object.prototype.hasOwnProperty.call(methods, prop)) return methods[prop];
        return Reflect.get(t, prop, receiver);
      },
    });
    standIns.set(view.id, proxy);
    idOf.set(proxy, view.id);
    return proxy;
  };

  const pickerOptions = (raw: unknown): PickerOptions | undefined => {
    if (raw === undefined || raw === null) return undefined;
    if (typeof raw !== 'object') return undefined;
    const o = raw as Record<string, unknown>;
    const startIn = o['startIn'];
    const handle = typeof startIn === 'object' && startIn !== null ? idOf.get(startIn) : undefined;
    return {
      ...(typeof o['multiple'] === 'boolean' ? { multiple: o['multiple'] } : {}),
      ...(typeof o['excludeAcceptAllOption'] === 'boolean' ? { excludeAcceptAllOption: o['excludeAcceptAllOption'] } : {}),
      ...(typeof o['id'] === 'string' ? { id: o['id'] } : {}),
      ...(o['mode'] === 'read' || o['mode'] === 'readwrite' ? { mode: o['mode'] } : {}),
      ...(typeof startIn === 'string' ? { startIn: startIn as Exclude<PickerOptions['startIn'], { handle: number } | undefined> } : handle !== undefined ? { startIn: { handle } } : {}),
      ...(Array.isArray(o['types']) ? { types: JSON.parse(JSON.stringify(o['types'])) as PickerOptions['types'] } : {}),
    };
  };

  replace(win, 'showOpenFilePicker', () =>
    ({
      showOpenFilePicker(...args: unknown[]) {
        const options = pickerOptions(args[0]);
        return map(request({ kind: 'pick', picker: 'open', ...(options ? { options } : {}) }), (v) => {
          const out: object[] = [];
          if (v.kind === 'handles') for (const h of v.handles) out.push(standIn(h));
          return out;
        });
      },
    }).showOpenFilePicker,
  );
  replace(win, 'showDirectoryPicker', () =>
    ({
      showDirectoryPicker(...args: unknown[]) {
        const options = pickerOptions(args[0]);
        return map(request({ kind: 'pick', picker: 'directory', ...(options ? { options } : {}) }), (v) => {
          const first = v.kind === 'handles' ? v.handles[0] : undefined;
          if (!first) throw fail('AbortError', 'No folder was picked.');
          return standIn(first);
        });
      },
    }).showDirectoryPicker,
  );
}
