/**
 * What the extension keeps and who can change it, in the built extension:
 * - a web page cannot change a decision: not through window messages or DOM events, not by
 *   calling the extension (it has no channel), and not through a content script's sender, which
 *   the service worker refuses for every policy, pause and ledger message;
 * - after a session that pastes, types, sends and tries planted synthetic values (through the
 *   guard's real messages and the options page's playground), nothing of them — nor their
 *   SHA-256 or base64 — is in the extension's IndexedDB, storage areas, web storage, caches or
 *   any console log.
 */
import { createHash } from 'node:crypto';
import { DEFAULT_POLICY, type Policy } from '../../src/core/policy/policy';
import { ComposerPage } from './policy/composer-page';
import { readExtensionState } from './policy/extension-state';
import { OptionsPage } from './policy/options-page';
import { PopupPage } from './policy/popup-page';
import { currentServiceWorker, expect, test } from './policy/session';
import { allowContextRowsIn } from './fixtures/context-rows';

const PLANTED = {
  name: 'Marguerite',
  email: 'marguerite.ostrava@quillmail.net',
  card: '4742 0780 2345 8889',
  token: 'ghp_wKZ2ys5OFa75uYIcdMo46AYjkp4gy08VdUpN',
};
const PLANTED_TEXT = `Reach ${PLANTED.name} at ${PLANTED.email}, card ${PLANTED.card}, key ${PLANTED.token} today.`;

/** Every form a planted value could be kept in: as typed, compacted, fragments, hashed, encoded. */
function needles(): string[] {
  const values = [...Object.values(PLANTED), PLANTED.card.replace(/ /g, ''), PLANTED_TEXT];
  const fragments = ['marguerite.ostrava', 'quillmail', '23458889', 'wKZ2ys5OFa75uYIcdMo46AYjkp4gy08VdUpN'];
  const derived = values.flatMap((v) => [
    createHash('sha256').update(v).digest('hex'),
    createHash('sha256').update(v).digest('base64'),
    Buffer.from(v).toString('base64'),
  ]);
  return [...values, ...fragments, ...derived];
}

function found(haystack: string): string[] {
  const lower = haystack.toLowerCase();
  return needles().filter((n) => lower.includes(n.toLowerCase()));
}

function relaxedPolicy() {
  const policy = structuredClone(DEFAULT_POLICY) as Policy;
  for (const row of Object.values(policy.decisions)) for (const purpose of Object.keys(row)) (row as Record<string, string>)[purpose] = 'allow';
  policy.decisions.credential = { assistant: 'mask', training: 'mask', analytics: 'mask', third_party: 'mask' };
  policy.actions = ['selective_redact'];
  return policy;
}

