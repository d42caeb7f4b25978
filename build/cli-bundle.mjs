/**
 * Builds the command line ahead of time: src/cli/bin.ts and everything it reaches, bundled by
 * esbuild into one CommonJS file, dist/cli/consentry.cjs, which bin/consentry.cjs runs. Plain
 * JavaScript, so the launcher can rebuild without a TypeScript runner.
 *
 * The bundle's last line records every source file it was built from (size and modification
 * time); the launcher rebuilds when any of them differs, so a stale bundle never runs. Packages
 * that load files of their own at run time (tesseract.js and its language data, onnxruntime-web
 * and its wasm) stay outside the bundle, and so do the model weights and OCR data: they are read
 * from the package when used. A model or wasm file reached by an import fails the build.
 */
import { mkdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export const BUNDLE = join(ROOT, 'dist', 'cli', 'consentry.cjs');
export const CODE_CACHE = join(ROOT, 'dist', 'cli', 'consentry.cache');
export const MANIFEST_PREFIX = '//# consentry-inputs ';

/** Read at run time from the package, never inlined as JavaScript. */
const EXTERNAL = ['tesseract.js', 'onnxruntime-web', '@tesseract.js-data/eng'];
const WEIGHTS = /\.(onnx|traineddata|wasm|bin|gz)$/;

/** Files whose change means a rebuild besides the bundle's own inputs. */
const ALSO_WATCHED = ['package.json', 'package-lock.json', 'node_modules/.package-lock.json', 'build/cli-bundle.mjs', 'tsconfig.json'];

const refuseWeights = {
  name: 'refuse-weights',
  setup(b) {
    b.onLoad({ filter: WEIGHTS }, (args) => ({ errors: [{ text: `${relative(ROOT, args.path)} is model or OCR data: read it from the package at run time instead of importing it.` }] }));
  },
};

function stamp(file) {
  const s = statSync(join(ROOT, file));
  return [s.size, s.mtimeMs];
}

/** Bundles the command line; resolves to the bundle's path. Quiet unless esbuild has warnings. */
export async function buildCli() {
  const result = await build({
    absWorkingDir: ROOT,
    entryPoints: ['src/cli/bin.ts'],
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    write: false,
    outfile: BUNDLE,
    external: EXTERNAL,
    // The bundle sits two folders down (dist/cli/) like the sources (src/cli/), so paths that
    // modules build from import.meta.url (../../public/models/…) land on the same files.
    define: { 'import.meta.url': '__consentryImportMetaUrl' },
    banner: { js: 'var __consentryImportMetaUrl = require("node:url").pathToFileURL(__filename).href;' },
    metafile: true,
    minifySyntax: true,
    minifyWhitespace: true,
    legalComments: 'none',
    logLevel: 'warning',
    plugins: [refuseWeights],
  });
  const code = result.outputFiles.find((f) => f.path === BUNDLE);
  if (!code) throw new Error('esbuild wrote no bundle');
  const inputs = {};
  for (const file of Object.keys(result.metafile.inputs)) {
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
  const temporary = `${BUNDLE}.${process.pid}.tmp`;
  writeFileSync(temporary, `${code.text}\n${MANIFEST_PREFIX}${JSON.stringify({ inputs })}\n`);
  renameSync(temporary, BUNDLE);
  rmSync(CODE_CACHE, { force: true });
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
