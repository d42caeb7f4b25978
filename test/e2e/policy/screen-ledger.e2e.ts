/**
 * A screen share in the consent ledger, end to end in the built extension: a page on a mapped AI
 * hostname shares its own tab (auto-accepted) with synthetic secrets on it; once the share is
 * guarded and ended, the ledger holds one `screen` record for that site with the categories that
 * were covered, decided by the policy under the generation in force, and no value, token or
 * hash of a value.
 */
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { LedgerRecord } from '../../../src/worker/consent-ledger';
import type { PolicyView } from '../../../src/protocol/ui';
import { launchExtension, type ExtensionGlobals, type ExtensionSession } from '../fixtures/extension';
import { startSiteServer, type SiteServer } from '../fixtures/site-server';
import { plantSecrets } from '../screen/planted';
import { SharePage } from '../screen/share-page';
import { ShareDiagnostics } from '../screen/diagnostics';

const SITES = fileURLToPath(new URL('../screen/sites/', import.meta.url));
const BRIGHT = 200;

let server: SiteServer;
let session: ExtensionSession;

beforeAll(async () => {
  server = await startSiteServer({ root: SITES });
  session = await launchExtension({
    siteServer: server,
    args: ['--auto-accept-this-tab-capture'],
  });
});

afterAll(async () => {
  await session?.close();
  await server?.close();
});

test('one share, one screen record: the covered categories, decided by the policy, and nothing of the values', async () => {
  const planted = plantSecrets();
  const page = await session.context.newPage();
  const share = await SharePage.open(page, server.url('chatgpt.com', '/share.html'), planted);
  await share.start();
  await share.waitForFrame((f) => f.mean > BRIGHT, 60_000);
  // Let OCR read the frame too, so the covers are all in place before the share ends.
  const diagnostics = await ShareDiagnostics.open(session);
  const tabId = await diagnostics.tabIdOf(page);
  await diagnostics.waitForReading(tabId, 30_000);
  await page.waitForTimeout(1000);

  const options = await session.context.newPage();
  await options.goto(`chrome-extension://${session.extensionId}/options.html`);
  const ask = <T>(type: string, payload: unknown) =>
    options.evaluate(
      async ({ type, payload }) => (globalThis as unknown as ExtensionGlobals).chrome.runtime.sendMessage({ channel: 'ui', type, payload }),
      { type, payload },
    ) as Promise<{ ok: boolean; value: T }>;
  const screens = async () => (await ask<{ records: LedgerRecord[] }>('ledger/list', { surface: 'screen' })).value.records;
  expect(await screens(), 'nothing is written while the share runs').toEqual([]);

  await share.stopTrack();
  await expect.poll(screens, { timeout: 15_000, interval: 250 }).toHaveLength(1);
  const [record] = await screens();
  const generation = (await ask<PolicyView>('policy/get', null)).value.generation;
  expect(record).toMatchObject({ origin: 'https://chatgpt.com', surface: 'screen', decision: 'mask', decided_by: 'policy', confidence: null, policy_generation: generation });
  expect(Object.keys(record!.categories)).toEqual(expect.arrayContaining(['credential', 'contact']));
  expect(Object.values(record!.categories).every((n) => Number.isInteger(n) && n! >= 1)).toBe(true);
  const text = JSON.stringify(record);
  for (const value of Object.values(planted)) expect(text).not.toContain(value.slice(0, 8));

  // The popup says how the tab's share went (counts only).
  const popup = await session.context.newPage();
  await popup.goto(`chrome-extension://${session.extensionId}/popup.html?tab=${tabId}`);
  await expect.poll(async () => (await popup.locator('[data-screen-share]').textContent()) ?? '', { timeout: 10_000 }).toMatch(/^Screen share: \d+ frames checked, [1-9]\d* regions read by OCR$/);
  expect(await popup.locator('[data-screen-share]').textContent()).not.toContain(planted.EMAIL.slice(0, 6));
  await popup.close();

  // Still one record a moment later: the frame's port closing after the end adds nothing.
  await page.close();
  await options.waitForTimeout(1000);
  expect(await screens()).toHaveLength(1);
  expect((await ask<{ result: { ok: boolean } }>('ledger/verify', null)).value.result.ok).toBe(true);
});

test('a share asked for in an about:blank, srcdoc or blob: frame is recorded under the tab\'s origin', async () => {
  const page = await session.context.newPage();
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto(server.url('chatgpt.com', '/share.html'));
  await page.bringToFront();
  const options = await session.context.newPage();
  await options.goto(`chrome-extension://${session.extensionId}/options.html`);
  const screens = async () =>
    ((await options.evaluate(() => (globalThis as unknown as ExtensionGlobals).chrome.runtime.sendMessage({ channel: 'ui', type: 'ledger/list', payload: { surface: 'screen' } }))) as {
      value: { records: LedgerRecord[] };
    }).value.records;
  await page.bringToFront();
  for (const kind of ['about:blank', 'srcdoc', 'blob:'] as const) {
    const before = (await screens()).length;
    const got = await page.evaluate(async (k) => {
      // The frame's own script shares, reads frames until one is released, and stops.
      const script = `(async () => {
        try {
          const stream = await navigator.mediaDevices.getDisplayMedia({ video: true, preferCurrentTab: true });
          const track = stream.getVideoTracks()[0];
          const reader = new MediaStreamTrackProcessor({ track }).readable.getReader();
          const started = performance.now();
          let bright = false;
          while (!bright && performance.now() - started < 40000) {
            const got = await Promise.race([reader.read(), new Promise((r) => setTimeout(() => r({ idle: true }), 1000))]);
            if (got.idle || got.done || !got.value) continue;
            const v = got.value, w = v.displayWidth, h = v.displayHeight, px = new Uint8ClampedArray(w * h * 4);
            await v.copyTo(px, { format: 'RGBA' });
            v.close();
            let sum = 0, n = 0;
            for (let i = 0; i < px.length; i += 4 * 97) { sum += px[i]; n++; }
            bright = sum / n > 200;
          }
          track.stop();
          parent.postMessage({ done: true, bright }, '*');
        } catch (error) { parent.postMessage({ done: true, error: String(error) }, '*'); }
      })();`;
      const frame = document.createElement('iframe');
      frame.style.cssText = 'width:1px;height:1px;border:0';
      const answer = new Promise<{ bright?: boolean; error?: string }>((resolve) => addEventListener('message', (e) => e.source === frame.contentWindow && resolve(e.data)));
      if (k === 'srcdoc') frame.srcdoc = `<script>${script}<\/script>`;
      else if (k === 'blob:') frame.src = URL.createObjectURL(new Blob([`<script>${script}<\/script>`], { type: 'text/html' }));
      document.body.append(frame);
      if (k === 'about:blank') {
        // The page drives the frame's own getDisplayMedia (the tap was there from the frame's start).
        const s = frame.contentWindow!.document.createElement('script');
        s.textContent = script;
        frame.contentWindow!.document.body.append(s);
      }
      return answer;
    }, kind);
    expect(got, `${kind}: the share ran and was released`).toMatchObject({ bright: true });
    await expect.poll(async () => (await screens()).length, { timeout: 20_000, interval: 250 }).toBe(before + 1);
    const record = (await screens()).at(-1)!;
    expect(record.origin, `${kind}: recorded under the tab's origin`).toBe('https://chatgpt.com');
  }
  await options.close();
  await page.close();
});
