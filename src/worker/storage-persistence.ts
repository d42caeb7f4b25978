/**
 * Policy persistence in extension storage (browser.storage.local). The storage area is passed in,
 * so this runs against fakeBrowser in unit tests and the real area in the extension.
 */
import type { Policy } from '../core/policy/policy';
import type { PolicyPersistence } from '../core/policy/policy-store';

export interface StorageAreaLike {
  get(keys: string): Promise<Record<string, unknown>>;
  set(items: Record<string, unknown>): Promise<void>;
}

const KEY = 'policy';
const GENERATION_KEY = 'policyGeneration';

export function storagePersistence(area: StorageAreaLike): PolicyPersistence {
  return {
    async load() {
      return (await area.get(KEY))[KEY];
    },
    async loadGeneration() {
      return (await area.get(GENERATION_KEY))[GENERATION_KEY];
    },
    async save(policy: Policy, generation: number) {
      await area.set({ [KEY]: policy, [GENERATION_KEY]: generation });
    },
    async saveGeneration(generation: number) {
      await area.set({ [GENERATION_KEY]: generation });
    },
  };
}
