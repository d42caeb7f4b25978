/**
 * One browser per red-team file: the fixture sites built with their real editors, a second
 * origin (other.example) for frames a page embeds, the built extension, clipboard permission so
 * Ctrl+V is a real paste, and Chromium's own network log, so a file can check at its end that the
 * browser made no request to anything but the local test server.
 */
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { test as base } from 'vitest';
import { buildFixtureSites } from '../../../fixtures/sites/_harness/build';
import { launchExtension, type ExtensionSession } from '../fixtures/extension';
import { startSiteServer, type SiteServer } from '../fixtures/site-server';
import { tabIdFor } from '../fixtures/tab-id';

export { expect } from 'vitest';

/** The origin a page embeds in a frame: not an AI site, not the page's origin. */
export const OTHER_HOST = 'other.example';

/** A page on another origin with a textarea that records everything it is handed. */
const OTHER_FRAME = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Embedded editor</title></head>
<body><textarea id="t" aria-label="Embedded editor"></textarea>
<script>
  window.seen = [];
  for (const type of ['paste', 'drop']) addEventListener(type, (e) => {
    const data = e.clipboardData || e.dataTransfer;
    if (data) for (const t of data.types) window.seen.push(t + ': ' + data.getData(t));
  }, true);
</script></body></html>`;

export interface RedTeamSession {
  server: SiteServer;
  extension: ExtensionSession;
  scratch: string;
  /** Chromium's network log (complete once the browser has closed). */
  netLog: string;
}

export const redTeamTest = base.extend('rt', { scope: 'file' }, async ({}, { onCleanup }): Promise<RedTeamSession> => {
  const scratch = await mkdtemp(join(tmpdir(), 'consentry-red-team-'));
  const built = await buildFixtureSites(join(scratch, 'sites'));
  await mkdir(join(built.root, OTHER_HOST, 'frame'), { recursive: true });
  await writeFile(join(built.root, OTHER_HOST, 'frame', 'index.html'), OTHER_FRAME);
  const server = await startSiteServer({ hosts: [...built.hosts, OTHER_HOST], root: built.root });
  const netLog = join(scratch, 'net-log.json');
  const extension = await launchExtension({ siteServer: server, args: [`--log-net-log=${netLog}`, '--net-log-capture-mode=Default'] });
  await extension.context.grantPermissions(['clipboard-read', 'clipboard-write']);
  onCleanup(async () => {
    await extension.close().catch(() => undefined);
    await server.close();
    await rm(scratch, { recursive: true, force: true });
  });
  return { server, extension, scratch, netLog };
});

/** One request Chromium's network stack started, and who asked for it. */
export interface LoggedRequest {
  url: string;
  /**
   * The origin of the document, worker or extension context that made the request; "not an
   * origin" for the browser's own requests (its update checks, account and spelling services),
   * which no page and no extension can make.
   */
  initiator: string;
}

interface NetLog {
  constants: { logEventTypes: Record<string, number> };
  events: Array<{ type: number; params?: { url?: string; initiator?: string } }>;
}

/** Every request Chromium's network stack started, from its log (complete once the browser closed). */
export async function loggedRequests(netLog: string): Promise<LoggedRequest[]> {
  let text = (await readFile(netLog, 'utf8')).trimEnd();
  // A log cut short by the browser's exit lacks its closing brackets.
  let log: NetLog;
  try {
    log = JSON.parse(text) as NetLog;
  } catch {
    text = text.replace(/,\s*$/, '');
    log = JSON.parse(`${text}]}`) as NetLog;
  }
  const start = log.constants.logEventTypes['URL_REQUEST_START_JOB'];
  return log.events.flatMap((e) => (e.type === start && e.params?.url ? [{ url: e.params.url, initiator: e.params.initiator ?? '' }] : []));
}

/** The extension's id for the tab `page` shows, as the service worker knows it. */
export async function tabIdOf(session: RedTeamSession, page: Page): Promise<number> {
  return tabIdFor(session.extension.serviceWorker, page);
}
