import { describe, expect, it } from 'vitest';
import { DEFAULT_POLICY, effectiveDecision, parsePolicy, relaxations, type Policy } from '../../core/policy/policy';
import { setAction, setCell, setProfile } from './policy-edit';

const base = (): Policy => structuredClone(DEFAULT_POLICY) as Policy;

describe('options page policy edits', () => {
  it('sets and clears a site override, leaving a valid policy and the original untouched', () => {
    const original = base();
    const withSite = setCell(original, 'health', 'assistant', 'block', 'https://claude.ai');
    expect(original.sites).toBeUndefined();
    expect(effectiveDecision(withSite, 'health', ['assistant'], 'https://claude.ai')).toBe('block');
    expect(() => parsePolicy(withSite)).not.toThrow();
    const cleared = setCell(withSite, 'health', 'assistant', undefined, 'https://claude.ai');
    expect(cleared).toEqual(original);
    // Clearing a stricter override is a relaxation the page must confirm.
    expect(relaxations(withSite, cleared)).toEqual(['health × assistant on https://claude.ai']);
  });

  it('keeps profiles minimal: all purposes or none means no profile', () => {
    const p = setProfile(base(), 'https://poe.com', ['training', 'assistant']);
    expect(p.profiles).toEqual({ 'https://poe.com': ['assistant', 'training'] });
    expect(setProfile(p, 'https://poe.com', ['assistant', 'training', 'analytics', 'third_party']).profiles).toBeUndefined();
    expect(relaxations(base(), p)).toEqual(['https://poe.com no longer counts analytics', 'https://poe.com no longer counts third_party']);
  });

  it('toggles actions without duplicates', () => {
    const on = setAction(setAction(base(), 'redact_before_model', true), 'redact_before_model', true);
    expect(on.actions).toEqual(['redact_before_model']);
    expect(setAction(on, 'redact_before_model', false).actions).toEqual([]);
  });
});
