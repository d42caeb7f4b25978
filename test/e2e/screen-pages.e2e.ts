/**
 * Tab shares of assistant pages on a mapped AI hostname, end to end in the built extension: every
 * frame the page receives is kept and OCR-ed in Node, and no planted value may be read from any
 * of them; benign text must read in the final frame; the first frames are dark; a useful frame
 * (at most a sliver held) arrives. The pages: text drawn on a canvas only; text in the DOM with a
 * textarea, an image, an open and a closed shadow root and another origin's frame in view; a page
 * that changes its DOM on every frame (a snapshot storm) with a form field only OCR can read.
 * Then the attacks: a page forging the tap's messages with its own ports, and a cross-origin
 * frame inside an AI page asking for a capture of its own. One browser for the file.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { fileURLToPath } from 'node:url';
import { loadavg } from 'node:os';
import type { Page } from 'playwright-core';
import { launchExtension, type ExtensionSession } from './fixtures/extension';
import { startSiteServer, type SiteServer } from './fixtures/site-server';
import { AI_SITE_HOSTS } from './fixtures/ai-sites';
import { plantMany } from './screen/planted';
import { benignReadable, DARK, readableValues, readEveryFrame, ReceivedFrames } from './screen/received';
import { ShareDiagnostics } from './screen/diagnostics';
import { startNodeOcr } from '../../src/cli/ocr-node';
import type { OcrPool } from '../../src/core/ocr/pool';
import { ocrImageFile } from '../../eval/screens/read-back';
import type { LedgerRecord } from '../../src/worker/consent-ledger';
import type { ExtensionGlobals } from './fixtures/extension';

const SITES = fileURLToPath(new URL('./screen/sites/', import.meta.url));
/** The failure this suite guards against: no useful frame within this long. */
const USEFUL_WITHIN_MS = 6000;

let server: SiteServer;
let session: ExtensionSession;
let ocr: OcrPool;
let diagnostics: ShareDiagnostics;

beforeAll(async () => {
  [server, ocr] = await Promise.all([startSiteServer({ root: SITES, hosts: [...AI_SITE_HOSTS, 'other.example', 'third.example'] }), startNodeOcr(2)]);
  session = await launchExtension({ siteServer: server, args: ['--auto-accept-this-tab-capture'] });
  diagnostics = await ShareDiagnostics.open(session);
});

afterAll(async () => {
  await session?.close();
  await server?.close();
  await ocr?.terminate();
});

const only = (values: Record<string, string>, keys: readonly string[]): Record<string, string> => Object.fromEntries(keys.map((k) => [k, values[k]!]));

const note = (message: string): void => void process.stderr.write(`screen-pages: ${message} (load average ${loadavg()[0]!.toFixed(1)})\n`);

async function openPlanted(path: string, values: Record<string, string>): Promise<Page> {
  const page = await session.context.newPage();
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto(server.url('chatgpt.com', path));
  await page.evaluate((v) => (globalThis as unknown as { plant(v: Record<string, string>): Promise<void> }).plant(v), values);
  return page;
}

interface Judgeable {
  page: Page;
  /** The planted values OCR reads off the unguarded page: the ones a received frame is judged on. */
  values: Record<string, string>;
  benign: string[];
}

/**
 * Opens `path` with values from `draw` and checks the positive control: OCR reads nearly all of
 * them off the page as it is, unguarded, and all the benign text. A value it cannot read even
 * there cannot be judged; a draw OCR reads too little of (a random key whose glyphs OCR confuses)
 * is replaced by a fresh one, at most twice, so the guard is judged on what it can be judged on.
 */
async function openJudgeable(path: string, draw: () => Record<string, string>): Promise<Judgeable> {
  for (let attempt = 1; ; attempt++) {
    const planted = draw();
    const page = await openPlanted(path, planted);
    const raw = await ocrImageFile(await page.screenshot(), ocr);
    const values = readableValues(planted, raw);
    const enough = Object.keys(values).length >= Math.ceil(Object.keys(planted).length * 0.8);
    if (enough || attempt === 3) {
      expect(Object.keys(values).length, `control: planted values readable on the raw page (${Object.keys(values).join(', ')})`).toBeGreaterThanOrEqual(Math.ceil(Object.keys(planted).length * 0.8));
      const benign = await page.evaluate(() => (globalThis as unknown as { benign: string[] }).benign);
      expect(benignReadable(benign, raw), 'control: benign text reads on the raw page').toBe(1);
      return { page, values, benign };
    }
    note(`control: draw ${attempt} left ${Object.keys(planted).filter((k) => !(k in values)).join(', ')} unreadable on the raw page; drawing again`);
    await page.close();
  }
}

