import { describe, expect, it, vi } from 'vitest';
import { decideText } from '../decide/decide-text';
import { dispatchWithRecheck, isCurrent } from './dispatch';
import { DEFAULT_POLICY, type Policy } from './policy';
import { memoryPersistence, PolicyStore } from './policy-store';

const EMAIL = 'rosa.quill@example.net';
const TEXT = `write to ${EMAIL} about the invoice`;

/** A scan that takes a while, with a hook that runs while it is in progress. */
function slowGuard(during: () => unknown) {
  let calls = 0;
  return async (policy: Policy) => {
    const result = decideText(TEXT, { policy, purposes: ['assistant'] });
    if (calls++ === 0) await during();
    return result;
  };
}

describe('dispatchWithRecheck', () => {
  it('decides again when the policy changes between scan and dispatch', async () => {
    const { store } = await PolicyStore.open(memoryPersistence());
    const released: string[] = [];
    const stricter = structuredClone(DEFAULT_POLICY) as Policy;
    stricter.decisions.contact.assistant = 'block';
    const outcome = await dispatchWithRecheck(
      store,
      slowGuard(async () => {
        expect((await store.update(stricter, 'extension_page')).ok).toBe(true);
      }),
      (result) => {
        if (result.ok && !result.blocked) released.push(result.masked);
        return result.ok && result.blocked ? 'blocked' : 'inserted';
      },
    );
    expect(outcome).toMatchObject({ status: 'dispatched', decisions: 2, generation: 1, result: 'blocked', changedWhileDispatching: false });
    // The first decision (masking under generation 0) was never released.
    expect(released).toEqual([]);
  });

  it('a revocation during the scan stops the raw value from going out', async () => {
    const { store } = await PolicyStore.open(memoryPersistence());
    const relaxed = structuredClone(DEFAULT_POLICY) as Policy;
    relaxed.decisions.contact.assistant = 'allow';
    expect((await store.update(relaxed, 'extension_page', true)).ok).toBe(true);
    const released: string[] = [];
    const outcome = await dispatchWithRecheck(
      store,
      slowGuard(() => store.tighten('contact', 'assistant', 'mask')),
      (result) => {
        if (result.ok) released.push(result.masked);
      },
    );
    expect(outcome.status).toBe('dispatched');
    expect(released).toHaveLength(1);
    expect(released[0]).not.toContain(EMAIL);
    expect(released[0]).toMatch(/\[EMAIL_[2-9A-HJ-NP-Z]{6}\]/);
  });

  it('reports a dispatch already under way as started under the old generation', async () => {
    const { store } = await PolicyStore.open(memoryPersistence());
    const decide = vi.fn((policy: Policy) => decideText(TEXT, { policy }));
    const outcome = await dispatchWithRecheck(store, decide, async () => {
      await store.tighten('contact', 'assistant', 'block');
      return 'sent';
    });
    expect(decide).toHaveBeenCalledTimes(1);
    expect(outcome).toMatchObject({ status: 'dispatched', generation: 0, decisions: 1, changedWhileDispatching: true });
    expect(isCurrent(store, 0)).toBe(false);
  });

  it('refuses to release anything while the policy keeps moving', async () => {
    const { store } = await PolicyStore.open(memoryPersistence());
    const order = ['ask', 'mask', 'block'] as const;
    let i = 0;
    const dispatch = vi.fn();
    const outcome = await dispatchWithRecheck(
      store,
      async (policy) => {
        await store.tighten('legal', 'assistant', order[i++ % order.length] ?? 'block');
        return decideText(TEXT, { policy });
      },
      dispatch,
      { maxDecisions: 3 },
    );
    expect(outcome).toEqual({ status: 'refused', reason: 'policy_unsettled', decisions: 3 });
    expect(dispatch).not.toHaveBeenCalled();
  });
});
