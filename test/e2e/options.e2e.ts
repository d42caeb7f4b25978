/**
 * The options page in the built extension: the consent matrix with its locks, relaxing only
 * through the confirmation step, an administrator's (managed) value locking a row, the ledger
 * filled by real guarded pastes with its chart, export and verify (which catches one changed
 * byte), clearing the ledger only through its confirmation step, policy actions whose switches
 * show what the screen really applies, the playground, and axe-core finding no serious or
 * critical violations.
 *
 * Managed values: a test cannot write chrome.storage.managed (only the platform's policy engine
 * can). The one thing replaced is that source: chrome.storage.managed.get inside the running
 * service worker answers with the administrator's values, exactly as the browser would hand them
 * over. Everything after it is the shipped code: the service worker re-reads managed storage when
 * the options page asks for the policy, the policy store lays the values over the person's and
 * locks them, and the page renders the row locked.
 */
import { readFile } from 'node:fs/promises';
import { readPolicyFile } from '../../src/cli/policy-file';
import { PURPOSES } from '../../src/core/vocabulary';
import { seriousViolations } from './policy/axe';
import { ComposerPage } from './policy/composer-page';
import { allowContextRowsIn } from './fixtures/context-rows';
import { OptionsPage } from './policy/options-page';
import type { ExtensionGlobals } from './fixtures/extension';
import { currentServiceWorker, expect, test } from './policy/session';

interface ManagedGlobals {
  chrome: { storage: { managed: { get: (...args: unknown[]) => unknown } } };
  __consentryRealManagedGet?: (...args: unknown[]) => unknown;
}

const EMAIL = 'marguerite.ostrava@quillmail.net';

test('the matrix shows credentials locked with the reason, and the page has no serious accessibility violations', async ({ extension, page }) => {
  const options = await OptionsPage.open(page, extension.extensionId);
  const credential = options.row('credential');
  expect(await credential.getAttribute('data-locked')).toBe('credential');
  expect(await credential.locator('th .lock').innerText()).toContain('credentials are never released');
  expect(await options.cellSelect('credential', 'assistant').locator('option').evaluateAll((o) => o.map((x) => (x as HTMLOptionElement).value))).toEqual(['mask', 'block']);
  expect(await options.cellSelect('health', 'assistant').locator('option').count()).toBe(4);
  expect(await options.row('health').getAttribute('data-locked')).toBeNull();
  const axe = await seriousViolations(page);
  expect(axe.passes).toBeGreaterThan(10);
  expect(axe.violations).toEqual([]);
});

test('relaxing goes through the confirmation dialog; cancelling changes nothing', async ({ extension, page }) => {
  const options = await OptionsPage.open(page, extension.extensionId);
  const before = await options.policy();
  expect(before.effective.decisions.contact.assistant).toBe('mask');

  await options.setCell('contact', 'assistant', 'allow');
  await options.saveButton.click();
  await options.dialog.waitFor();
  // Every site also trains, so no site's decision moves: the dialog says so rather than warning.
  expect(await options.dialog.locator('h2').innerText()).toBe('This changes nothing on any site');
  expect(await options.dialog.locator('[data-no-effect] li').allInnerTexts()).toEqual(['Contact details for “Answering you”: Mask → Allow — every site it touches also applies “Training its models”, which stays stricter.']);
  expect((await seriousViolations(page)).violations).toEqual([]);

  await options.dialog.getByRole('button', { name: 'Cancel' }).click();
  await options.dialog.waitFor({ state: 'hidden' });
  const unchanged = await options.policy();
  expect(unchanged.generation).toBe(before.generation);
  expect(unchanged.effective.decisions.contact.assistant).toBe('mask');

  await options.saveButton.click();
  await options.dialog.locator('button[data-confirm]').click();
  await page.locator('[data-notice="ok"]').waitFor();
  const relaxed = await options.policy();
  expect(relaxed.generation).toBe(before.generation + 1);
  expect(relaxed.effective.decisions.contact.assistant).toBe('allow');

  // Tightening back needs no confirmation.
  await options.setCell('contact', 'assistant', 'mask');
  await options.saveButton.click();
  await page.locator('[data-notice="ok"]').waitFor();
  expect(await options.dialog.isVisible()).toBe(false);
  const tightened = await options.policy();
  expect(tightened.generation).toBe(before.generation + 2);
  expect(tightened.effective.decisions.contact.assistant).toBe('mask');
});

