import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { createServices } from './services';
import type { StorageAreaLike } from './storage-persistence';

function memoryArea(): StorageAreaLike {
  const items: Record<string, unknown> = {};
  return {
    get: async (key) => (key in items ? { [key]: items[key] } : {}),
    set: async (next) => void Object.assign(items, next),
  };
}

const deps = { extensionId: 'abcdefghijklmnopabcdefghijklmnop', extensionOrigin: 'chrome-extension://abcdefghijklmnopabcdefghijklmnop' };

describe('start-up and the administrator policy', () => {
  it('starts without waiting for managed storage, and lays it over when it answers', async () => {
    let answer: (values: Record<string, unknown>) => void = () => undefined;
    const pending = new Promise<Record<string, unknown>>((resolve) => (answer = resolve));
    const services = await createServices({ ...deps, local: memoryArea(), managed: { get: () => pending } });
    expect(services.managedSettled?.()).toBe(false);
    expect(services.policy.current().decisions.contact.assistant).toBe('mask');

    answer({ policy: { decisions: { contact: { assistant: 'block' } } } });
    await services.managedReady;
    expect(services.managedSettled?.()).toBe(true);
    expect(services.policy.current().decisions.contact.assistant).toBe('block');
  });

  it('settles when managed storage fails or is missing', async () => {
    const failing = await createServices({ ...deps, local: memoryArea(), managed: { get: () => Promise.reject(new Error('not managed')) } });
    await failing.managedReady;
    expect(failing.managedSettled?.()).toBe(true);
    const none = await createServices({ ...deps, local: memoryArea() });
    await none.managedReady;
    expect(none.managedSettled?.()).toBe(true);
  });
});
