/**
 * `npm run eval:screens` (CI subset) and `npm run eval:screens:full` (all 12 conditions): HTML
 * screens from eight templates rendered by headless Chromium (dark/light × 13/16/20 px × lossless
 * or compressed like a screen-share codec), read by OCR; our pixel pipeline (redact-image's,
 * `redactRaster`) covers the image and the text peers redact the OCR text; the oracle then asks
 * what stays recoverable — for us by OCR-ing the covered image again. Payloads OCR itself
 * destroyed are excluded and counted.
 *
 * `npm run eval:screens:heldout`: the held-out set (heldout/): twelve other layouts, each under a
 * style drawn per screen (small, grey and low-contrast text, three faces, both themes, the codec),
 * with values from its own generator; ours only. Not to be tuned on (heldout/README.md).
 *
 * `--hard`: the development set under its hard conditions only (11–12 px, grey and low-contrast).
 *
 * `npm run eval:screens:dev2` (`--set dev2`): the second development set (dev2/): eight more
 * layouts, each under a style drawn per screen (9–14 px, grey, low-contrast and white-on-dark
 * ink, three faces, the codec), 3 seeds (24 screens); ours only. Tuned on, like the first.
 *
 * Every report gives the pipeline's own time per screen (regions, OCR and detection, as
 * redact-image spends it), mean and median.
 *
 *   tsx eval/screens/run.ts [--full | --hard | --set heldout | --set dev2] [--seeds N] [--out FILE]
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs as parseCliArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { decodeImage, encodePng, redactRaster } from '../../src/cli/redact-image';
import { startNodeOcr } from '../../src/cli/ocr-node';
import { installLazyNodeTagger } from '../../src/cli/tagger-node';
import { compress } from './codec';
import { buildHeldout, heldoutPage, HELDOUT_TEMPLATES, pickStyle } from './heldout/templates';
import { heldoutRng, heldoutValues } from './heldout/values';
import { buildDev2, DEV2_TEMPLATES, dev2Page, pickDev2Style } from './dev2/templates';
import { dev2Values } from './dev2/values';
import { createDefences } from '../peers/index';
import { recoverable } from './oracle';
import { ocrText } from './read-back';
import { ALL_CONDITIONS, buildScreen, CI_CONDITIONS, HARD_CONDITIONS, page, TEMPLATE_NAMES, type Condition } from './templates';
import { rngFor, values } from './values';

interface Args {
  full: boolean;
  /** Only the hard conditions (small, grey and low-contrast text). */
  hard: boolean;
  heldout: boolean;
  dev2: boolean;
  seeds: number;
  out: string;
  /** Development sets only: a folder for each screen's pictures, readings and misses. */
  debug?: string;
}

function parseArgs(argv: string[]): Args {
  const { values } = parseCliArgs({
    args: argv,
    options: { full: { type: 'boolean', default: false }, hard: { type: 'boolean', default: false }, set: { type: 'string', default: 'dev' }, seeds: { type: 'string' }, out: { type: 'string' }, debug: { type: 'string' } },
    strict: true,
    allowPositionals: false,
  });
  const heldout = values.set === 'heldout';
  const dev2 = values.set === 'dev2';
  if (!heldout && !dev2 && values.set !== 'dev') throw new Error(`--set is dev, dev2 or heldout, not ${values.set}`);
  const here = dirname(fileURLToPath(import.meta.url));
  const name = heldout ? 'screens-heldout' : dev2 ? 'screens-dev2' : values.full ? 'screens-full' : values.hard ? 'screens-hard' : 'screens-ci';
  return {
    full: values.full === true,
    hard: values.hard === true,
    heldout,
    dev2,
    seeds: values.seeds !== undefined ? Number(values.seeds) : heldout ? 8 : dev2 ? 3 : 1,
    out: values.out ?? `${here}/results/${name}.json`,
    ...(values.debug !== undefined && !heldout ? { debug: values.debug } : {}),
  };
}

