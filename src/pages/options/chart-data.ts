/**
 * The numbers behind the decisions-over-time chart: ledger records counted per local calendar day
 * and decision, with empty days filled in so gaps show as gaps. Pure, so the chart's figures are
 * tested without a browser.
 */
import { DECISIONS, type Decision } from '../../core/vocabulary';

export interface DayBucket {
  /** Local date, YYYY-MM-DD. */
  day: string;
  counts: Record<Decision, number>;
  total: number;
}

export interface DecisionSeries {
  days: DayBucket[];
  /** Records older than the days shown. */
  omitted: number;
  /** Largest daily total (0 when there are no records). */
  max: number;
}

function localDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

const zero = (): Record<Decision, number> => Object.fromEntries(DECISIONS.map((d) => [d, 0])) as Record<Decision, number>;

/** Daily counts from the first record's day (at most `maxDays` back from the last) to the last. */
export function decisionsByDay(records: ReadonlyArray<{ time: number; decision: Decision }>, maxDays = 30): DecisionSeries {
  if (records.length === 0) return { days: [], omitted: 0, max: 0 };
  const times = records.map((r) => r.time);
  const last = new Date(Math.max(...times));
  const first = new Date(Math.min(...times));
  const start = new Date(last.getFullYear(), last.getMonth(), last.getDate() - (maxDays - 1));
  const from = first > start ? new Date(first.getFullYear(), first.getMonth(), first.getDate()) : start;
  const days: DayBucket[] = [];
  const index = new Map<string, DayBucket>();
  for (const d = new Date(from); localDay(d) <= localDay(last); d.setDate(d.getDate() + 1)) {
    const bucket = { day: localDay(d), counts: zero(), total: 0 };
    days.push(bucket);
    index.set(bucket.day, bucket);
  }
  let omitted = 0;
  for (const r of records) {
    const bucket = index.get(localDay(new Date(r.time)));
    if (!bucket) {
      omitted++;
      continue;
    }
    bucket.counts[r.decision]++;
    bucket.total++;
  }
  return { days, omitted, max: Math.max(0, ...days.map((d) => d.total)) };
}
