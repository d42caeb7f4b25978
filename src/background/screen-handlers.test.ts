import { describe, expect, it } from 'vitest';
import { DEFAULT_POLICY, type Policy } from '../policy/policy';
import { SCREEN_DEFAULT_ACTIONS } from '../screen/policy';
import { ensureOffscreen, summarisePolicy } from './screen-handlers';

const SITE = 'https://claude.ai';

describe('the policy the screen frame receives', () => {
  it('carries the screen defaults next to the actions the person switched on', () => {
    const policy: Policy = { ...structuredClone(DEFAULT_POLICY), actions: ['require_stable_window'] };
    const summary = summarisePolicy(policy, 7, SITE);
    expect(summary.actions).toEqual(expect.arrayContaining([...SCREEN_DEFAULT_ACTIONS, 'require_stable_window']));
    expect(summary.generation).toBe(7);
    expect(summary.decisions.credential).toBe('mask');
  });

  it('decides with the policy actions, as the text surfaces do', () => {
    const policy: Policy = structuredClone(DEFAULT_POLICY);
    policy.decisions.contact = { assistant: 'allow', training: 'allow', analytics: 'allow', third_party: 'allow' };
    expect(summarisePolicy(policy, 1, SITE).decisions.contact).toBe('allow');
    expect(summarisePolicy({ ...policy, actions: ['redact_before_model'] }, 2, SITE).decisions.contact).toBe('mask');
  });

  it('drops only the defaults switched off', () => {
    const summary = summarisePolicy(structuredClone(DEFAULT_POLICY), 1, SITE, ['suppress_notification']);
    expect(summary.actions).not.toContain('suppress_notification');
    expect(summary.actions).toContain('selective_redact');
  });
});

describe('the OCR host', () => {
  it('is created once however many shares start together', async () => {
    let created = 0;
    const api = {
      offscreen: {
        createDocument: async () => {
          created++;
          await new Promise((r) => setTimeout(r, 5));
        },
      },
      runtime: { getContexts: async () => (created > 0 ? [{}] : []) },
    };
    await Promise.all([ensureOffscreen(api), ensureOffscreen(api), ensureOffscreen(api)]);
    await ensureOffscreen(api);
    expect(created).toBe(1);
  });
});

describe('the OCR host after it went away', () => {
  it('is created again on the next share', async () => {
    let alive = 0;
    let created = 0;
    const api = {
      offscreen: {
        createDocument: async () => {
          created++;
          alive = 1;
        },
      },
      runtime: { getContexts: async () => Array.from({ length: alive }, () => ({})) },
    };
    await ensureOffscreen(api);
    alive = 0;
    await ensureOffscreen(api);
    expect(created).toBe(2);
  });
});
