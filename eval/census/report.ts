/**
 * Turns per-case measurements into the census figures: recall by family, by payload kind and
 * overall (with the spread across seeds), benign retention, time per MB; as text tables for
 * people and as CSV / JSON rows for scripts that check thresholds or draw figures.
 */
import type { BenignType } from './benign';
import { BENIGN_TYPES } from './benign';
import type { Family } from './evasions';
import { APPLICABILITY, FAMILIES } from './evasions';
import { isExposed } from './oracle';
import type { PayloadKind } from './payloads';
import { PAYLOAD_CLASSES, PAYLOAD_KINDS } from './payloads';

export interface PayloadScore {
  caseId: string;
  seed: number;
  kind: PayloadKind;
  family: Family;
  longest: number;
  length: number;
}

export interface BenignScore {
  caseId: string;
  seed: number;
  type: BenignType;
  retained: boolean;
}

export interface DefenceRun {
  name: string;
  version: string;
  payload: PayloadScore[];
  benign: BenignScore[];
  /** Words of the carrier texts (outside the payload) and how many came through unchanged. */
  carrierWords: Tally;
  totalMs: number;
  bytes: number;
  errors: number;
  outcomes: Readonly<Record<string, number>>;
}

export interface Tally {
  n: number;
  k: number;
}

/** Words of four or more letters in `carrier` that still appear in `output`. */
export function carrierWordsKept(carrier: string, output: string): Tally {
  const words = carrier.match(/[A-Za-z]{4,}/g) ?? [];
  let k = 0;
  for (const w of words) if (output.includes(w)) k++;
  return { n: words.length, k };
}

export function rate(t: Tally): number | null {
  return t.n === 0 ? null : t.k / t.n;
}

function neutralised(s: PayloadScore, threshold: number): boolean {
  return !isExposed(s.longest, s.length, threshold);
}

export function tallyRecall(scores: readonly PayloadScore[], threshold: number, keep: (s: PayloadScore) => boolean = () => true): Tally {
  let n = 0;
  let k = 0;
  for (const s of scores) {
    if (!keep(s)) continue;
    n++;
    if (neutralised(s, threshold)) k++;
  }
  return { n, k };
}

export function tallyRetention(scores: readonly BenignScore[], keep: (s: BenignScore) => boolean = () => true): Tally {
  let n = 0;
  let k = 0;
  for (const s of scores) {
    if (!keep(s)) continue;
    n++;
    if (s.retained) k++;
  }
  return { n, k };
}

export function msPerMB(run: DefenceRun): number {
  return run.bytes === 0 ? 0 : run.totalMs / (run.bytes / 1e6);
}

// ── CSV ──────────────────────────────────────────────────────────────────────────────────────

export const CSV_HEADER = 'defence,version,metric,scope,family,payload_kind,benign_type,seed,n,k,rate';

function csvRow(run: DefenceRun, metric: string, scope: string, t: Tally, fields: { family?: string; kind?: string; benign?: string; seed?: string }): string {
  const r = rate(t);
  return [run.name, run.version, metric, scope, fields.family ?? '', fields.kind ?? '', fields.benign ?? '', fields.seed ?? 'all', t.n, t.k, r === null ? '' : r.toFixed(4)].join(',');
}

export function csvRows(run: DefenceRun, seeds: readonly number[], threshold: number): string[] {
  const rows: string[] = [];
  rows.push(csvRow(run, 'recall', 'overall', tallyRecall(run.payload, threshold), {}));
  for (const seed of seeds) {
    rows.push(csvRow(run, 'recall', 'overall', tallyRecall(run.payload, threshold, (s) => s.seed === seed), { seed: String(seed) }));
  }
  for (const family of FAMILIES) {
    const t = tallyRecall(run.payload, threshold, (s) => s.family === family);
    if (t.n > 0) rows.push(csvRow(run, 'recall', 'family', t, { family }));
  }
  for (const kind of PAYLOAD_KINDS) {
    const t = tallyRecall(run.payload, threshold, (s) => s.kind === kind);
    if (t.n > 0) rows.push(csvRow(run, 'recall', 'kind', t, { kind }));
  }
  for (const family of FAMILIES) {
    for (const kind of PAYLOAD_KINDS) {
      const t = tallyRecall(run.payload, threshold, (s) => s.family === family && s.kind === kind);
      if (t.n > 0) rows.push(csvRow(run, 'recall', 'cell', t, { family, kind }));
    }
  }
  rows.push(csvRow(run, 'retention', 'overall', tallyRetention(run.benign), {}));
  rows.push(csvRow(run, 'carrier_kept', 'overall', run.carrierWords, {}));
  for (const type of BENIGN_TYPES) {
    const t = tallyRetention(run.benign, (s) => s.type === type);
    if (t.n > 0) rows.push(csvRow(run, 'retention', 'benign_type', t, { benign: type }));
  }
  return rows;
}

// ── text tables ──────────────────────────────────────────────────────────────────────────────

export function formatTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: readonly string[]): string =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] as number) : c.padStart(widths[i] as number))).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

export function fmtRate(t: Tally): string {
  const r = rate(t);
  return r === null ? '–' : r.toFixed(3);
}

/** One row per `keys` entry, one column per defence; `n` is the number of eligible cases. */
export function recallMatrix<K extends string>(
  runs: readonly DefenceRun[],
  keys: readonly K[],
  pick: (s: PayloadScore) => K,
  threshold: number,
): string[][] {
  const rows: string[][] = [];
  for (const key of keys) {
    const first = runs[0];
    const n = first ? tallyRecall(first.payload, threshold, (s) => pick(s) === key).n : 0;
    if (n === 0) continue;
    rows.push([key, String(n), ...runs.map((r) => fmtRate(tallyRecall(r.payload, threshold, (s) => pick(s) === key)))]);
  }
  return rows;
}

/** The family × payload-class matrix, as printed by the census and quoted in PROTOCOL.md. */
export function applicabilityTable(): string {
  return formatTable(
    ['family', ...PAYLOAD_CLASSES],
    FAMILIES.map((f) => [f, ...PAYLOAD_CLASSES.map((c) => (APPLICABILITY[f].includes(c) ? 'x' : '·'))]),
  );
}
