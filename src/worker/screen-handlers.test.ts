import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { ConsentLedger } from './consent-ledger';
import { SCREEN, SCREEN_SHARE_PORT } from '../protocol/screen';
import { UI } from '../protocol/ui';
import { classifySender, Router, type RawSender } from './router';
import { DEFAULT_POLICY, type Policy } from '../core/policy/policy';
import { memoryPersistence, PolicyStore } from '../core/policy/policy-store';
import { SCREEN_DEFAULT_ACTIONS } from '../core/screen/policy';
import { ensureOffscreen, FRAME_PATH, registerScreenHandlers, summarisePolicy, type SharePort } from './screen-handlers';
import { memorySessionArea } from './session-area';

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
    const send = (type: string, payload: unknown, sender: RawSender) => router.dispatch({ channel: SCREEN.name, type, payload }, sender);
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

describe('screen shares in the consent ledger', () => {
  const ID = 'abcdefghijklmnopabcdefghijklmnop';
  const ORIGIN = `chrome-extension://${ID}`;
  const bridge: RawSender = { id: ID, url: 'https://claude.ai/chat/1', tab: { id: 4, url: 'https://claude.ai/chat/1' }, frameId: 0 };
  const frame: RawSender = { id: ID, url: `${ORIGIN}/${FRAME_PATH}`, tab: { id: 4, url: 'https://claude.ai/chat/1' }, frameId: 3 };
  const otherTabFrame: RawSender = { ...frame, tab: { id: 5, url: 'https://claude.ai/chat/2' } };
  let n = 0;

  function fakePort(sender: RawSender) {
    const messages: Array<(m: unknown) => void> = [];
    const disconnects: Array<() => void> = [];
    const port: SharePort & { closed: boolean; send(m: unknown): void; drop(): void } = {
      name: SCREEN_SHARE_PORT,
      sender,
      closed: false,
      onMessage: { addListener: (l) => void messages.push(l) },
      onDisconnect: { addListener: (l) => void disconnects.push(l) },
      disconnect: () => void (port.closed = true),
      send: (m) => messages.forEach((l) => l(m)),
      drop: () => disconnects.forEach((l) => l()),
    };
    return port;
  }

  async function setup() {
    const { store } = await PolicyStore.open(memoryPersistence(undefined, 12));
    const ledger = await ConsentLedger.open({ name: `screen-ledger-${++n}` });
    const router = new Router(ID, ORIGIN);
    let connect: ((port: SharePort) => void) | undefined;
    let tabRemoved: ((tabId: number) => void) | undefined;
    registerScreenHandlers(
      { policy: store, ledger, router },
      {
        startPageOcrHost: () => undefined,
        shares: {
          area: memorySessionArea(),
          onConnect: (l) => void (connect = l),
          onTabRemoved: (l) => void (tabRemoved = l),
          classify: (sender) => classifySender(sender, ID, ORIGIN),
          tabOrigin: async (tabId) => (tabId === 4 ? 'https://claude.ai' : undefined),
        },
      },
    );
    const send = (type: string, payload: unknown, sender: RawSender) => router.dispatch({ channel: SCREEN.name, type, payload }, sender);
    const ui = (type: string, payload: unknown, sender: RawSender) => router.dispatch({ channel: UI.name, type, payload }, sender);
    const pair = async () => {
      const opened = (await send('openSession', {}, bridge)) as { value: { nonce: string } };
      const paired = (await send('pair', { nonce: opened.value.nonce }, frame)) as { ok: boolean; value: { shareId: string; policy: { generation: number } } };
      expect(paired.ok).toBe(true);
      return paired.value;
    };
    const settle = () => new Promise((r) => setTimeout(r, 10));
    return { ledger, send, ui, pair, settle, connect: (p: SharePort) => connect?.(p), removeTab: (id: number) => tabRemoved?.(id) };
  }

  it("records a share asked for in an about:blank or srcdoc frame under the tab's origin", async () => {
    const { ledger, send } = await setup();
    for (const url of ['about:blank', 'about:srcdoc']) {
      const blankFrame: RawSender = { ...bridge, url, frameId: 9 };
      const opened = (await send('openSession', {}, blankFrame)) as { ok: boolean; value: { nonce: string } };
      expect(opened.ok, url).toBe(true);
      const paired = (await send('pair', { nonce: opened.value.nonce }, frame)) as { value: { origin: string; shareId: string } };
      expect(paired.value.origin).toBe('https://claude.ai');
      await send('report', { shareId: paired.value.shareId, covered: {}, asked: [], answers: {}, failed: false, ended: true }, frame);
    }
    expect((await ledger.list()).map((r) => r.origin)).toEqual(['https://claude.ai', 'https://claude.ai']);
  });

  it('gives a tab a few pairings at once: a page asking again and again does not get frame after frame', async () => {
    const { send } = await setup();
    const answers = (await Promise.all(Array.from({ length: 100 }, () => send('openSession', {}, bridge)))) as Array<{ ok: boolean }>;
    const issued = answers.filter((a) => a.ok).length;
    expect(issued).toBeGreaterThan(0);
    expect(issued).toBeLessThanOrEqual(3);
  });

  it('tells the extension pages how a share went, counts only, and nobody else', async () => {
    const { send, ui, pair } = await setup();
    const { shareId } = await pair();
    const diagnostics = {
      surface: 'this-tab',
      domPath: true,
      state: 'ready',
      durationMs: 5000,
      frames: { received: 40, withPixels: 3, hashesOnly: 37, released: 45, held: 2 },
      ocr: { jobs: 2, crossChecks: 1, regions: 9, readings: 9 },
      dom: { requests: 3, snapshots: 3 },
      overheadMs: { median: 2.1, p95: 3.4, frames: 40 },
      firstUsefulMs: 310,
      firstReleasedMs: 120,
    };
    expect(await send('report', { shareId, covered: {}, asked: [], answers: {}, failed: false, ended: false, diagnostics }, frame)).toMatchObject({ ok: true });
    const popup: RawSender = { id: ID, url: `${ORIGIN}/popup.html` };
    const listed = (await ui('screen/diagnostics', { tabId: 4 }, popup)) as { ok: boolean; value: { shares: Array<{ live: boolean; origin: string; diagnostics: unknown }> } };
    expect(listed.ok).toBe(true);
    expect(listed.value.shares).toEqual([expect.objectContaining({ tabId: 4, origin: 'https://claude.ai', live: true, diagnostics })]);
    expect(await ui('screen/diagnostics', { tabId: 4 }, bridge)).toMatchObject({ ok: false });
    await send('report', { shareId, covered: {}, asked: [], answers: {}, failed: false, ended: true, diagnostics }, frame);
    const after = (await ui('screen/diagnostics', {}, popup)) as { value: { shares: Array<{ live: boolean }> } };
    expect(after.value.shares).toEqual([expect.objectContaining({ live: false })]);
    // A report carrying more than counts and timings is refused whole.
    expect(await send('report', { shareId, covered: {}, asked: [], answers: {}, failed: false, ended: false, diagnostics: { ...diagnostics, text: 'x' } }, frame)).toMatchObject({ ok: false });
  });

  it('records one share when the frame says it ended, under the generation the frame applied', async () => {
    const { ledger, send, pair } = await setup();
    const { shareId, policy } = await pair();
    expect(policy.generation).toBe(12);
    const facts = { covered: { contact: 2 }, asked: [], answers: {}, failed: false };
    expect(await send('report', { shareId, ...facts, ended: false }, frame)).toEqual({ ok: true, value: { recorded: false } });
    expect(await send('report', { shareId, ...facts, ended: true }, bridge)).toEqual({ ok: false, error: 'Not allowed from a content script.' });
    expect(await send('report', { shareId, ...facts, ended: true }, otherTabFrame)).toEqual({ ok: true, value: { recorded: false } });
    expect(await ledger.list()).toEqual([]);
    expect(await send('report', { shareId, ...facts, ended: true }, frame)).toEqual({ ok: true, value: { recorded: true } });
    expect(await ledger.list()).toEqual([
      expect.objectContaining({ origin: 'https://claude.ai', surface: 'screen', categories: { contact: 2 }, decision: 'mask', decided_by: 'policy', policy_generation: 12 }),
    ]);
    expect((await ledger.verify()).ok).toBe(true);
  });

  it('records what it last heard when the frame’s port drops, and only for a port from the frame in that tab', async () => {
    const { ledger, send, pair, connect, settle } = await setup();
    const { shareId } = await pair();
    await send('report', { shareId, covered: { payment: 1 }, asked: [], answers: {}, failed: false, ended: false }, frame);

    const stranger = fakePort(otherTabFrame);
    connect(stranger);
    stranger.send({ shareId });
    await settle();
    expect(stranger.closed).toBe(true);
    const content = fakePort(bridge);
    connect(content);
    expect(content.closed).toBe(true);

    const port = fakePort(frame);
    connect(port);
    port.send({ shareId });
    await settle();
    expect(port.closed).toBe(false);
    stranger.drop();
    await settle();
    expect(await ledger.list()).toEqual([]);
    port.drop();
    await settle();
    expect(await ledger.list()).toEqual([expect.objectContaining({ surface: 'screen', categories: { payment: 1 } })]);
  });

  it('records a share whose tab closed before it said it ended', async () => {
    const { ledger, send, pair, removeTab, settle } = await setup();
    const { shareId } = await pair();
    await send('report', { shareId, covered: {}, asked: [], answers: {}, failed: false, ended: false }, frame);
    removeTab(4);
    await settle();
    await expect.poll(() => ledger.list()).toEqual([expect.objectContaining({ surface: 'screen', categories: {}, decision: 'allow' })]);
  });
});


