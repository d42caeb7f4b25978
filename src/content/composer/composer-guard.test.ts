import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GuardMessageType, GuardRequest } from '../../protocol/guard';
import { SITES } from '../../core/sites/registry';
import { ComposerGuard, type GuardUi } from './composer-guard';
import type { GuardCall } from '../guard-client';

const site = SITES.find((s) => s.id === 'chatgpt') ?? SITES[0]!;

/** The few window members install() and a paste outside any field touch, recorded. */
function fakeWindow(pathname: string) {
  const listeners = new Map<string, (event: unknown) => void>();
  const dispatched: unknown[] = [];
  const body = { isConnected: true, dispatchEvent: (event: unknown) => void dispatched.push(event) };
  const win = {
    document: { body, readyState: 'complete', querySelector: () => null },
    location: { pathname },
    addEventListener: (type: string, listener: (event: unknown) => void) => void listeners.set(type, listener),
    setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
  };
  return { win: win as unknown as Window, listeners, dispatched };
}

function fakeCall(): { call: GuardCall; calls: Array<{ type: GuardMessageType; payload: unknown }> } {
  const calls: Array<{ type: GuardMessageType; payload: unknown }> = [];
  const call = (async (type: GuardMessageType, payload: unknown) => {
    calls.push({ type, payload });
    if (type === 'check') {
      const text = (payload as GuardRequest<'check'>).text;
      return { verdict: 'release', text: text.replace(/\S+@\S+/g, '[EMAIL_ABCDEF]'), changed: true, categories: [], generation: 1, paused: false, releaseId: 'r1' };
    }
    if (type === 'release') return { ok: true };
    return { paused: false };
  }) as GuardCall;
  return { call, calls };
}

const ui: GuardUi = { ask: () => new Promise(() => undefined), notify: () => undefined };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the composer guard in a subframe', () => {
  it('listens for pastes, drops and file inputs only, and says nothing about the tab', () => {
    const { win, listeners } = fakeWindow('blank');
    const { call, calls } = fakeCall();
    new ComposerGuard({ win, site, call, ui, role: 'subframe' }).install();
    expect([...listeners.keys()].sort()).toEqual(['change', 'dragend', 'dragstart', 'drop', 'input', 'paste']);
    expect(calls, 'no hello: the toolbar keeps what the top frame found').toEqual([]);
  });

  it('in the top frame, also guards sends and reports the tab (unprotected until a composer is found)', () => {
    vi.stubGlobal('MutationObserver', class { observe(): void {} });
    const { win, listeners } = fakeWindow('/');
    const { call, calls } = fakeCall();
    new ComposerGuard({ win, site, call, ui, composerWaitMs: 60_000 }).install();
    expect([...listeners.keys()]).toEqual(expect.arrayContaining(['paste', 'keydown', 'keyup', 'click', 'submit']));
    expect(calls[0]).toMatchObject({ type: 'hello', payload: { siteId: site.id, state: 'unprotected' } });
  });

  it('checks a paste under the top frame\'s conversation and hands the page only what was released', async () => {
    for (const name of ['HTMLTextAreaElement', 'HTMLInputElement', 'HTMLElement', 'Element', 'Node']) vi.stubGlobal(name, class {});
    vi.stubGlobal('DataTransfer', class {
      data = new Map<string, string>();
      items = { add: () => undefined };
      setData(type: string, value: string): void {
        this.data.set(type, value);
      }
    });
    vi.stubGlobal('ClipboardEvent', class {
      constructor(readonly type: string, readonly init: { clipboardData: { data: Map<string, string> } }) {}
    });
    const { win, listeners, dispatched } = fakeWindow('blank');
    const { call, calls } = fakeCall();
    const conversation = '6f1d2a90-aa11-4c3d-8e9f-0a1b2c3d4e5f';
    new ComposerGuard({ win, site, call, ui, role: 'subframe', pathname: () => `/c/${conversation}` }).install();
    let stopped = false;
    listeners.get('paste')?.({
      target: null,
      composedPath: () => [],
      clipboardData: { files: [], types: ['text/plain'], getData: (type: string) => (type === 'text/plain' ? 'mail marguerite.okafor@fernhill-mail.com' : '') },
      preventDefault: () => undefined,
      stopImmediatePropagation: () => void (stopped = true),
    });
    expect(stopped, 'the page never sees the original paste').toBe(true);
    await vi.waitFor(() => expect(dispatched).toHaveLength(1));
    expect(calls.map((c) => c.type), 'decided, then confirmed just before the page gets it').toEqual(['check', 'release']);
    expect(calls[0]?.payload).toEqual({ surface: 'paste', text: 'mail marguerite.okafor@fernhill-mail.com', conversation });
    const event = dispatched[0] as { type: string; init: { clipboardData: { data: Map<string, string> } } };
    expect(event.type).toBe('paste');
    expect(event.init.clipboardData.data.get('text/plain')).toBe('mail [EMAIL_ABCDEF]');
  });
});
