/**
 * Firefox for the end-to-end tier: Debian's firefox-esr driven over WebDriver BiDi (puppeteer-core;
 * Playwright cannot load extensions into a stock Firefox), the Firefox build installed as a
 * temporary add-on, and every hostname resolved to the local fixture server. Firefox has no
 * per-host resolver rules, so pages are addressed with the server's port; match patterns ignore
 * ports, as they do for the real sites.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import puppeteer, { type Browser } from 'puppeteer-core';
import { test as base } from 'vitest';
import { buildFixtureSites } from '../../../fixtures/sites/_harness/build';
import { startSiteServer, type SiteServer } from '../fixtures/site-server';

export { expect } from 'vitest';

export const FIREFOX_EXTENSION_DIR = fileURLToPath(new URL('../../../.output/firefox-mv3/', import.meta.url));
const DEFAULT_FIREFOX_PATH = '/usr/bin/firefox-esr';
const ADDON_ID = 'consentry@consentry.dev';
/** Fixed for the test profile, so extension pages have a known origin. */
export const FIREFOX_EXTENSION_UUID = '0d8a3c1e-5b7f-4c2a-9e61-3f4b2a1c7d90';

export interface FirefoxSession {
  browser: Browser;
  server: SiteServer;
  scratch: string;
  /** `https://host:port/path` on the fixture server. */
  url(host: string, path?: string): string;
}

export const firefoxTest = base.extend('firefox', { scope: 'file' }, async ({}, { onCleanup }): Promise<FirefoxSession> => {
  const scratch = await mkdtemp(join(tmpdir(), 'consentry-firefox-'));
  const built = await buildFixtureSites(join(scratch, 'sites'));
  const server = await startSiteServer({ hosts: built.hosts, root: built.root });
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: process.env['FIREFOX_PATH'] ?? DEFAULT_FIREFOX_PATH,
    headless: true,
    acceptInsecureCerts: true,
    extraPrefsFirefox: {
      'network.dns.forceResolve': '127.0.0.1',
      'extensions.webextensions.uuids': JSON.stringify({ [ADDON_ID]: FIREFOX_EXTENSION_UUID }),
      'network.proxy.type': 0,
      'browser.shell.checkDefaultBrowser': false,
    },
  });
  await browser.installExtension(process.env['CONSENTRY_FIREFOX_EXTENSION_DIR'] ?? FIREFOX_EXTENSION_DIR);
  onCleanup(async () => {
    await browser.close();
    await server.close();
    await rm(scratch, { recursive: true, force: true });
  });
  return { browser, server, scratch, url: (host, path = '/') => `https://${host}:${server.port}${path}` };
});