test('an administrator\'s managed value locks its row in the options page', async ({ extension, page }) => {
  const worker = await currentServiceWorker(extension);
  const administrator = { decisions: { health: { assistant: 'block', training: 'block', analytics: 'block', third_party: 'block' } }, actions: ['redact_before_model'] };
  await worker.evaluate((values) => {
    const g = globalThis as unknown as ManagedGlobals;
    g.__consentryRealManagedGet ??= g.chrome.storage.managed.get;
    g.chrome.storage.managed.get = (...args: unknown[]) => {
      const copy = structuredClone(values);
      const callback = args.find((a) => typeof a === 'function') as ((v: unknown) => void) | undefined;
      if (callback) return callback(copy);
      return Promise.resolve(copy);
    };
  }, administrator);
  try {
    const options = await OptionsPage.open(page, extension.extensionId);
    const health = options.row('health');
    expect(await health.getAttribute('data-locked')).toBe('managed');
    expect(await health.locator('th .lock').innerText()).toContain('set by your organisation');
    for (const purpose of PURPOSES) {
      expect(await options.cellSelect('health', purpose).isDisabled()).toBe(true);
      expect(await options.cellSelect('health', purpose).inputValue()).toBe('block');
    }
    expect(await options.row('legal').getAttribute('data-locked')).toBeNull();
    expect(await page.locator('li[data-action="redact_before_model"] input').isDisabled()).toBe(true);
    expect(await page.locator('li[data-action="redact_before_model"] input').isChecked()).toBe(true);
    const view = await options.policy();
    expect(view.effective.decisions.health.assistant).toBe('block');
    expect(view.user.decisions.health.assistant).toBe('allow');
    expect((await seriousViolations(page)).violations).toEqual([]);
  } finally {
    await worker.evaluate(() => {
      const g = globalThis as unknown as ManagedGlobals;
      if (g.__consentryRealManagedGet) g.chrome.storage.managed.get = g.__consentryRealManagedGet;
    });
  }
  // The administrator's policy is gone: the next read unlocks the row.
  const options = await OptionsPage.open(page, extension.extensionId);
  expect(await options.row('health').getAttribute('data-locked')).toBeNull();
  expect(await options.cellSelect('health', 'assistant').isDisabled()).toBe(false);
});

test('the policy exported for local agents is the policy in force, and the command-line gate reads it', async ({ extension, page }) => {
  const options = await OptionsPage.open(page, extension.extensionId);
  // Tightening needs no confirmation; the export then carries the saved change.
  await options.setCell('health', 'training', 'block');
  await options.saveButton.click();
  await page.locator('[data-notice="ok"]').waitFor();
  const inForce = (await options.policy()).effective;
  expect(inForce.decisions.health.training).toBe('block');

  const download = page.waitForEvent('download');
  await page.locator('button[data-export-policy]').click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('policy.json');
  const read = readPolicyFile((await file.path())!);
  expect(read.decisions).toEqual(inForce.decisions);
  expect(read.actions).toEqual(inForce.actions);
  expect(read.decisions.health.training).toBe('block');
  expect(read.decisions.credential.assistant).toBe('mask');
  expect((await seriousViolations(page)).violations).toEqual([]);
});

