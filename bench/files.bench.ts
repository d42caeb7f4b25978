/**
 * `npm run bench:files`: how long a file waits before the page gets its redacted copy, with the
 * built extension in headless Chromium on a mapped AI hostname — from the file chosen in the
 * page's own file input to the page's upload handler holding the redacted file (OCR in the
 * offscreen document, the decision in the service worker, messaging and base64 included) — for
 * the three budgets:
 *   - a 1280×720 screenshot (text, three planted values) → redacted PNG: ≤ 2.5 s
 *   - a 10-page text PDF → rebuilt PDF: ≤ 5 s
 *   - a 50-page DOCX → rewritten DOCX: ≤ 1 s
 * The first file of each kind (the offscreen document and its OCR workers starting cold) is
 * reported apart; the budget is on the median of the runs after it. The same files through the
 * command line's core in Node (warm OCR pool) are measured too.
 *
 *   npm run bench:files -- [--runs 3]
 *
 * Needs a build (`npm run build`). Writes bench/results/files.json. Exits non-zero only when
 * the harness breaks (or a planted value reaches the page), never because a figure is slow.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildFixtureSites } from '../fixtures/sites/_harness/build';
import type { FixtureApi } from '../fixtures/sites/_harness/harness';
import { nodeFileRuntime } from '../src/cli/file-runtime';
import { startNodeOcr } from '../src/cli/ocr-node';
import { decideFile } from '../src/core/files/decide-file';
import { openFile } from '../src/core/files/redact-file';
import { SITES } from '../src/core/sites/registry';
import { ENGINE_VERSION } from '../src/core/version';
import { docx, leakedValues, screenshot, textPdf, xmlTextOf } from '../test/files/documents';
import { launchExtension } from '../test/e2e/fixtures/extension';
import { startSiteServer } from '../test/e2e/fixtures/site-server';
import { quantile, readOptions, runBenchmark } from './options';

const HERE = fileURLToPath(new URL('.', import.meta.url));

interface Kind {
  id: 'screenshot' | 'pdf10' | 'docx50';
  label: string;
  name: string;
  mimeType: string;
  budgetMs: number;
  make(): Promise<Buffer>;
}

const KINDS: Kind[] = [
  { id: 'screenshot', label: '1280×720 screenshot → redacted PNG', name: 'screenshot.png', mimeType: 'image/png', budgetMs: 2500, make: async () => (await screenshot()).png },
  { id: 'pdf10', label: '10-page text PDF → rebuilt PDF', name: 'report.pdf', mimeType: 'application/pdf', budgetMs: 5000, make: () => textPdf(10) },
  { id: 'docx50', label: '50-page DOCX → rewritten DOCX', name: 'minutes.docx', mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', budgetMs: 1000, make: async () => docx(50) },
];

type FixtureWindow = Window & { fixture: FixtureApi };

async function main(): Promise<number> {
  const given = readOptions(process.argv.slice(2), { runs: { type: 'string' } });
  const runs = given.runs !== undefined ? Math.max(1, Number(given.runs)) : 3;
  const log = (line: string): void => void process.stdout.write(`${line}\n`);
  const files = await Promise.all(KINDS.map(async (k) => ({ kind: k, bytes: await k.make() })));
  const loadBefore = loadavg()[0] ?? 0;
  log(`File redaction — ${runs} runs after a cold first file, engine ${ENGINE_VERSION}; load average ${loadBefore.toFixed(2)} on ${cpus().length} CPU(s) (figures under load are upper bounds).`);

  const scratch = await mkdtemp(join(tmpdir(), 'consentry-files-bench-'));
  const built = await buildFixtureSites(join(scratch, 'sites'));
  const server = await startSiteServer({ hosts: built.hosts, root: built.root });
  const extension = await launchExtension({ siteServer: server });
  const site = SITES.find((s) => s.id === 'chatgpt') ?? SITES[0]!;
  const browserRows: Array<{ id: string; label: string; budgetMs: number; coldMs: number; samples: number[]; medianMs: number; met: boolean }> = [];
  try {
    const page = await extension.context.newPage();
    await page.goto(server.url(site.hosts[0] ?? ''));
    await page.waitForFunction(() => (window as Partial<FixtureWindow>).fixture !== undefined);
    for (const { kind, bytes } of files) {
      const samples: number[] = [];
      for (let i = 0; i <= runs; i++) {
        const before = await page.evaluate(() => (window as unknown as FixtureWindow).fixture.uploads.length);
        const chooser = page.waitForEvent('filechooser');
        await page.locator('#attach').click();
        const started = performance.now();
        await (await chooser).setFiles([{ name: kind.name, mimeType: kind.mimeType, buffer: bytes }]);
        await page.waitForFunction((n) => (window as unknown as FixtureWindow).fixture.uploads.length > n, before, { timeout: 180_000, polling: 10 });
        samples.push(performance.now() - started);
        const upload = await page.evaluate((n) => (window as unknown as FixtureWindow).fixture.uploads[n], before);
        const got = Buffer.from(upload?.data ?? '', 'base64');
        if (got.equals(bytes)) throw new Error(`${kind.id}: the page got the original file.`);
        if (kind.id === 'docx50' && leakedValues(xmlTextOf(got)).length > 0) throw new Error('docx50: a planted value reached the page.');
      }
      const [cold = 0, ...warm] = samples;
      const median = quantile([...warm].sort((a, b) => a - b), 0.5);
      browserRows.push({ id: kind.id, label: kind.label, budgetMs: kind.budgetMs, coldMs: cold, samples: warm, medianMs: median, met: median <= kind.budgetMs });
      log(`  browser  ${kind.label.padEnd(38)} median ${(median / 1000).toFixed(2)} s (budget ${(kind.budgetMs / 1000).toFixed(1)} s, ${median <= kind.budgetMs ? 'met' : 'NOT met'}); first file ${(cold / 1000).toFixed(2)} s`);
    }
  } finally {
    await extension.close();
    await server.close();
    await rm(scratch, { recursive: true, force: true });
  }

  const nodeRows: Array<{ id: string; label: string; budgetMs: number; medianMs: number; met: boolean }> = [];
  const ocr = await startNodeOcr();
  try {
    const runtime = nodeFileRuntime(ocr);
    for (const { kind, bytes } of files) {
      const samples: number[] = [];
      for (let i = 0; i <= runs; i++) {
        const started = performance.now();
        const opened = await openFile(bytes, kind.name, runtime);
        const decided = decideFile(opened.reading, { askResolvesTo: 'mask' });
        if (!decided.ok) throw new Error(`${kind.id}: not decided`);
        await opened.write(decided.plan);
        await opened.close();
        if (i > 0) samples.push(performance.now() - started);
      }
      const median = quantile(samples.sort((a, b) => a - b), 0.5);
      nodeRows.push({ id: kind.id, label: kind.label, budgetMs: kind.budgetMs, medianMs: median, met: median <= kind.budgetMs });
      log(`  node     ${kind.label.padEnd(38)} median ${(median / 1000).toFixed(2)} s`);
    }
  } finally {
    await ocr.terminate();
  }
  const loadAfter = loadavg()[0] ?? 0;
  const outDir = join(HERE, 'results');
  mkdirSync(outDir, { recursive: true });
  writeFileSync(
    join(outDir, 'files.json'),
    `${JSON.stringify({ generatedAt: new Date().toISOString(), engine: ENGINE_VERSION, cpus: cpus().length, loadAverage: { before: loadBefore, after: loadAfter }, runs, browser: browserRows, node: nodeRows }, null, 2)}\n`,
  );
  log(`Load average after: ${loadAfter.toFixed(2)}. Wrote bench/results/files.json.`);
  return 0;
}

runBenchmark(main);
