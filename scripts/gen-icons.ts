/**
 * `npm run gen:icons`: draws the extension's mark and its toolbar states as SVG and renders them
 * to PNG at every size the stores and the toolbar use, in Debian's Chromium (no network). The
 * PNGs are committed; rerun this after changing the drawing.
 * - `consentry`: the store and install mark.
 * - `guarded`: a tab whose composer Consentry found and watches.
 * - `paused`: the person paused Consentry on this tab.
 * - `off`: nothing is guarded on this page (the default: the toolbar never claims protection it lacks).
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const OUT = fileURLToPath(new URL('../public/icons/', import.meta.url));
export const ICON_SIZES = [16, 32, 48, 128] as const;

const SHIELD = 'M64 6 L112 24 V62 C112 92 92 112 64 122 C36 112 16 92 16 62 V24 Z';

const MARKS: Record<string, string> = {
  consentry: `<path d="${SHIELD}" fill="#0f766e"/><path d="M82 46 A26 26 0 1 0 82 82" fill="none" stroke="#fff" stroke-width="14" stroke-linecap="round"/><circle cx="64" cy="64" r="8" fill="#fff"/>`,
  guarded: `<path d="${SHIELD}" fill="#0f766e"/><path d="M40 66 L57 83 L89 48" fill="none" stroke="#fff" stroke-width="15" stroke-linecap="round" stroke-linejoin="round"/>`,
  paused: `<path d="${SHIELD}" fill="#b45309"/><rect x="45" y="40" width="13" height="48" rx="4" fill="#fff"/><rect x="70" y="40" width="13" height="48" rx="4" fill="#fff"/>`,
  off: `<path d="${SHIELD}" fill="#f3f4f6" stroke="#6b7280" stroke-width="9" stroke-linejoin="round"/><path d="M36 36 L92 92" stroke="#6b7280" stroke-width="11" stroke-linecap="round"/>`,
};

async function main(): Promise<void> {
  mkdirSync(OUT, { recursive: true });
  const browser = await chromium.launch({ executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const page = await browser.newPage();
    for (const [name, body] of Object.entries(MARKS)) {
      for (const size of ICON_SIZES) {
        await page.setViewportSize({ width: size, height: size });
        await page.setContent(`<html><body style="margin:0;background:transparent"><svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 128 128">${body}</svg></body></html>`);
        await page.screenshot({ path: `${OUT}${name}-${size}.png`, omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } });
      }
    }
  } finally {
    await browser.close();
  }
  process.stdout.write(`icons written to public/icons/ (${Object.keys(MARKS).length} marks × ${ICON_SIZES.length} sizes)\n`);
}

await main();
