/**
 * Builds the command line ahead of time: src/cli/bin.ts and everything it reaches, bundled by
 * esbuild into CommonJS, dist/cli/consentry.cjs, which bin/consentry.cjs runs. The MCP server
 * (src/cli/mcp/server.ts, with the SDK and its schema libraries: half of all the code) goes into
 * a bundle of its own, dist/cli/consentry-mcp.cjs, loaded only by `consentry mcp`, so the other
 * commands start without reading it. Plain JavaScript, so the launcher can rebuild without a
 * TypeScript runner.
 *
 * The bundle's last line records every source file it was built from (size and modification
 * time) and a digest of the bundle; the launcher rebuilds when any of the files differs, so a
 * stale bundle never runs, and names the bundle's code cache by the digest. Packages
 * that load files of their own at run time (tesseract.js, its wasm and language data, pdf.js, the
 * Node canvas) stay outside
 * the bundle, and so do the model weights: they are read
 * from the package when used. A model or wasm file reached by an import fails the build.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export const BUNDLE = join(ROOT, 'dist', 'cli', 'consentry.cjs');
export const MCP_BUNDLE = join(ROOT, 'dist', 'cli', 'consentry-mcp.cjs');
export const MANIFEST_PREFIX = '//# consentry-inputs ';

/** Read at run time from the package, never inlined as JavaScript. */
// pdf.js (its legacy build loads its worker and decoders by path) and the Node canvas (a native
// binary) and pdf-lib (for the rebuilt PDF; half the bundle's size otherwise) are loaded from
// node_modules when a PDF, WebP or GIF is read.
const EXTERNAL = ['tesseract.js', '@tesseract.js-data/eng', 'pdfjs-dist', '@napi-rs/canvas', 'pdf-lib'];
const WEIGHTS = /\.(onnx|traineddata|wasm|bin|gz)$/;

/** Files whose change means a rebuild besides the bundle's own inputs. */
const ALSO_WATCHED = ['package.json', 'package-lock.json', 'node_modules/.package-lock.json', 'build/cli-bundle.mjs', 'tsconfig.json'];

const refuseWeights = {
  name: 'refuse-weights',
  setup(b) {
    b.onLoad({ filter: WEIGHTS }, (args) => ({ errors: [{ text: `${relative(ROOT, args.path)} is model or OCR data: read it from the package at run time instead of importing it.` }] }));
  },
};

/** main.ts reaches the MCP server through this import; in the bundle it loads the MCP bundle instead. */
const mcpApart = {
  name: 'mcp-apart',
  setup(b) {
    b.onResolve({ filter: /^\.\/mcp\/server$/ }, (args) => (args.importer.endsWith(join('src', 'cli', 'main.ts')) ? { path: './consentry-mcp.cjs', external: true } : undefined));
  },
};

/**
 * src/cli/esm-import.ts is Node's import() for ES modules outside the bundle; a script compiled
 * through node:vm with a code cache cannot import(), so in the bundle it calls the launcher's.
 */
const esmFromLauncher = {
  name: 'esm-from-launcher',
  setup(b) {
    b.onLoad({ filter: /[\\/]src[\\/]cli[\\/]esm-import\.ts$/ }, () => ({
      contents: 'export function importEsm(specifier) { return globalThis[Symbol.for("consentry.importEsm")](specifier); }',
      loader: 'js',
    }));
  },
};

const COMMON = {
  absWorkingDir: ROOT,
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  write: false,
  external: EXTERNAL,
  // The bundles sit two folders down (dist/cli/) like the sources (src/cli/), so paths that
  // modules build from import.meta.url (../../public/models/…) land on the same files.
  define: { 'import.meta.url': '__consentryImportMetaUrl' },
  banner: { js: 'var __consentryImportMetaUrl = require("node:url").pathToFileURL(__filename).href;' },
  metafile: true,
  minifySyntax: true,
  minifyWhitespace: true,
  legalComments: 'none',
  // import() becomes require(): the launcher runs the bundle as a script, where only require loads.
  // ES modules left outside (pdf.js) load through the launcher's own import (esmFromLauncher).
  supported: { 'dynamic-import': false },
  logLevel: 'warning',
};

