/**
 * A tab share of an assistant page whose reply holds restored values, end to end in the built
 * extension: the person sends a message with a name and an e-mail address (it leaves masked), the
 * fixture assistant echoes the tokens, the extension shows the values again on this device — and
 * then the page shares its own tab. The values the extension restored are its own surfaces
 * (own-surfaces.ts): no frame the page receives may show them, whatever the DOM reading says
 * (they sit in closed shadow roots it cannot read). Every received frame is OCR-ed in Node.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { buildFixtureSites } from '../../fixtures/sites/_harness/build';
import { SITES } from '../../src/core/sites/registry';
import { startNodeOcr } from '../../src/cli/ocr-node';
import type { OcrPool } from '../../src/core/ocr/pool';
import { ocrImageFile } from '../../eval/screens/read-back';
import { launchExtension, type ExtensionSession } from './fixtures/extension';
import { startSiteServer, type SiteServer } from './fixtures/site-server';
import { FixtureSitePage } from './guard/fixture-site-page';
import { VALUES } from './guard/samples';
import { ShareDiagnostics } from './screen/diagnostics';
import { recoverable } from './screen/planted';
import { DARK, readEveryFrame, ReceivedFrames } from './screen/received';

let scratch: string;
let server: SiteServer;
let session: ExtensionSession;
let ocr: OcrPool;

beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'consentry-restored-'));
  const built = await buildFixtureSites(join(scratch, 'sites'));
  [server, ocr] = await Promise.all([startSiteServer({ hosts: built.hosts, root: built.root }), startNodeOcr(2)]);
  session = await launchExtension({ siteServer: server, args: ['--auto-accept-this-tab-capture'] });
});

afterAll(async () => {
  await session?.close();
  await server?.close();
  await ocr?.terminate();
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

test('a reply holding restored values: no frame the page receives shows them', async () => {
  const site = SITES.find((s) => s.id === 'chatgpt')!;
  const page = await session.context.newPage();
  await page.setViewportSize({ width: 1280, height: 720 });
  const fx = await FixtureSitePage.open(page, server, site);
  await fx.focusComposer();
  await page.keyboard.type(`Please draft a note to ${VALUES.name} at ${VALUES.email} about the renewal`, { delay: 0 });
  await page.keyboard.press('Enter');
  const [sent] = await fx.waitForSent(1);
  expect(sent ?? '', 'the message left masked').not.toContain(VALUES.email);
  await expect.poll(async () => (await fx.guardView()).restored.sort(), { timeout: 10_000 }).toEqual([VALUES.email, VALUES.name].sort());

  // What the person sees of each value: a value longer than its token is drawn in smaller type,
  // then cut with an ellipsis (the token's box never changes), so the long e-mail address shows
  // its start. That visible part is what no received frame may show.
  const restored = { NAME: VALUES.name, EMAIL: VALUES.email.slice(0, 'marguerite.okafor'.length) };
  expect(VALUES.email.startsWith(restored.EMAIL)).toBe(true);
  // Positive control: the person sees the restored values on their screen, once each frame has
  // redeemed its ticket and drawn its value.
  const unseen = async (): Promise<string[]> => {
    const shot = await page.screenshot();
    const raw = await ocrImageFile(shot, ocr);
    const missing = Object.entries(restored).filter(([, value]) => !recoverable(value, raw));
    if (missing.length === 0) return [];
    // The e-mail address is drawn in smaller type: read the screen at twice its size too.
    const image = await loadImage(shot);
    const canvas = createCanvas(image.width * 2, image.height * 2);
    canvas.getContext('2d').drawImage(image, 0, 0, image.width * 2, image.height * 2);
    const large = await ocrImageFile(canvas.toBuffer('image/png'), ocr);
    return missing.filter(([, value]) => !recoverable(value, large)).map(([name]) => name);
  };
  await expect.poll(unseen, { timeout: 15_000, interval: 500, message: 'control: the restored values show on the page' }).toEqual([]);

  const received = await ReceivedFrames.inject(page);
  await received.start();
  const useful = await received.waitForUseful(40_000);
  process.stderr.write(`screen-restored: first useful frame at ${Math.round(useful.t)} ms\n`);
  const frames = await received.frames();
  expect(frames[0]!.mean, 'the first frame is dark').toBeLessThan(DARK);
  const diagnostics = await ShareDiagnostics.open(session);
  const tabId = await diagnostics.tabIdOf(page);
  await diagnostics.waitForReading(tabId, 30_000);
  await page.waitForTimeout(3000);

  const reading = await readEveryFrame(received, ocr, restored);
  expect(reading.leaks, 'no restored value in any received frame').toEqual([]);
  // The rest of the reply still reads: the assistant's own words around the values.
  expect(recoverable('about the renewal', reading.lastUseful, 0.9), 'benign reply text readable').toBe(true);
  await received.stop();
  await diagnostics.close();
  await page.close();
});
