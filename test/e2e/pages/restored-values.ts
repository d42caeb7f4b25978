/**
 * Values the extension shows restored in a page's replies. They are drawn only inside the
 * extension's restoration frames (documents of the extension's origin, over the tokens), so they
 * are read from those frames, as the browser holds them — nothing of them is in the page's own
 * document to read.
 */
import type { Page } from 'playwright-core';

export async function restoredValues(page: Page): Promise<string[]> {
  const values: string[] = [];
  for (const frame of page.frames()) {
    if (!frame.url().includes('/restore-frame.html')) continue;
    const value = await frame.evaluate(() => (document.querySelector('[data-value]')?.textContent ?? null)).catch(() => null);
    if (value !== null) values.push(value);
  }
  return values;
}
