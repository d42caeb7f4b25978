/**
 * The toolbar popup in the built extension, run in French (--lang=fr) so the page's strings come
 * through browser.i18n from a non-English catalogue: it calls a tab guarded only when the guard
 * reported itself live there, shows the tab's counts and latest decisions, and pauses one tab
 * only after the confirmation step (a pause that really lets text through unchecked, and a resume
 * that really checks again). What it says holds after the browser stops the service worker: a
 * guarded tab is still guarded and a pause still holds. axe-core finds no serious or critical
 * violations in any state.
 */
import { seriousViolations } from './policy/axe';
import { ComposerPage } from './policy/composer-page';
import { PopupPage } from './policy/popup-page';
import { allowContextRowsIn } from './fixtures/context-rows';
import { createTest, currentServiceWorker, expect, stopServiceWorker } from './policy/session';

const test = createTest({ args: ['--lang=fr'] });

const EMAIL = 'marguerite.ostrava@quillmail.net';

/** The toolbar API as the service worker sees it. */
interface ActionGlobal {
  chrome: { action: { getTitle(details: { tabId: number }): Promise<string> } };
}

test('a tab nothing guards is "not protected", never protected, and offers no pause', async ({ extension, sites, page }) => {
  // An extension page: no guard at all.
  const own = await PopupPage.open(page, extension.extensionId);
  expect(await own.shownState()).toBe('unprotected');
  expect(await own.heading()).toBe('Non protégé');
  expect(await page.locator('html').getAttribute('lang')).toBe('fr');
  expect(await page.locator('button[data-pause]').count()).toBe(0);

  // An AI site whose page has no composer the guard can find: the guard says so, and so does the popup.
  const sitePage = await extension.context.newPage();
  try {
    const site = await ComposerPage.open(sitePage, sites, 'poe.com');
    const tabId = await site.tabId(await currentServiceWorker(extension));
    const popup = await PopupPage.open(page, extension.extensionId, tabId);
    // Whenever the guard has reported (or not yet), the popup must not claim protection.
    expect(await popup.shownState()).toBe('unprotected');
    await sitePage.waitForTimeout(1_000);
    await popup.reload();
    expect(await popup.shownState()).toBe('unprotected');
    // It says what is not checked there, and what still is.
    await expect.poll(() => popup.body(), { timeout: 10_000 }).toMatch(/ne trouve pas la zone de saisie/);
    expect(await popup.body()).toContain('les messages que vous tapez ne sont donc pas vérifiés');
    expect(await popup.body()).toContain('Ce que vous collez, déposez, téléversez ou partagez à l’écran reste vérifié.');
    expect(await page.locator('button[data-pause]').count()).toBe(0);
    expect((await seriousViolations(page)).violations).toEqual([]);
  } finally {
    await sitePage.close();
  }
});

test('a guarded tab shows its counts and latest decisions; pausing needs confirmation and really pauses that tab', async ({ extension, sites, page }) => {
  // About the popup and pausing: the model's rows are guard/model-decisions.e2e.ts's (under the
  // default policy it asks about "écrire à <e-mail>").
  await allowContextRowsIn(extension, 'https://chatgpt.com');
  const site = await ComposerPage.open(page, sites, 'chatgpt.com');
  const tabId = await site.tabId(await currentServiceWorker(extension));
  const popupTab = await extension.context.newPage();
  try {
    const popup = await PopupPage.open(popupTab, extension.extensionId, tabId);
    // The guard reports once it has found the composer.
    await expect.poll(async () => (await popup.reload(), popup.shownState()), { timeout: 15_000 }).toBe('guarded');
    expect(await popup.heading()).toBe('Protégé');

    await site.paste(`écrire à ${EMAIL}`);
    expect(await site.waitForComposerChange('')).not.toContain(EMAIL);
    await page.locator('#prompt-textarea').fill('');
    await popup.reload();
    expect(await popup.counts()).toMatchObject({ masked: 'Masqués : 1' });
    expect(await popupTab.locator('ol.recent li').first().innerText()).toContain('Coordonnées ×1');
    expect((await seriousViolations(popupTab)).violations).toEqual([]);

    // Asking to pause opens the confirmation; cancelling leaves the tab guarded.
    await popupTab.locator('button[data-pause]').click();
    await popup.dialog.waitFor();
    expect(await popup.dialog.locator('h2').innerText()).toBe('Suspendre les vérifications dans cet onglet ?');
    expect((await seriousViolations(popupTab)).violations).toEqual([]);
    await popup.dialog.getByRole('button', { name: 'Annuler' }).click();
    await popup.dialog.waitFor({ state: 'hidden' });
    await popup.reload();
    expect(await popup.shownState()).toBe('guarded');

    // Confirmed: paused, and a paste on that tab now goes through unchecked.
    await popupTab.locator('button[data-pause]').click();
    await popup.dialog.locator('button[data-confirm]').click();
    await popupTab.locator('section.state[data-state="paused"]').waitFor();
    expect(await popup.heading()).toBe('En pause dans cet onglet');
    // The popup says what a pause leaves unchecked, and what it still checks.
    expect(await popup.body()).toContain('Votre propre politique ne s’applique pas');
    expect(await popup.body()).toContain('les secrets restent masqués et les réglages de votre organisation s’appliquent');
    expect(await popup.body()).toContain('Les écrans partagés restent recouverts');
    expect((await seriousViolations(popupTab)).violations).toEqual([]);
    await site.paste(`écrire à ${EMAIL}`);
    expect(await site.waitForComposerChange('')).toBe(`écrire à ${EMAIL}`);
    await page.locator('#prompt-textarea').fill('');

    // Resumed: checked again.
    await popupTab.locator('button[data-resume]').click();
    await popupTab.locator('section.state[data-state="guarded"]').waitFor();
    await site.paste(`écrire à ${EMAIL}`);
    expect(await site.waitForComposerChange('')).toMatch(/^écrire à \[EMAIL_[2-9A-HJ-NP-Z]{6}\]$/);
  } finally {
    await popupTab.close();
  }
});

