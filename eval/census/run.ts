/**
 * The evasion census: builds the seeded cases, checks each is scoreable (the oracle recovers the
 * payload from the unprotected message and finds nothing in the carrier alone), runs every defence
 * on the identical cases in this one process, scores each output with the exposure oracle and
 * writes the figures. Low scores are results, not failures: the exit status is non-zero only when
 * the harness itself breaks (a defence throws, a case cannot be built, a file cannot be written).
 *
 *   npm run eval:census -- [--seeds 0-9] [--per-cell 2] [--benign-per-seed 40]
 *                          [--threshold 0.7] [--defences consentry,naive-regex] [--out eval/results]
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs as readArgs } from 'node:util';
import { createDefences, type Defence } from '../peers/index';
import { BENIGN_TYPES } from './benign';
import { buildPlan, type PayloadCase } from './cases';
import { FAMILIES } from './evasions';
import { expose } from './oracle';
import { PAYLOAD_KINDS } from './payloads';
import {
  CSV_HEADER,
  applicabilityTable,
  carrierWordsKept,
  csvRows,
  fmtRate,
  formatTable,
  msPerMB,
  rate,
  recallMatrix,
  tallyRecall,
  tallyRetention,
  type BenignScore,
  type DefenceRun,
  type PayloadScore,
} from './report';

interface Options {
  seeds: number[];
  perCell: number;
  benignPerSeed: number;
  threshold: number;
  defences: string[];
  out: string;
  oracleDepth: number;
}

const HERE = fileURLToPath(new URL('.', import.meta.url));
const SENSITIVITY = [0.5, 0.7, 0.9];
const WARM_UP_CASES = 20;

function parseSeeds(spec: string): number[] {
  const seeds: number[] = [];
  for (const part of spec.split(',')) {
    const range = /^(\d+)-(\d+)$/.exec(part.trim());
    if (range) {
      for (let s = Number(range[1]); s <= Number(range[2]); s++) seeds.push(s);
    } else if (/^\d+$/.test(part.trim())) seeds.push(Number(part.trim()));
    else throw new Error(`Bad --seeds "${spec}": use a list and/or ranges, e.g. 0-4 or 1,3,7`);
  }
  return [...new Set(seeds)];
}

function parseArgs(argv: readonly string[]): Options {
  const options: Options = {
    seeds: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
    perCell: 2,
    benignPerSeed: 40,
    threshold: 0.7,
    defences: [],
    out: join(HERE, '..', 'results'),
    oracleDepth: 1,
  };
  const given = readArgs({
    args: [...argv],
    options: {
      seeds: { type: 'string' },
      'per-cell': { type: 'string' },
      'benign-per-seed': { type: 'string' },
      threshold: { type: 'string' },
      defences: { type: 'string' },
      out: { type: 'string' },
      'oracle-depth': { type: 'string' },
    },
    strict: true,
    allowPositionals: false,
  }).values;
  const positive = (flag: string, v: string): number => {
    const n = Number(v);
    if (!Number.isInteger(n) || n < 1) throw new Error(`${flag} needs a positive integer`);
    return n;
  };
  if (given.seeds !== undefined) options.seeds = parseSeeds(given.seeds);
  if (given['per-cell'] !== undefined) options.perCell = positive('--per-cell', given['per-cell']);
  if (given['benign-per-seed'] !== undefined) options.benignPerSeed = positive('--benign-per-seed', given['benign-per-seed']);
  if (given.threshold !== undefined) {
    const t = Number(given.threshold);
    if (!(t > 0 && t <= 1)) throw new Error('--threshold must be in (0, 1]');
    options.threshold = t;
  }
  if (given.defences !== undefined) options.defences = given.defences.split(',').map((s) => s.trim()).filter(Boolean);
  if (given.out !== undefined) options.out = given.out;
  if (given['oracle-depth'] !== undefined) options.oracleDepth = positive('--oracle-depth', given['oracle-depth']);
  return options;
}

interface Eligibility {
  eligible: PayloadCase[];
  oracleBlind: PayloadCase[];
  carrierCollision: PayloadCase[];
}

function checkEligibility(cases: readonly PayloadCase[], depth: number): Eligibility {
  const result: Eligibility = { eligible: [], oracleBlind: [], carrierCollision: [] };
  for (const c of cases) {
    // Lowest threshold reported, so a case is eligible at every threshold in the sensitivity table.
    if (!expose(c.canonical, c.text, { threshold: 1, maxDepth: depth }).exposed) result.oracleBlind.push(c);
    else if (expose(c.canonical, c.carrierOnly, { threshold: Math.min(...SENSITIVITY), maxDepth: depth }).exposed) {
      result.carrierCollision.push(c);
    } else result.eligible.push(c);
  }
  return result;
}

async function runDefence(
  defence: Defence,
  cases: readonly PayloadCase[],
  benign: ReturnType<typeof buildPlan>['benignCases'],
  options: Options,
  log: (line: string) => void,
): Promise<DefenceRun> {
  const run: DefenceRun = {
    name: defence.name,
    version: defence.version,
    payload: [],
    benign: [],
    carrierWords: { n: 0, k: 0 },
    totalMs: 0,
    bytes: 0,
    errors: 0,
    outcomes: {},
  };
  const call = async (text: string): Promise<string> => {
    const start = performance.now();
    try {
      const out = await defence.redact(text);
      run.totalMs += performance.now() - start;
      run.bytes += Buffer.byteLength(text, 'utf8');
      return out;
    } catch (error) {
      run.totalMs += performance.now() - start;
      run.bytes += Buffer.byteLength(text, 'utf8');
      run.errors++;
      if (run.errors <= 3) log(`  ! ${defence.name} threw: ${(error as Error).message}`);
      return '';
    }
  };
  for (const c of cases.slice(0, WARM_UP_CASES)) await defence.redact(c.text);
  for (const c of cases) {
    const out = await call(c.text);
    const e = expose(c.canonical, out, { threshold: options.threshold, floor: Math.min(...SENSITIVITY), maxDepth: options.oracleDepth });
    run.payload.push({ caseId: c.id, seed: c.seed, kind: c.kind, family: c.family, longest: e.longest, length: e.length });
    const kept = carrierWordsKept(c.carrierOnly, out);
    run.carrierWords.n += kept.n;
    run.carrierWords.k += kept.k;
  }
  for (const b of benign) {
    const out = await call(b.text);
    for (const item of b.items) {
      const score: BenignScore = { caseId: b.id, seed: b.seed, type: item.type, retained: out.includes(item.literal) };
      run.benign.push(score);
    }
  }
  run.outcomes = defence.outcomes?.() ?? {};
  return run;
}

async function main(): Promise<number> {
  const started = performance.now();
  const options = parseArgs(process.argv.slice(2));
  const log = (line: string): void => {
    process.stdout.write(`${line}\n`);
  };
  const plan = buildPlan(options.seeds, options.perCell, options.benignPerSeed);
  const elig = checkEligibility(plan.payloadCases, options.oracleDepth);
  log(`Evasion census — seeds ${options.seeds.join(',')}, ${options.perCell} case(s) per cell, threshold ${options.threshold}`);
  log(
    `${plan.payloadCases.length} payload cases (${elig.eligible.length} eligible, ${elig.oracleBlind.length} oracle-blind, ` +
      `${elig.carrierCollision.length} carrier collisions excluded); ${plan.notApplicable.length} not-applicable (kind × family) cells excluded; ` +
      `${plan.benignCases.length} benign cases with ${plan.benignCases.reduce((a, b) => a + b.items.length, 0)} look-alikes`,
  );

  const defences = createDefences(options.defences);
  const runs: DefenceRun[] = [];
  for (const defence of defences) {
    const t0 = performance.now();
    runs.push(await runDefence(defence, elig.eligible, plan.benignCases, options, log));
    log(`  ran ${defence.name} ${defence.version} in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  }
  const t = options.threshold;

  log(
    '\nSummary — recall: share of eligible payloads neutralised (@t: at oracle threshold t); retention: share of benign\n' +
      'look-alikes kept verbatim; carrier: share of carrier words (4+ letters) kept around payloads; ms/MB over all census inputs',
  );
  log(
    formatTable(
      ['defence', 'version', 'recall', 'seed range', ...SENSITIVITY.map((s) => `@${s}`), 'retention', 'carrier', 'ms/MB', 'errors', 'notes'],
      runs.map((r) => {
        const perSeed = options.seeds.map((seed) => rate(tallyRecall(r.payload, t, (s) => s.seed === seed)) ?? 0);
        const notes = Object.entries(r.outcomes)
          .filter(([, v]) => v > 0)
          .map(([k, v]) => `${k}=${v}`)
          .join(' ');
        return [
          r.name,
          r.version,
          fmtRate(tallyRecall(r.payload, t)),
          `${Math.min(...perSeed).toFixed(3)}–${Math.max(...perSeed).toFixed(3)}`,
          ...SENSITIVITY.map((s) => fmtRate(tallyRecall(r.payload, s))),
          fmtRate(tallyRetention(r.benign)),
          fmtRate(r.carrierWords),
          msPerMB(r).toFixed(0),
          String(r.errors),
          notes,
        ];
      }),
    ),
  );
  const names = runs.map((r) => r.name);
  log('\nRecall by evasion family');
  log(formatTable(['family', 'n', ...names], recallMatrix(runs, FAMILIES, (s) => s.family, t)));
  log('\nRecall by payload kind');
  log(formatTable(['payload kind', 'n', ...names], recallMatrix(runs, PAYLOAD_KINDS, (s) => s.kind, t)));
  log('\nBenign retention by look-alike type');
  log(
    formatTable(
      ['look-alike', 'n', ...names],
      BENIGN_TYPES.flatMap((type) => {
        const n = runs[0] ? tallyRetention(runs[0].benign, (s) => s.type === type).n : 0;
        return n === 0 ? [] : [[type, String(n), ...runs.map((r) => fmtRate(tallyRetention(r.benign, (s) => s.type === type)))]];
      }),
    ),
  );
  log('\nApplicability (x = family applied to the class; · = not applicable, excluded)');
  log(applicabilityTable());

  mkdirSync(options.out, { recursive: true });
  const csv = [CSV_HEADER, ...runs.flatMap((r) => csvRows(r, options.seeds, t))].join('\n') + '\n';
  writeFileSync(join(options.out, 'census.csv'), csv);
  const summary = {
    generatedAt: new Date().toISOString(),
    node: process.version,
    cpus: cpus().length,
    loadAverage: loadavg()[0] ?? 0,
    seeds: options.seeds,
    perCell: options.perCell,
    benignPerSeed: options.benignPerSeed,
    threshold: t,
    oracle: { depth: options.oracleDepth, floor: Math.min(...SENSITIVITY), sensitivity: SENSITIVITY },
    cases: {
      payload: plan.payloadCases.length,
      eligible: elig.eligible.length,
      excluded: { oracleBlind: elig.oracleBlind.map((c) => c.id), carrierCollision: elig.carrierCollision.map((c) => c.id) },
      notApplicableCells: plan.notApplicable.length,
      benignCases: plan.benignCases.length,
      benignItems: plan.benignCases.reduce((a, b) => a + b.items.length, 0),
    },
    defences: runs.map((r) => ({
      name: r.name,
      version: r.version,
      recall: rate(tallyRecall(r.payload, t)),
      recallBySeed: Object.fromEntries(options.seeds.map((seed) => [seed, rate(tallyRecall(r.payload, t, (s) => s.seed === seed))])),
      recallAtThreshold: Object.fromEntries(SENSITIVITY.map((s) => [s, rate(tallyRecall(r.payload, s))])),
      recallByFamily: Object.fromEntries(FAMILIES.map((f) => [f, rate(tallyRecall(r.payload, t, (s) => s.family === f))])),
      recallByKind: Object.fromEntries(PAYLOAD_KINDS.map((k) => [k, rate(tallyRecall(r.payload, t, (s) => s.kind === k))])),
      benignRetention: rate(tallyRetention(r.benign)),
      carrierWordsKept: rate(r.carrierWords),
      retentionByType: Object.fromEntries(BENIGN_TYPES.map((b) => [b, rate(tallyRetention(r.benign, (s) => s.type === b))])),
      msPerMB: msPerMB(r),
      totalMs: r.totalMs,
      inputBytes: r.bytes,
      errors: r.errors,
      outcomes: r.outcomes,
    })),
    durationMs: performance.now() - started,
  };
  writeFileSync(join(options.out, 'census-summary.json'), `${JSON.stringify(summary, null, 2)}\n`);
  log(`\nWrote ${relative(process.cwd(), join(options.out, 'census.csv'))} and census-summary.json in ${(summary.durationMs / 1000).toFixed(1)} s`);
  const errors = runs.reduce((a, r) => a + r.errors, 0);
  if (errors > 0) {
    process.stderr.write(`Harness error: defences threw on ${errors} case(s); see above.\n`);
    return 1;
  }
  return 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`Census harness error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exitCode = 1;
  },
);
