/**
 * The options page and the toolbar popup at a phone-narrow 400 px and a desktop 1280 px: a
 * full-page screenshot of each (kept in test-results/layout/ for a person to look at), no
 * sideways scrolling of the page itself, and axe-core finding no violation of any impact. The
 * popup is shown for a guarded tab with decisions in it and for a tab nothing guards; the options
 * page with its ledger filled and with the save dialog open.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { allViolations } from './policy/axe';
import { ComposerPage } from './policy/composer-page';
import { OptionsPage } from './policy/options-page';
import { PopupPage } from './policy/popup-page';
import { currentServiceWorker, expect, test } from './policy/session';

const WIDTHS = [400, 1280] as const;
const OUT = new URL('../../test-results/layout/', import.meta.url);
const EMAIL = 'tomasz.ebbesen@fernlight.org';

/** Screenshot, sideways scroll and axe for the page as it is now. */
async function check(page: Page, name: string): Promise<void> {
  await mkdir(OUT, { recursive: true });
  await writeFile(new URL(`${name}.png`, OUT), await page.screenshot({ fullPage: true }));
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
    // Anything reaching past the right edge, for the failure message.
    past: [...document.querySelectorAll('body *')]
      .filter((el) => el.getBoundingClientRect().right > document.documentElement.clientWidth + 1 && !el.closest('.table-scroll, dialog:not([open])'))
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}.${[...el.classList].join('.')}`),
  }));
  expect(widths.scroll, `${name}: ${widths.past.join(', ')}`).toBeLessThanOrEqual(widths.client);
  const axe = await allViolations(page);
  expect(axe.passes, name).toBeGreaterThan(10);
  expect(axe.violations, name).toEqual([]);
}

test('the options page fits 400 px and 1280 px with no axe violations, ledger filled and dialog open', async ({ extension, sites, page }) => {
  // One real decision, so the ledger table and chart are drawn.
  const site = await ComposerPage.open(page, sites, 'chatgpt.com');
  await site.paste(`write to ${EMAIL}`);
  expect(await site.waitForComposerChange('')).not.toContain(EMAIL);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    const options = await OptionsPage.open(page, extension.extensionId);
    await page.locator('table.ledger tbody tr').first().waitFor();
    await check(page, `options-${width}`);

    await page.locator('#matrix-scope').selectOption('https://chatgpt.com');
    await options.setCell('health', 'assistant', 'block');
    await options.setCell('contact', 'assistant', 'allow');
    await options.saveButton.click();
    await options.dialog.waitFor();
    await check(page, `options-dialog-${width}`);
    await options.dialog.getByRole('button', { name: 'Cancel' }).click();
  }
});

test('the popup fits 400 px and 1280 px with no axe violations, guarded and unprotected', async ({ extension, sites, page }) => {
  const site = await ComposerPage.open(page, sites, 'chatgpt.com');
  const tabId = await site.tabId(await currentServiceWorker(extension));
  await site.paste(`write to ${EMAIL}`);
  expect(await site.waitForComposerChange('')).not.toContain(EMAIL);
  const popupTab = await extension.context.newPage();
  try {
    for (const width of WIDTHS) {
      await popupTab.setViewportSize({ width, height: 700 });
      const popup = await PopupPage.open(popupTab, extension.extensionId, tabId);
      await expect.poll(async () => (await popup.reload(), popup.shownState()), { timeout: 15_000 }).toBe('guarded');
      await popupTab.locator('ol.recent li').first().waitFor();
      await check(popupTab, `popup-guarded-${width}`);
      await PopupPage.open(popupTab, extension.extensionId);
      expect(await popupTab.locator('section.state').getAttribute('data-state')).toBe('unprotected');
      await check(popupTab, `popup-unprotected-${width}`);
    }
  } finally {
    await popupTab.close();
  }
});
