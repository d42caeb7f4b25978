#!/bin/sh
':' /*-
unset NODE_EXTRA_CA_CERTS
exec node "$0" "$@"
*/
/**
 * Run as a program (`consentry` on a PATH, or this file), the lines above are a shell script
 * that starts Node on this file; to Node they are a string and a comment. Node reads the file
 * named by NODE_EXTRA_CA_CERTS, and builds its TLS roots, before it runs any script, which costs
 * 50 to 80 ms of every start on a machine that sets it. The command line never opens a TLS
 * connection (it fetches nothing), so it starts without that variable. `node bin/consentry.cjs`
 * runs the same code with the environment as given.
 *
 * The `consentry` command (and `npm run cli`): runs the bundled command line,
 * dist/cli/consentry.cjs, after checking that it was built from the sources as they are now.
 * The bundle's last line lists every source file it came from with its size and modification
 * time; if any differs, or the bundle is missing, it is rebuilt first (build/cli-bundle.mjs), so
 * old code never runs. An installed copy without sources runs its bundle as shipped. The check
 * is one stat per source file and nothing else: it runs on every start.
 *
 * The bundle is compiled through node:vm with a V8 code cache beside it (Node 20 has no
 * compile cache of its own), which takes a few dozen milliseconds off every start. V8 checks a
 * cache against the source's length only, so the cache file is named for the bundle it was made
 * from (a digest of the bundle that the build writes into its last line): a rebuilt bundle never
 * meets an old cache. Each command keeps a cache of its own, written when it first ends, so it
 * holds the code that command runs (`scan` after `--help` would otherwise compile its own code
 * on every start). A cache that V8 rejects (another Node version) is written again when the
 * command ends.
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

/**
 * The bundle's text and its record (null without one), or null when there is no bundle. The
 * build writes the bundle in ASCII alone and says so in its record; read as one-byte text it
 * needs no UTF-8 decoding and half the memory. A bundle that does not say so is read again as
 * UTF-8.
 */
function readBundle() {
  try {
    const code = fs.readFileSync(BUNDLE, 'latin1');
    const manifest = manifestOf(code);
    if (manifest !== null && manifest.ascii === true) return { code, manifest };
    const text = fs.readFileSync(BUNDLE, 'utf8');
    return { code: text, manifest: manifestOf(text) };
  } catch {
    return null;
  }
}

/** The bundle's record of its inputs (and its digest), or null when it carries none. */
function manifestOf(code) {
  const at = code.lastIndexOf(MANIFEST_PREFIX);
  if (at === -1) return null;
  try {
    const manifest = JSON.parse(code.slice(at + MANIFEST_PREFIX.length));
    return manifest !== null && typeof manifest === 'object' && manifest.inputs !== null && typeof manifest.inputs === 'object' ? manifest : null;
  } catch {
    return null;
  }
}

/** Whether the bundle with this record was built from the files as they are now. */
function isCurrent(manifest) {
  // A packed install carries the bundle without its sources: the bundle is the code.
  if (!fs.existsSync(SOURCE_MARK)) return true;
  if (manifest === null) return false;
  const { inputs } = manifest;
  // Paths are joined by hand: path.join on every one of a few hundred files costs more than the stats.
  const prefix = `${ROOT}${path.sep}`;
  for (const file in inputs) {
    const s = fs.statSync(prefix + file, { throwIfNoEntry: false });
    const recorded = inputs[file];
    if (s === undefined || !Array.isArray(recorded) || s.size !== recorded[0] || s.mtimeMs !== recorded[1]) return false;
  }
  return true;
}

function fail(message) {
  process.stderr.write(`${String(message).replace(/\s+/g, ' ').trim()}\n`);
  process.exit(2);
}

/** The command this run starts (its first word), as a cache name; `default` when there is none. */
function commandName() {
  const word = process.argv.slice(2).find((a) => !a.startsWith('-'));
  return word !== undefined && /^[a-z][a-z-]{0,31}$/.test(word) ? word : 'default';
}

/**
 * The code cache for exactly this bundle and command, named by the digest the build recorded;
 * null without one.
 */
function cachePathFor(manifest) {
  const key = manifest === null ? undefined : manifest.key;
  return typeof key === 'string' && /^[0-9a-f]{16}$/.test(key) ? path.join(DIST, `consentry.${key}.${commandName()}.cache`) : null;
}

function run(code, manifest) {
  const cachePath = cachePathFor(manifest);
  let cached;
  try {
    cached = cachePath === null ? undefined : fs.readFileSync(cachePath);
  } catch {
    cached = undefined;
  }
  // The bundle's import() of an ES module outside it (pdf.js) comes here: a script compiled
  // through node:vm with a code cache cannot import() itself (src/cli/esm-import.ts).
  globalThis[Symbol.for('consentry.importEsm')] = (specifier) => import(specifier);
  // The bundle keeps the keyword indexes it builds in a file named, like the caches, for itself
  // (src/cli/index-store.ts).
  if (manifest !== null && typeof manifest.key === 'string' && /^[0-9a-f]{16}$/.test(manifest.key)) {
    globalThis[Symbol.for('consentry.indexFile')] = path.join(DIST, `consentry.${manifest.key}.index`);
  }
  // Same wrapper as Node's own CommonJS loader, on the first line so line numbers hold.
  const script = new vm.Script(`(function (exports, require, module, __filename, __dirname) {${code}\n})`, {
    filename: BUNDLE,
    ...(cached ? { cachedData: cached } : {}),
  });
  if (cachePath !== null && (!cached || script.cachedDataRejected)) {
    process.once('exit', () => {
      try {
        const temporary = `${cachePath}.${process.pid}.tmp`;
        fs.writeFileSync(temporary, script.createCachedData());
        fs.renameSync(temporary, cachePath);
        // Caches of earlier bundles can never be used again.
        const current = `consentry.${manifest.key}.`;
        for (const name of fs.readdirSync(DIST)) {
          if (/^consentry\.[0-9a-f]{16}\.(?:(?:[a-z][a-z-]{0,31}\.)?cache|index)$/.test(name) && !name.startsWith(current)) fs.rmSync(path.join(DIST, name), { force: true });
        }
      } catch {
        // A read-only install runs without the cache; it is only a head start.
      }
    });
  }
  const module = { exports: {} };
  script.runInThisContext()(module.exports, createRequire(BUNDLE), module, BUNDLE, path.dirname(BUNDLE));
}

const bundle = readBundle();
const code = bundle === null ? null : bundle.code;
const manifest = bundle === null ? null : bundle.manifest;
if (code !== null && isCurrent(manifest)) run(code, manifest);
else {
  import(require('node:url').pathToFileURL(path.join(ROOT, 'build', 'cli-bundle.mjs')).href)
    .then(({ buildCli }) => buildCli())
    .then(() => {
      const built = readBundle();
      if (built === null) fail('consentry: the command line could not be built.');
      run(built.code, built.manifest);
    })
    .catch((error) => fail(`consentry: the command line could not be built: ${error instanceof Error ? error.message : error}`));
}
