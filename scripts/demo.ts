/**
 * `npm run demo`: Consentry in a real browser on a local demo assistant page. By default a
 * Chromium window with the extension opens on the page, to paste, upload and share the screen by
 * hand; with `--headless` (or on a machine without a display) a scripted tour does it and writes
 * a report with screenshots to demo-output/. The page is served on this machine under a real
 * assistant hostname, so the shipped extension runs as it does on the real site, while the
 * browser reaches no site at all.
 *
 *   npm run demo [-- [--headless] [--out DIR]]      (npm run demo:text: the engine alone, no browser)
 */
import { spawnSync } from 'node:child_process';
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { startNodeOcr } from '../src/cli/ocr-node';
import { launchDemoBrowser } from './demo/browser';
import { hasDisplay, parseDemoArgs, UsageError, USAGE } from './demo/options';
import { allChecks, passed, renderMarkdown, verdict, type DemoReport } from './demo/report';
import { startDemoSite, type DemoSite } from './demo/site';
import { runTour } from './demo/tour';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
/** Files the tour writes; only these are cleared from the output folder before a run. */
const TOUR_FILE = /^(\d\d-[a-z0-9-]+\.png|report\.(md|json))$/;

function fail(message: string, code = 1): never {
  process.stderr.write(`demo: ${message}\n`);
  process.exit(code);
}

function run(command: string, args: readonly string[], what: string): void {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', shell: process.platform === 'win32' });
  if (result.status !== 0) fail(`${what} failed (${result.error?.message ?? `exit ${result.status}`}).`, 2);
}

/** The extension to load: CONSENTRY_EXTENSION_DIR when set, otherwise a fresh `wxt build`. */
function extensionDir(): string {
  const given = process.env['CONSENTRY_EXTENSION_DIR'];
  if (given) {
    console.log(`extension: ${given} (CONSENTRY_EXTENSION_DIR; not rebuilt)`);
    return resolve(given);
  }
  console.log('extension: building with wxt build…');
  run(join(ROOT, 'node_modules', '.bin', 'wxt'), ['build'], 'wxt build');
  return join(ROOT, '.output', 'chrome-mv3');
}

function describeSite(site: DemoSite): void {
  console.log(
    `\ndemo assistant: ${site.url} is a local demo page (fixtures/sites/demo), served by this script on 127.0.0.1:${site.server.port}.\n` +
      `  Chromium sends ${site.host} there and every other hostname nowhere: the real ${site.siteName} is never contacted.\n` +
      `  The extension treats the page as ${site.siteName}; every secret on it is synthetic.`,
  );
}

async function clearTourFiles(outDir: string): Promise<void> {
  await mkdir(outDir, { recursive: true });
  for (const name of await readdir(outDir)) if (TOUR_FILE.test(name)) await rm(join(outDir, name), { force: true });
}

async function tour(site: DemoSite, extension: string, out: string): Promise<number> {
  const started = performance.now();
  const outDir = resolve(out);
  await clearTourFiles(outDir);
  console.log('\nheadless tour: starting Chromium with the extension, and OCR for reading screens back…');
  const [browser, ocr] = await Promise.all([launchDemoBrowser({ extensionDir: extension, server: site.server, headless: true }), startNodeOcr(2)]);
  const report: DemoReport = {
    startedAt: new Date().toISOString().replace(/\.\d+Z$/, 'Z'),
    host: site.host,
    extension: browser.extension,
    chromium: browser.chromium,
    steps: [],
    totalMs: 0,
  };
  try {
    report.steps = await runTour({
      context: browser.context,
      extensionId: browser.extensionId,
      url: site.url,
      origin: site.origin,
      siteName: site.siteName,
      conversation: () => site.server.conversation(site.host),
      ocr,
      outDir,
      log: (line) => console.log(line),
    });
  } finally {
    await browser.close();
    await ocr.terminate();
  }
  report.totalMs = Math.round(performance.now() - started);
  await writeFile(join(outDir, 'report.json'), `${JSON.stringify(report, null, 2)}\n`);
  await writeFile(join(outDir, 'report.md'), renderMarkdown(report));

  const shown = relative(process.cwd(), outDir) || '.';
  console.log(`\n${verdict(report)} in ${(report.totalMs / 1000).toFixed(1)} s`);
  for (const check of allChecks(report).filter((c) => !c.pass)) console.log(`  FAIL ${check.name}${check.detail ? ` — ${check.detail}` : ''}`);
  console.log(`report: ${join(shown, 'report.md')} (screenshots and report.json beside it)`);
  console.log('engine only, without a browser: npm run demo:text');
  return passed(report) ? 0 : 1;
}

async function openWindow(site: DemoSite, extension: string): Promise<void> {
  const browser = await launchDemoBrowser({ extensionDir: extension, server: site.server, headless: false });
  const page = browser.context.pages()[0] ?? (await browser.context.newPage());
  await page.goto(site.url);
  console.log(
    '\nChromium is open on the demo page. Things to try:\n' +
      '  - paste the GITHUB_TOKEN line (or any text with a secret or an e-mail address) into the composer;\n' +
      '  - press "Share screen" and choose this tab: the preview shows what the assistant receives;\n' +
      '  - attach a file such as fixtures/text/deploy.env;\n' +
      `  - see every decision in the ledger: chrome-extension://${browser.extensionId}/options.html#ledger\n` +
      'The yellow bar about --ignore-certificate-errors is expected: the local page has a throw-away certificate.\n' +
      'Close the browser (or press Ctrl+C here) to stop. A scripted tour with a report: npm run demo -- --headless',
  );
  const closed = new Promise<void>((done) => browser.context.once('close', () => done()));
  const stop = (): void => void browser.close().catch(() => undefined);
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  await closed;
  process.off('SIGINT', stop);
  process.off('SIGTERM', stop);
}

async function main(): Promise<void> {
  let options;
  try {
    options = parseDemoArgs(process.argv.slice(2));
  } catch (error) {
    if (error instanceof UsageError) fail(`${error.message}\n\n${USAGE}`, 2);
    throw error;
  }
  if (options.help) {
    console.log(USAGE);
    return;
  }
  let headless = options.headless;
  if (!headless && process.env['CI']) {
    console.log('CI is set, so nobody is there to use a browser window: running the scripted headless tour instead.');
    headless = true;
  }
  if (!headless && !hasDisplay(process.env, process.platform)) {
    console.log(
      'No display here (neither DISPLAY nor WAYLAND_DISPLAY is set), so no browser window can open.\n' +
        `Running the scripted headless tour instead; it writes a report with screenshots to ${options.out}/.`,
    );
    headless = true;
  }
  run(process.execPath, [join(ROOT, 'scripts', 'ensure-chromium.mjs')], 'finding Chromium');
  const extension = extensionDir();
  const site = await startDemoSite();
  describeSite(site);
  let code = 0;
  try {
    if (headless) code = await tour(site, extension, options.out);
    else await openWindow(site, extension);
  } finally {
    await site.close();
  }
  process.exitCode = code;
}

main().catch((error: unknown) => fail(error instanceof Error ? (error.stack ?? error.message) : String(error)));
