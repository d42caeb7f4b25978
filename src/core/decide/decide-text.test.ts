import { describe, expect, it } from 'vitest';
import { decideText } from './decide-text';
import { DEFAULT_POLICY, type Policy } from '../policy/policy';

describe('decideText', () => {
  it('masks an e-mail under the default policy', () => {
    const r = decideText('mail me at jane.roe@example.org');
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.masked).toMatch(/^mail me at \[EMAIL_[2-9A-HJ-NP-Z]{6}\]$/);
    expect(r.restoration.restore(r.masked)).toBe('mail me at jane.roe@example.org');
  });

  it('blocks, with no content, when a limit is broken', () => {
    const r = decideText('x'.repeat(20_000));
    expect(r.ok).toBe(false);
    expect(r.blocked).toBe(true);
    expect(JSON.stringify(r)).not.toContain('xxxx');
  });

  it('applies the strictest decision over the purposes given', () => {
    const policy: Policy = structuredClone(DEFAULT_POLICY) as Policy;
    policy.decisions.contact = { assistant: 'allow', training: 'block', analytics: 'allow', third_party: 'allow' };
    const assistantOnly = decideText('jane.roe@example.org', { policy, purposes: ['assistant'] });
    const withTraining = decideText('jane.roe@example.org', { policy, purposes: ['assistant', 'training'] });
    expect(assistantOnly.ok && assistantOnly.masked).toBe('jane.roe@example.org');
    expect(withTraining.ok && withTraining.blocked).toBe(true);
  });

  it('uses placeholders when the policy asks for summarize_without_identifier', () => {
    const policy: Policy = { ...structuredClone(DEFAULT_POLICY), actions: ['summarize_without_identifier'] } as Policy;
    const r = decideText('jane.roe@example.org', { policy });
    expect(r.ok && r.masked).toBe('[EMAIL]');
  });
});

describe('decideText verdicts and answers', () => {
  const asking = (): Policy => {
    const policy = structuredClone(DEFAULT_POLICY) as Policy;
    policy.decisions.contact = { assistant: 'ask', training: 'ask', analytics: 'ask', third_party: 'ask' };
    return policy;
  };
  const TEXT = 'mail jane.roe@example.org, token ghp_Zx81kQm2Lr7Tn4Wc9Vb3Hy6Pd0Js5Fa2Ke8U';

  it('asks when the policy asks, with the asked category masked until the answer', () => {
    const r = decideText(TEXT, { policy: asking() });
    expect(r.ok && r.verdict).toBe('ask');
    if (!r.ok) return;
    expect(r.masked).not.toContain('jane.roe@example.org');
    expect(r.categories.find((c) => c.category === 'contact')).toMatchObject({ decision: 'ask', locked: false, count: 1 });
    expect(r.categories.find((c) => c.category === 'credential')).toMatchObject({ locked: true });
  });

  it('"send original" releases what can be released and keeps secrets masked', () => {
    const r = decideText(TEXT, { policy: asking(), release: 'original' });
    expect(r.ok && r.verdict).toBe('release');
    if (!r.ok) return;
    expect(r.masked).toContain('jane.roe@example.org');
    expect(r.masked).not.toContain('ghp_Zx81kQm2Lr7Tn4Wc9Vb3Hy6Pd0Js5Fa2Ke8U');
  });

  it('"send original" keeps an administrator\'s masked cell masked on every site, whatever purposes it applies', () => {
    const managed = (): Policy => {
      const p = asking();
      p.decisions.contact.training = 'mask';
      p.managed = { cells: [{ category: 'contact', purpose: 'training' }], note: 'IT says no' };
      return p;
    };
    const r = decideText(TEXT, { policy: managed(), release: 'original' });
    expect(r.ok && r.masked).not.toContain('jane.roe@example.org');
    const assistantOnly = decideText(TEXT, { policy: managed(), release: 'original', purposes: ['assistant'] });
    expect(assistantOnly.ok && assistantOnly.masked, 'a site that does not train still gets it masked').not.toContain('jane.roe@example.org');
    expect(assistantOnly.ok && assistantOnly.categories.find((c) => c.category === 'contact')).toMatchObject({ locked: true, lockedBy: 'managed', by: 'managed', decision: 'mask' });
    // Without the administrator's cell the same answer releases it.
    const own = decideText(TEXT, { policy: asking(), release: 'original', purposes: ['assistant'] });
    expect(own.ok && own.masked).toContain('jane.roe@example.org');
  });

  it('resolves a question when nobody can answer', () => {
    expect(decideText(TEXT, { policy: asking(), askResolvesTo: 'mask' })).toMatchObject({ ok: true, verdict: 'release', blocked: false });
    expect(decideText(TEXT, { policy: asking(), askResolvesTo: 'block' })).toMatchObject({ ok: true, verdict: 'block', blocked: true });
  });
});
