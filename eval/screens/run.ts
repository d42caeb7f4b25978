/**
 * `npm run eval:screens` (CI subset) and `npm run eval:screens:full` (all 12 conditions): HTML
 * screens from eight templates rendered by headless Chromium (dark/light × 13/16/20 px × lossless
 * or compressed like a screen-share codec), read by OCR; our pixel pipeline covers the image and
 * the text peers redact the OCR text; the oracle then asks what stays recoverable — for us by
 * OCR-ing the covered image again. Payloads OCR itself destroyed are excluded and counted.
 *
 *   tsx eval/screens/run.ts [--full] [--seeds N] [--out FILE]
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs as readArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { decodeImage } from '../../src/cli/redact-image';
import { startNodeOcr } from '../../src/cli/ocr-node';
import type { OcrPool } from '../../src/core/ocr/pool';
import { DEFAULT_POLICY } from '../../src/core/policy/policy';
import { screenPolicy } from '../../src/core/screen/policy';
import { analyseStill, paintCovers } from '../../src/core/screen/still';
import { compress } from './codec';
import { createDefences } from '../peers/index';
import { recoverable } from './oracle';
import { ocrText } from './read-back';
import { ALL_CONDITIONS, buildScreen, CI_CONDITIONS, page, TEMPLATE_NAMES, type Condition } from './templates';
import { rngFor, values } from './values';

interface Args {
  full: boolean;
  seeds: number;
  out: string;
}

function parseArgs(argv: string[]): Args {
  const given = readArgs({ args: argv, options: { full: { type: 'boolean' }, seeds: { type: 'string' }, out: { type: 'string' } }, strict: true, allowPositionals: false }).values;
  const full = given.full ?? false;
  const here = dirname(fileURLToPath(import.meta.url));
  return {
    full,
    seeds: given.seeds !== undefined ? Number(given.seeds) : 1,
    out: given.out ?? `${here}/results/${full ? 'screens-full' : 'screens-ci'}.json`,
  };
}

interface Tally {
  eligible: number;
  neutralised: number;
  benignPresent: number;
  benignKept: number;
}

const tally = (): Tally => ({ eligible: 0, neutralised: 0, benignPresent: 0, benignKept: 0 });

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const conditions: Condition[] = args.full ? ALL_CONDITIONS : CI_CONDITIONS;
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  const view = await browser.newPage({ viewport: { width: 1280, height: 720 } });
  const ocr = await startNodeOcr();
  const peers = createDefences(['consentry', 'secretlint', 'redactpii', 'openredaction']);
  const policy = screenPolicy(DEFAULT_POLICY, { purposes: ['assistant'], askResolvesTo: 'mask' });
  const totals = new Map<string, Tally>();
  const byTemplate = new Map<string, Tally>();
  const byCondition = new Map<string, Tally>();
  const misses: Array<{ template: string; condition: string; kind: string }> = [];
  let planted = 0;
  let excluded = 0;
  let screens = 0;
  const started = performance.now();
  const add = (map: Map<string, Tally>, key: string): Tally => {
    let t = map.get(key);
    if (!t) map.set(key, (t = tally()));
    return t;
  };
  for (let seed = 1; seed <= args.seeds; seed++) {
    for (const name of TEMPLATE_NAMES) {
      for (const c of conditions) {
        const rng = rngFor(seed * 1000 + TEMPLATE_NAMES.indexOf(name) * 37 + ALL_CONDITIONS.indexOf(c));
        const screen = buildScreen(name, values(rng));
        await view.setContent(page(screen, c));
        let image = decodeImage(await view.screenshot({ type: 'png' }));
        if (c.compressed) image = compress(image);
        const still = await analyseStill(image, ocr, policy);
        const rawText = still.text;
        const ours = await ocrText(paintCovers(image, still.covers), ocr);
        const outputs: Array<[string, string]> = [['pixels:consentry', ours]];
        for (const peer of peers) outputs.push([`text:${peer.name}`, await peer.redact(rawText)]);
        const condition = `${c.theme}-${c.size}px-${c.compressed ? 'compressed' : 'lossless'}`;
        screens++;
        for (const p of screen.payloads) {
          planted++;
          if (!recoverable(p.value, rawText)) {
            excluded++;
            continue;
          }
          for (const [defence, text] of outputs) {
            const t = add(totals, defence);
            t.eligible++;
            const safe = !recoverable(p.value, text);
            if (safe) t.neutralised++;
            if (defence === 'pixels:consentry') {
              const tt = add(byTemplate, name);
              const tc = add(byCondition, condition);
              tt.eligible++;
              tc.eligible++;
              if (safe) {
                tt.neutralised++;
                tc.neutralised++;
              } else misses.push({ template: name, condition, kind: p.kind });
            }
          }
        }
        for (const b of screen.benign) {
          if (!recoverable(b, rawText, 0.9)) continue;
          for (const [defence, text] of outputs) {
            const t = add(totals, defence);
            t.benignPresent++;
            if (recoverable(b, text, 0.9)) t.benignKept++;
            if (defence === 'pixels:consentry') {
              const tt = add(byTemplate, name);
              tt.benignPresent++;
              if (recoverable(b, text, 0.9)) tt.benignKept++;
            }
          }
        }
        process.stderr.write(`\r${screens} screens`);
      }
    }
  }
  process.stderr.write('\n');
  await ocr.terminate();
  await browser.close();
  const rate = (a: number, b: number): number | null => (b === 0 ? null : Math.round((a / b) * 1000) / 1000);
  const summarise = (m: Map<string, Tally>) =>
    Object.fromEntries([...m].map(([k, t]) => [k, { recall: rate(t.neutralised, t.eligible), eligible: t.eligible, benignRetention: rate(t.benignKept, t.benignPresent), benign: t.benignPresent }]));
  const report = {
    run: args.full ? 'full' : 'ci',
    seeds: args.seeds,
    templates: TEMPLATE_NAMES.length,
    conditions: conditions.length,
    screens,
    planted,
    excludedDestroyedByOcr: excluded,
    seconds: Math.round((performance.now() - started) / 100) / 10,
    defences: summarise(totals),
    oursByTemplate: summarise(byTemplate),
    oursByCondition: summarise(byCondition),
    misses,
  };
  mkdirSync(dirname(args.out), { recursive: true });
  writeFileSync(args.out, `${JSON.stringify(report, null, 2)}\n`);
  process.stdout.write(`${JSON.stringify({ ...report, misses: misses.length }, null, 2)}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
