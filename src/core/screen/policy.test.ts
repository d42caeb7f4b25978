import { describe, expect, it } from 'vitest';
import type { Decision, PolicyAction } from '../vocabulary';
import { DEFAULT_POLICY, type Policy } from '../policy/policy';
import { SCREEN_DEFAULT_ACTIONS, screenActions, screenDecision, screenDecisions, screenPolicy } from './policy';

const SITE = 'https://chatgpt.com';

function policyWith(actions: PolicyAction[], edit?: (p: Policy) => void): Policy {
  const p = structuredClone(DEFAULT_POLICY) as Policy;
  p.actions = actions;
  edit?.(p);
  return p;
}

function allowContact(p: Policy): void {
  p.decisions.contact = { assistant: 'allow', training: 'allow', analytics: 'allow', third_party: 'allow' };
}

describe('screen actions', () => {
  it('apply the screen defaults to a policy that names no actions', () => {
    expect([...screenActions(policyWith([]))].sort()).toEqual([...SCREEN_DEFAULT_ACTIONS].sort());
  });

  it('keep the screen defaults when the person switches some other action on', () => {
    const actions = screenActions(policyWith(['redact_before_model']));
    for (const a of SCREEN_DEFAULT_ACTIONS) expect(actions.has(a), a).toBe(true);
    expect(actions.has('redact_before_model')).toBe(true);
    expect(actions.has('require_stable_window')).toBe(false);
  });

  it('drop a default only when the person switched it off', () => {
    const actions = screenActions(policyWith(['require_stable_window']), ['suppress_notification']);
    expect(actions.has('suppress_notification')).toBe(false);
    expect(actions.has('selective_redact')).toBe(true);
    expect(actions.has('ignore_screen_instruction')).toBe(true);
    expect(actions.has('require_stable_window')).toBe(true);
  });

  it('reach the screen policy the guard reads', () => {
    const sp = screenPolicy(policyWith(['require_stable_window']), { stableWindowMs: 250 });
    expect(sp.actions.has('selective_redact')).toBe(true);
    expect(sp.actions.has('require_stable_window')).toBe(true);
    expect(sp.stableWindowMs).toBe(250);
  });
});

describe('screen decisions', () => {
  const decide = (p: Policy, options: Parameters<typeof screenDecision>[3] = {}): Decision =>
    screenDecision(p, 'contact', screenActions(p), { origin: SITE, ...options });

  it('follow the matrix by default', () => {
    expect(decide(policyWith([]))).toBe('mask');
    expect(decide(policyWith([], allowContact))).toBe('allow');
  });

  it('cover what the matrix allows under redact_before_model', () => {
    expect(decide(policyWith(['redact_before_model'], allowContact))).toBe('mask');
  });

  it('cover everything detected under block_memory_write on a site that trains, not elsewhere', () => {
    const trains = policyWith(['block_memory_write'], (p) => {
      allowContact(p);
      p.profiles = { [SITE]: ['assistant', 'training'] };
    });
    expect(decide(trains)).toBe('mask');
    const noTraining = policyWith(['block_memory_write'], (p) => {
      allowContact(p);
      p.profiles = { [SITE]: ['assistant'] };
    });
    expect(decide(noTraining)).toBe('allow');
  });

  it('cover a blocked category (a frame cannot be blocked in part)', () => {
    const blocked = policyWith([], (p) => {
      p.decisions.contact = { assistant: 'block', training: 'block', analytics: 'block', third_party: 'block' };
    });
    expect(decide(blocked)).toBe('mask');
  });

  it('keep ask for the person, or resolve it to covering when nobody can answer', () => {
    const asks = policyWith([], (p) => {
      p.decisions.contact = { assistant: 'ask', training: 'ask', analytics: 'ask', third_party: 'ask' };
    });
    expect(decide(asks)).toBe('ask');
    expect(decide(asks, { askResolvesTo: 'mask' })).toBe('mask');
  });

  it('cover injected instructions under the default ignore_screen_instruction even where injection is allowed', () => {
    const allowsInjection = policyWith([], (p) => {
      p.decisions.injection = { assistant: 'allow', training: 'allow', analytics: 'allow', third_party: 'allow' };
    });
    expect(screenDecisions(allowsInjection, { origin: SITE }).injection).toBe('mask');
    expect(screenDecisions(allowsInjection, { origin: SITE, actionsOff: ['ignore_screen_instruction'] }).injection).toBe('allow');
  });

  it('never release a credential', () => {
    const lax = policyWith(['selective_redact']);
    expect(screenDecisions(lax, { origin: SITE }).credential).toBe('mask');
  });
});
