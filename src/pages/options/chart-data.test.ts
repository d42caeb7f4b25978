import { describe, expect, it } from 'vitest';
import { decisionsByDay } from './chart-data';

const at = (y: number, m: number, d: number, h = 12) => new Date(y, m - 1, d, h).getTime();

describe('decisionsByDay', () => {
  it('is empty without records', () => {
    expect(decisionsByDay([])).toEqual({ days: [], omitted: 0, max: 0 });
  });

  it('counts per local day and decision, filling empty days', () => {
    const series = decisionsByDay([
      { time: at(2025, 3, 30, 0), decision: 'mask' },
      { time: at(2025, 3, 30, 23), decision: 'mask' },
      { time: at(2025, 3, 30, 9), decision: 'block' },
      { time: at(2025, 4, 2), decision: 'allow' },
    ]);
    expect(series.days.map((d) => d.day)).toEqual(['2025-03-30', '2025-03-31', '2025-04-01', '2025-04-02']);
    expect(series.days[0]).toEqual({ day: '2025-03-30', counts: { allow: 0, mask: 2, block: 1, ask: 0 }, total: 3 });
    expect(series.days[1]?.total).toBe(0);
    expect(series.days[3]?.counts.allow).toBe(1);
    expect(series.max).toBe(3);
    expect(series.omitted).toBe(0);
  });

  it('shows at most maxDays, ending on the last record, and says how many it left out', () => {
    const records = Array.from({ length: 10 }, (_, i) => ({ time: at(2025, 1, 1 + i), decision: 'ask' as const }));
    const series = decisionsByDay(records, 4);
    expect(series.days.map((d) => d.day)).toEqual(['2025-01-07', '2025-01-08', '2025-01-09', '2025-01-10']);
    expect(series.omitted).toBe(6);
  });
});
