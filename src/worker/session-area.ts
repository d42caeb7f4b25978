/**
 * The slice of browser.storage.session the service worker keeps its tab and share state in, so
 * that state outlives a service-worker restart (the browser stops an idle worker at will) but not
 * the browser session. Session storage is readable by extension pages and the worker only, never
 * by content scripts; nothing written to it holds content: states, reasons, counts and ids.
 * The memory area stands in where the browser has no session storage (Firefox before 115), with
 * what that costs: state lasts only as long as the worker.
 */
export interface SessionArea {
  get(keys: null): Promise<Record<string, unknown>>;
  set(items: Record<string, unknown>): Promise<void>;
  remove(keys: string | string[]): Promise<void>;
}

export function memorySessionArea(): SessionArea & { data: Record<string, unknown> } {
  const data: Record<string, unknown> = {};
  return {
    data,
    async get() {
      return structuredClone(data);
    },
    async set(items) {
      Object.assign(data, structuredClone(items));
    },
    async remove(keys) {
      for (const key of typeof keys === 'string' ? [keys] : keys) delete data[key];
    },
  };
}
