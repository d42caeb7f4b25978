#!/usr/bin/env node
// End-to-end tests drive the extension in the distribution's own Chromium build. Browser
// downloads from test tools are not an option (no network beyond package registries), so this
// finds Chromium, installs Debian's package when it can, and otherwise says how to get it.
import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync } from 'node:fs';

const DEFAULT_PATH = '/usr/bin/chromium';

function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function versionOf(path) {
  const result = spawnSync(path, ['--version'], { encoding: 'utf8', timeout: 30_000 });
  return result.status === 0 ? result.stdout.trim() : 'version unknown';
}

function report(path) {
  console.log(`chromium: ${path} (${versionOf(path)})`);
}

function isDebian() {
  return existsSync('/etc/debian_version') && isExecutable('/usr/bin/apt-get');
}

function isRoot() {
  return typeof process.getuid === 'function' && process.getuid() === 0;
}

/** Runs apt-get quietly; its full output is shown only when it fails. */
function aptGet(args) {
  const result = spawnSync('apt-get', args, {
    stdio: ['ignore', 'pipe', 'pipe'],
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (result.status !== 0) {
    process.stderr.write(`${result.stdout ?? ''}${result.stderr ?? ''}`);
    console.error(`apt-get ${args.join(' ')} failed (${result.error?.message ?? `exit ${result.status}`}).`);
    process.exit(2);
  }
}

const requested = process.env.CHROMIUM_PATH;
if (requested) {
  if (!isExecutable(requested)) {
    console.error(`CHROMIUM_PATH=${requested} is not an executable file; unset it or point it at Chromium.`);
    process.exit(2);
  }
  report(requested);
  process.exit(0);
}

if (isExecutable(DEFAULT_PATH)) {
  report(DEFAULT_PATH);
  process.exit(0);
}

if (!isRoot() || !isDebian()) {
  console.error(
    `Chromium not found at ${DEFAULT_PATH}: install Debian's package (sudo apt-get install chromium) or set CHROMIUM_PATH.`,
  );
  process.exit(2);
}

console.log(`chromium: not found at ${DEFAULT_PATH}; installing Debian's chromium package`);
const started = Date.now();
aptGet(['-qq', 'update']);
aptGet(['-qq', '-y', '--no-install-recommends', 'install', 'chromium']);
if (!isExecutable(DEFAULT_PATH)) {
  console.error(`apt-get finished but ${DEFAULT_PATH} is still missing.`);
  process.exit(2);
}
console.log(`chromium: installed in ${Math.round((Date.now() - started) / 1000)} s`);
report(DEFAULT_PATH);
