#!/usr/bin/env node
/**
 * The `consentry` command (and `npm run cli`): runs the bundled command line,
 * dist/cli/consentry.cjs, after checking that it was built from the sources as they are now.
 * The bundle's last line lists every source file it came from with its size and modification
 * time; if any differs, or the bundle is missing, it is rebuilt first (build/cli-bundle.mjs), so
 * old code never runs. An installed copy without sources runs its bundle as shipped.
 *
 * The bundle is compiled through node:vm with a V8 code cache beside it (Node 20 has no
 * compile cache of its own), which takes a few dozen milliseconds off every start. V8 checks a
 * cache against the source's length only, so the cache file is named for the bundle it was made
 * from (a digest of its record of inputs): a rebuilt bundle never meets an old cache. A cache
 * that V8 rejects (another Node version) is written again when the command ends.
 */
'use strict';
const fs = require('node:fs');
const path = require('node:path');
const vm = require('node:vm');
const { createRequire } = require('node:module');

const ROOT = path.join(__dirname, '..');
const BUNDLE = path.join(ROOT, 'dist', 'cli', 'consentry.cjs');
const DIST = path.join(ROOT, 'dist', 'cli');
const MANIFEST_PREFIX = '//# consentry-inputs ';
const SOURCE_MARK = path.join(ROOT, 'src', 'cli', 'bin.ts');

function readBundle() {
  try {
    return fs.readFileSync(BUNDLE, 'utf8');
  } catch {
    return null;
  }
}

/** Whether `code` was built from the files as they are now. */
function isCurrent(code) {
  // A packed install carries the bundle without its sources: the bundle is the code.
  if (!fs.existsSync(SOURCE_MARK)) return true;
  const at = code.lastIndexOf(MANIFEST_PREFIX);
  if (at === -1) return false;
  let inputs;
  try {
    inputs = JSON.parse(code.slice(at + MANIFEST_PREFIX.length)).inputs;
  } catch {
    return false;
  }
  for (const file of Object.keys(inputs)) {
    let s;
    try {
      s = fs.statSync(path.join(ROOT, file));
    } catch {
      return false;
    }
    const [size, mtimeMs] = inputs[file];
    if (s.size !== size || s.mtimeMs !== mtimeMs) return false;
  }
  return true;
}

function fail(message) {
  process.stderr.write(`${String(message).replace(/\s+/g, ' ').trim()}\n`);
  process.exit(2);
}

/** The code cache for exactly this bundle: named by a digest of its record of inputs and its length. */
function cachePathFor(code) {
  const at = code.lastIndexOf(MANIFEST_PREFIX);
  const key = require('node:crypto')
    .createHash('sha256')
    .update(`${code.length}:${at === -1 ? code : code.slice(at)}`)
    .digest('hex')
    .slice(0, 16);
  return path.join(DIST, `consentry.${key}.cache`);
}

function run(code) {
  const cachePath = cachePathFor(code);
  let cached;
  try {
    cached = fs.readFileSync(cachePath);
  } catch {
    cached = undefined;
  }
  // The bundle's import() of an ES module outside it (pdf.js) comes here: a script compiled
  // through node:vm with a code cache cannot import() itself (src/cli/esm-import.ts).
  globalThis[Symbol.for('consentry.importEsm')] = (specifier) => import(specifier);
  // Same wrapper as Node's own CommonJS loader, on the first line so line numbers hold.
  const script = new vm.Script(`(function (exports, require, module, __filename, __dirname) {${code}\n})`, {
    filename: BUNDLE,
    ...(cached ? { cachedData: cached } : {}),
  });
  if (!cached || script.cachedDataRejected) {
    process.once('exit', () => {
      try {
        const temporary = `${cachePath}.${process.pid}.tmp`;
        fs.writeFileSync(temporary, script.createCachedData());
        fs.renameSync(temporary, cachePath);
        // Caches of earlier bundles can never be used again.
        for (const name of fs.readdirSync(DIST)) {
          if (/^consentry\.[0-9a-f]{16}\.cache$/.test(name) && path.join(DIST, name) !== cachePath) fs.rmSync(path.join(DIST, name), { force: true });
        }
      } catch {
        // A read-only install runs without the cache; it is only a head start.
      }
    });
  }
  const module = { exports: {} };
  script.runInThisContext()(module.exports, createRequire(BUNDLE), module, BUNDLE, path.dirname(BUNDLE));
}

const code = readBundle();
if (code !== null && isCurrent(code)) run(code);
else {
  import(require('node:url').pathToFileURL(path.join(ROOT, 'build', 'cli-bundle.mjs')).href)
    .then(({ buildCli }) => buildCli())
    .then(() => {
      const built = readBundle();
      if (built === null) fail('consentry: the command line could not be built.');
      run(built);
    })
    .catch((error) => fail(`consentry: the command line could not be built: ${error instanceof Error ? error.message : error}`));
}
