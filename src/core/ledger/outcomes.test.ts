import { describe, expect, it } from 'vitest';
import { decideText } from '../decide/decide-text';
import { DEFAULT_POLICY, type Policy } from '../policy/policy';
import { blockerOf, eventEntry, eventSummary, textOutcomes, uniformOutcomes } from './outcomes';

const EMAIL = 'marguerite.okafor@fernhill-mail.com';
const TOKEN = 'ghp_8mZq4T1vXc9LpR2sW7yB3nK6dF0hJ5aQe1Uo';
const TEXT = `Forward to ${EMAIL} with key ${TOKEN} today.`;

function policy(contact: 'allow' | 'mask' | 'block' | 'ask', managed = false): Policy {
  const p = structuredClone(DEFAULT_POLICY) as Policy;
  p.decisions.contact = { assistant: contact, training: contact, analytics: contact, third_party: contact };
  if (managed) p.managed = { cells: [{ category: 'contact', purpose: 'analytics' }] };
  return p;
}

function categories(p: Policy, release: 'policy' | 'masked' | 'original' = 'policy') {
  const r = decideText(TEXT, { policy: p, release });
  if (!r.ok) throw new Error(r.error.message);
  return r.categories;
}

describe('what a ledger record says happened, per category', () => {
  it('released: the policy allows contact details; the credential stays masked by the lock', () => {
    const outcomes = textOutcomes(categories(policy('allow')), { kind: 'policy' });
    expect(outcomes).toEqual({ contact: { outcome: 'released', decided_by: 'policy' }, credential: { outcome: 'masked', decided_by: 'policy' } });
    expect(eventSummary(outcomes, { decision: 'allow', decidedBy: 'policy' })).toEqual({ decision: 'mask', decidedBy: 'policy' });
  });

  it('masked: "Send original" releases the asked e-mail, but the credential is recorded masked, not released', () => {
    const outcomes = textOutcomes(categories(policy('ask'), 'original'), { kind: 'original' });
    expect(outcomes).toEqual({ contact: { outcome: 'released', decided_by: 'human' }, credential: { outcome: 'masked', decided_by: 'policy' } });
    // The event's decision is the gravest outcome: an auditor never reads "allow" here.
    expect(eventSummary(outcomes, { decision: 'allow', decidedBy: 'human' }, true)).toEqual({ decision: 'mask', decidedBy: 'human' });
  });

  it('masked by the person\'s answer to a question', () => {
    const outcomes = textOutcomes(categories(policy('ask'), 'masked'), { kind: 'masked' });
    expect(outcomes.contact).toEqual({ outcome: 'masked', decided_by: 'human' });
  });

  it('blocked: every category of a blocked item is blocked, and an administrator\'s block says so', () => {
    const own = textOutcomes(categories(policy('block')), { kind: 'blocked', by: 'policy' });
    expect(own).toEqual({ contact: { outcome: 'blocked', decided_by: 'policy' }, credential: { outcome: 'blocked', decided_by: 'policy' } });
    const managed = categories(policy('block', true));
    expect(managed.find((c) => c.category === 'contact')?.by).toBe('managed');
    const outcomes = textOutcomes(managed, { kind: 'blocked', by: 'managed' });
    expect(outcomes).toEqual({ contact: { outcome: 'blocked', decided_by: 'managed' }, credential: { outcome: 'blocked', decided_by: 'managed' } });
    expect(eventSummary(outcomes, { decision: 'block', decidedBy: 'managed' })).toEqual({ decision: 'block', decidedBy: 'managed' });
  });

  it('held: a question nobody answered sends nothing', () => {
    const outcomes = textOutcomes(categories(policy('ask')), { kind: 'held' });
    expect(outcomes).toEqual({ contact: { outcome: 'held', decided_by: 'policy' }, credential: { outcome: 'held', decided_by: 'policy' } });
    expect(eventSummary(outcomes, { decision: 'ask', decidedBy: 'policy' })).toEqual({ decision: 'ask', decidedBy: 'policy' });
  });

  it('a record written with one decision for the whole event shares it among its categories', () => {
    expect(uniformOutcomes({ contact: 2, payment: 1 }, 'mask', 'policy')).toEqual({ contact: { outcome: 'masked', decided_by: 'policy' }, payment: { outcome: 'masked', decided_by: 'policy' } });
    expect(eventSummary({}, { decision: 'allow', decidedBy: 'human' })).toEqual({ decision: 'allow', decidedBy: 'human' });
  });
});

describe('one event\'s ledger entry', () => {
  it('names the administrator as the blocker only when one of theirs blocks', () => {
    expect(blockerOf(categories(policy('block', true)))).toBe('managed');
    expect(blockerOf(categories(policy('block')))).toBe('policy');
    expect(blockerOf(categories(policy('mask', true)))).toBe('policy');
  });

  it('takes its decision and decider from the outcomes, and the fallback only when nothing was found', () => {
    const event = { origin: 'https://claude.ai', surface: 'upload' as const, policyGeneration: 5 };
    const found = categories(policy('allow'));
    const outcomes = textOutcomes(found, { kind: 'policy' });
    expect(eventEntry(event, { contact: 1, credential: 1 }, outcomes, { decision: 'allow', decidedBy: 'policy' })).toEqual({
      ...event,
      categories: { contact: 1, credential: 1 },
      decision: 'mask',
      decidedBy: 'policy',
      confidence: null,
      outcomes,
    });
    expect(eventEntry(event, {}, {}, { decision: 'block', decidedBy: 'policy' })).toMatchObject({ decision: 'block', decidedBy: 'policy', outcomes: {} });
    expect(eventEntry(event, { contact: 1, credential: 1 }, outcomes, { decision: 'allow', decidedBy: 'policy' }, true)).toMatchObject({ decision: 'mask', decidedBy: 'human' });
  });
});
