/**
 * The floor every other end-to-end test stands on: the built extension loads in headless Chromium,
 * its service worker runs and answers, and the AI-site hostnames reach the local HTTPS fixtures
 * (and nothing else is reachable).
 */
import { AssistantSitePage } from './pages/assistant-site-page';
import { ExtensionDocumentPage } from './pages/extension-document-page';
import { AI_SITE_HOSTS, expect, test, type ExtensionGlobals } from './fixtures';

test('the built extension loads and its service worker runs', async ({ extension }) => {
  expect(extension.extensionId).toMatch(/^[a-p]{32}$/);
  expect(extension.serviceWorker.url()).toBe(`chrome-extension://${extension.extensionId}/background.js`);
  const manifest = await extension.serviceWorker.evaluate(() =>
    (globalThis as unknown as ExtensionGlobals).chrome.runtime.getManifest(),
  );
  expect(manifest.name).toBe('Consentry');
  expect(manifest.manifest_version).toBe(3);
});

test('the background answers the declared ping, and refuses messages nobody declared', async ({ extension, page }) => {
  const doc = await ExtensionDocumentPage.open(page, extension.extensionId);
  expect(await doc.sendMessage({ channel: 'system', type: 'ping', payload: null })).toMatchObject({ ok: true, value: { engine: expect.any(String) } });
  expect(await doc.sendMessage({ type: 'ping' })).toMatchObject({ ok: false });
  expect(await doc.sendMessage({ channel: 'system', type: 'ping', payload: { relax: true } })).toMatchObject({ ok: false });
});

test('https://chatgpt.com/ serves the local fixture and a prompt reaches the local server', async ({
  sites,
  page,
}) => {
  const site = await AssistantSitePage.open(page, sites, 'chatgpt.com');
  expect(page.url()).toBe('https://chatgpt.com/');
  expect(await site.fixtureName()).toBe('assistant-site');
  expect(await site.shownHost()).toBe('chatgpt.com');

  const prompt = `smoke ${Date.now()}`;
  await site.typeAndSend(prompt);
  expect(await site.lastReply()).toBe(`You said: ${prompt}`);
  expect(sites.conversation('chatgpt.com').map((body) => JSON.parse(body) as unknown)).toContainEqual({ prompt });
});

test('every AI-site hostname is mapped to the local server', async ({ sites, page }) => {
  for (const host of AI_SITE_HOSTS) {
    const site = await AssistantSitePage.open(page, sites, host);
    expect(await site.shownHost(), host).toBe(host);
  }
  const seen = new Set(sites.received.map((r) => r.host));
  for (const host of AI_SITE_HOSTS) expect(seen.has(host), host).toBe(true);
});

test('hostnames outside the map do not resolve', async ({ page }) => {
  await expect(page.goto('https://example.org/')).rejects.toThrow(/ERR_NAME_NOT_RESOLVED/);
});

test('installing opens the first-run page once: what is guarded, where, and what never leaves the device', async ({ extension }) => {
  const isWelcome = (p: { url(): string }): boolean => p.url() === `chrome-extension://${extension.extensionId}/welcome.html`;
  const welcome = extension.context.pages().find(isWelcome) ?? (await extension.context.waitForEvent('page', { predicate: isWelcome, timeout: 15_000 }));
  await welcome.waitForLoadState();
  const text = await welcome.locator('main').innerText();
  expect(text).toMatch(/What it checks/);
  for (const name of ['ChatGPT', 'Claude', 'Gemini', 'Poe']) expect(text).toContain(name);
  expect(text).toMatch(/sends no data anywhere/);
  expect(extension.context.pages().filter(isWelcome)).toHaveLength(1);
});
