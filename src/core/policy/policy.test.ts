import Ajv2020 from 'ajv/dist/2020';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CATEGORIES, POLICY_ACTIONS, PURPOSES } from '../vocabulary';
import {
  DEFAULT_POLICY,
  effectiveDecision,
  parsePolicy,
  PolicyError,
  relaxations,
  type Policy,
} from './policy';
import { memoryPersistence, PolicyStore } from './policy-store';

const root = join(__dirname, '..', '..', '..');
const schema = JSON.parse(readFileSync(join(root, 'policies', 'policy.schema.json'), 'utf8'));
const defaultJson = JSON.parse(readFileSync(join(root, 'policies', 'default-policy.json'), 'utf8'));
const clone = (): Policy => structuredClone(DEFAULT_POLICY) as Policy;

describe('policy files', () => {
  const validate = new Ajv2020({ allErrors: true, strict: false }).compile(schema);

  it('the shipped default policy passes the JSON Schema and the runtime check', () => {
    expect(validate(defaultJson), JSON.stringify(validate.errors)).toBe(true);
    expect(() => parsePolicy(defaultJson)).not.toThrow();
  });

  it('schema and runtime check agree on valid and invalid policies', () => {
    const variants: Array<[string, unknown]> = [
      ['default', defaultJson],
      ['credential released', { ...defaultJson, decisions: { ...defaultJson.decisions, credential: { ...defaultJson.decisions.credential, assistant: 'allow' } } }],
      ['unknown category', { ...defaultJson, decisions: { ...defaultJson.decisions, shoe_size: defaultJson.decisions.health } }],
      ['missing row', { ...defaultJson, decisions: { ...defaultJson.decisions, legal: undefined } }],
      ['bad decision', { ...defaultJson, decisions: { ...defaultJson.decisions, health: { ...defaultJson.decisions.health, training: 'maybe' } } }],
      ['bad action', { ...defaultJson, actions: ['launch_rockets'] }],
      ['good action', { ...defaultJson, actions: ['summarize_without_identifier'] }],
      ['site override', { ...defaultJson, sites: { 'https://claude.ai': { health: { training: 'block' } } } }],
      ['site unlocking credential', { ...defaultJson, sites: { 'https://claude.ai': { credential: { assistant: 'allow' } } } }],
      ['bad site', { ...defaultJson, sites: { 'http://claude.ai/x': {} } }],
      ['profile', { ...defaultJson, profiles: { 'https://claude.ai': ['assistant', 'training'] } }],
      ['bad profile', { ...defaultJson, profiles: { 'https://claude.ai': ['ads'] } }],
      ['extra field', { ...defaultJson, backdoor: true }],
    ];
    for (const [name, value] of variants) {
      const json = JSON.parse(JSON.stringify(value));
      let runtime = true;
      try {
        parsePolicy(json);
      } catch (error) {
        expect(error).toBeInstanceOf(PolicyError);
        runtime = false;
      }
      expect(runtime, name).toBe(validate(json));
    }
  });

  it('names every category, purpose and action in the vocabulary', () => {
    expect(Object.keys(schema.properties.decisions.properties).sort()).toEqual(CATEGORIES.filter((c) => c !== 'benign').sort());
    expect(schema.$defs.purpose.enum).toEqual([...PURPOSES]);
    expect(schema.properties.actions.items.enum).toEqual([...POLICY_ACTIONS]);
  });
});

