import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { selectionSettled } from './editable';

/** A document that only carries selectionchange events (the function listens for nothing else). */
const fakeDocument = (): EventTarget & Document => new EventTarget() as EventTarget & Document;

describe('waiting for editors to see a selection made by script', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const settledAt = async (doc: Document, events: number[]): Promise<number> => {
    let at = -1;
    void selectionSettled(doc).then(() => (at = Date.now() - start));
    const start = Date.now();
    for (const t of events) setTimeout(() => doc.dispatchEvent(new Event('selectionchange')), t);
    await vi.advanceTimersByTimeAsync(1000);
    return at;
  };

  it('waits past the second event of one change (clearing the ranges, then the new range)', async () => {
    const at = await settledAt(fakeDocument(), [2, 20]);
    expect(at, 'not on the first event').toBeGreaterThanOrEqual(20 + 30);
    expect(at).toBeLessThan(20 + 30 + 5);
  });

  it('goes on after a short wait when no event comes', async () => {
    expect(await settledAt(fakeDocument(), [])).toBe(50);
  });

  it('never waits longer than its cap, however many events come', async () => {
    const storm = Array.from({ length: 100 }, (_, i) => i * 10);
    expect(await settledAt(fakeDocument(), storm)).toBe(300);
  });
});