function writeAtomically(path, text) {
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, text);
  renameSync(temporary, path);
}

/**
 * The bundle in ASCII alone, every other UTF-16 unit written as a \\u escape, so the launcher
 * reads it as one-byte text (half the memory, no UTF-8 decoding). esbuild escapes strings but
 * leaves regular-expression literals as written; an escape means the same there, in a string and
 * in a template. Not in a String.raw template, whose text keeps the escape as written, nor after
 * a backslash: either fails the build, naming the place.
 */
export function asciiOnly(code, name) {
  for (const m of code.matchAll(/String\.raw`(?:[^`\\]|\\[\s\S])*`/g)) {
    if (/[^\x00-\x7f]/.test(m[0])) throw new Error(`${name}: a String.raw template holds a character outside ASCII; write it as a \\u escape: ${m[0].slice(0, 120)}`);
  }
  const afterBackslash = /\\[^\x00-\x7f]/.exec(code);
  if (afterBackslash) throw new Error(`${name}: a backslash before a character outside ASCII; write the character as a \\u escape: ${code.slice(Math.max(0, afterBackslash.index - 60), afterBackslash.index + 4)}`);
  return code.replace(/[^\x00-\x7f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

function stamp(file) {
  const s = statSync(join(ROOT, file));
  return [s.size, s.mtimeMs];
}

/** Bundles the command line; resolves to the bundle's path. Quiet unless esbuild has warnings. */
export async function buildCli() {
  const [main, mcp] = await Promise.all([
    build({ ...COMMON, entryPoints: ['src/cli/bin.ts'], outfile: BUNDLE, plugins: [refuseWeights, mcpApart, esmFromLauncher] }),
    build({ ...COMMON, entryPoints: ['src/cli/mcp/server.ts'], outfile: MCP_BUNDLE, plugins: [refuseWeights, esmFromLauncher] }),
  ]);
  const code = main.outputFiles.find((f) => f.path === BUNDLE);
  const mcpCode = mcp.outputFiles.find((f) => f.path === MCP_BUNDLE);
  if (!code || !mcpCode) throw new Error('esbuild wrote no bundle');
  const inputs = {};
  for (const file of [...Object.keys(main.metafile.inputs), ...Object.keys(mcp.metafile.inputs)]) {
    const normal = file.split(sep).join('/');
    if (!normal.startsWith('node_modules/')) inputs[normal] = stamp(normal);
  }
  for (const file of ALSO_WATCHED) {
    try {
      inputs[file] = stamp(file);
    } catch {
      // Not every checkout has every file (a packed install has no lock files).
    }
  }
  mkdirSync(dirname(BUNDLE), { recursive: true });
  // The MCP bundle first: the main bundle, whose last line vouches for both, lands last.
  writeAtomically(MCP_BUNDLE, asciiOnly(mcpCode.text, 'the MCP bundle'));
  // The digest names the bundle's code cache (bin/consentry.cjs), so the launcher needs no hashing of its own.
  const text = asciiOnly(code.text, 'the command-line bundle');
  const key = createHash('sha256').update(`${text}\n${JSON.stringify(inputs)}`).digest('hex').slice(0, 16);
  // The record too is ASCII (a file name outside it is escaped), so the whole file reads as one-byte text.
  writeAtomically(BUNDLE, `${text}\n${MANIFEST_PREFIX}${asciiOnly(JSON.stringify({ key, ascii: true, inputs }), 'the bundle record')}\n`);
  return BUNDLE;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  buildCli().then(
    (path) => process.stdout.write(`command line bundled: ${relative(ROOT, path)}\n`),
    (error) => {
      process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
      process.exitCode = 1;
    },
  );
}
