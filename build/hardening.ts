/**
 * Build-time hardening of two bundled libraries, so the shipped code holds neither string
 * evaluation nor a raw-HTML sink (both are what store reviewers and `web-ext lint` look for):
 * - tesseract.js loads a generator polyfill that falls back to `Function(...)`; every supported
 *   browser has native generators, so the polyfill resolves to an empty module.
 * - Preact keeps a `dangerouslySetInnerHTML` path. Consentry never renders raw HTML, so that path
 *   is replaced by an error: a future use fails loudly instead of writing page-controlled markup.
 * Each rewrite fails the build when its target is missing, so a library update cannot skip it.
 */
import { writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

const PREACT_MODULE = /[\\/]preact[\\/]dist[\\/]preact\.module\.js$/;
/** Preact 10.28's one assignment of `dangerouslySetInnerHTML.__html` to `innerHTML`. */
const PREACT_RAW_HTML = /\((\w)\.innerHTML=(\w)\.__html\)/;

export function emptyModule(dir: string): string {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'empty-module.js');
  writeFileSync(file, 'export {};\n');
  return file;
}

export function hardening(cacheDir: string): Plugin {
  return {
    name: 'consentry-hardening',
    enforce: 'pre',
    config: () => ({ resolve: { alias: { 'regenerator-runtime/runtime': emptyModule(cacheDir) } } }),
    transform(code, id) {
      if (!PREACT_MODULE.test(id)) return null;
      if (!PREACT_RAW_HTML.test(code)) this.error('Preact changed: its raw-HTML path was not found to remove.');
      return { code: code.replace(PREACT_RAW_HTML, '(()=>{throw new Error("Consentry renders no raw HTML.")})()'), map: null };
    },
  };
}
