/**
 * What each entry point of a built extension loads: its own file and every chunk it imports,
 * followed through static and dynamic imports, with their sizes; and in which files the scan
 * engine sits. Read from the build output itself (the manifest and the HTML pages name the entry
 * points; the bundles name their imports), so the report is the package's, not a plan of it.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';

/** A string only the scan engine's module (src/core/engine/scan.ts) holds: where it is, the engine is. */
export const ENGINE_MARKER = 'The check took too long and was stopped.';

export interface EntryBundle {
  /** The entry point as the manifest or page names it (background, a content script, a page). */
  entry: string;
  kind: 'background' | 'content script' | 'page';
  /** Files loaded at start, the entry's own first. */
  files: string[];
  /** Files loaded only when asked for (dynamic imports). */
  lazy: string[];
  bytes: number;
  lazyBytes: number;
  /** Files in `files` or `lazy` that hold the scan engine. */
  engine: string[];
}

const STATIC_IMPORT = /(?:^|[;\s}])import\s*(?:[\w*{}\s,$]+from\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g;
const STATIC_FROM = /\bfrom\s*["'](\.{1,2}\/[^"']+\.js)["']/g;
const DYNAMIC_IMPORT = /\bimport\(\s*["'`](\.{1,2}\/[^"'`]+\.js)["'`]\s*\)/g;
const HTML_SCRIPT = /<script[^>]*\bsrc="([^"]+\.js)"[^>]*>/g;
const HTML_PRELOAD = /<link[^>]*rel="modulepreload"[^>]*href="([^"]+\.js)"[^>]*>/g;

function importsOf(root: string, file: string): { direct: string[]; dynamic: string[] } {
  const source = readFileSync(join(root, file), 'utf8');
  const resolve = (spec: string): string => normalize(join(dirname(file), spec));
  const direct = new Set<string>();
  for (const re of [STATIC_IMPORT, STATIC_FROM]) for (const m of source.matchAll(re)) direct.add(resolve(m[1]!));
  const dynamic = new Set<string>();
  for (const m of source.matchAll(DYNAMIC_IMPORT)) dynamic.add(resolve(m[1]!));
  return { direct: [...direct], dynamic: [...dynamic].filter((d) => !direct.has(d)) };
}

function closure(root: string, starts: string[]): { files: string[]; lazy: string[] } {
  const files: string[] = [];
  const lazy: string[] = [];
  const seen = new Set<string>();
  const walk = (file: string, isLazy: boolean): void => {
    if (seen.has(file) || !existsSync(join(root, file))) return;
    seen.add(file);
    (isLazy ? lazy : files).push(file);
    const { direct, dynamic } = importsOf(root, file);
    for (const d of direct) walk(d, isLazy);
    for (const d of dynamic) walk(d, true);
  };
  for (const s of starts) walk(s, false);
  return { files, lazy };
}

function pageScripts(root: string, page: string): string[] {
  const html = readFileSync(join(root, page), 'utf8');
  const out: string[] = [];
  for (const re of [HTML_SCRIPT, HTML_PRELOAD]) {
    for (const m of html.matchAll(re)) {
      const src = m[1]!;
      out.push(src.startsWith('/') ? src.slice(1) : normalize(join(dirname(page), src)));
    }
  }
  return [...new Set(out)];
}

/** Every entry point of the extension built in `root` (e.g. .output/chrome-mv3). */
export function bundleReport(root: string): EntryBundle[] {
  const manifest = JSON.parse(readFileSync(join(root, 'manifest.json'), 'utf8')) as {
    background?: { service_worker?: string; scripts?: string[]; page?: string };
    content_scripts?: Array<{ js?: string[] }>;
  };
  const entries: Array<{ entry: string; kind: EntryBundle['kind']; starts: string[] }> = [];
  const bg = manifest.background;
  if (bg?.service_worker) entries.push({ entry: bg.service_worker, kind: 'background', starts: [bg.service_worker] });
  if (bg?.scripts) entries.push({ entry: bg.scripts.join(', '), kind: 'background', starts: bg.scripts });
  for (const cs of manifest.content_scripts ?? []) for (const js of cs.js ?? []) entries.push({ entry: js, kind: 'content script', starts: [js] });
  for (const name of ['popup.html', 'options.html', 'offscreen.html', 'screen-frame.html', 'restore-frame.html', 'consent-confirm.html', 'welcome.html']) {
    if (existsSync(join(root, name))) entries.push({ entry: name, kind: 'page', starts: pageScripts(root, name) });
  }
  const size = (f: string): number => readFileSync(join(root, f)).byteLength;
  const holdsEngine = (f: string): boolean => readFileSync(join(root, f), 'utf8').includes(ENGINE_MARKER);
  return entries.map(({ entry, kind, starts }) => {
    const { files, lazy } = closure(root, starts);
    return {
      entry,
      kind,
      files,
      lazy,
      bytes: files.reduce((n, f) => n + size(f), 0),
      lazyBytes: lazy.reduce((n, f) => n + size(f), 0),
      engine: [...files, ...lazy].filter(holdsEngine),
    };
  });
}

const kb = (bytes: number): string => `${(bytes / 1000).toFixed(1)} kB`;

export function formatBundleReport(name: string, bundles: readonly EntryBundle[]): string {
  const lines = [`${name}: code per entry point (what it loads at start; + loaded on demand)`];
  for (const b of bundles) {
    const lazy = b.lazy.length > 0 ? ` + ${kb(b.lazyBytes)} on demand` : '';
    const engine = b.engine.length > 0 ? `  engine: ${b.engine.join(', ')}` : '';
    lines.push(`  ${b.entry.padEnd(36)} ${String(b.files.length).padStart(3)} files ${kb(b.bytes).padStart(10)}${lazy}${engine}`);
  }
  return lines.join('\n');
}