/** One rendered screen to judge: its HTML, its condition's name, whether the codec runs over it. */
interface Job {
  template: string;
  condition: string;
  html: string;
  compressed: boolean;
  payloads: Array<{ kind: string; value: string }>;
  benign: string[];
}

function* devJobs(args: Args): Generator<Job> {
  const conditions: Condition[] = args.full ? ALL_CONDITIONS : args.hard ? HARD_CONDITIONS : CI_CONDITIONS;
  for (let seed = 1; seed <= args.seeds; seed++) {
    for (const name of TEMPLATE_NAMES) {
      for (const c of conditions) {
        const rng = rngFor(seed * 1000 + TEMPLATE_NAMES.indexOf(name) * 37 + ALL_CONDITIONS.indexOf(c));
        const screen = buildScreen(name, values(rng));
        yield { template: name, condition: `${c.theme}-${c.ink ? `${c.ink}-` : ''}${c.size}px-${c.compressed ? 'compressed' : 'lossless'}`, html: page(screen, c), compressed: c.compressed, payloads: screen.payloads, benign: screen.benign };
      }
    }
  }
}

function* heldoutJobs(args: Args): Generator<Job> {
  for (let seed = 1; seed <= args.seeds; seed++) {
    for (const name of HELDOUT_TEMPLATES) {
      const rng = heldoutRng(90_000 + seed * 101 + HELDOUT_TEMPLATES.indexOf(name) * 13);
      const style = pickStyle(rng);
      const screen = buildHeldout(name, heldoutValues(rng));
      const condition = `${style.theme}-${style.ink}-${style.face}-${style.size}px-${style.compressed ? 'compressed' : 'lossless'}`;
      yield { template: name, condition, html: heldoutPage(screen, style), compressed: style.compressed, payloads: screen.payloads, benign: screen.benign };
    }
  }
}