test('the ledger holds the real decisions, charts and exports them, and verify catches one changed byte', async ({ extension, sites, page }) => {
  // About the ledger: the model's rows are guard/model-decisions.e2e.ts's (under the default
  // policy it asks about "note 1: write to <e-mail>", read as financial at 52 %).
  await allowContextRowsIn(extension, 'https://chatgpt.com');
  const site = await ComposerPage.open(page, sites, 'chatgpt.com');
  for (const n of [1, 2]) {
    await site.paste(`note ${n}: write to ${EMAIL}`);
    const inserted = await site.waitForComposerChange('');
    expect(inserted).toMatch(/\[EMAIL_[2-9A-HJ-NP-Z]{6}\]/);
    await page.locator('#prompt-textarea').fill('');
  }

  const optionsTab = await extension.context.newPage();
  try {
    const options = await OptionsPage.open(optionsTab, extension.extensionId);
    const rows = optionsTab.locator('table.ledger tbody tr');
    await rows.first().waitFor();
    expect(await rows.count()).toBeGreaterThanOrEqual(2);
    expect(await optionsTab.locator('table.ledger tbody').innerText()).toContain('Contact details ×1');
    expect(Number(await optionsTab.locator('.chart g[data-total]').last().getAttribute('data-total'))).toBeGreaterThanOrEqual(2);
    expect(await optionsTab.locator('.chart svg desc').textContent()).toMatch(/^\d+ decisions over 1 days/);

    // Filters: only masked decisions on paste.
    await optionsTab.locator('select[name="surface"]').selectOption('paste');
    await optionsTab.locator('select[name="decision"]').selectOption('mask');
    await optionsTab.waitForFunction(() => document.querySelectorAll('table.ledger tbody tr').length > 0);
    const filtered = await optionsTab.locator('table.ledger tbody tr td:nth-child(6)').allInnerTexts();
    expect(new Set(filtered)).toEqual(new Set(['Mask']));

    const download = optionsTab.waitForEvent('download');
    await optionsTab.getByRole('button', { name: 'Export JSONL' }).click();
    const jsonl = await readFile((await (await download).path())!, 'utf8');
    const exported = jsonl.trim().split('\n').map((line) => JSON.parse(line) as { seq: number; hash: string; origin: string });
    expect(exported.length).toBeGreaterThanOrEqual(2);
    expect(exported.every((r) => /^[0-9a-f]{64}$/.test(r.hash))).toBe(true);
    expect(jsonl).not.toContain(EMAIL);

    expect(await options.verifyLedger()).toMatchObject({ state: 'ok' });

    // Change one byte of one stored record, the way anything with access to the profile could.
    const target = exported.find((r) => r.origin === 'https://chatgpt.com')!;
    const tamper = (from: string, to: string) =>
      optionsTab.evaluate(
        async ({ seq, from, to }) => {
          const db = await new Promise<IDBDatabase>((resolve, reject) => {
            const open = indexedDB.open('consentry-ledger');
            open.onsuccess = () => resolve(open.result);
            open.onerror = () => reject(open.error);
          });
          const tx = db.transaction('records', 'readwrite');
          const store = tx.objectStore('records');
          const record = await new Promise<{ origin: string }>((resolve) => {
            const get = store.get(seq);
            get.onsuccess = () => resolve(get.result as { origin: string });
          });
          if (record.origin !== from) throw new Error(`unexpected origin ${record.origin}`);
          record.origin = to;
          store.put(record);
          await new Promise((resolve) => (tx.oncomplete = resolve));
          db.close();
        },
        { seq: target.seq, from, to },
      );
    await tamper('https://chatgpt.com', 'https://chatgpt.con');
    const broken = await options.verifyLedger();
    expect(broken.state).toBe('broken');
    expect(broken.brokenAt).toBe(String(target.seq));
    expect(broken.text).toContain(`record ${target.seq} was changed after it was written`);

    await tamper('https://chatgpt.con', 'https://chatgpt.com');
    expect(await options.verifyLedger()).toMatchObject({ state: 'ok' });
    expect((await seriousViolations(optionsTab)).violations).toEqual([]);
  } finally {
    await optionsTab.close();
  }
});

test('the playground shows what a site would receive and why, without storing the text', async ({ extension, page }) => {
  const options = await OptionsPage.open(page, extension.extensionId);
  const text = `Reach Marguerite at ${EMAIL}, card 4742 0780 2345 8889, key ghp_wKZ2ys5OFa75uYIcdMo46AYjkp4gy08VdUpN.`;
  const result = await options.tryText(text);
  expect(result.outcome).toBe('released');
  expect(result.masked).not.toContain(EMAIL);
  expect(result.masked).not.toContain('ghp_wKZ2');
  expect(result.masked).toContain('[GITHUB_TOKEN]');
  expect(result.categories).toEqual(['person_name', 'contact', 'payment', 'credential']);
  const why = await page.locator('table.findings tr[data-category="contact"] td').last().innerText();
  expect(why).toContain('Mask for “Answering you”');
  expect((await seriousViolations(page)).violations).toEqual([]);
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }));
  expect(stored).not.toContain(EMAIL);
});

test('the screen defaults show as always on for shared screens, never as a switch that does nothing', async ({ extension, page }) => {
  await OptionsPage.open(page, extension.extensionId);
  for (const action of ['suppress_notification', 'increase_ocr_sensitivity']) {
    const item = page.locator(`li[data-action="${action}"]`);
    expect(await item.locator('input').isChecked(), action).toBe(true);
    expect(await item.locator('input').isDisabled(), action).toBe(true);
    expect(await item.locator('.hint').innerText(), action).toContain('Always on for shared screens.');
  }
  // Defaults that also act on text keep their switch, which says it sets the text side.
  const selective = page.locator('li[data-action="selective_redact"]');
  expect(await selective.locator('input').isDisabled()).toBe(false);
  expect(await selective.locator('.hint').innerText()).toContain('Always on for shared screens; this switch sets it for text.');
  expect(await page.locator('li[data-action="require_stable_window"] .hint').innerText()).not.toContain('Always on');
  expect((await seriousViolations(page)).violations).toEqual([]);
});

