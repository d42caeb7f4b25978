/**
 * Consent that means what it says, in the built extension: a site gets the strictest decision
 * over the purposes it applies, so allowing contact details for answering releases nothing while
 * every site also trains, and the options page says so instead of warning about a release. Once
 * the person says ChatGPT's training switch is off, the same change releases an e-mail address
 * pasted on ChatGPT, the confirmation lists exactly that one change, and a site that still trains
 * (Microsoft Copilot here) keeps masking it. Real pastes, real service worker, real policy store.
 */
import { seriousViolations } from './policy/axe';
import { ComposerPage } from './policy/composer-page';
import { OptionsPage } from './policy/options-page';
import { expect, test } from './policy/session';

const EMAIL = 'ilse.vandermeer@kestrelpost.org';
const CHATGPT = 'https://chatgpt.com';
const TOKEN = /\[EMAIL_[2-9A-HJ-NP-Z]{6}\]/;

test('a change no site feels says it changes nothing, and saving it still masks', async ({ extension, sites, page }) => {
  const options = await OptionsPage.open(page, extension.extensionId);
  const before = await options.policy();
  // What each site gets is on the page before any change: contact details masked everywhere.
  expect(await options.row('contact').locator('td[data-effective]').innerText()).toBe('Mask on every site');

  await options.setCell('contact', 'assistant', 'allow');
  await options.saveButton.click();
  await options.dialog.waitFor();
  expect(await options.dialog.locator('h2').innerText()).toBe('This changes nothing on any site');
  expect(await options.dialog.locator('[data-changes]').count()).toBe(0);
  const why = await options.dialog.locator('[data-no-effect] li').allInnerTexts();
  expect(why).toEqual(['Contact details for “Answering you”: Mask → Allow — every site it touches also applies “Training its models”, which stays stricter.']);
  expect((await seriousViolations(page)).violations).toEqual([]);
  await options.dialog.locator('button[data-confirm]').click();
  await page.locator('[data-notice="ok"]').waitFor();
  expect((await options.policy()).generation).toBe(before.generation + 1);

  // Saved, and truly nothing changed: the paste on ChatGPT is still masked.
  const site = await ComposerPage.open(page, sites, 'chatgpt.com');
  await site.paste(`write to ${EMAIL}`);
  expect(await site.waitForComposerChange('')).toMatch(new RegExp(`^write to ${TOKEN.source}$`));

  // Put the default back for the next test (a tightening: no dialog).
  const back = await OptionsPage.open(page, extension.extensionId);
  await back.setCell('contact', 'assistant', 'mask');
  await back.saveButton.click();
  await page.locator('[data-notice="ok"]').waitFor();
});

test('with ChatGPT\'s training switched off, allowing contact for answering releases it on ChatGPT only, and the dialog lists exactly that', async ({ extension, sites, page }) => {
  const options = await OptionsPage.open(page, extension.extensionId);
  // The profile says why ChatGPT counts training, and names the site's own switch.
  const training = page.locator(`table.profiles tr[data-site="${CHATGPT}"] td[data-purpose="training"]`);
  expect(await training.getAttribute('data-applies')).toBe('true');
  expect(await training.locator('.why').innerText()).toContain('“Improve the model for everyone”');
  expect(await page.locator(`table.profiles tr[data-site="${CHATGPT}"] td[data-purpose="analytics"]`).getAttribute('data-applies')).toBe('false');

  // 1. The person says the switch is off on ChatGPT.
  await training.locator('input').uncheck();
  expect(await training.locator('.why').innerText()).toBe('You said “Improve the model for everyone” is off on the site.');
  await options.saveButton.click();
  await options.dialog.waitFor();
  // Dropping training lets the context categories (ask when training) through on ChatGPT, and nothing else.
  const profileChanges = await options.dialog.locator('[data-changes] li').evaluateAll((items) => items.map((li) => `${li.getAttribute('data-site')} ${li.getAttribute('data-category')}`));
  expect(profileChanges).toEqual(['health', 'financial', 'private_message', 'special_category', 'legal'].map((c) => `${CHATGPT} ${c}`));
  await options.dialog.locator('button[data-confirm]').click();
  await page.locator('[data-notice="ok"]').waitFor();
  expect((await options.policy()).user.profiles?.[CHATGPT]).toEqual(['assistant']);

  // 2. Contact details × answering to Allow: the matrix shows where it lands before saving…
  await options.setCell('contact', 'assistant', 'allow');
  expect(await options.row('contact').locator('td[data-effective]').innerText()).toBe('Allow on ChatGPT · Mask elsewhere');
  await page.locator('#matrix-scope').selectOption(CHATGPT);
  expect(await options.row('contact').locator('td[data-effective]').getAttribute('data-effective')).toBe('allow');
  await page.locator('#matrix-scope').selectOption('');
  // …and the dialog lists exactly the one effective change.
  await options.saveButton.click();
  await options.dialog.waitFor();
  expect(await options.dialog.locator('h2').innerText()).toBe('Release more to AI sites?');
  expect(await options.dialog.locator('[data-changes] li').allInnerTexts()).toEqual(['ChatGPT: Contact details Mask → Allow']);
  expect(await options.dialog.locator('[data-actions]').count()).toBe(0);
  expect((await seriousViolations(page)).violations).toEqual([]);
  await options.dialog.locator('button[data-confirm]').click();
  await page.locator('[data-notice="ok"]').waitFor();
  const view = await options.policy();
  expect(view.effective.decisions.contact.assistant).toBe('allow');

  // 3. A real paste on ChatGPT goes through unmasked…
  const chatgpt = await ComposerPage.open(page, sites, 'chatgpt.com');
  await chatgpt.paste(`write to ${EMAIL}`);
  expect(await chatgpt.waitForComposerChange('')).toBe(`write to ${EMAIL}`);

  // …and on a site that trains, the same paste is still masked.
  const other = await extension.context.newPage();
  try {
    const copilot = await ComposerPage.open(other, sites, 'copilot.microsoft.com');
    await copilot.paste(`write to ${EMAIL}`);
    const masked = await copilot.waitForComposerChange('');
    expect(masked).toMatch(new RegExp(`^write to ${TOKEN.source}$`));
    expect(masked).not.toContain(EMAIL);
  } finally {
    await other.close();
  }
});