test('a forged page message, or a content script\'s, cannot change a decision', async ({ extension, sites, page }) => {
  // About forged messages: the model's rows are guard/model-decisions.e2e.ts's (under the default
  // policy it asks about "mail <e-mail>", read as financial at 76 %).
  await allowContextRowsIn(extension, 'https://chatgpt.com');
  const site = await ComposerPage.open(page, sites, 'chatgpt.com');
  const tabId = await site.tabId(await currentServiceWorker(extension));
  const optionsTab = await extension.context.newPage();
  try {
    const options = await OptionsPage.open(optionsTab, extension.extensionId);
    const popup = await PopupPage.open(await extension.context.newPage(), extension.extensionId, tabId);
    await expect.poll(async () => (await popup.reload(), popup.shownState()), { timeout: 15_000 }).toBe('guarded');
    const before = await options.policy();

    const forged = [
      { channel: 'ui', type: 'policy/set', payload: { policy: relaxedPolicy(), confirmed: true } },
      { channel: 'guard', type: 'tab/pause', payload: { tabId, paused: true } },
      { channel: 'guard', type: 'change/confirm', payload: { id: 'forged', confirmed: true } },
    ];

    // The page's own world: messages and events go nowhere, and it has no way to call the extension.
    const pageWorld = await site.inPageWorld(() => {
      const g = globalThis as unknown as { chrome?: { runtime?: { sendMessage?: unknown } } };
      return { canMessage: typeof g.chrome?.runtime?.sendMessage === 'function' };
    });
    for (const message of forged) {
      await page.evaluate((m) => {
        window.postMessage(m, '*');
        window.dispatchEvent(new CustomEvent('consentry', { detail: m }));
        document.dispatchEvent(new CustomEvent(`${m.channel}/${m.type}`, { detail: m }));
      }, message);
    }
    if (pageWorld.canMessage) {
      const answer = await page.evaluate(
        ({ id, m }) =>
          new Promise<string>((resolve) => {
            try {
              (globalThis as unknown as { chrome: { runtime: { sendMessage(id: string, m: unknown, cb: (r: unknown) => void): void } } }).chrome.runtime.sendMessage(id, m, (r) =>
                resolve(JSON.stringify(r ?? 'no answer')),
              );
            } catch (error) {
              resolve(`refused: ${(error as Error).message}`);
            }
          }),
        { id: extension.extensionId, m: forged[0] },
      );
      expect(answer).not.toContain('"ok":true');
    }

    // The content script's isolated world: the service worker classifies it and refuses.
    expect(site.hasContentScript(extension.extensionId)).toBe(true);
    for (const message of [...forged, { channel: 'ui', type: 'ledger/export', payload: { format: 'jsonl' } }, { channel: 'ui', type: 'policy/get', payload: null }]) {
      expect(await site.sendFromContentScript(extension.extensionId, message), `${message.channel}/${message.type}`).toEqual({
        ok: false,
        error: 'Not allowed from a content script.',
      });
    }

    // Nothing moved: same policy generation, same decisions, the tab still guarded, and a paste still masked.
    const after = await options.policy();
    expect(after.generation).toBe(before.generation);
    expect(after.effective).toEqual(before.effective);
    await popup.reload();
    expect(await popup.shownState()).toBe('guarded');
    await site.paste(`mail ${PLANTED.email}`);
    expect(await site.waitForComposerChange('')).toMatch(/^mail \[EMAIL_[2-9A-HJ-NP-Z]{6}\]$/);
    await page.locator('#prompt-textarea').fill('');
    await popup.page.close();
  } finally {
    await optionsTab.close();
  }
});

test('after a session with planted values, none of them is in IndexedDB, extension storage or console logs', async ({ extension, sites, logs, page }) => {
  const site = await ComposerPage.open(page, sites, 'chatgpt.com');
  const popupPage = await extension.context.newPage();
  const popup = await PopupPage.open(popupPage, extension.extensionId, await site.tabId(await currentServiceWorker(extension)));
  await expect.poll(async () => (await popup.reload(), popup.shownState()), { timeout: 15_000 }).toBe('guarded');

  // A paste through the guard, sent on.
  await site.paste(PLANTED_TEXT);
  const inserted = await site.waitForComposerChange('');
  for (const value of Object.values(PLANTED)) expect(inserted).not.toContain(value);
  await site.send();

  // Typed (not pasted) and sent: the send guard checks it.
  await page.locator('#prompt-textarea').pressSequentially(`also ${PLANTED.email} and ${PLANTED.token}`, { delay: 2 });
  await page.waitForTimeout(400);
  await page.locator('button[data-testid="send-button"]').click();
  await page.waitForTimeout(1_500);

  // The playground, in the options page.
  const options = await OptionsPage.open(popupPage, extension.extensionId);
  const tried = await options.tryText(PLANTED_TEXT);
  expect(tried.categories).toEqual(['person_name', 'contact', 'payment', 'credential']);
  await popupPage.locator('button[data-verify]').click();

  // Nothing planted left the page unmasked.
  for (const body of sites.conversation('chatgpt.com')) expect(found(body), body).toEqual([]);

  const state = await readExtensionState(popupPage);
  // The scan read real data: the ledger holds this session's decisions.
  expect(state.databases).toContain('consentry-ledger');
  expect(state.counts['consentry-ledger/records']).toBeGreaterThanOrEqual(2);
  expect(state.text).toContain('"contact":1');
  expect(state.text).toContain('"credential":1');
  expect(found(state.text)).toEqual([]);

  // The console capture is live in the service worker and the pages (markers logged now are seen).
  await (await currentServiceWorker(extension)).evaluate(() => console.log('consentry-log-marker worker'));
  await popupPage.evaluate(() => console.log('consentry-log-marker page'));
  for (const marker of ['consentry-log-marker worker', 'consentry-log-marker page']) {
    await expect.poll(() => logs.some((l) => l.text.includes(marker)), { message: marker }).toBe(true);
  }
  expect(found(logs.map((l) => `${l.source} ${l.text}`).join('\n'))).toEqual([]);
  await popupPage.close();
});
