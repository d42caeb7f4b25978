import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { ConsentLedger, type LedgerRecord } from './consent-ledger';
import { Router, type RawSender } from './router';
import { UI, type PolicyView } from '../protocol/ui';
import { DEFAULT_POLICY, type Policy } from '../core/policy/policy';
import { memoryPersistence, PolicyStore } from '../core/policy/policy-store';
import type { Services } from './services';
import { registerUiHandlers } from './ui-handlers';

const ID = 'abcdefghijklmnopabcdefghijklmnop';
const ORIGIN = `chrome-extension://${ID}`;
const optionsPage: RawSender = { id: ID, url: `${ORIGIN}/options.html` };
const popup: RawSender = { id: ID, url: `${ORIGIN}/popup.html` };
const contentScript: RawSender = { id: ID, url: 'https://claude.ai/chat/1', tab: { id: 9, url: 'https://claude.ai/chat/1' }, frameId: 0 };
const webPage: RawSender = { url: 'https://claude.ai/chat/1', tab: { id: 9 } };

let n = 0;
async function setup(managedValues: Record<string, unknown> = {}) {
  const { store } = await PolicyStore.open(memoryPersistence());
  const ledger = await ConsentLedger.open({ name: `ui-handlers-${++n}` });
  const services: Services = { policy: store, ledger, router: new Router(ID, ORIGIN) };
  const managed = { values: managedValues };
  const sessionStart = 1_000;
  const clock = { reads: 0 };
  registerUiHandlers(services, {
    managed: { get: async () => structuredClone(managed.values) },
    sessionStart: async () => {
      clock.reads++;
      return sessionStart;
    },
  });
  const send = (type: string, payload: unknown, sender: RawSender = optionsPage) =>
    services.router.dispatch({ channel: UI.name, type, payload }, sender);
  return { store, ledger, managed, send, clock };
}

function relaxedContact(): Policy {
  const p = structuredClone(DEFAULT_POLICY) as Policy;
  p.decisions.contact.assistant = 'allow';
  return p;
}

