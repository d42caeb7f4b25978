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
  await expect.poll(async () => (await diagnostics.latest(tabId))?.diagnostics?.ocr.readings ?? 0, { timeout: 30_000, interval: 250 }).toBeGreaterThan(0);
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

  // Still one record a moment later: the frame's port closing after the end adds nothing.
  await page.close();
  await options.waitForTimeout(1000);
  expect(await screens()).toHaveLength(1);
  expect((await ask<{ result: { ok: boolean } }>('ledger/verify', null)).value.result.ok).toBe(true);
});
