/**
 * Everything the extension keeps on its own origin, read from one of its pages: every IndexedDB
 * database and store, every storage area, localStorage, sessionStorage and Cache Storage, as one
 * text for the privacy scan. Binary values are decoded as UTF-8 so nothing hides in a buffer.
 */
import type { Page } from 'playwright-core';

interface StorageGlobals {
  chrome: { storage: Record<string, { get(keys: null): Promise<Record<string, unknown>> } | undefined> };
}

export interface ExtensionState {
  databases: string[];
  /** Store name → number of records, per database. */
  counts: Record<string, number>;
  text: string;
}

export function readExtensionState(page: Page): Promise<ExtensionState> {
  return page.evaluate(async () => {
    const decode = (value: unknown): unknown => {
      if (value instanceof ArrayBuffer) return new TextDecoder().decode(value);
      if (ArrayBuffer.isView(value)) return new TextDecoder().decode(value as Uint8Array);
      if (Array.isArray(value)) return value.map(decode);
      if (value && typeof value === 'object' && !(value instanceof Blob)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, decode(v)]));
      return value;
    };
    const parts: string[] = [];
    const counts: Record<string, number> = {};
    const databases = (await indexedDB.databases()).map((d) => d.name ?? '').filter((n) => n !== '');
    for (const name of databases) {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      for (const store of Array.from(db.objectStoreNames)) {
        const [keys, values] = await new Promise<[unknown[], unknown[]]>((resolve, reject) => {
          const tx = db.transaction(store, 'readonly');
          const keysReq = tx.objectStore(store).getAllKeys();
          const valuesReq = tx.objectStore(store).getAll();
          tx.oncomplete = () => resolve([keysReq.result, valuesReq.result]);
          tx.onerror = () => reject(tx.error);
        });
        counts[`${name}/${store}`] = values.length;
        for (const value of values) {
          if (value instanceof Blob) parts.push(await value.text());
        }
        parts.push(`${name}/${store}`, JSON.stringify(decode(keys)), JSON.stringify(decode(values)));
      }
      db.close();
    }
    const storage = (globalThis as unknown as StorageGlobals).chrome.storage;
    for (const area of ['local', 'session', 'sync', 'managed']) {
      const values = await storage[area]?.get(null).catch(() => ({}));
      parts.push(`storage.${area}`, JSON.stringify(decode(values ?? {})));
    }
    parts.push('localStorage', JSON.stringify({ ...localStorage }), 'sessionStorage', JSON.stringify({ ...sessionStorage }));
    for (const cacheName of await caches.keys()) {
      const cache = await caches.open(cacheName);
      for (const request of await cache.keys()) parts.push(request.url, await (await cache.match(request))!.text());
    }
    return { databases, counts, text: parts.join('\n') };
  });
}
