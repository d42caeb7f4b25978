/**
 * Shares of something other than the sharing tab itself take the OCR path and meet the same leak
 * targets, with real pixels, not a fake device's test pattern:
 * - another tab: an AI page asks for a share and Chromium's picker picks a tab titled as the
 *   test says (--auto-select-tab-capture-source-by-title); that tab shows planted values on a
 *   site the extension does not guard, so nothing but the sharing page's guard stands between.
 * - the whole screen: Chromium runs headed on a virtual X display (Xvfb) and the picker takes the
 *   screen (--use-fake-ui-for-media-stream chooses, the X11 capturer captures the display); the
 *   screen shows the AI page with planted values and a second window with more of them.
 * A window share of its own cannot be asked for this way: without a window manager the X display
 * lists no windows to pick (see README, "Screen sharing"); a window takes the same path as these.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { launchExtension, type ExtensionSession } from './fixtures/extension';
import { startSiteServer, type SiteServer } from './fixtures/site-server';
import { AI_SITE_HOSTS } from './fixtures/ai-sites';
import { startVirtualDisplay, type VirtualDisplay } from './fixtures/xvfb';
import { plantMany } from './screen/planted';
import { benignReadable, DARK, readableValues, readEveryFrame, ReceivedFrames } from './screen/received';
import { ShareDiagnostics } from './screen/diagnostics';
import { startNodeOcr } from '../../src/cli/ocr-node';
import type { OcrPool } from '../../src/core/ocr/pool';
import { ocrImageFile } from '../../eval/screens/read-back';

const SITES = fileURLToPath(new URL('./screen/sites/', import.meta.url));
const OTHER_TITLE = 'Consentry shared notes';
const HOSTS = [...AI_SITE_HOSTS, 'other.example', 'third.example'];

let server: SiteServer;
let ocr: OcrPool;

beforeAll(async () => {
  [server, ocr] = await Promise.all([startSiteServer({ root: SITES, hosts: HOSTS }), startNodeOcr(2)]);
});

afterAll(async () => {
  await server?.close();
  await ocr?.terminate();
});

async function planted(page: Page, host: string, path: string, values: Record<string, string>): Promise<string[]> {
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto(server.url(host, path));
  await page.evaluate((v) => (globalThis as unknown as { plant(v: Record<string, string>): Promise<void> }).plant(v), values);
  return page.evaluate(() => (globalThis as unknown as { benign: string[] }).benign);
}

/** The share from `sharer`: dark first, the OCR path, no value in any frame, benign text read. */
async function checkShare(session: ExtensionSession, sharer: Page, values: Record<string, string>, benign: string[], surface: 'browser' | 'monitor'): Promise<void> {
  // Asked for before the share: on a real screen the page asked from would otherwise be the one shown.
  const diagnostics = await ShareDiagnostics.open(session);
  const tabId = await diagnostics.tabIdOf(sharer);
  const received = new ReceivedFrames(sharer);
  const settings = await received.start({ video: true });
  expect(settings.displaySurface).toBe(surface);
  const useful = await received.waitForUseful(60_000);
  process.stderr.write(`screen-surfaces: ${surface} share, first useful frame at ${Math.round(useful.t)} ms\n`);
  expect((await received.frames())[0]!.mean, 'the first frame is dark').toBeLessThan(DARK);
  await diagnostics.waitForReading(tabId, 30_000);
  const d = (await diagnostics.latest(tabId))!.diagnostics!;
  expect(d, 'the OCR path, not the sharing tab\'s DOM').toMatchObject({ surface, domPath: false });
  expect(d.dom.requests).toBe(0);
  await sharer.waitForTimeout(3000);
  const reading = await readEveryFrame(received, ocr, values);
  expect(reading.leaks, 'no planted value in any received frame').toEqual([]);
  expect(benignReadable(benign, reading.lastUseful), 'benign text readable').toBeGreaterThanOrEqual(0.8);
  await received.stop();
  await diagnostics.close();
}

describe('a share of another tab', () => {
  let session: ExtensionSession;
  beforeAll(async () => {
    session = await launchExtension({ siteServer: server, args: [`--auto-select-tab-capture-source-by-title=${OTHER_TITLE}`] });
  });
  afterAll(async () => session?.close());

  test('goes through OCR: no planted value in any frame the AI page receives', async () => {
    const values = plantMany();
    const other = await session.context.newPage();
    const benign = await planted(other, 'third.example', '/dom.html', values);
    await other.evaluate((t) => (document.title = t), OTHER_TITLE);
    // Positive control: the other tab shows the values (those OCR cannot read even there cannot be judged).
    const raw = await ocrImageFile(await other.screenshot(), ocr);
    const judged = readableValues(values, raw);
    expect(Object.keys(judged).length).toBeGreaterThanOrEqual(Math.ceil(Object.keys(values).length * 0.8));
    const sharer = await session.context.newPage();
    await sharer.setViewportSize({ width: 1280, height: 720 });
    await sharer.goto(server.url('chatgpt.com', '/canvas.html'));
    await checkShare(session, sharer, judged, benign, 'browser');
    await sharer.close();
    await other.close();
  });
});

describe('a share of the whole screen (a virtual X display)', () => {
  let display: VirtualDisplay;
  let session: ExtensionSession;
  beforeAll(async () => {
    display = await startVirtualDisplay();
    session = await launchExtension({ siteServer: server, display: display.display, args: ['--use-fake-ui-for-media-stream', '--ozone-platform=x11', '--disable-popup-blocking', '--window-position=0,0', '--window-size=1280,720'] });
  });
  afterAll(async () => {
    await session?.close();
    await display?.close();
  });

  test('goes through OCR: no planted value in any frame, from the page or another window', async () => {
    const values = plantMany();
    const page = await session.context.newPage();
    const benign = await planted(page, 'chatgpt.com', '/dom.html', values);
    const raw = await ocrImageFile(await page.screenshot(), ocr);
    const judged = readableValues(values, raw);
    expect(Object.keys(judged).length).toBeGreaterThanOrEqual(Math.ceil(Object.keys(values).length * 0.8));
    // A second window on the screen with a value of its own.
    const extra = { WINDOW_TOKEN: plantMany()['GITHUB']! };
    await page.evaluate((token) => {
      const w = window.open('about:blank', 'notes', 'popup,left=700,top=380,width=560,height=200')!;
      w.document.write(`<title>notes</title><body style="font:18px monospace;margin:12px">DEPLOY_KEY=${token}</body>`);
      w.document.close();
    }, extra.WINDOW_TOKEN);
    await page.bringToFront();
    await page.waitForTimeout(1000);
    await checkShare(session, page, { ...judged, ...extra }, benign, 'monitor');
    await page.close();
  });
});