test('clearing the ledger needs the confirmation step and leaves a record of the clearing alone', async ({ extension, sites, page }) => {
  // About clearing the ledger: the model's rows are guard/model-decisions.e2e.ts's.
  await allowContextRowsIn(extension, 'https://chatgpt.com');
  const site = await ComposerPage.open(page, sites, 'chatgpt.com');
  await site.paste(`write to ${EMAIL}`);
  expect(await site.waitForComposerChange('')).toMatch(/\[EMAIL_[2-9A-HJ-NP-Z]{6}\]/);

  const optionsTab = await extension.context.newPage();
  try {
    const options = await OptionsPage.open(optionsTab, extension.extensionId);
    expect(await optionsTab.locator('#ledger .hint').first().innerText()).toContain('It cannot find a ledger rewritten from start to end with new hashes');
    await optionsTab.locator('table.ledger tbody tr').first().waitFor();
    const before = await options.ledgerRows();
    expect(before.length).toBeGreaterThanOrEqual(1);

    // A click a script makes does nothing: neither the button nor the dialog's confirm.
    await optionsTab.locator('button[data-clear-ledger]').evaluate((b) => (b as HTMLButtonElement).click());
    expect(await options.dialog.count()).toBe(0);
    await optionsTab.locator('button[data-clear-ledger]').click();
    await options.dialog.waitFor();
    expect(await options.dialog.locator('h2').innerText()).toBe('Clear the ledger?');
    expect((await seriousViolations(optionsTab)).violations).toEqual([]);
    await options.dialog.locator('button[data-confirm]').evaluate((b) => (b as HTMLButtonElement).click());
    await options.dialog.getByRole('button', { name: 'Cancel' }).click();
    await options.dialog.waitFor({ state: 'hidden' });
    await options.reload();
    await optionsTab.locator('table.ledger tbody tr').first().waitFor();
    expect(await options.ledgerRows()).toEqual(before);

    // The service worker refuses a clearing without the confirmation, and from any other page.
    const unconfirmed = await optionsTab.evaluate(() => (globalThis as unknown as ExtensionGlobals).chrome.runtime.sendMessage({ channel: 'ui', type: 'ledger/clear', payload: { confirmed: false } }));
    expect(unconfirmed).toEqual({ ok: false, error: 'Clearing the ledger needs your confirmation.' });
    const fromContentScript = await site.sendFromContentScript(extension.extensionId, { channel: 'ui', type: 'ledger/clear', payload: { confirmed: true } });
    expect(fromContentScript).toEqual({ ok: false, error: 'Not allowed from a content script.' });
    expect(await options.ledgerRows()).toEqual(before);

    await optionsTab.locator('button[data-clear-ledger]').click();
    await options.dialog.locator('button[data-confirm]').click();
    await optionsTab.locator('[data-cleared-now]').waitFor();
    const removed = Number(await optionsTab.locator('[data-cleared-now]').getAttribute('data-cleared-now'));
    expect(removed).toBeGreaterThanOrEqual(before.length);
    expect(await optionsTab.locator('[data-cleared]').innerText()).toContain(`(${removed} records removed)`);
    expect(await optionsTab.locator('table.ledger').count()).toBe(0);
    expect(await options.verifyLedger()).toMatchObject({ state: 'ok', text: 'Ledger intact: all 1 records check out.' });

    const download = optionsTab.waitForEvent('download');
    await optionsTab.getByRole('button', { name: 'Export JSONL' }).click();
    const lines = (await readFile((await (await download).path())!, 'utf8')).trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({ seq: 1, event: 'cleared', removed, decided_by: 'human', prev_hash: '0'.repeat(64) });
    expect(lines[0]).not.toContain('chatgpt');

    // The next decision continues the new chain.
    await page.locator('#prompt-textarea').fill('');
    await site.paste(`write to ${EMAIL}`);
    await site.waitForComposerChange('');
    await options.reload();
    await optionsTab.locator('table.ledger tbody tr').first().waitFor();
    expect(await options.ledgerRows()).toEqual(['2']);
    expect(await options.verifyLedger()).toMatchObject({ state: 'ok' });
  } finally {
    await optionsTab.close();
  }
});

