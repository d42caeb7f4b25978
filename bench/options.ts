/**
 * What the benchmarks share: reading `--name value` options (node:util parseArgs), a linearly
 * interpolated quantile of sorted timings, and running `main` with its exit code (a harness
 * error exits 1).
 */
import { parseArgs, type ParseArgsConfig } from 'node:util';

/** The options given, by name; an unknown option, a missing value or a stray argument throws. */
export function readOptions<const O extends NonNullable<ParseArgsConfig['options']>>(argv: readonly string[], options: O) {
  return parseArgs({ args: [...argv], options, strict: true, allowPositionals: false }).values;
}

/** The q-quantile of ascending `sorted`, interpolated between neighbours; 0 when empty. */
export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return 0;
  const pos = (sorted.length - 1) * q;
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  return (sorted[lo] as number) + ((sorted[hi] as number) - (sorted[lo] as number)) * (pos - lo);
}

/** Runs a benchmark's `main`: its result is the exit code; a harness error is printed and exits 1. */
export function runBenchmark(main: () => Promise<number>): void {
  main().then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      process.stderr.write(`Benchmark harness error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
      process.exitCode = 1;
    },
  );
}
