import Ajv from 'ajv';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DECISIONS, POLICY_ACTIONS, PURPOSES } from '../vocabulary';
import { effectiveDecision, POLICY_CATEGORIES } from './policy';
import { managedFromStorage, memoryPersistence, parseManagedPolicy, PolicyStore } from './policy-store';

const root = join(__dirname, '..', '..', '..');
const read = (path: string) => JSON.parse(readFileSync(join(root, path), 'utf8'));
const schema = read('public/managed_schema.json');
const example = read('docs/enterprise-policy.example.json');

describe('managed (enterprise) policy schema', () => {
  const validate = new Ajv({ allErrors: true, strict: false }).compile(schema);

  it('names every category, purpose, decision and action, and keeps credential locked', () => {
    const rows = schema.properties.decisions.properties;
    expect(Object.keys(rows)).toEqual([...POLICY_CATEGORIES]);
    for (const category of POLICY_CATEGORIES) {
      expect(Object.keys(rows[category].properties), category).toEqual([...PURPOSES]);
      for (const purpose of PURPOSES) {
        expect(rows[category].properties[purpose].enum).toEqual(category === 'credential' ? ['mask', 'block'] : [...DECISIONS]);
      }
    }
    expect(schema.properties.actions.items.enum).toEqual([...POLICY_ACTIONS]);
  });

  it('the documented example is valid for the browser schema and for the store, and locks its rows', async () => {
    expect(validate(example), JSON.stringify(validate.errors)).toBe(true);
    expect(() => parseManagedPolicy(managedFromStorage(example))).not.toThrow();
    const { store } = await PolicyStore.open(memoryPersistence());
    const result = await store.refreshManaged({ get: async () => example });
    expect(result).toEqual({ changed: true });
    expect(store.lockedCells().filter((c) => c.category === 'health')).toEqual(PURPOSES.map((purpose) => ({ category: 'health', purpose, reason: 'managed' })));
    // A managed cell holds on every site, whatever purposes its profile applies: the strictest
    // managed cell of a row (health × training: block) is that row's floor everywhere.
    expect(effectiveDecision(store.current(), 'health', ['assistant'])).toBe('block');
    expect(store.current().actions).toEqual(expect.arrayContaining(example.actions));
  });

  it('schema and store agree on refusing a managed value that would release credentials', async () => {
    const bad = { decisions: { credential: { assistant: 'allow' } } };
    expect(validate(bad)).toBe(false);
    const { store } = await PolicyStore.open(memoryPersistence());
    const result = await store.refreshManaged({ get: async () => bad });
    expect(result.changed).toBe(false);
    expect(result.error).toMatch(/locked/);
    expect(store.lockedCells().some((c) => c.reason === 'managed')).toBe(false);
  });

  it('reading the same managed values again changes nothing; removing them unlocks', async () => {
    const { store } = await PolicyStore.open(memoryPersistence());
    const source = { values: example as Record<string, unknown> };
    const managed = { get: async () => source.values };
    await store.refreshManaged(managed);
    const generation = store.generation;
    expect(await store.refreshManaged(managed)).toEqual({ changed: false });
    expect(store.generation).toBe(generation);
    source.values = {};
    expect(await store.refreshManaged(managed)).toEqual({ changed: true });
    expect(store.lockedCells().some((c) => c.reason === 'managed')).toBe(false);
    expect(store.generation).toBe(generation + 1);
  });

  it('managed storage that cannot be read (no policy manifest) keeps what is in force, without an error', async () => {
    const { store } = await PolicyStore.open(memoryPersistence());
    await store.refreshManaged({ get: async () => example });
    const generation = store.generation;
    const result = await store.refreshManaged({ get: () => Promise.reject(new Error('Managed storage manifest not found')) });
    expect(result).toEqual({ changed: false });
    expect(store.generation).toBe(generation);
    expect(store.lockedCells().some((c) => c.reason === 'managed')).toBe(true);
  });
});
