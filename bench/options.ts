/**
 * What the benchmarks share: reading `--name value` options, a linearly interpolated quantile
 * of sorted timings, and running `main` with its exit code (a harness error exits 1).
 */

/** Calls `handlers[arg]` for each option, with a reader for its value; an unknown option throws. */
export function readOptions(argv: readonly string[], handlers: Readonly<Record<string, (value: () => string) => void>>): void {
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    const handler = handlers[arg];
    if (!handler) throw new Error(`Unknown option ${arg}`);
    handler(() => {
      const v = argv[++i];
      if (v === undefined) throw new Error(`${arg} needs a value`);
      return v;
    });
  }
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