describe('ui handlers', () => {
  it('refuse every ui message from a content script or a web page, whatever it carries', async () => {
    const { store, send } = await setup();
    const types = ['policy/get', 'policy/set', 'ledger/list', 'ledger/verify', 'ledger/export', 'ledger/recent', 'ledger/clear'];
    for (const type of types) {
      expect(await send(type, { policy: relaxedContact(), confirmed: true, tabId: 9 }, contentScript), type).toEqual({
        ok: false,
        error: 'Not allowed from a content script.',
      });
      expect(await send(type, { policy: relaxedContact(), confirmed: true, tabId: 9 }, webPage), type).toEqual({ ok: false, error: 'Unknown sender.' });
    }
    expect(store.generation).toBe(0);
    expect(store.current().decisions.contact.assistant).toBe('mask');
  });

  it('relax only with the confirmation step, tighten without', async () => {
    const { store, send } = await setup();
    expect(await send('policy/set', { policy: relaxedContact(), confirmed: false })).toEqual({
      ok: true,
      value: { ok: false, reason: 'needs_consent', relaxations: ['contact × assistant'], items: [{ kind: 'cell', category: 'contact', purpose: 'assistant', from: 'mask', to: 'allow' }] },
    });
    expect(store.current().decisions.contact.assistant).toBe('mask');
    expect(await send('policy/set', { policy: relaxedContact(), confirmed: true }, popup)).toEqual({ ok: true, value: { ok: true, generation: 1 } });
    expect(await send('policy/set', { policy: DEFAULT_POLICY, confirmed: false })).toEqual({ ok: true, value: { ok: true, generation: 2 } });
    expect(await send('policy/set', { policy: { version: 7 }, confirmed: true })).toMatchObject({ ok: true, value: { ok: false, reason: 'invalid' } });
  });

  it('re-read managed values for the options page and report locked rows with their reason', async () => {
    const { send, managed, store } = await setup();
    const first = (await send('policy/get', null)) as { ok: true; value: PolicyView };
    expect(first.value.locked.filter((c) => c.reason === 'managed')).toEqual([]);
    expect(first.value.locked.filter((c) => c.reason === 'credential')).toHaveLength(4);
    managed.values = { decisions: { health: { assistant: 'block', training: 'block' } } };
    const second = (await send('policy/get', null)) as { ok: true; value: PolicyView };
    expect(second.value.locked.filter((c) => c.reason === 'managed')).toEqual([
      { category: 'health', purpose: 'assistant', reason: 'managed' },
      { category: 'health', purpose: 'training', reason: 'managed' },
    ]);
    expect(second.value.effective.decisions.health.assistant).toBe('block');
    expect(second.value.user.decisions.health.assistant).toBe('allow');
    const generation = store.generation;
    await send('policy/get', null);
    expect(store.generation).toBe(generation); // unchanged values do not move the generation
    managed.values = { decisions: { credential: { assistant: 'allow' } } };
    const third = (await send('policy/get', null)) as { ok: true; value: PolicyView };
    expect(third.value.managedError).toMatch(/not valid/);
    expect(third.value.effective.decisions.health.assistant).toBe('block');
  });

  it('give the popup this session\'s latest decisions on a site, newest first', async () => {
    const { ledger, send, clock } = await setup();
    // The session clock starts when the handlers are registered, before any record can be written.
    expect(clock.reads).toBe(1);
    const add = (time: number, origin: string, decision: 'mask' | 'block') =>
      ledger!.append({ time, origin, surface: 'paste', categories: { contact: 1 }, decision, decidedBy: 'policy', confidence: null, policyGeneration: 0 });
    await add(500, 'https://claude.ai', 'mask'); // before this browser session
    await add(2_000, 'https://claude.ai', 'mask');
    await add(3_000, 'https://claude.ai', 'block');
    await add(3_000, 'https://chatgpt.com', 'block');
    const answer = (await send('ledger/recent', { origin: 'https://claude.ai' }, popup)) as { ok: true; value: { available: true; records: LedgerRecord[]; since: number } };
    expect(answer.value.since).toBe(1_000);
    expect(answer.value.records.map((r) => r.seq)).toEqual([3, 2]);
    expect(await send('ledger/recent', { origin: 'https://claude.ai', limit: 1 }, popup)).toMatchObject({ ok: true, value: { records: [{ seq: 3 }] } });
    expect(await send('ledger/recent', {}, popup)).toEqual({ ok: false, error: 'Malformed ui/ledger/recent: origin is missing.' });
  });

  it('list, verify and export the ledger for the options page', async () => {
    const { ledger, send } = await setup();
    await ledger!.append({ origin: 'https://claude.ai', surface: 'upload', categories: { payment: 2 }, decision: 'mask', decidedBy: 'policy', confidence: null, policyGeneration: 0 });
    await ledger!.append({ origin: 'https://chatgpt.com', surface: 'screen', categories: { health: 1 }, decision: 'ask', decidedBy: 'model', confidence: 0.6, policyGeneration: 0 });
    expect(await send('ledger/list', { decision: 'ask' })).toMatchObject({ ok: true, value: { available: true, records: [{ seq: 2 }] } });
    expect(await send('ledger/list', { origin: 'https://claude.ai' })).toMatchObject({ ok: true, value: { records: [{ seq: 1 }] } });
    expect(await send('ledger/list', { origin: 'https://claude.ai', decision: 'bogus' })).toMatchObject({ ok: false, error: expect.stringMatching(/^Malformed ui\/ledger\/list/) });
    expect(await send('ledger/verify', null)).toEqual({ ok: true, value: { available: true, result: { ok: true, count: 2, anchorSeq: 0 } } });
    const csv = (await send('ledger/export', { format: 'csv' })) as { ok: true; value: { content: string; filename: string } };
    expect(csv.value.filename).toBe('consentry-ledger.csv');
    expect(csv.value.content.split('\n')[0]).toMatch(/^seq,time,origin,/);
  });

  it('clear the ledger only for the settings page and only when confirmed, leaving a record of the clearing', async () => {
    const { ledger, send } = await setup();
    const add = () => ledger!.append({ origin: 'https://claude.ai', surface: 'paste', categories: { contact: 1 }, decision: 'mask', decidedBy: 'policy', confidence: null, policyGeneration: 0 });
    await add();
    await add();
    const framed: RawSender = { id: ID, url: `${ORIGIN}/screen-frame.html`, tab: { id: 9, url: 'https://claude.ai/chat/1' }, frameId: 2 };
    expect(await send('ledger/clear', { confirmed: true }, contentScript)).toEqual({ ok: false, error: 'Not allowed from a content script.' });
    expect(await send('ledger/clear', { confirmed: true }, popup)).toEqual({ ok: false, error: 'Only the settings page clears the ledger.' });
    expect(await send('ledger/clear', { confirmed: true }, framed)).toEqual({ ok: false, error: 'Only the settings page clears the ledger.' });
    expect(await send('ledger/clear', { confirmed: false })).toEqual({ ok: false, error: 'Clearing the ledger needs your confirmation.' });
    expect(await send('ledger/clear', null)).toEqual({ ok: false, error: 'Malformed ui/ledger/clear: the payload is not valid.' });
    expect(await ledger!.list()).toHaveLength(2);

    const cleared = (await send('ledger/clear', { confirmed: true })) as { ok: true; value: { available: true; cleared: { seq: number; removed: number } } };
    expect(cleared.value.cleared).toMatchObject({ seq: 1, event: 'cleared', removed: 2 });
    expect(await send('ledger/list', {})).toEqual({ ok: true, value: { available: true, records: [], cleared: cleared.value.cleared } });
    expect(await send('ledger/verify', null)).toEqual({ ok: true, value: { available: true, result: { ok: true, count: 1, anchorSeq: 0 } } });
    // The clearing is not a decision on any site: the popup's list stays empty.
    expect(await send('ledger/recent', { origin: 'https://claude.ai' }, popup)).toMatchObject({ ok: true, value: { records: [] } });
  });
});
