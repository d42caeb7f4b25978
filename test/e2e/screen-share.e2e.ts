/**
 * Screen-share guard, end to end in the built extension: a page on a mapped AI hostname shares its
 * own tab (preferCurrentTab, auto-accepted) with planted secrets on it. What the page receives is
 * OCR-ed in Node: no planted value is recoverable, the benign text still reads, and the first
 * frames are dark. Then the OCR host is taken away: the stream goes dark and the person is told.
 * Last, a page that patches built-ins first (to steal the raw track or frames, or to erase
 * covers) gets nothing more. One browser for the whole file.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { launchExtension, type ExtensionSession } from './fixtures/extension';
import { startSiteServer, type SiteServer } from './fixtures/site-server';
import { SharePage } from './screen/share-page';
import { plantSecrets, recoverable } from './screen/planted';
import { decodeImage } from '../../src/cli/redact-image';
import { startNodeOcr } from '../../src/ocr/node-engine';
import type { OcrPool } from '../../src/ocr/pool';
import { detectTextRegions } from '../../src/screen/regions';
import { cropRaster } from '../../src/screen/types';

const SITES = fileURLToPath(new URL('./screen/sites/', import.meta.url));
const DARK = 30;
const BRIGHT = 200;

let server: SiteServer;
let session: ExtensionSession;
let ocr: OcrPool;

async function readPng(png: Buffer): Promise<string> {
  const image = decodeImage(png);
  const parts = await Promise.all(detectTextRegions(image).map((r) => ocr.recognize(cropRaster(image, r))));
  return parts.map((words) => words.map((w) => w.text).join(' ')).join('\n');
}

async function closedShadowText(page: Page): Promise<string> {
  const cdp = await page.context().newCDPSession(page);
  const { root } = (await cdp.send('DOM.getDocument', { depth: -1, pierce: true })) as { root: unknown };
  await cdp.detach();
  const texts: string[] = [];
  const walk = (node: unknown): void => {
    const n = node as { nodeType?: number; nodeValue?: string; children?: unknown[]; shadowRoots?: unknown[] };
    if (n.nodeType === 3 && n.nodeValue) texts.push(n.nodeValue);
    for (const c of [...(n.children ?? []), ...(n.shadowRoots ?? [])]) walk(c);
  };
  walk(root);
  return texts.join(' ');
}

beforeAll(async () => {
  [server, ocr] = await Promise.all([startSiteServer({ root: SITES }), startNodeOcr(1)]);
  session = await launchExtension({ siteServer: server, args: ['--auto-accept-this-tab-capture'] });
});

afterAll(async () => {
  await session?.close();
  await server?.close();
  await ocr?.terminate();
});

describe('a page that shares its own tab', () => {
  const planted = plantSecrets();
  let share: SharePage;

  test('gets dark frames first, then frames in which no planted secret can be read', async () => {
    const page = await session.context.newPage();
    share = await SharePage.open(page, server.url('chatgpt.com', '/share.html'), planted);

    // Positive control: the page itself, as captured without the guard, shows every value.
    const rawText = await readPng(await page.screenshot());
    for (const value of Object.values(planted)) expect(recoverable(value, rawText), `control ${value.slice(0, 4)}`).toBe(true);

    const settings = await share.start();
    expect(settings).toMatchObject({ displaySurface: 'browser', width: 1280, height: 720 });

    const firstBright = await share.waitForFrame((f) => f.mean > BRIGHT, 60_000);
    const frames = await share.frames();
    expect(frames[0]!.mean, 'the first frame is dark').toBeLessThan(DARK);
    expect(frames[0]!.t).toBeLessThan(firstBright.t);
    expect(frames.filter((f) => f.t < firstBright.t).every((f) => f.mean < DARK)).toBe(true);

    // Let the OCR cross-check settle, then read what the page holds.
    await page.waitForTimeout(3000);
    const received = await readPng(await share.latestPng());
    for (const [name, value] of Object.entries(planted)) expect(recoverable(value, received), `${name} leaked`).toBe(false);
    for (const benign of ['DATABASE_HOST', 'DEPLOY_REGION', 'LOG_LEVEL=debug', 'Restart the worker after rotating the keys']) {
      expect(recoverable(benign, received), `${benign} readable`).toBe(true);
    }
  });

  test('an OCR host that goes away blanks the stream and tells the person', async () => {
    const { page } = share;
    await session.serviceWorker.evaluate(() =>
      (globalThis as unknown as { chrome: { offscreen: { closeDocument(): Promise<void> } } }).chrome.offscreen.closeDocument(),
    );
    const before = (await share.frames()).length;
    await share.addLine(`NEW_TOKEN=ghp_${'x'.repeat(4)}${plantSecrets().GITHUB.slice(8)}`);
    const dark = await share.waitForFrame((f) => f.mean < DARK, 40_000, before);
    await page.waitForTimeout(1500);
    const after = (await share.frames()).filter((f) => f.t > dark.t + 500);
    expect(after.length).toBeGreaterThan(0);
    expect(after.every((f) => f.mean < DARK), 'every later frame is dark').toBe(true);
    expect(await closedShadowText(page)).toMatch(/screen check (timed out|failed)/i);
  });

  test('a page that patches built-ins before sharing gets no raw track, stream or frame, and no secret', async () => {
    const hostilePlanted = plantSecrets();
    // A fresh tab (the earlier one's OCR host was taken away); a share starts a new OCR host.
    const page = await session.context.newPage();
    await page.bringToFront();
    const hostile = await SharePage.open(page, server.url('chatgpt.com', '/share.html?hostile'), hostilePlanted);
    await hostile.start();
    const firstBright = await hostile.waitForFrame((f) => f.mean > BRIGHT, 60_000);
    const frames = await hostile.frames();
    expect(frames.filter((f) => f.t < firstBright.t).every((f) => f.mean < DARK), 'every frame before the first release is dark').toBe(true);
    await page.waitForTimeout(2000);
    const received = await readPng(await hostile.latestPng());
    for (const [name, value] of Object.entries(hostilePlanted)) expect(recoverable(value, received), `${name} leaked`).toBe(false);
    expect(recoverable('Restart the worker after rotating the keys', received), 'benign text readable').toBe(true);
    expect(await hostile.stolen()).toEqual({ streams: 0, tracks: 0, frames: 0, processors: 0 });
    await page.close();
  });
});
