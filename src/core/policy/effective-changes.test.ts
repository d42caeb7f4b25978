import { describe, expect, it } from 'vitest';
import { DEFAULT_POLICY, effectiveDecision, type Policy } from './policy';
import { decisivePurpose, effectiveChanges } from './effective-changes';

const base = (): Policy => structuredClone(DEFAULT_POLICY) as Policy;
const CHATGPT = 'https://chatgpt.com';

describe('effective decisions per site', () => {
  it('a guarded site applies what the registry says it applies, other origins every purpose', () => {
    // ChatGPT answers and trains (with a switch); it does not count analytics or third parties.
    expect(effectiveDecision(base(), 'health', undefined, CHATGPT)).toBe('ask');
    expect(decisivePurpose(base(), 'health', CHATGPT)).toBe('training');
    expect(effectiveDecision(base(), 'health', undefined, 'https://chat.example-ai.net')).toBe('block');
    expect(effectiveDecision(base(), 'health')).toBe('block');
  });

  it('allowing contact for answering changes nothing while every site also trains', () => {
    const next = base();
    next.decisions.contact.assistant = 'allow';
    expect(effectiveChanges(base(), next)).toEqual([]);
  });

  it('with ChatGPT\'s training switched off, the same change releases contact on chatgpt.com alone', () => {
    const off = base();
    off.profiles = { [CHATGPT]: ['assistant'] };
    const next = structuredClone(off);
    next.decisions.contact.assistant = 'allow';
    expect(effectiveChanges(off, next)).toEqual([{ origin: CHATGPT, category: 'contact', from: 'mask', to: 'allow', relaxes: true }]);
    // Tightening back is listed the other way.
    expect(effectiveChanges(next, off)).toEqual([{ origin: CHATGPT, category: 'contact', from: 'allow', to: 'mask', relaxes: false }]);
  });

  it('never lists credentials as released and respects the administrator\'s floor', () => {
    const off = base();
    off.profiles = { [CHATGPT]: ['assistant'] };
    off.decisions.health.training = 'block';
    off.managed = { cells: [{ category: 'health', purpose: 'training' }] };
    const next = structuredClone(off);
    next.decisions.health.assistant = 'block';
    (next.decisions.credential as Record<string, string>).assistant = 'allow';
    expect(effectiveChanges(off, next)).toEqual([]);
  });
});