describe('a share that starts before the administrator policy is known', () => {
  const ID = 'abcdefghijklmnopabcdefghijklmnop';
  const ORIGIN = `chrome-extension://${ID}`;
  const bridge: RawSender = { id: ID, url: 'https://claude.ai/chat/1', tab: { id: 4, url: 'https://claude.ai/chat/1' }, frameId: 0 };
  const frame: RawSender = { id: ID, url: `${ORIGIN}/${FRAME_PATH}`, tab: { id: 4, url: 'https://claude.ai/chat/1' }, frameId: 3 };

  it('starts fully covered, and the final policy is asked for apart', async () => {
    const { store } = await PolicyStore.open(memoryPersistence());
    const relaxed = structuredClone(DEFAULT_POLICY) as Policy;
    relaxed.decisions.contact = { assistant: 'allow', training: 'allow', analytics: 'allow', third_party: 'allow' };
    expect((await store.update(relaxed, 'extension_page', true)).ok).toBe(true);
    let settled = false;
    const router = new Router(ID, ORIGIN);
    registerScreenHandlers({ policy: store, ledger: undefined, router, managedSettled: () => settled }, {});
    const send = (type: string, payload: unknown, sender: RawSender) => router.dispatch({ channel: SCREEN.name, type, payload }, sender);

    const opened = (await send('openSession', {}, bridge)) as { value: { nonce: string } };
    const early = (await send('pair', { nonce: opened.value.nonce }, frame)) as { ok: boolean; value: { provisional: boolean; policy: { decisions: Record<string, string> } } };
    expect(early.ok).toBe(true);
    expect(early.value.provisional).toBe(true);
    expect(new Set(Object.values(early.value.policy.decisions))).toEqual(new Set(['mask']));

    settled = true;
    const final = (await send('policy', { origin: 'https://claude.ai' }, frame)) as { ok: boolean; value: { policy: { decisions: Record<string, string> } } };
    expect(final.ok).toBe(true);
    expect(final.value.policy.decisions['contact']).toBe('allow');
    expect(final.value.policy.decisions['credential']).toBe('mask');

    const again = (await send('openSession', {}, bridge)) as { value: { nonce: string } };
    const late = (await send('pair', { nonce: again.value.nonce }, frame)) as { value: { provisional: boolean; policy: { decisions: Record<string, string> } } };
    expect(late.value.provisional).toBe(false);
    expect(late.value.policy.decisions['contact']).toBe('allow');
  });

  it('only a share start skips the wait for the administrator policy', async () => {
    const { store } = await PolicyStore.open(memoryPersistence());
    const router = new Router(ID, ORIGIN);
    let release: () => void = () => undefined;
    router.holdUntil(new Promise<void>((resolve) => (release = resolve)));
    registerScreenHandlers({ policy: store, ledger: undefined, router, managedSettled: () => false }, {});
    const send = (type: string, payload: unknown, sender: RawSender) => router.dispatch({ channel: SCREEN.name, type, payload }, sender);
    const answered = async (reply: Promise<unknown>): Promise<boolean> =>
      Promise.race([reply.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), 20))]);

    const opened = send('openSession', {}, bridge) as Promise<{ ok: boolean; value: { nonce: string } }>;
    expect(await answered(opened)).toBe(true);
    const paired = send('pair', { nonce: (await opened).value.nonce }, frame);
    expect(await answered(paired)).toBe(true);
    const policy = send('policy', { origin: 'https://claude.ai' }, frame);
    const report = send('report', { shareId: 'x', covered: {}, asked: [], answers: {}, failed: false, ended: false }, frame);
    expect(await answered(policy)).toBe(false);
    expect(await answered(report)).toBe(false);
    release();
    expect(await answered(policy)).toBe(true);
    expect(await answered(report)).toBe(true);
  });

  it('refuses the policy to anything but the screen frame', async () => {
    const { store } = await PolicyStore.open(memoryPersistence());
    const router = new Router(ID, ORIGIN);
    registerScreenHandlers({ policy: store, ledger: undefined, router }, {});
    const answer = (await router.dispatch({ channel: SCREEN.name, type: 'policy', payload: { origin: 'https://claude.ai' } }, bridge)) as { ok: boolean };
    expect(answer.ok).toBe(false);
  });
});
