/**
 * Starts Chromium with the built extension for the demo, in a fresh throw-away profile: headless
 * for the tour (tab capture of the page's own tab accepted without a picker), or as a window a
 * person uses. Either way the browser reaches only the local demo server, under the assistant's
 * real hostname. The end-to-end launcher is headless-only, hence this small variant of it.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Worker } from 'playwright-core';
import { chromiumPath, QUIET_CHROMIUM_ARGS } from '../../test/e2e/fixtures/chromium';
import { siteServerArgs, type SiteServer } from '../../test/e2e/fixtures/site-server';

export interface DemoBrowser {
  context: BrowserContext;
  extensionId: string;
  /** "name version" from the extension's manifest. */
  extension: string;
  chromium: string;
  close(): Promise<void>;
}

export interface DemoBrowserOptions {
  extensionDir: string;
  server: Pick<SiteServer, 'hosts' | 'port'>;
  headless: boolean;
}

function isExtensionWorker(worker: Worker): boolean {
  return worker.url().startsWith('chrome-extension://');
}

/** Flags for a window on a person's desktop: quiet, but sandboxed unless running as root. */
function windowArgs(): string[] {
  const quiet = QUIET_CHROMIUM_ARGS.filter((a) => a !== '--no-sandbox' && a !== '--disable-gpu');
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  return [...quiet, ...(root ? ['--no-sandbox'] : []), '--window-size=1360,900'];
}

/** A manifest string such as `__MSG_extName__`, read from the default locale's messages. */
function localised(dir: string, value: string, locale: string | undefined): string {
  const key = /^__MSG_(\w+)__$/.exec(value)?.[1];
  if (!key || !locale) return value;
  try {
    const messages = JSON.parse(readFileSync(join(dir, '_locales', locale, 'messages.json'), 'utf8')) as Record<string, { message?: string }>;
    return messages[key]?.message ?? value;
  } catch {
    return value;
  }
}

export async function launchDemoBrowser(options: DemoBrowserOptions): Promise<DemoBrowser> {
  const dir = options.extensionDir;
  const manifestPath = join(dir, 'manifest.json');
  if (!existsSync(manifestPath)) throw new Error(`No built extension in ${dir}.`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as { name?: string; version?: string; default_locale?: string };
  const context = await chromium.launchPersistentContext('', {
    executablePath: chromiumPath(),
    headless: options.headless,
    ...(options.headless ? { viewport: { width: 1280, height: 720 } } : { viewport: null }),
    args: [
      ...(options.headless ? [...QUIET_CHROMIUM_ARGS, '--auto-accept-this-tab-capture'] : windowArgs()),
      `--disable-extensions-except=${dir}`,
      `--load-extension=${dir}`,
      ...siteServerArgs(options.server),
    ],
  });
  try {
    const worker =
      context.serviceWorkers().find(isExtensionWorker) ??
      (await context.waitForEvent('serviceworker', { predicate: isExtensionWorker, timeout: 30_000 }));
    return {
      context,
      extensionId: new URL(worker.url()).host,
      extension: `${localised(dir, manifest.name ?? 'extension', manifest.default_locale)} ${manifest.version ?? ''}`.trim(),
      chromium: `Chromium ${context.browser()?.version() ?? ''}`.trim(),
      close: () => context.close(),
    };
  } catch (error) {
    await context.close();
    throw error;
  }
}
