import { describe, expect, it } from 'vitest';
import { diagnosticsSchema } from '../protocol/screen';
import { ShareDiagnostics } from './share-diagnostics';
import type { FramePlan, GuardState, GuardStats } from '../core/screen/guard';
import * as v from 'valibot';

describe('share diagnostics', () => {
  it('counts the thread\'s work per frame as overhead and reports the wait for the browser\'s copy apart', () => {
    let t = 0;
    const d = new ShareDiagnostics('browser', true, () => t);
    const plan = { holdAll: false, holds: [], fills: [] } as unknown as FramePlan;
    for (let i = 0; i < 10; i++) {
      t += 33;
      d.frameIn(false, 2, 9);
      d.planned(plan, 100, 100, 0.5);
    }
    const snapshot = d.snapshot({ ocrJobs: 0, crossChecks: 0, ocrRegions: 0, ocrReadings: 0, domRequests: 0, domSnapshots: 0 } as unknown as GuardStats, 'ready' as GuardState);
    expect(snapshot.overheadMs).toEqual({ median: 2.5, p95: 2.5, frames: 10, copyWaitMedian: 9 });
    expect(v.safeParse(diagnosticsSchema, snapshot).success).toBe(true);
    // A tap that sends no wait, or a nonsense one, counts none.
    d.frameIn(false, 2, Number.NaN);
    d.planned(plan, 100, 100, 0.5);
    expect(d.snapshot({} as GuardStats, 'ready' as GuardState).overheadMs.frames).toBe(11);
  });
});
