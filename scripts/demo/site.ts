/**
 * The demo assistant page (fixtures/sites/demo), bundled into a scratch folder and served by the
 * end-to-end tier's local HTTPS server under one real assistant hostname, so the shipped
 * extension recognises it exactly as it would the real site. Chromium is told to send that one
 * name to the local server and every other name nowhere.
 */
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { startSiteServer, type SiteServer } from '../../test/e2e/fixtures/site-server';
import { siteForUrl } from '../../src/core/sites/registry';

/** A hostname whose site profile has a textarea composer with the ids the demo page uses. */
export const DEMO_HOST = 'chatgpt.com';

const DEMO_SOURCE = fileURLToPath(new URL('../../fixtures/sites/demo/', import.meta.url));

export interface DemoSite {
  server: SiteServer;
  host: string;
  url: string;
  origin: string;
  /** The assistant name the extension knows the hostname by. */
  siteName: string;
  close(): Promise<void>;
}

async function bundle(outDir: string, host: string): Promise<void> {
  const dir = join(outDir, host);
  await mkdir(dir, { recursive: true });
  await build({
    entryPoints: [join(DEMO_SOURCE, 'main.ts')],
    outfile: join(dir, 'app.js'),
    bundle: true,
    format: 'iife',
    target: 'chrome120',
    minify: true,
    legalComments: 'none',
    logLevel: 'error',
  });
  await writeFile(join(dir, 'index.html'), await readFile(join(DEMO_SOURCE, 'index.html'), 'utf8'));
  await copyFile(join(DEMO_SOURCE, 'demo.css'), join(dir, 'demo.css'));
}

export async function startDemoSite(host = DEMO_HOST): Promise<DemoSite> {
  const profile = siteForUrl(`https://${host}/`);
  if (!profile) throw new Error(`${host} is not a hostname the extension guards.`);
  const root = await mkdtemp(join(tmpdir(), 'consentry-demo-'));
  try {
    await bundle(root, host);
    const server = await startSiteServer({ hosts: [host], root });
    return {
      server,
      host,
      url: server.url(host, '/'),
      origin: `https://${host}`,
      siteName: profile.name,
      close: async () => {
        await server.close();
        await rm(root, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await rm(root, { recursive: true, force: true });
    throw error;
  }
}
