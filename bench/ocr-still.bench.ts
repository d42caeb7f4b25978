/**
 * `npm run bench:ocr-still`: redact-image's pipeline (regions, OCR, detection) per 1280×720
 * screen, on the first seed of both development sets of rendered screens (16 + 8 screens, the
 * codec applied where the screen's condition asks for it), each screen read twice and the second
 * time kept (the first warms the OCR workers). Reports milliseconds per screen (mean, median,
 * p90) and the share spent in OCR, with the load average: the machine is shared, so compare runs
 * taken back to back.
 *   tsx bench/ocr-still.bench.ts [--out FILE]
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { decodeImage } from '../src/cli/redact-image';
import { startNodeOcr } from '../src/cli/ocr-node';
import { installLazyNodeTagger } from '../src/cli/tagger-node';
import { DEFAULT_POLICY } from '../src/core/policy/policy';
import { screenPolicy } from '../src/core/screen/policy';
import { analyseStill } from '../src/core/screen/still';
import { compress } from '../eval/screens/codec';
import { ALL_CONDITIONS, buildScreen, CI_CONDITIONS, page, TEMPLATE_NAMES } from '../eval/screens/templates';
import { rngFor, values } from '../eval/screens/values';
import { buildDev2, DEV2_TEMPLATES, dev2Page, pickDev2Style } from '../eval/screens/dev2/templates';
import { dev2Values } from '../eval/screens/dev2/values';

const { values: args } = parseArgs({ options: { out: { type: 'string' } } });
const here = dirname(fileURLToPath(import.meta.url));
const out = args.out ?? `${here}/results/ocr-still.json`;

const screens: Array<{ html: string; compressed: boolean }> = [];
for (const name of TEMPLATE_NAMES) {
  for (const c of CI_CONDITIONS) {
    const rng = rngFor(1000 + TEMPLATE_NAMES.indexOf(name) * 37 + ALL_CONDITIONS.indexOf(c));
    screens.push({ html: page(buildScreen(name, values(rng)), c), compressed: c.compressed });
  }
}
for (const name of DEV2_TEMPLATES) {
  const rng = rngFor(50_000 + 211 + DEV2_TEMPLATES.indexOf(name) * 17);
  const style = pickDev2Style(rng);
  screens.push({ html: dev2Page(buildDev2(name, dev2Values(rng)), style), compressed: style.compressed });
}

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const view = await browser.newPage({ viewport: { width: 1280, height: 720 } });
// As the redact-image command does: read text goes through the rules and the entity tagger.
installLazyNodeTagger();
const ocr = await startNodeOcr();
const policy = screenPolicy(DEFAULT_POLICY, { purposes: ['assistant'], askResolvesTo: 'mask' });
const totals: number[] = [];
const ocrMs: number[] = [];
const loadBefore = loadavg()[0];
for (const s of screens) {
  await view.setContent(s.html);
  let image = decodeImage(await view.screenshot({ type: 'png' }));
  if (s.compressed) image = compress(image);
  await analyseStill(image, ocr, policy);
  const t0 = performance.now();
  const result = await analyseStill(image, ocr, policy);
  totals.push(performance.now() - t0);
  ocrMs.push(result.ms.ocr);
  process.stderr.write(`\r${totals.length}/${screens.length}`);
}
process.stderr.write('\n');
await ocr.terminate();
await browser.close();
const sorted = [...totals].sort((a, b) => a - b);
const at = (q: number): number => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] as number);
const report = {
  screens: screens.length,
  msPerScreen: { mean: Math.round(totals.reduce((a, b) => a + b, 0) / totals.length), median: at(0.5), p90: at(0.9) },
  ocrShare: Math.round((ocrMs.reduce((a, b) => a + b, 0) / totals.reduce((a, b) => a + b, 0)) * 100) / 100,
  load: [Math.round(loadBefore! * 10) / 10, Math.round(loadavg()[0]! * 10) / 10],
};
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`);
process.stdout.write(`${JSON.stringify(report)}\n`);
