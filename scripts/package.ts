/**
 * `npm run package`: the store packages and what they weigh.
 * - `wxt zip` builds the Chrome package; `wxt zip -b firefox --mv3` builds the Firefox package
 *   and the sources zip AMO asks for.
 * - `web-ext lint` checks the Firefox package: any error, warning or notice fails.
 * - Per package, a size report per asset (model, OCR wasm, traineddata, code), from the zip's own
 *   entries, against the 15 MB budget: a package over budget fails.
 * - Per build, the code each entry point loads (bundle-report.ts), and where the engine sits.
 * Writes bench/results/package.json for the README figures.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleReport, formatBundleReport, type EntryBundle } from './package/bundle-report';
import { formatReport, reportPackage, type PackageReport } from './package/size-report';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const OUTPUT = join(ROOT, '.output');
const BIN = join(ROOT, 'node_modules', '.bin');
const { version } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string };

function run(command: string, args: string[]): string {
  return execFileSync(join(BIN, command), args, { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], maxBuffer: 64 * 1024 * 1024 });
}

interface LintSummary {
  errors: number;
  warnings: number;
  notices: number;
  messages: string[];
}

function lintFirefox(): LintSummary {
  let out: string;
  try {
    out = run('web-ext', ['lint', '--source-dir', join(OUTPUT, 'firefox-mv3'), '--output', 'json', '--no-input']);
  } catch (error) {
    // web-ext exits non-zero when it finds errors; its JSON is still on stdout.
    out = String((error as { stdout?: unknown }).stdout ?? '');
  }
  const parsed = JSON.parse(out.slice(out.indexOf('{'))) as {
    summary: { errors: number; warnings: number; notices: number };
    errors: Array<{ code: string; message: string; file?: string }>;
    warnings: Array<{ code: string; message: string; file?: string }>;
    notices: Array<{ code: string; message: string; file?: string }>;
  };
  const messages = [...parsed.errors, ...parsed.warnings, ...parsed.notices].map((m) => `${m.code} ${m.file ?? ''}: ${m.message}`);
  return { ...parsed.summary, messages };
}

async function main(): Promise<void> {
  // Old zips must not pass for new ones.
  rmSync(join(OUTPUT, `consentry-${version}-chrome.zip`), { force: true });
  rmSync(join(OUTPUT, `consentry-${version}-firefox.zip`), { force: true });
  rmSync(join(OUTPUT, `consentry-${version}-sources.zip`), { force: true });
  process.stdout.write('== Chrome package (wxt zip)\n');
  run('wxt', ['zip']);
  process.stdout.write('== Firefox package and sources (wxt zip -b firefox --mv3)\n');
  run('wxt', ['zip', '-b', 'firefox', '--mv3']);

  process.stdout.write('== web-ext lint (Firefox package)\n');
  const lint = lintFirefox();
  process.stdout.write(`errors ${lint.errors}, warnings ${lint.warnings}, notices ${lint.notices}\n${lint.messages.map((m) => `  ${m}\n`).join('')}`);

  const reports: PackageReport[] = [];
  for (const browser of ['chrome', 'firefox']) {
    const file = join(OUTPUT, `consentry-${version}-${browser}.zip`);
    const report = await reportPackage(`consentry-${version}-${browser}.zip`, new Uint8Array(readFileSync(file)));
    reports.push(report);
    process.stdout.write(`\n${formatReport(report)}\n`);
  }
  const bundles: Record<string, EntryBundle[]> = {};
  for (const browser of ['chrome', 'firefox']) {
    bundles[browser] = bundleReport(join(OUTPUT, `${browser}-mv3`));
    process.stdout.write(`\n${formatBundleReport(browser, bundles[browser])}\n`);
  }
  const sources = readFileSync(join(OUTPUT, `consentry-${version}-sources.zip`)).byteLength;
  process.stdout.write(`\nconsentry-${version}-sources.zip: ${(sources / 1_000_000).toFixed(2)} MB (for the add-on store's source review)\n`);

  const lintClean = lint.errors + lint.warnings + lint.notices === 0;
  const withinBudget = reports.every((r) => r.withinBudget);
  writeFileSync(
    join(ROOT, 'bench', 'results', 'package.json'),
    `${JSON.stringify(
      {
        date: new Date().toISOString().slice(0, 10),
        version,
        lint: { errors: lint.errors, warnings: lint.warnings, notices: lint.notices },
        sourcesZipBytes: sources,
        packages: reports.map((r) => ({ name: r.name, zipBytes: r.zipBytes, budgetBytes: r.budgetBytes, withinBudget: r.withinBudget, groups: r.groups })),
        bundles: Object.fromEntries(
          Object.entries(bundles).map(([browser, list]) => [
            browser,
            list.map((b) => ({ entry: b.entry, kind: b.kind, files: b.files.length, bytes: b.bytes, lazyBytes: b.lazyBytes, engine: b.engine.length > 0 })),
          ]),
        ),
      },
      null,
      2,
    )}\n`,
  );
  if (!lintClean || !withinBudget) {
    process.stderr.write(`\npackage check failed:${lintClean ? '' : ' web-ext lint is not clean;'}${withinBudget ? '' : ' a package is over budget;'}\n`);
    process.exit(1);
  }
  process.stdout.write('\npackages built, web-ext lint clean, every package within budget\n');
}

await main();
