import { describe, expect, it } from 'vitest';
import { guardText } from './decide-text';
import { DEFAULT_POLICY, type Policy } from '../policy/policy';

describe('guardText', () => {
  it('masks an e-mail under the default policy', () => {
    const r = guardText('mail me at jane.roe@example.org');
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.masked).toMatch(/^mail me at \[EMAIL_[2-9A-HJ-NP-Z]{6}\]$/);
    expect(r.restoration.restore(r.masked)).toBe('mail me at jane.roe@example.org');
  });

  it('blocks, with no content, when a limit is broken', () => {
    const r = guardText('x'.repeat(20_000));
    expect(r.ok).toBe(false);
    expect(r.blocked).toBe(true);
    expect(JSON.stringify(r)).not.toContain('xxxx');
  });

  it('applies the strictest decision over the purposes given', () => {
    const policy: Policy = structuredClone(DEFAULT_POLICY) as Policy;
    policy.decisions.contact = { assistant: 'allow', training: 'block', analytics: 'allow', third_party: 'allow' };
    const assistantOnly = guardText('jane.roe@example.org', { policy, purposes: ['assistant'] });
    const withTraining = guardText('jane.roe@example.org', { policy, purposes: ['assistant', 'training'] });
    expect(assistantOnly.ok && assistantOnly.masked).toBe('jane.roe@example.org');
    expect(withTraining.ok && withTraining.blocked).toBe(true);
  });

  it('uses placeholders when the policy asks for summarize_without_identifier', () => {
    const policy: Policy = { ...structuredClone(DEFAULT_POLICY), actions: ['summarize_without_identifier'] } as Policy;
    const r = guardText('jane.roe@example.org', { policy });
    expect(r.ok && r.masked).toBe('[EMAIL]');
  });
});
