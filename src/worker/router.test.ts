import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { defineChannel, reply } from '../protocol/channel';
import { classifySender, Router } from './router';

const DEMO = defineChannel('demo', {
  ping: { request: v.object({ n: v.number() }), response: reply<{ n: number }>(), senders: ['content_script', 'extension_page'] },
  relax: { request: v.null(), response: reply<'done'>(), senders: ['extension_page'] },
});
const GATED_DEMO = defineChannel('demo', {
  ping: { ...DEMO.messages.ping, senders: ['content_script'], ungated: true },
  relax: DEMO.messages.relax,
});

const ID = 'abcdefghijklmnop';
const ORIGIN = `chrome-extension://${ID}`;
const page = { id: ID, url: `${ORIGIN}/options.html` };
const content = { id: ID, url: 'https://chatgpt.com/c/1', tab: { id: 4, url: 'https://chatgpt.com/c/1' }, frameId: 0 };

function router(): Router {
  const r = new Router(ID, ORIGIN);
  r.handle(DEMO, 'ping', (req) => ({ n: req.n + 1 }));
  r.handle(DEMO, 'relax', () => 'done' as const);
  return r;
}

describe('router', () => {
  it('classifies senders', () => {
    expect(classifySender(page, ID, ORIGIN)?.kind).toBe('extension_page');
    expect(classifySender(content, ID, ORIGIN)).toMatchObject({ kind: 'content_script', tabId: 4, origin: 'https://chatgpt.com' });
    expect(classifySender({ ...content, id: 'other-extension' }, ID, ORIGIN)).toBeUndefined();
    expect(classifySender({ id: ID, url: 'https://chatgpt.com/' }, ID, ORIGIN)).toBeUndefined();
  });

  it('dispatches declared messages to the senders their declaration allows only', async () => {
    const r = router();
    expect(await r.dispatch({ channel: 'demo', type: 'ping', payload: { n: 1 } }, content)).toEqual({ ok: true, value: { n: 2 } });
    expect(await r.dispatch({ channel: 'demo', type: 'relax', payload: null }, page)).toEqual({ ok: true, value: 'done' });
    expect(await r.dispatch({ channel: 'demo', type: 'relax', payload: null }, content)).toMatchObject({ ok: false });
  });

  it('refuses unknown senders, unknown types and malformed messages', async () => {
    const r = router();
    expect(await r.dispatch({ channel: 'demo', type: 'ping', payload: { n: 1 } }, { ...content, id: 'x' })).toMatchObject({ ok: false });
    expect(await r.dispatch({ channel: 'demo', type: 'nope', payload: null }, page)).toMatchObject({ ok: false });
    expect(await r.dispatch('ping', page)).toMatchObject({ ok: false });
    expect(await r.dispatch(null, page)).toMatchObject({ ok: false });
  });

  it('checks every payload against its schema before the handler runs, without echoing the value', async () => {
    let ran = 0;
    const r = new Router(ID, ORIGIN);
    r.handle(DEMO, 'ping', (req) => ((ran += 1), { n: req.n }));
    const bad = await r.dispatch({ channel: 'demo', type: 'ping', payload: { n: 'jane.roe@example.org' } }, content);
    expect(bad).toMatchObject({ ok: false });
    expect(JSON.stringify(bad)).not.toContain('jane.roe');
    expect(await r.dispatch({ channel: 'demo', type: 'ping', payload: undefined }, content)).toMatchObject({ ok: false });
    expect(ran).toBe(0);
  });

  it('refuses a handler for a message nobody declared, and a second handler for one', () => {
    const r = router();
    expect(() => r.handle(DEMO, 'ping', () => ({ n: 0 }))).toThrow(/twice/);
    expect(() => r.handle(DEMO, 'nope' as 'ping', () => ({ n: 0 }))).toThrow(/not declared/);
  });

  it('turns handler errors into refusals', async () => {
    const r = new Router(ID, ORIGIN);
    r.handle(DEMO, 'ping', () => {
      throw new Error('boom');
    });
    expect(await r.dispatch({ channel: 'demo', type: 'ping', payload: { n: 1 } }, page)).toEqual({ ok: false, error: 'boom' });
  });
});

describe('router gate', () => {
  it('holds gated handlers until the gate settles, even when it fails; ungated ones answer at once', async () => {
    const r = new Router(ID, ORIGIN);
    r.handle(GATED_DEMO, 'ping', (req) => ({ n: req.n + 1 }));
    r.handle(GATED_DEMO, 'relax', () => 'done' as const);
    let fail: (e: Error) => void = () => undefined;
    r.holdUntil(new Promise<void>((_resolve, reject) => (fail = reject)));
    let relaxed = false;
    const relax = r.dispatch({ channel: 'demo', type: 'relax', payload: null }, page).then((answer) => ((relaxed = true), answer));
    expect(await r.dispatch({ channel: 'demo', type: 'ping', payload: { n: 1 } }, content)).toEqual({ ok: true, value: { n: 2 } });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(relaxed).toBe(false);
    fail(new Error('managed storage unavailable'));
    expect(await relax).toEqual({ ok: true, value: 'done' });
  });
});
