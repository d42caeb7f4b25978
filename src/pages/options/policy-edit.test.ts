import { describe, expect, it } from 'vitest';
import { DEFAULT_POLICY, effectiveDecision, parsePolicy, relaxations, type Policy } from '../../core/policy/policy';
import { enforcedDraft, setAction, setCell, setProfile } from './policy-edit';

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

  it('keeps profiles minimal: what the site applies anyway, or nothing, means no profile', () => {
    // Poe applies answering, training and third parties (site-purposes.ts).
    const p = setProfile(base(), 'https://poe.com', ['training', 'assistant']);
    expect(p.profiles).toEqual({ 'https://poe.com': ['assistant', 'training'] });
    expect(setProfile(p, 'https://poe.com', ['assistant', 'training', 'third_party']).profiles).toBeUndefined();
    expect(relaxations(base(), p)).toEqual(['https://poe.com no longer counts third_party']);
    // An origin that is not a guarded site applies every purpose.
    const other = setProfile(base(), 'https://chat.example-ai.net', ['assistant', 'training']);
    expect(relaxations(base(), other)).toEqual(['https://chat.example-ai.net no longer counts analytics', 'https://chat.example-ai.net no longer counts third_party']);
    expect(setProfile(other, 'https://chat.example-ai.net', ['assistant', 'training', 'analytics', 'third_party']).profiles).toBeUndefined();
  });

  it('lays the administrator\'s cells over a draft the way the service worker does', () => {
    const effective = setCell(base(), 'health', 'assistant', 'block');
    effective.managed = { cells: [{ category: 'health', purpose: 'assistant' }] };
    const draft = setCell(setCell(base(), 'health', 'assistant', 'allow'), 'health', 'assistant', 'allow', 'https://claude.ai');
    const enforced = enforcedDraft(draft, { effective, locked: [{ category: 'health', purpose: 'assistant', reason: 'managed' }], managed: { actions: ['redact_before_model'] } });
    expect(enforced.decisions.health.assistant).toBe('block');
    expect(enforced.sites?.['https://claude.ai']?.health?.assistant).toBeUndefined();
    expect(enforced.actions).toEqual(['redact_before_model']);
    expect(draft.decisions.health.assistant).toBe('allow');
  });

  it('toggles actions without duplicates', () => {
    const on = setAction(setAction(base(), 'redact_before_model', true), 'redact_before_model', true);
    expect(on.actions).toEqual(['redact_before_model']);
    expect(setAction(on, 'redact_before_model', false).actions).toEqual([]);
  });
});
