import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { SCREEN_CHANNEL } from '../messaging/protocol-screen';
import { Router, type RawSender } from '../messaging/router';
import { DEFAULT_POLICY, type Policy } from '../policy/policy';
import { memoryPersistence, PolicyStore } from '../policy/policy-store';
import { SCREEN_DEFAULT_ACTIONS } from '../screen/policy';
import { ensureOffscreen, FRAME_PATH, registerScreenHandlers, summarisePolicy } from './screen-handlers';

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

describe('a background page without offscreen documents (Firefox)', () => {
  const ID = 'abcdefghijklmnopabcdefghijklmnop';
  const ORIGIN = `moz-extension://${ID}`;
  const bridge: RawSender = { id: ID, url: 'https://claude.ai/chat/1', tab: { id: 4, url: 'https://claude.ai/chat/1' }, frameId: 0 };
  const frame: RawSender = { id: ID, url: `${ORIGIN}/${FRAME_PATH}`, tab: { id: 4, url: 'https://claude.ai/chat/1' }, frameId: 3 };

  async function setup(options: Parameters<typeof registerScreenHandlers>[1]) {
    const { store } = await PolicyStore.open(memoryPersistence());
    const router = new Router(ID, ORIGIN);
    registerScreenHandlers({ policy: store, ledger: undefined, router }, options);
    const send = (type: string, payload: unknown, sender: RawSender) => router.dispatch({ channel: SCREEN_CHANNEL, type, payload }, sender);
    return { send };
  }

  it('hosts OCR in the background page, started when a share opens', async () => {
    let starts = 0;
    const { send } = await setup({ startPageOcrHost: () => void starts++ });
    const opened = (await send('openSession', {}, bridge)) as { ok: boolean; value: { nonce: string } };
    expect(opened.ok).toBe(true);
    expect(starts).toBe(1);
    const paired = (await send('pair', { nonce: opened.value.nonce }, frame)) as { ok: boolean; value: { ocrHost: string } };
    expect(paired.ok).toBe(true);
    expect(paired.value.ocrHost).toBe('background');
  });

  it('leaves OCR to the frame page when the background can host nothing', async () => {
    const { send } = await setup({});
    const opened = (await send('openSession', {}, bridge)) as { value: { nonce: string } };
    const paired = (await send('pair', { nonce: opened.value.nonce }, frame)) as { value: { ocrHost: string } };
    expect(paired.value.ocrHost).toBe('frame');
  });
});