/** Shares the page's own tab and checks what it received: dark first, useful soon, nothing leaked, benign readable. */
async function shareAndCheck({ page, values, benign }: Judgeable, kind: string): Promise<void> {
  const received = new ReceivedFrames(page);
  const settings = await received.start();
  expect(settings).toMatchObject({ displaySurface: 'browser' });
  const useful = await received.waitForUseful(USEFUL_WITHIN_MS + 30_000);
  note(`${kind}: first useful frame at ${Math.round(useful.t)} ms after getDisplayMedia`);
  expect(useful.t, `a useful frame within ${USEFUL_WITHIN_MS} ms`).toBeLessThan(USEFUL_WITHIN_MS);
  const frames = await received.frames();
  expect(frames[0]!.mean, 'the first frame is dark').toBeLessThan(DARK);

  // OCR in the extension reads the page too; let it finish, then read every frame the page got.
  const tabId = await diagnostics.tabIdOf(page);
  await diagnostics.waitForReading(tabId, 30_000);
  await page.waitForTimeout(3000);
  expect(await received.overflowed(), 'every distinct frame was kept').toBe(false);
  const reading = await readEveryFrame(received, ocr, values);
  note(`${kind}: ${reading.frames} distinct frames OCR-ed`);
  expect(reading.leaks, 'no planted value in any received frame').toEqual([]);
  expect(benignReadable(benign, reading.lastUseful), 'benign text readable in the last useful frame').toBeGreaterThanOrEqual(0.8);
  const share = (await diagnostics.latest(tabId))!;
  expect(share.diagnostics).toMatchObject({ surface: 'this-tab', domPath: true });
  expect(share.diagnostics!.ocr.jobs, 'OCR ran on what the DOM cannot read').toBeGreaterThan(0);
  await received.stop();
}

describe('tab shares of assistant pages: every received frame OCR-ed', () => {
  test('text drawn on a canvas (OCR alone reads it)', async () => {
    const judged = await openJudgeable('/canvas.html', () => only(plantMany(), ['GITHUB', 'AWS', 'CARD', 'EMAIL', 'NINO']));
    await shareAndCheck(judged, 'canvas page');
    await judged.page.close();
  });

  test('text in the DOM with a textarea, an image, shadow roots and another origin\'s frame in view', async () => {
    const judged = await openJudgeable('/dom.html', plantMany);
    await shareAndCheck(judged, 'DOM page');
    await judged.page.close();
  });

  test('a page that changes its DOM on every frame (a snapshot storm) still gets OCR and a useful frame', async () => {
    const judged = await openJudgeable('/storm.html', () => only(plantMany(), ['GITHUB', 'EMAIL', 'STRIPE']));
    const { page } = judged;
    const before = await page.evaluate(() => (globalThis as unknown as { mutations(): number }).mutations());
    await shareAndCheck(judged, 'storm page');
    const after = await page.evaluate(() => (globalThis as unknown as { mutations(): number }).mutations());
    expect(after - before, 'the page kept mutating throughout').toBeGreaterThan(60);
    const tabId = await diagnostics.tabIdOf(page);
    const d = (await diagnostics.latest(tabId))!.diagnostics!;
    note(`storm page: ${d.dom.requests} DOM readings asked in ${d.durationMs} ms, ${d.ocr.jobs} OCR passes, ${d.ocr.readings} readings`);
    expect(d.dom.requests / (d.durationMs / 1000), 'DOM readings are rate-limited').toBeLessThanOrEqual(11);
    expect(d.ocr.readings).toBeGreaterThan(0);
    await page.close();
  });
});

interface ForgeryResult {
  /** Message types that arrived on any of the page's own ports. */
  received: string[];
}

/** The extension frames in the page (inside closed shadow roots, so counted through CDP). */
async function extensionFrames(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  const { root } = (await cdp.send('DOM.getDocument', { depth: -1, pierce: true })) as { root: unknown };
  await cdp.detach();
  let n = 0;
  const walk = (node: unknown): void => {
    const x = node as { nodeName?: string; attributes?: string[]; children?: unknown[]; shadowRoots?: unknown[] };
    if (x.nodeName === 'IFRAME' && (x.attributes ?? []).some((a) => a.includes('screen-frame.html'))) n++;
    for (const c of [...(x.children ?? []), ...(x.shadowRoots ?? [])]) walk(c);
  };
  walk(root);
  return n;
}

