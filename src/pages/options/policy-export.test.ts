import { describe, expect, it } from 'vitest';
import { DEFAULT_POLICY, parsePolicy, type Policy } from '../../core/policy/policy';
import { layManaged } from '../../core/policy/policy-store';
import { setCell, setProfile } from './policy-edit';
import { policyFileText } from './policy-export';

const base = (): Policy => structuredClone(DEFAULT_POLICY) as Policy;
/** A policy without the schema pointer the default file carries (a path relative to that file). */
const withoutSchema = (p: Policy): Policy => {
  const { $schema: _schema, ...rest } = p as Policy & { $schema?: string };
  return rest;
};

describe('policy export for the local-agent gate', () => {
  it('writes the policy in force, administrator cells included, in a form the gate reads back unchanged', () => {
    const person = setProfile(setCell(setCell(base(), 'health', 'training', 'allow'), 'legal', 'assistant', 'block', 'https://claude.ai'), 'https://poe.com', ['assistant']);
    const inForce = layManaged(person, { decisions: { health: { training: 'block' } }, actions: ['redact_before_model'] }, { cells: [{ category: 'health', purpose: 'training' }], note: 'set by IT' });
    const text = policyFileText(inForce);
    const json = JSON.parse(text) as Record<string, unknown>;
    expect(Object.keys(json)).toEqual(['version', 'decisions', 'sites', 'profiles', 'actions']);
    expect(text).not.toContain('set by IT');
    const read = parsePolicy(json);
    // The administrator's block, not the person's allow: the gate is never looser than the browser.
    expect(read.decisions.health.training).toBe('block');
    expect(read.sites?.['https://claude.ai']?.legal?.assistant).toBe('block');
    expect(read.profiles?.['https://poe.com']).toEqual(['assistant']);
    expect(read.actions).toContain('redact_before_model');

    // parsePolicy is the gate's own validator (the e2e test reads a real export with the gate's file reader).
    const { managed: _managed, ...expected } = inForce;
    expect(read).toEqual(withoutSchema(expected));
  });

  it('leaves out empty site and profile tables, and the default policy exports as the default', () => {
    const json = JSON.parse(policyFileText(base())) as Record<string, unknown>;
    expect(Object.keys(json)).toEqual(['version', 'decisions', 'actions']);
    expect(parsePolicy(json)).toEqual(withoutSchema(base()));
  });

  it('refuses to write a policy the gate would refuse', () => {
    const broken = base();
    (broken.decisions.credential as Record<string, string>)['assistant'] = 'allow';
    expect(() => policyFileText(broken)).toThrow(/locked/);
  });
});
