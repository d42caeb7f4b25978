/**
 * One browser per test file for the composer-guard suites: the fixture sites built with their real
 * editor libraries, the local HTTPS server answering every guarded hostname (both hosts of sites
 * that have two), and the built extension with clipboard permission granted so Ctrl+V is a real,
 * trusted paste. CONSENTRY_EXTENSION_DIR points the suites at another build of the extension.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { test as base } from 'vitest';
import { buildFixtureSites } from '../../../fixtures/sites/_harness/build';
import { launchExtension, type ExtensionSession } from '../fixtures/extension';
import { allowContextRowsIn } from '../fixtures/context-rows';
import { startSiteServer, type SiteServer } from '../fixtures/site-server';
import { tabIdFor } from '../fixtures/tab-id';

export { expect } from 'vitest';

export interface GuardSession {
  server: SiteServer;
  extension: ExtensionSession;
  /** A folder for files the tests hand to file choosers and drops. */
  scratch: string;
}

export const guardTest = base.extend('guard', { scope: 'file' }, async ({}, { onCleanup }): Promise<GuardSession> => {
  const scratch = await mkdtemp(join(tmpdir(), 'consentry-guard-'));
  const built = await buildFixtureSites(join(scratch, 'sites'));
  const server = await startSiteServer({ hosts: built.hosts, root: built.root });
  const extension = await launchExtension({
    siteServer: server,
  });
  await extension.context.grantPermissions(['clipboard-read', 'clipboard-write']);
  onCleanup(async () => {
    await extension.close();
    await server.close();
    await rm(scratch, { recursive: true, force: true });
  });
  return { server, extension, scratch };
});

/** The extension's id for the tab `page` shows (brought to the front first), as the service worker knows it. */
export async function tabIdOf(guard: GuardSession, page: Page): Promise<number> {
  return tabIdFor(guard.extension.serviceWorker, page);
}


/** allowContextRowsIn for this suite's browser (see there). */
export function allowContextRows(guard: GuardSession): Promise<void> {
  return allowContextRowsIn(guard.extension);
}
