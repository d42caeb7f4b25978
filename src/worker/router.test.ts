import { describe, expect, it } from 'vitest';
import { classifySender, Router } from './router';

type Demo = {
  ping: { request: { n: number }; response: { n: number } };
  relax: { request: null; response: 'done' };
};

const ID = 'abcdefghijklmnop';
const ORIGIN = `chrome-extension://${ID}`;
const page = { id: ID, url: `${ORIGIN}/options.html` };
const content = { id: ID, url: 'https://chatgpt.com/c/1', tab: { id: 4, url: 'https://chatgpt.com/c/1' }, frameId: 0 };

function router(): Router {
  const r = new Router(ID, ORIGIN);
  r.on<Demo, 'ping'>('demo', 'ping', ['content_script', 'extension_page'], (req) => ({ n: req.n + 1 }));
  r.on<Demo, 'relax'>('demo', 'relax', ['extension_page'], () => 'done');
  return r;
}

describe('router', () => {
  it('classifies senders', () => {
    expect(classifySender(page, ID, ORIGIN)?.kind).toBe('extension_page');
    expect(classifySender(content, ID, ORIGIN)).toMatchObject({ kind: 'content_script', tabId: 4, origin: 'https://chatgpt.com' });
    expect(classifySender({ ...content, id: 'other-extension' }, ID, ORIGIN)).toBeUndefined();
    expect(classifySender({ id: ID, url: 'https://chatgpt.com/' }, ID, ORIGIN)).toBeUndefined();
  });

  it('dispatches typed messages to allowed senders only', async () => {
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

  it('turns handler errors into refusals', async () => {
    const r = new Router(ID, ORIGIN);
    r.on<Demo, 'ping'>('demo', 'ping', ['extension_page'], () => {
      throw new Error('boom');
    });
    expect(await r.dispatch({ channel: 'demo', type: 'ping', payload: { n: 1 } }, page)).toEqual({ ok: false, error: 'boom' });
  });
});

describe('router gate', () => {
  it('holds gated handlers until the gate settles, even when it fails; ungated ones answer at once', async () => {
    const r = new Router(ID, ORIGIN);
    r.on<Demo, 'ping'>('demo', 'ping', ['content_script'], (req) => ({ n: req.n + 1 }), { ungated: true });
    r.on<Demo, 'relax'>('demo', 'relax', ['extension_page'], () => 'done');
    let fail: (e: Error) => void = () => undefined;
    r.holdUntil(new Promise<void>((_resolve, reject) => (fail = reject)));
    let relaxed = false;
    const relax = r.dispatch({ channel: 'demo', type: 'relax', payload: null }, page).then((reply) => ((relaxed = true), reply));
    expect(await r.dispatch({ channel: 'demo', type: 'ping', payload: { n: 1 } }, content)).toEqual({ ok: true, value: { n: 2 } });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(relaxed).toBe(false);
    fail(new Error('managed storage unavailable'));
    expect(await relax).toEqual({ ok: true, value: 'done' });
  });
});
