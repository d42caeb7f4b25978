import { describe, expect, it } from 'vitest';
import { storagePersistence, type StorageAreaLike } from '../../worker/storage-persistence';
import { DEFAULT_POLICY, type Policy } from './policy';
import { memoryPersistence, PolicyStore } from './policy-store';

/** browser.storage.local as the extension sees it: values survive, memory does not. */
function storageArea(): StorageAreaLike & { data: Record<string, unknown> } {
  const data: Record<string, unknown> = {};
  return {
    data,
    async get(key: string) {
      return key in data ? { [key]: structuredClone(data[key]) } : {};
    },
    async set(items: Record<string, unknown>) {
      Object.assign(data, structuredClone(items));
    },
  };
}

function stricter(): Policy {
  const policy = structuredClone(DEFAULT_POLICY) as Policy;
  policy.decisions.health.assistant = 'mask';
  return policy;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the policy generation across service-worker restarts', () => {
  it('carries on from the saved generation instead of starting at 0 again', async () => {
    const area = storageArea();
    const first = (await PolicyStore.open(storagePersistence(area))).store;
    expect(first.generation).toBe(0);
    expect((await first.update(stricter(), 'extension_page')).ok).toBe(true);
    expect((await first.update(DEFAULT_POLICY, 'extension_page', true)).ok).toBe(true);
    expect(first.generation).toBe(2);

    // The service worker stops; a new one opens the same storage.
    const second = (await PolicyStore.open(storagePersistence(area))).store;
    expect(second.generation).toBe(2);
    const next = await second.update(stricter(), 'extension_page');
    expect(next).toEqual({ ok: true, generation: 3 });
    expect(area.data['policyGeneration']).toBe(3);
  });

  it('saves moves made by managed values too, so a restart never reuses a generation', async () => {
    const area = storageArea();
    const first = (await PolicyStore.open(storagePersistence(area))).store;
    first.setManaged({ decisions: { health: { assistant: 'block' } } });
    expect(first.generation).toBe(1);
    await settle();
    const second = (await PolicyStore.open(storagePersistence(area))).store;
    expect(second.generation).toBe(1);
    second.setManaged({ decisions: { health: { assistant: 'block' } } });
    expect(second.generation).toBe(2);
  });

  it('ignores a stored generation that is not a count', async () => {
    for (const bad of [-1, 1.5, 'seven', null]) {
      const { store } = await PolicyStore.open(memoryPersistence(undefined, bad as number));
      expect(store.generation, String(bad)).toBe(0);
    }
    const { store } = await PolicyStore.open(memoryPersistence(undefined, 41));
    expect(store.generation).toBe(41);
  });
});
