/**
 * How `npm run demo` was asked to run: a browser to play with, or the scripted tour that writes a
 * report. A machine without a display cannot show a browser, so the choice falls back to the tour
 * there instead of failing (a fresh headless server runs `npm run demo` end to end).
 */
import { parseArgs } from 'node:util';

export interface DemoOptions {
  headless: boolean;
  /** Where the tour writes its report and screenshots. */
  out: string;
  help: boolean;
}

export const DEFAULT_OUT = 'demo-output';

export const USAGE = `npm run demo [-- [--headless] [--out DIR]]

  (default)    open Chromium with the extension on the local demo assistant page
  --headless   run the scripted tour and write a report with screenshots to ${DEFAULT_OUT}/
               (also when CI is set, or when there is no display)
  --out DIR    write the tour's report to DIR instead

  CONSENTRY_EXTENSION_DIR=DIR  use this build of the extension instead of building one
  CHROMIUM_PATH=FILE           drive this Chromium instead of /usr/bin/chromium

npm run demo:text shows what the engine does with a few pasted texts, without a browser.`;

export class UsageError extends Error {}

export function parseDemoArgs(argv: readonly string[]): DemoOptions {
  let given;
  try {
    given = parseArgs({
      args: [...argv],
      options: { headless: { type: 'boolean' }, help: { type: 'boolean', short: 'h' }, out: { type: 'string' } },
      strict: true,
      allowPositionals: false,
    }).values;
  } catch (error) {
    const code = (error as { code?: string }).code;
    // `--out` at the end, or followed by another option, has no folder.
    if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE' && /--out/.test((error as Error).message)) throw new UsageError('--out needs a folder');
    throw new UsageError((error as Error).message.split(/\.\s/)[0] ?? 'bad arguments');
  }
  if (given.out === '') throw new UsageError('--out needs a folder');
  return { headless: given.headless ?? false, out: given.out ?? DEFAULT_OUT, help: given.help ?? false };
}

/**
 * Whether a browser window can be shown. On Linux and the BSDs that takes an X11 or Wayland
 * display; macOS and Windows always have one.
 */
export function hasDisplay(env: Readonly<Record<string, string | undefined>>, platform: string): boolean {
  if (platform === 'darwin' || platform === 'win32') return true;
  return Boolean(env['DISPLAY'] || env['WAYLAND_DISPLAY']);
}
