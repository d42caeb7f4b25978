#!/usr/bin/env node
// End-to-end tests drive the extension in the distribution's own browsers: Chromium, and
// Firefox ESR when asked (`node scripts/ensure-chromium.mjs firefox`); `xvfb` gives the screen
// shares of a real (virtual) display a screen to capture, and `poppler` reads back the PDFs the
// file tests receive. Browser downloads from test
// tools are not an option (no network beyond package registries), so this finds each browser,
// installs Debian's package when it can, and otherwise says how to get it.
import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync } from 'node:fs';
import { parseArgs } from 'node:util';

const BROWSERS = {
  chromium: { path: '/usr/bin/chromium', pkg: 'chromium', env: 'CHROMIUM_PATH' },
  firefox: { path: '/usr/bin/firefox-esr', pkg: 'firefox-esr', env: 'FIREFOX_PATH' },
  xvfb: { path: '/usr/bin/Xvfb', pkg: 'xvfb', env: 'XVFB_PATH', versionFlag: '-version' },
  // Not a browser: poppler's pdftotext and pdftoppm read back the PDFs the file tests receive.
  poppler: { path: '/usr/bin/pdftotext', pkg: 'poppler-utils', env: 'PDFTOTEXT_PATH', versionFlag: '-v' },
};

function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function versionOf(path, flag = '--version') {
  const result = spawnSync(path, [flag], { encoding: 'utf8', timeout: 30_000 });
  const text = `${result.stdout ?? ''}${result.stderr ?? ''}`.split('\n').find((l) => /version|\d+\.\d+/i.test(l));
  return result.status === 0 && text ? text.trim() : 'version unknown';
}

function report(name, path) {
  console.log(`${name}: ${path} (${versionOf(path, BROWSERS[name].versionFlag)})`);
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

/** Package lists are refreshed once per run, however many browsers are missing. */
let listsUpdated = false;

/** Finds (or installs) one browser; exits with a reason when it cannot. */
function ensure(name) {
  const { path, pkg, env } = BROWSERS[name];
  const requested = process.env[env];
  if (requested) {
    if (!isExecutable(requested)) {
      console.error(`${env}=${requested} is not an executable file; unset it or point it at ${name}.`);
      process.exit(2);
    }
    report(name, requested);
    return;
  }
  if (isExecutable(path)) {
    report(name, path);
    return;
  }
  if (!isRoot() || !isDebian()) {
    console.error(`${name} not found at ${path}: install Debian's package (sudo apt-get install ${pkg}) or set ${env}.`);
    process.exit(2);
  }
  console.log(`${name}: not found at ${path}; installing Debian's ${pkg} package`);
  const started = Date.now();
  if (!listsUpdated) {
    aptGet(['-qq', 'update']);
    listsUpdated = true;
  }
  aptGet(['-qq', '-y', '--no-install-recommends', 'install', pkg]);
  if (!isExecutable(path)) {
    console.error(`apt-get finished but ${path} is still missing.`);
    process.exit(2);
  }
  console.log(`${name}: installed in ${Math.round((Date.now() - started) / 1000)} s`);
  report(name, path);
}

let wanted;
try {
  wanted = parseArgs({ args: process.argv.slice(2), options: {}, strict: true, allowPositionals: true }).positionals;
} catch (error) {
  console.error(error.message);
  process.exit(2);
}
for (const name of wanted.length > 0 ? wanted : ['chromium']) {
  if (!(name in BROWSERS)) {
    console.error(`unknown browser "${name}" (known: ${Object.keys(BROWSERS).join(', ')})`);
    process.exit(2);
  }
  ensure(name);
}