test('a guarded tab that navigates to a page nothing guards is "not protected" there, in the popup and on the toolbar', async ({ extension, sites, page }) => {
  const site = await ComposerPage.open(page, sites, 'chatgpt.com');
  const worker = await currentServiceWorker(extension);
  const tabId = await site.tabId(worker);
  const popupTab = await extension.context.newPage();
  const title = (): Promise<string> => worker.evaluate((id) => (globalThis as unknown as ActionGlobal).chrome.action.getTitle({ tabId: id }), tabId);
  try {
    const popup = await PopupPage.open(popupTab, extension.extensionId, tabId);
    await expect.poll(async () => (await popup.reload(), popup.shownState()), { timeout: 15_000 }).toBe('guarded');
    const guardedTitle = await title();
    // The same tab goes to a page no content script runs on: nothing there says hello.
    await page.goto('data:text/html,<title>elsewhere</title><p>No assistant here.</p>');
    await popup.reload();
    expect(await popup.shownState()).toBe('unprotected');
    expect(await popup.heading()).toBe('Non protégé');
    expect(await popupTab.locator('button[data-pause]').count()).toBe(0);
    await expect.poll(title, { timeout: 5_000 }).not.toBe(guardedTitle);
    // Back on the assistant, the guard reports again and the popup follows.
    await ComposerPage.open(page, sites, 'chatgpt.com');
    await expect.poll(async () => (await popup.reload(), popup.shownState()), { timeout: 15_000 }).toBe('guarded');
    expect(await title()).toBe(guardedTitle);
  } finally {
    await popupTab.close();
  }
});

test('after the browser stops the service worker, a guarded tab is still guarded and a pause still holds', async ({ extension, sites, page }) => {
  // About the popup and pausing: the model's rows are guard/model-decisions.e2e.ts's (under the
  // default policy it asks about "écrire à <e-mail>").
  await allowContextRowsIn(extension, 'https://chatgpt.com');
  const site = await ComposerPage.open(page, sites, 'chatgpt.com');
  const tabId = await site.tabId(await currentServiceWorker(extension));
  const popupTab = await extension.context.newPage();
  try {
    const popup = await PopupPage.open(popupTab, extension.extensionId, tabId);
    await expect.poll(async () => (await popup.reload(), popup.shownState()), { timeout: 15_000 }).toBe('guarded');

    // The content script says hello only when its state changes: nothing tells the new worker again.
    await stopServiceWorker(extension, popupTab);
    await popup.reload();
    expect(await popup.shownState()).toBe('guarded');
    expect(await popup.heading()).toBe('Protégé');

    await popupTab.locator('button[data-pause]').click();
    await popup.dialog.locator('button[data-confirm]').click();
    await popupTab.locator('section.state[data-state="paused"]').waitFor();
    await stopServiceWorker(extension, popupTab);
    await popup.reload();
    expect(await popup.shownState()).toBe('paused');
    // The pause is real in the new worker: a paste goes through unchecked.
    await site.paste(`écrire à ${EMAIL}`);
    expect(await site.waitForComposerChange('')).toBe(`écrire à ${EMAIL}`);
    await page.locator('#prompt-textarea').fill('');

    await popupTab.locator('button[data-resume]').click();
    await popupTab.locator('section.state[data-state="guarded"]').waitFor();
    await stopServiceWorker(extension, popupTab);
    await site.paste(`écrire à ${EMAIL}`);
    expect(await site.waitForComposerChange('')).toMatch(/^écrire à \[EMAIL_[2-9A-HJ-NP-Z]{6}\]$/);
    await popup.reload();
    expect(await popup.shownState()).toBe('guarded');
  } finally {
    await popupTab.close();
  }
});