function* dev2Jobs(args: Args): Generator<Job> {
  for (let seed = 1; seed <= args.seeds; seed++) {
    for (const name of DEV2_TEMPLATES) {
      const rng = rngFor(50_000 + seed * 211 + DEV2_TEMPLATES.indexOf(name) * 17);
      const style = pickDev2Style(rng);
      const screen = buildDev2(name, dev2Values(rng));
      const condition = `${style.theme}-${style.ink}-${style.face}-${style.size}px-${style.compressed ? 'compressed' : 'lossless'}`;
      yield { template: name, condition, html: dev2Page(screen, style), compressed: style.compressed, payloads: screen.payloads, benign: screen.benign };
    }
  }
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
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  const view = await browser.newPage({ viewport: { width: 1280, height: 720 } });
  // As the redact-image command does: read text goes through the rules and the entity tagger.
  installLazyNodeTagger();
  const ocr = await startNodeOcr();
  const peers = args.heldout || args.dev2 ? [] : createDefences(['consentry', 'secretlint', 'redactpii', 'openredaction']);
  const totals = new Map<string, Tally>();
  const byTemplate = new Map<string, Tally>();
  const byCondition = new Map<string, Tally>();
  const byKind = new Map<string, Tally>();
  const misses: Array<{ template: string; condition: string; kind: string }> = [];
  let planted = 0;
  let excluded = 0;
  let screens = 0;
  let regions = 0;
  const pipelineMs: number[] = [];
  const started = performance.now();
  const add = (map: Map<string, Tally>, key: string): Tally => {
    let t = map.get(key);
    if (!t) map.set(key, (t = tally()));
    return t;
  };
  for (const job of args.heldout ? heldoutJobs(args) : args.dev2 ? dev2Jobs(args) : devJobs(args)) {
    await view.setContent(job.html);
    let image = decodeImage(await view.screenshot({ type: 'png' }));
    if (job.compressed) image = compress(image);
    const t0 = performance.now();
    const redacted = await redactRaster(image, ocr);
    pipelineMs.push(performance.now() - t0);
    regions += redacted.covers.length;
    // What an onlooker reads: the picture as it is (is the value there at all?), and as covered.
    const rawText = `${redacted.text}\n${await ocrText(image, ocr)}`;
    const ours = await ocrText(redacted.image, ocr);
    const outputs: Array<[string, string]> = [['pixels:consentry', ours]];
    for (const peer of peers) outputs.push([`text:${peer.name}`, await peer.redact(redacted.text)]);
    screens++;
    for (const p of job.payloads) {
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
          for (const tt of [add(byTemplate, job.template), add(byCondition, job.condition), add(byKind, p.kind)]) {
            tt.eligible++;
            if (safe) tt.neutralised++;
          }
          if (!safe) misses.push({ template: job.template, condition: job.condition, kind: p.kind });
        }
      }
    }
    for (const b of job.benign) {
      if (!recoverable(b, rawText, 0.9)) continue;
      for (const [defence, text] of outputs) {
        const t = add(totals, defence);
        t.benignPresent++;
        const kept = recoverable(b, text, 0.9);
        if (kept) t.benignKept++;
        if (defence === 'pixels:consentry') {
          for (const tt of [add(byTemplate, job.template), add(byCondition, job.condition)]) {
            tt.benignPresent++;
            if (kept) tt.benignKept++;
          }
        }
      }
    }
    if (args.debug) {
      mkdirSync(args.debug, { recursive: true });
      const stem = `${args.debug}/${String(screens).padStart(3, '0')}-${job.template}-${job.condition}`;
      writeFileSync(`${stem}-raw.png`, encodePng(image));
      writeFileSync(`${stem}-covered.png`, encodePng(redacted.image));
      const missed = job.payloads.filter((p) => recoverable(p.value, rawText) && recoverable(p.value, ours)).map((p) => p.value);
      const lost = job.benign.filter((b) => recoverable(b, rawText, 0.9) && !recoverable(b, ours, 0.9));
      writeFileSync(`${stem}.json`, `${JSON.stringify({ missed, lost, covers: redacted.covers, payloads: job.payloads, pipelineText: redacted.text, ours }, null, 1)}\n`);
    }
    process.stderr.write(`\r${screens} screens`);
  }
  process.stderr.write('\n');
  await ocr.terminate();
  await browser.close();
  const rate = (a: number, b: number): number | null => (b === 0 ? null : Math.round((a / b) * 1000) / 1000);
  const summarise = (m: Map<string, Tally>) =>
    Object.fromEntries([...m].map(([k, t]) => [k, { recall: rate(t.neutralised, t.eligible), eligible: t.eligible, benignRetention: rate(t.benignKept, t.benignPresent), benign: t.benignPresent }]));
  const report = {
    run: args.heldout ? 'heldout' : args.dev2 ? 'dev2' : args.full ? 'full' : 'ci',
    seeds: args.seeds,
    templates: args.heldout ? HELDOUT_TEMPLATES.length : args.dev2 ? DEV2_TEMPLATES.length : TEMPLATE_NAMES.length,
    conditions: args.heldout || args.dev2 ? 'one drawn per screen' : (args.full ? ALL_CONDITIONS : args.hard ? HARD_CONDITIONS : CI_CONDITIONS).length,
    screens,
    planted,
    excludedDestroyedByOcr: excluded,
    /** Covered regions redact-image reported, over all screens (one per value found). */
    regions,
    seconds: Math.round((performance.now() - started) / 100) / 10,
    /** redact-image's pipeline per 1280×720 screen (regions, OCR, detection), milliseconds. */
    pipelineMsPerScreen: { mean: Math.round(pipelineMs.reduce((a, b) => a + b, 0) / Math.max(1, pipelineMs.length)), median: Math.round([...pipelineMs].sort((a, b) => a - b)[pipelineMs.length >> 1] ?? 0) },
    defences: summarise(totals),
    oursByTemplate: summarise(byTemplate),
    oursByCondition: summarise(byCondition),
    oursByKind: summarise(byKind),
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
