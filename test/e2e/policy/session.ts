/**
 * The per-file fixtures for the consent UI's end-to-end tests: the site server serving this
 * folder's pages (a composer the guard recognises on chatgpt.com, a page without one elsewhere),
 * the built extension in one headless Chromium, a fresh tab per test, and every console message
 * from the service worker and every page, kept for the privacy checks.
 */
import { test as base } from 'vitest';
import type { ConsoleMessage, Page, Worker } from 'playwright-core';
import { fileURLToPath } from 'node:url';
import { launchExtension, type ExtensionSession } from '../fixtures/extension';
import { startSiteServer } from '../fixtures/site-server';

export { expect } from 'vitest';

export const POLICY_SITES_ROOT = fileURLToPath(new URL('./sites/', import.meta.url));

export interface ConsoleLog {
  source: string;
  text: string;
}

function record(logs: ConsoleLog[], source: string) {
  return (message: ConsoleMessage) => logs.push({ source, text: `${message.type()}: ${message.text()}` });
}

function isExtensionWorker(worker: Worker): boolean {
  return worker.url().startsWith('chrome-extension://');
}

/** The extension's service worker as it runs now (it may have been restarted since launch). */
export async function currentServiceWorker(session: ExtensionSession): Promise<Worker> {
  return (
    session.context.serviceWorkers().find(isExtensionWorker) ??
    (await session.context.waitForEvent('serviceworker', { predicate: isExtensionWorker, timeout: 10_000 }))
  );
}

/**
 * Stops the extension's service worker the way the browser stops an idle one (DevTools protocol
 * ServiceWorker.stopAllWorkers, sent from `page`), and waits until the browser reports it stopped.
 * The next event starts a new one with nothing kept in memory. The Worker handle Playwright held
 * for the old one is stale afterwards (its evaluate never answers): do not use it again.
 */
export async function stopServiceWorker(session: ExtensionSession, page: Page): Promise<void> {
  const cdp = await session.context.newCDPSession(page);
  const prefix = `chrome-extension://${session.extensionId}/`;
  try {
    const stopped = new Promise<void>((resolve) =>
      cdp.on('ServiceWorker.workerVersionUpdated', (event: { versions: Array<{ scriptURL: string; runningStatus: string }> }) => {
        if (event.versions.some((v) => v.scriptURL.startsWith(prefix) && v.runningStatus === 'stopped')) resolve();
      }),
    );
    await cdp.send('ServiceWorker.enable');
    await cdp.send('ServiceWorker.stopAllWorkers');
    await stopped;
  } finally {
    await cdp.detach();
  }
}

/** The fixtures, with extra Chromium flags for the launch (e.g. --lang=fr). */
export function createTest(options: { args?: readonly string[] } = {}) {
  return base
    .extend('sites', { scope: 'file' }, async ({}, { onCleanup }) => {
      const server = await startSiteServer({ root: POLICY_SITES_ROOT });
      onCleanup(() => server.close());
      return server;
    })
    .extend('logs', { scope: 'file' }, (): ConsoleLog[] => [])
    .extend('extension', { scope: 'file' }, async ({ sites, logs }, { onCleanup }) => {
      const session = await launchExtension({
        siteServer: sites,
        ...(options.args ? { args: options.args } : {}),
        // A copy of the build elsewhere, so a rebuild in the work tree cannot pull it away mid-run.
      });
      onCleanup(() => session.close());
      const watch = (worker: Worker) => {
        if (isExtensionWorker(worker)) worker.on('console', record(logs, `worker ${worker.url()}`));
      };
      session.context.serviceWorkers().forEach(watch);
      session.context.on('serviceworker', watch);
      const watchPage = (page: Page) => {
        page.on('console', (m) => record(logs, `page ${page.url()}`)(m));
        page.on('pageerror', (error) => logs.push({ source: `page ${page.url()}`, text: `pageerror: ${error.message}` }));
      };
      session.context.pages().forEach(watchPage);
      session.context.on('page', watchPage);
      return session;
    })
    .extend('page', async ({ extension }, { onCleanup }): Promise<Page> => {
      const page = await extension.context.newPage();
      onCleanup(() => page.close());
      return page;
    });
}

export const test = createTest();