describe('effective decisions', () => {
  it('takes the strictest decision over the site purposes, all purposes when unknown', () => {
    expect(effectiveDecision(DEFAULT_POLICY, 'health', ['assistant'])).toBe('allow');
    expect(effectiveDecision(DEFAULT_POLICY, 'health', ['assistant', 'training'])).toBe('ask');
    expect(effectiveDecision(DEFAULT_POLICY, 'health')).toBe('block');
    const p = clone();
    p.profiles = { 'https://claude.ai': ['assistant'] };
    expect(effectiveDecision(p, 'health', undefined, 'https://claude.ai')).toBe('allow');
    expect(effectiveDecision(p, 'health', undefined, 'https://chat.example-ai.net')).toBe('block');
    // A guarded site without a profile applies what the site registry says it applies.
    expect(effectiveDecision(p, 'health', undefined, 'https://chatgpt.com')).toBe('ask');
  });

  it('applies per-site overrides and never releases credentials', () => {
    const p = clone();
    p.sites = { 'https://claude.ai': { health: { assistant: 'ask' } } };
    expect(effectiveDecision(p, 'health', ['assistant'], 'https://claude.ai')).toBe('ask');
    (p.decisions.credential as Record<string, string>).assistant = 'allow';
    expect(effectiveDecision(p, 'credential', ['assistant'])).toBe('mask');
  });

  it('lists relaxations and ignores tightening', () => {
    const stricter = clone();
    stricter.decisions.health.assistant = 'block';
    expect(relaxations(DEFAULT_POLICY, stricter)).toEqual([]);
    expect(relaxations(stricter, DEFAULT_POLICY)).toEqual(['health × assistant']);
  });
});

describe('policy store', () => {
  it('refuses an invalid stored policy and keeps the default', async () => {
    const { store, loadError } = await PolicyStore.open(memoryPersistence({ version: 2 }));
    expect(loadError).toMatch(/not valid/);
    expect(store.current()).toEqual(DEFAULT_POLICY);
  });

  it('keeps the last good policy when an update is invalid', async () => {
    const { store } = await PolicyStore.open(memoryPersistence());
    const stricter = clone();
    stricter.decisions.health.assistant = 'mask';
    expect(await store.update(stricter, 'extension_page')).toEqual({ ok: true, generation: 1 });
    const bad = await store.update({ ...stricter, version: 9 }, 'extension_page', true);
    expect(bad).toMatchObject({ ok: false, reason: 'invalid' });
    expect(store.current().decisions.health.assistant).toBe('mask');
    expect(store.generation).toBe(1);
  });

  it('needs explicit re-consent from an extension page to relax', async () => {
    const { store } = await PolicyStore.open(memoryPersistence());
    const relaxed = clone();
    relaxed.decisions.contact.assistant = 'allow';
    expect(await store.update(relaxed, 'content_script', true)).toMatchObject({ ok: false, reason: 'needs_consent' });
    expect(await store.update(relaxed, 'extension_page')).toMatchObject({ ok: false, reason: 'needs_consent' });
    expect(await store.update(relaxed, 'extension_page', true)).toMatchObject({ ok: true });
    expect(store.current().decisions.contact.assistant).toBe('allow');
  });

  it('lets content scripts tighten one cell for one site, nothing more', async () => {
    const { store } = await PolicyStore.open(memoryPersistence());
    expect(await store.tighten('health', 'assistant', 'mask', 'https://claude.ai')).toMatchObject({ ok: true });
    expect(effectiveDecision(store.current(), 'health', ['assistant'], 'https://claude.ai')).toBe('mask');
    expect(await store.tighten('contact', 'assistant', 'allow', 'https://claude.ai')).toMatchObject({ ok: false, reason: 'needs_consent' });
  });

  it('lays managed values over the person\'s policy and locks them', async () => {
    const { store } = await PolicyStore.open(memoryPersistence());
    const before = store.generation;
    store.setManaged({ decisions: { health: { assistant: 'block' } } });
    expect(store.generation).toBe(before + 1);
    expect(store.current().decisions.health.assistant).toBe('block');
    expect(store.lockedCells()).toContainEqual({ category: 'health', purpose: 'assistant', reason: 'managed' });
    const attempt = clone();
    attempt.decisions.health.assistant = 'ask';
    expect(await store.update(attempt, 'extension_page', true)).toMatchObject({ ok: false, reason: 'locked' });
    expect(() => store.setManaged({ decisions: { credential: { assistant: 'allow' } } })).toThrow();
  });

  it('moves the generation on every change and tells listeners', async () => {
    const { store } = await PolicyStore.open(memoryPersistence());
    const seen: number[] = [];
    store.onChange((_, g) => seen.push(g));
    await store.tighten('legal', 'assistant', 'ask');
    await store.tighten('legal', 'assistant', 'mask');
    expect(seen).toEqual([1, 2]);
  });
});
