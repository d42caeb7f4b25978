/**
 * The trust boundary, proved against a hostile page on a guarded hostname (fixtures/sites/hostile).
 * The page forges events, postMessage and CustomEvents, reaches for the prompt and the restored
 * values, and tries the extension's messaging and pages directly, while a real person pastes,
 * uploads and sends. It must never see an original value, release held content, pause the guard
 * or relax the policy.
 */
import { HOSTILE_PAGE } from '../../../fixtures/sites/_harness/build';
import type { AttackReport } from '../../../fixtures/sites/hostile/main';
import type { TabStateView } from '../../../src/protocol/guard';
import { SITES } from '../../../src/core/sites/registry';
import { ExtensionDocumentPage } from '../pages/extension-document-page';
import { FixtureSitePage } from './fixture-site-page';
import { tabIdFor } from '../fixtures/tab-id';
import { MIXED_PASTE, VALUES, maskedPattern, normaliseEditorText } from './samples';
import { expect, guardTest as test } from './session';

const RAW_VALUES = Object.values(VALUES);
/** An archive: a binary the guard cannot read, so it is held behind the prompt. */
const ARCHIVE = Buffer.from('UEsDBBQAAAAIAAAAIQAAAAAAAAAAAAAAAAAIAAAAcGFzcy50eHQ=', 'base64');

type HostileWindow = Window & { hostile: { attack(options: { extensionId: string }): Promise<AttackReport> } };

function expectNoRawValue(text: string, where: string): void {
  for (const value of RAW_VALUES) expect(text.includes(value), `${where} holds ${value}`).toBe(false);
}

test('a hostile page cannot release held content, relax or pause the guard, or read restored values', async ({ guard }) => {
  const site = SITES.find((s) => s.hosts.includes(HOSTILE_PAGE.host));
  if (!site) throw new Error('The hostile page needs a guarded hostname.');
  const page = await guard.extension.context.newPage();
  const attack = (): Promise<AttackReport> =>
    page.evaluate((extensionId) => (window as unknown as HostileWindow).hostile.attack({ extensionId }), guard.extension.extensionId);

  const fx = await FixtureSitePage.open(page, guard.server, site, HOSTILE_PAGE.host, HOSTILE_PAGE.path);

  // A real paste: the page's own capture listeners never see the original clipboard.
  await fx.paste(MIXED_PASTE);
  expect(normaliseEditorText(await fx.settledModel())).toMatch(maskedPattern(MIXED_PASTE));

  // Hold a file the guard cannot read, then attack while the prompt is open.
  await fx.chooseFiles([{ name: 'passport-scans.zip', mimeType: 'application/zip', buffer: ARCHIVE }]);
  await fx.waitForDialog();
  const whileHeld = await attack();
  expect(whileHeld.runtimeReachable, 'the page has no extension messaging').toBe(false);
  expect(whileHeld.hostFound, 'the prompt host is in the page').toBe(true);
  expect(whileHeld.shadowRootVisible, 'the prompt is in a closed shadow root').toBe(false);
  expect(whileHeld.attachShadowError).toMatch(/NotSupportedError|already/i);
  expect(whileHeld.confirmWindowOpened, 'the confirmation page cannot be opened from the page').toBe(false);
  expect(whileHeld.confirmFetchError).not.toBe('');
  await page.waitForTimeout(300);
  // Still there and visible to assistive technology, despite the page's CSS that tries to hide it.
  expect(await fx.dialog(), 'forged keys and clicks did not answer the prompt').not.toBeNull();
  expect(await fx.uploads(), 'nothing was released by forged input').toEqual([]);
  await page.keyboard.press('Escape');
  await fx.waitForNoDialog();
  await page.waitForTimeout(200);
  expect(await fx.uploads()).toEqual([]);

  // Send the masked paste; the reply echoes tokens that the guard restores for the person only.
  await fx.focusComposer();
  await page.keyboard.press('Enter');
  const [sent] = await fx.waitForSent(1);
  expectNoRawValue(sent ?? '', 'the prompt sent');
  await page.waitForFunction(() => (window as unknown as { fixture: { repliesDone: number } }).fixture.repliesDone >= 1, undefined, { timeout: 10_000 });
  await expect.poll(async () => (await fx.guardView()).restored.sort(), { timeout: 5_000 }).toEqual([VALUES.card, VALUES.email, VALUES.name].sort());

  const afterRestore = await attack();
  expect(afterRestore.markers, 'restored values are marked in the page').toBe(3);
  for (const read of afterRestore.markerReads) expectNoRawValue(read, 'a restoration marker as the page reads it');
  expectNoRawValue(afterRestore.bodyText, 'the page body text');
  expectNoRawValue(afterRestore.seen.transfers.join('\n'), 'paste and drop data the page saw');
  expectNoRawValue(afterRestore.seen.domText.join('\n'), 'DOM text the page saw');
  expectNoRawValue(afterRestore.seen.messages.join('\n'), 'messages the page saw');
  expectNoRawValue(await page.evaluate(() => document.documentElement.outerHTML), 'the page HTML');

  // Nothing was paused or relaxed: the tab is still guarded and a new paste is still masked.
  const tabId = await tabIdFor(guard.extension.serviceWorker, page);
  const extensionPage = await guard.extension.context.newPage();
  const doc = await ExtensionDocumentPage.open(extensionPage, guard.extension.extensionId);
  const state = (await doc.sendMessage({ channel: 'guard', type: 'tab/state', payload: { tabId } })) as { ok: boolean; value: TabStateView };
  expect(state.value.state).toBe('guarded');
  expect(state.value.siteId).toBe(site.id);
  await extensionPage.close();

  await fx.clear();
  await fx.paste(MIXED_PASTE);
  const again = normaliseEditorText(await fx.settledModel());
  expectNoRawValue(again, 'the editor after the attack');
  expect(again).toMatch(maskedPattern(MIXED_PASTE));
  await page.close();
});