describe('attacks on the share', () => {
  test('a page forging the tap\'s messages with its own ports gets no plans, no frames, no record; the real share still pairs', async () => {
    const values = plantMany();
    const page = await openPlanted('/dom.html', values);
    const tabId = await diagnostics.tabIdOf(page);
    const before = (await diagnostics.shares(tabId)).length;
    const forged = await page.evaluate(async (): Promise<ForgeryResult> => {
      const received: string[] = [];
      const listen = (port: MessagePort): void => {
        port.onmessage = (e) => received.push(String((e.data as { type?: unknown })?.type));
      };
      // Pixels to ask plans for: what a page would send to use the extension as a detector.
      const w = 64;
      const h = 32;
      const frame = () => ({ type: 'frame', id: 1, width: w, height: h, hashes: new Uint32Array(2), pixels: new Uint8ClampedArray(w * h * 4).buffer, t: 0, cost: 0 });
      for (let i = 0; i < 100; i++) {
        for (const message of [
          // The old window messages, the messages the tap now sends over its private line, and a
          // hello posing as the bridge's to take the tap's line over.
          { type: 'consentry-screen-tap-prepare' },
          { type: 'consentry-screen-tap-connect', handle: null, displaySurface: 'browser' },
          { type: 'prepare' },
          { type: 'connect', handle: null, displaySurface: 'browser' },
          { type: 'consentry-screen-bridge-hello' },
        ]) {
          const channel = new MessageChannel();
          listen(channel.port1);
          postMessage(message, '*', [channel.port2]);
          channel.port1.postMessage(frame());
        }
      }
      await new Promise((r) => setTimeout(r, 4000));
      return { received };
    });
    expect(forged.received, 'nothing came back on the page\'s own ports').toEqual([]);
    expect(await extensionFrames(page), 'no extension frame was made for a forged connect').toBe(0);
    expect(await diagnostics.shares(tabId)).toHaveLength(before);
    const options = await session.context.newPage();
    await options.goto(`chrome-extension://${session.extensionId}/options.html`);
    const screens = async () =>
      ((await options.evaluate(() => (globalThis as unknown as ExtensionGlobals).chrome.runtime.sendMessage({ channel: 'ui', type: 'ledger/list', payload: { surface: 'screen' } }))) as {
        value: { records: LedgerRecord[] };
      }).value.records;
    const recordsBefore = (await screens()).length;

    // The real share on the same page pairs as ever: the tap's line was not taken over.
    await page.bringToFront();
    const received = new ReceivedFrames(page);
    await received.start();
    await received.waitForUseful(USEFUL_WITHIN_MS + 30_000);
    expect(await extensionFrames(page), 'one frame for the one real share').toBe(1);
    expect(forged.received).toEqual([]);
    await received.stop();
    await expect.poll(async () => (await screens()).length, { timeout: 15_000 }).toBe(recordsBefore + 1);
    await options.close();
    await page.close();
  });

  test('a cross-origin frame inside an AI page cannot open a capture of its own; outside AI sites the same frame can (control)', async () => {
    const capture = async (page: Page, src: string) =>
      page.evaluate(async (url) => {
        const frame = document.createElement('iframe');
        frame.allow = 'display-capture';
        frame.src = url;
        document.body.append(frame);
        await new Promise((r) => frame.addEventListener('load', r, { once: true }));
        const answer = new Promise<{ captured: boolean; error?: string; wrapped?: boolean }>((resolve) =>
          addEventListener('message', (e) => {
            if (e.source === frame.contentWindow) resolve(e.data as { captured: boolean; error?: string; wrapped?: boolean });
          }),
        );
        frame.contentWindow!.postMessage('capture', '*');
        return answer;
      }, src);
    const ai = await session.context.newPage();
    await ai.goto(server.url('chatgpt.com', '/share.html'));
    await ai.bringToFront();
    const inside = await capture(ai, 'https://other.example/inner.html#embedded');
    expect(inside, 'the capture is refused by the permissions policy').toMatchObject({ captured: false, error: 'NotAllowedError' });
    await ai.close();

    const plain = await session.context.newPage();
    await plain.goto(server.url('third.example', '/inner.html#host'));
    await plain.bringToFront();
    const control = await capture(plain, 'https://other.example/inner.html#embedded');
    expect(control, 'the same frame on a site the extension leaves alone captures').toMatchObject({ captured: true, wrapped: false });
    await plain.close();
  });
});
