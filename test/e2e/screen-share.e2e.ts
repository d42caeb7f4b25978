/**
 * Screen-share guard, end to end in the built extension: a page on a mapped AI hostname shares its
 * own tab (preferCurrentTab, auto-accepted) with planted secrets on it. What the page receives is
 * OCR-ed in Node: no planted value is recoverable, the benign text still reads, and the first
 * frames are dark. Then the OCR host is taken away: the stream goes dark and the person is told.
 * Last, a page that patches built-ins first (to steal the raw track or frames, or to erase
 * covers) gets nothing more, and a blob: frame the page makes has the guarded getDisplayMedia
 * from its first script on. One browser for the whole file.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { launchExtension, type ExtensionSession } from './fixtures/extension';
import { startSiteServer, type SiteServer } from './fixtures/site-server';
import { SharePage } from './screen/share-page';
import { plantSecrets, recoverable } from './screen/planted';
import { startNodeOcr } from '../../src/cli/ocr-node';
import type { OcrPool } from '../../src/core/ocr/pool';
import { ocrImageFile } from '../../eval/screens/read-back';
import { ShareDiagnostics } from './screen/diagnostics';

const SITES = fileURLToPath(new URL('./screen/sites/', import.meta.url));
const DARK = 30;
const BRIGHT = 200;

let server: SiteServer;
let session: ExtensionSession;
let ocr: OcrPool;
let diagnostics: ShareDiagnostics;

const readPng = (png: Buffer): Promise<string> => ocrImageFile(png, ocr);

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
  session = await launchExtension({
    siteServer: server,
    args: ['--auto-accept-this-tab-capture'],
  });
  diagnostics = await ShareDiagnostics.open(session);
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

    // The OCR cross-check must actually read the screen in the extension (its worker, core and
    // language data as shipped), not merely time out later: wait for its first reading. The first
    // share of a fresh browser starts the OCR worker cold, which has taken over 20 s in a full run.
    const tabId = await diagnostics.tabIdOf(page);
    await diagnostics.waitForReading(tabId, 45_000);
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
    // A new line: the DOM clears it at once, and OCR's reading of it never answers.
    await share.addLine(`NEW_TOKEN=ghp_${'x'.repeat(4)}${plantSecrets().GITHUB.slice(8)}`);
    await expect.poll(() => closedShadowText(page), { timeout: 60_000, interval: 500 }).toMatch(/screen check (timed out|failed)/i);
    const told = (await share.frames()).length;
    await page.waitForTimeout(1500);
    const after = (await share.frames()).slice(told + 1);
    expect(after.length, 'the stream goes on (dark)').toBeGreaterThan(0);
    expect(after.every((f) => f.mean < DARK), 'every later frame is dark').toBe(true);
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

  test('a blob: frame the page makes gets the wrapped getDisplayMedia before its own script runs; its share starts dark and is released checked', async () => {
    const framePlanted = plantSecrets();
    const page = await session.context.newPage();
    await page.bringToFront();
    await SharePage.open(page, server.url('chatgpt.com', '/share.html'), framePlanted);
    // The frame's own script checks its getDisplayMedia first thing, then shares and reads the
    // track with the frame's own built-ins, as a page routing around the top frame would.
    const inner = `<!doctype html><title>inner</title><script>
      const wrapped = Object.prototype.hasOwnProperty.call(navigator.mediaDevices.getDisplayMedia, 'toString');
      addEventListener('message', async (e) => {
        if (e.data !== 'share') return;
        try {
          const stream = await navigator.mediaDevices.getDisplayMedia({ video: true, preferCurrentTab: true });
          const track = stream.getVideoTracks()[0];
          const reader = new MediaStreamTrackProcessor({ track }).readable.getReader();
          const means = [];
          let last = null, size = [0, 0], brightAt = -1;
          // A still screen sends few frames: never wait on one read for long.
          const next = () => Promise.race([reader.read(), new Promise((r) => setTimeout(() => r({ idle: true }), 1000))]);
          const started = performance.now();
          while (performance.now() - started < 45000) {
            const got = await next();
            if (got.idle) continue;
            const { value, done } = got;
            if (done || !value) break;
            const w = value.displayWidth, h = value.displayHeight;
            const pixels = new Uint8ClampedArray(w * h * 4);
            await value.copyTo(pixels, { format: 'RGBA' });
            value.close();
            let sum = 0, n = 0;
            for (let i = 0; i < pixels.length; i += 4 * 53) { sum += (pixels[i] + pixels[i + 1] + pixels[i + 2]) / 3; n++; }
            means.push(sum / n);
            last = pixels; size = [w, h];
            if (brightAt < 0 && sum / n > ${BRIGHT}) brightAt = performance.now();
            if (brightAt >= 0 && performance.now() - brightAt > 3000) break;
          }
          track.stop();
          const c = new OffscreenCanvas(size[0], size[1]);
          c.getContext('2d').putImageData(new ImageData(last, size[0], size[1]), 0, 0);
          const bytes = new Uint8Array(await (await c.convertToBlob({ type: 'image/png' })).arrayBuffer());
          parent.postMessage({ wrapped, means, png: btoa(Array.from(bytes, (b) => String.fromCharCode(b)).join('')) }, '*');
        } catch (error) {
          parent.postMessage({ wrapped, error: String(error) }, '*');
        }
      });
    <\/script>`;
    const got = await page.evaluate(async (html) => {
      const frame = document.createElement('iframe');
      frame.src = URL.createObjectURL(new Blob([html], { type: 'text/html' }));
      frame.style.cssText = 'width:1px;height:1px;border:0;';
      document.body.append(frame);
      await new Promise((r) => frame.addEventListener('load', r, { once: true }));
      const answer = new Promise<{ wrapped: boolean; means?: number[]; png?: string; error?: string }>((resolve) =>
        addEventListener('message', (e) => {
          if (e.source === frame.contentWindow) resolve(e.data as { wrapped: boolean; means?: number[]; png?: string; error?: string });
        }),
      );
      frame.contentWindow!.postMessage('share', '*');
      return answer;
    }, inner);
    expect(got.wrapped, "the blob: frame's own getDisplayMedia is the guarded one from its first script on").toBe(true);
    expect(got.error).toBeUndefined();
    const means = got.means ?? [];
    expect(means.length).toBeGreaterThan(0);
    expect(means[0]!, 'the first frame is dark, not raw').toBeLessThan(DARK);
    // Read by OCR (not the tab's DOM, as the share was asked for in a subframe): regions are
    // released as they clear, so frames between dark and the full picture are partly covered.
    expect(means.findIndex((m) => m > BRIGHT), 'the checked picture is released').toBeGreaterThan(0);
    const received = await readPng(Buffer.from(got.png ?? '', 'base64'));
    for (const [name, value] of Object.entries(framePlanted)) expect(recoverable(value, received), `${name} leaked`).toBe(false);
    await page.close();
  });
});
