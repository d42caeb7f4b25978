import { afterEach, describe, expect, it, vi } from 'vitest';
import { SITES } from '../../core/sites/registry';
import type { GuardCall } from '../guard-client';
import { ComposerWatch } from './composer-watch';

const site = SITES.find((s) => s.id === 'chatgpt') ?? SITES[0]!;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** A window whose composer appears when `present.value` is set. */
function pageWith(present: { value: boolean }) {
  const el = { isConnected: true };
  vi.stubGlobal('HTMLElement', class {});
  Object.setPrototypeOf(el, (globalThis as unknown as { HTMLElement: { prototype: object } }).HTMLElement.prototype);
  return {
    document: { readyState: 'complete', querySelector: () => (present.value ? el : null) },
    location: { pathname: '/' },
    setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
  } as unknown as Window;
}

describe('the composer watch\'s reports to the toolbar', () => {
  it('a hello that fails is sent again, and a later state never lands before an earlier one', async () => {
    vi.useFakeTimers();
    let observed: (() => void) | null = null;
    vi.stubGlobal('MutationObserver', class {
      constructor(fn: () => void) {
        observed = fn;
      }
      observe(): void {}
      disconnect(): void {}
    });
    const present = { value: false };
    const landed: string[] = [];
    let calls = 0;
    const call = (async (_type: string, payload: { state: string }) => {
      calls += 1;
      // The first hello is slow; the second (guarded) fails once, as a starting worker's would.
      if (calls === 1) await new Promise((r) => setTimeout(r, 1_000));
      if (calls === 2) throw new Error('Could not establish connection.');
      landed.push(payload.state);
      return { paused: false };
    }) as unknown as GuardCall;
    new ComposerWatch(pageWith(present), site, call, 60_000).start();
    present.value = true;
    (observed as unknown as () => void)();
    await vi.advanceTimersByTimeAsync(400);
    expect(landed, 'the guarded hello waits for the first to settle').toEqual([]);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(landed).toEqual(['unprotected', 'guarded']);
    expect(calls).toBe(3);
  });
});
