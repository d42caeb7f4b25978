/**
 * Consent that holds, in the built extension:
 * - the ledger says what actually happened: "Send original" on a paste holding an e-mail address
 *   and a GitHub token is one record, exported with the credential masked (never "released");
 * - a policy change between a decision and the moment the page gets the content re-decides it,
 *   and the person is told;
 * - an administrator's `block` on contact details stays `block` through every path the person
 *   has: the options matrix, a site profile that drops the purpose, "Remove only the sensitive
 *   parts", a remembered "Send original", pausing the tab, and the playground shows it so.
 *
 * Managed values: a test cannot write chrome.storage.managed (only the platform's policy engine
 * can). The one thing replaced is that source — chrome.storage.managed.get inside the running
 * service worker answers with the administrator's values, as the browser would hand them over;
 * everything after it is the shipped code.
 */
import { readFile } from 'node:fs/promises';
import type { Policy } from '../../../src/core/policy/policy';
import type { LedgerRecord } from '../../../src/core/ledger/ledger-record';
import { SITES } from '../../../src/core/sites/registry';
import { PURPOSES } from '../../../src/core/vocabulary';
import { FixtureSitePage } from '../guard/fixture-site-page';
import { VALUES } from '../guard/samples';
import { allowContextRowsIn } from '../fixtures/context-rows';
import { ExtensionDocumentPage, callWorker, withExtensionDocument } from '../pages/extension-document-page';
import { OptionsPage } from '../policy/options-page';
import { PopupPage } from '../policy/popup-page';
import { expect, redTeamTest as test, tabIdOf, type RedTeamSession } from './session';

const site = SITES.find((s) => s.id === 'chatgpt')!;
const ORIGIN = `https://${site.hosts[0]}`;
const PASTE = `Forward to ${VALUES.email} with key ${VALUES.githubToken} today.`;
const NOTE = 'Example Corp: no contact details for training. Questions: it-privacy@example.com';
// A 7z archive's header: a file Consentry cannot read, so it is held for the person's word.
const ARCHIVE = Buffer.from([0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c, 0x00, 0x04, 0x8d, 0x9b, 0xd5, 0x0f, 0x00, 0x00, 0x00, 0x00, 0x01, 0x02, 0xff, 0xfe]);


const withDoc = <T>(rt: RedTeamSession, run: (doc: ExtensionDocumentPage) => Promise<T>): Promise<T> => withExtensionDocument(rt.extension, run);
const call = callWorker;

/** Sets contact details on the site to `decision` for every purpose, as the options page would after its confirmation. */
async function contactOnSite(rt: RedTeamSession, decision: 'ask' | 'block' | 'mask' | 'allow'): Promise<void> {
  await withDoc(rt, async (doc) => {
    const view = await call<{ user: Policy }>(doc, 'ui', 'policy/get', null);
    const policy = structuredClone(view.user);
    policy.sites = { ...policy.sites, [ORIGIN]: { ...policy.sites?.[ORIGIN], contact: Object.fromEntries(PURPOSES.map((p) => [p, decision])) } };
    expect((await call<{ ok: boolean }>(doc, 'ui', 'policy/set', { policy, confirmed: true })).ok).toBe(true);
  });
}

async function resetPolicy(rt: RedTeamSession): Promise<void> {
  await withDoc(rt, async (doc) => {
    const view = await call<{ user: Policy }>(doc, 'ui', 'policy/get', null);
    const policy: Policy = { ...structuredClone(view.user), sites: {}, profiles: {}, actions: [] };
    for (const purpose of PURPOSES) {
      policy.decisions.contact[purpose] = 'mask';
      policy.decisions.person_name[purpose] = 'mask';
    }
    expect((await call<{ ok: boolean }>(doc, 'ui', 'policy/set', { policy, confirmed: true })).ok).toBe(true);
  });
}

async function records(rt: RedTeamSession): Promise<LedgerRecord[]> {
  return withDoc(rt, async (doc) => (await call<{ records: LedgerRecord[] }>(doc, 'ui', 'ledger/list', { origin: ORIGIN })).records);
}

test('"Send original" on an e-mail and a token is one ledger record, exported with the credential masked', async ({ rt }) => {
  await contactOnSite(rt, 'ask');
  const before = (await records(rt)).length;
  const page = await rt.extension.context.newPage();
  const fx = await FixtureSitePage.open(page, rt.server, site);
  await fx.paste(PASTE);
  await fx.waitForDialog();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  const inserted = await fx.settledModel();
  expect(inserted).toContain(VALUES.email);
  expect(inserted, 'the token is masked whatever the answer').not.toContain(VALUES.githubToken);
  await page.waitForTimeout(500);
  expect((await records(rt)).length - before, 'one paste, one record').toBe(1);

  // The export, as the person downloads it from the options page.
  const optionsTab = await rt.extension.context.newPage();
  await OptionsPage.open(optionsTab, rt.extension.extensionId);
  await optionsTab.locator('table.ledger tbody tr').first().waitFor();
  const shown = await optionsTab.locator('table.ledger tbody tr').first().locator('td[data-outcomes]').innerText();
  expect(shown).toContain('Contact details ×1: released (You, when asked)');
  expect(shown).toContain('Credentials ×1: masked (Your policy)');
  for (const format of ['jsonl', 'csv'] as const) {
    const download = optionsTab.waitForEvent('download');
    await optionsTab.getByRole('button', { name: format === 'jsonl' ? 'Export JSONL' : 'Export CSV' }).click();
    const content = await readFile((await (await download).path())!, 'utf8');
    expect(content).not.toContain(VALUES.email);
    expect(content).not.toContain(VALUES.githubToken);
    if (format === 'csv') {
      expect(content.split('\n')[0]).toContain(',outcomes,');
      expect(content).toContain('""credential"":{""decided_by"":""policy"",""outcome"":""masked""}');
      continue;
    }
    const last = JSON.parse(content.trim().split('\n').at(-1)!) as LedgerRecord;
    expect(last).toMatchObject({
      origin: ORIGIN,
      surface: 'paste',
      categories: { contact: 1, credential: 1 },
      decision: 'mask',
      decided_by: 'human',
      outcomes: { contact: { outcome: 'released', decided_by: 'human' }, credential: { outcome: 'masked', decided_by: 'policy' } },
    });
  }
  await optionsTab.close();
  await page.close();
  await resetPolicy(rt);
});

test('a policy change between the decision and the hand-over decides again, and the person is told', async ({ rt }) => {
  // About a policy moving under a release: the model's rows are guard/model-decisions.e2e.ts's
  // (under the default policy it asks about "Reach <e-mail> today.", read as a private message at 67 %).
  await allowContextRowsIn(rt.extension, ORIGIN);
  const page = await rt.extension.context.newPage();
  const fx = await FixtureSitePage.open(page, rt.server, site);
  const before = (await records(rt)).length;
  // One drop: a text file (decided at once, released under the policy of now) and an archive
  // Consentry cannot read (held for the person's word). While the person reads the question, the
  // policy moves.
  await fx.dropFiles(rt.scratch, [
    { name: 'contacts.txt', buffer: Buffer.from(`Reach ${VALUES.email} today.\n`) },
    { name: 'logs.7z', buffer: ARCHIVE },
  ]);
  await fx.waitForDialog();
  await contactOnSite(rt, 'block');
  await page.bringToFront();
  // "Add original file".
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await fx.waitForGuardText(/Your policy changed while this was checked/);
  // Decided again: the text file is blocked now; the archive the person let through still goes.
  await expect.poll(async () => (await fx.uploads()).map((u) => u.name), { timeout: 10_000 }).toEqual(['logs.7z']);
  await fx.waitForGuardText(/Your policy blocks contact details/);
  await page.waitForTimeout(300);
  const after = (await records(rt)).slice(before);
  // The superseded release was never recorded: the text file's one record is the block.
  expect(after.filter((r) => r.categories.contact !== undefined).map((r) => r.decision)).toEqual(['block']);
  await page.close();
  await resetPolicy(rt);
});

test('an administrator\'s block on contact details stays block through every path the person has', async ({ rt }) => {
  const worker = rt.extension.serviceWorker;
  const administrator = { decisions: { contact: { training: 'block' } }, note: NOTE };
  await worker.evaluate((values) => {
    const g = globalThis as unknown as { chrome: { storage: { managed: { get: (...a: unknown[]) => unknown } } }; __realManagedGet?: (...a: unknown[]) => unknown };
    g.__realManagedGet ??= g.chrome.storage.managed.get;
    g.chrome.storage.managed.get = (...args: unknown[]) => {
      const copy = structuredClone(values);
      const callback = args.find((a) => typeof a === 'function') as ((v: unknown) => void) | undefined;
      return callback ? callback(copy) : Promise.resolve(copy);
    };
  }, administrator);
  const page = await rt.extension.context.newPage();
  const fx = await FixtureSitePage.open(page, rt.server, site);
  const optionsTab = await rt.extension.context.newPage();
  const blockedPaste = async (where: string): Promise<void> => {
    await page.bringToFront();
    await fx.clear();
    const before = (await records(rt)).length;
    await fx.paste(`mail ${VALUES.email}`);
    await expect.poll(async () => (await records(rt)).length, { message: where, timeout: 10_000 }).toBeGreaterThan(before);
    await fx.waitForGuardText(/Your organisation blocks contact details/);
    expect(await fx.modelText(), where).toBe('');
    const record = (await records(rt)).slice(before).at(-1);
    expect(record, where).toMatchObject({ decision: 'block', decided_by: 'managed', outcomes: { contact: { outcome: 'blocked', decided_by: 'managed' } } });
  };

  try {
    // 1. The options page shows the cell locked, with the administrator's note, and refuses a change.
    const options = await OptionsPage.open(optionsTab, rt.extension.extensionId);
    expect(await options.row('contact').getAttribute('data-locked')).toBe('partly-managed');
    expect(await options.cellSelect('contact', 'training').isDisabled()).toBe(true);
    expect(await options.cellSelect('contact', 'training').inputValue()).toBe('block');
    expect(await options.row('contact').locator('th .lock').innerText()).toContain(NOTE);
    expect(await optionsTab.locator('[data-managed-note]').innerText()).toContain(NOTE);
    const refused = await withDoc(rt, async (doc) => {
      const view = await call<{ user: Policy }>(doc, 'ui', 'policy/get', null);
      const policy = structuredClone(view.user);
      policy.decisions.contact.training = 'allow';
      return call<{ ok: boolean; reason?: string }>(doc, 'ui', 'policy/set', { policy, confirmed: true });
    });
    expect(refused).toMatchObject({ ok: false, reason: 'locked' });
    await blockedPaste('the default profile');

    // 2. The person says ChatGPT only answers (no training) and allows contact details for answering.
    await options.setCell('contact', 'assistant', 'allow');
    for (const purpose of ['training', 'analytics', 'third_party'] as const) {
      await optionsTab.locator(`table.profiles tr[data-site="${ORIGIN}"] td`).nth(PURPOSES.indexOf(purpose)).locator('input').uncheck();
    }
    expect(await optionsTab.locator('[data-managed-hold]').innerText()).toContain('never lifts your organisation');
    await options.saveButton.click();
    await options.dialog.locator('button[data-confirm]').click();
    await optionsTab.locator('[data-notice="ok"]').waitFor();
    const view = await options.policy();
    expect(view.user.profiles?.[ORIGIN]).toEqual(['assistant']);
    await blockedPaste('a site profile without training');

    // 3. "Remove only the sensitive parts" softens the person's own blocks, never the administrator's.
    await options.reload();
    expect(await optionsTab.locator('li[data-action="selective_redact"] [data-managed-no-soften]').count()).toBe(1);
    await optionsTab.locator('li[data-action="selective_redact"] input').check();
    await options.saveButton.click();
    await options.dialog.locator('button[data-confirm]').click();
    await optionsTab.locator('[data-notice="ok"]').waitFor();
    expect((await options.policy()).user.actions).toContain('selective_redact');
    await blockedPaste('with "Remove only the sensitive parts"');

    // 4. A remembered "Send original" (asked about names) proposes nothing for contact details.
    await withDoc(rt, async (doc) => {
      const current = await call<{ user: Policy }>(doc, 'ui', 'policy/get', null);
      const policy = structuredClone(current.user);
      policy.sites = { ...policy.sites, [ORIGIN]: { ...policy.sites?.[ORIGIN], person_name: Object.fromEntries(PURPOSES.map((p) => [p, 'ask'])), contact: Object.fromEntries(PURPOSES.map((p) => [p, 'allow'])) } };
      expect((await call<{ ok: boolean }>(doc, 'ui', 'policy/set', { policy, confirmed: true })).ok).toBe(true);
    });
    await page.bringToFront();
    await fx.clear();
    await fx.paste(`Signed, Dr. ${VALUES.name}`);
    await fx.waitForDialog();
    const confirmation = rt.extension.context.waitForEvent('page', { predicate: (p) => p.url().includes('consent-confirm.html') });
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    const confirm = await confirmation;
    await confirm.getByRole('button', { name: 'Confirm' }).waitFor();
    const listed = await confirm.locator('body').innerText();
    // The window names categories as the options page does.
    expect(listed).toContain('Names of people');
    expect(listed).not.toMatch(/contact details/i);
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await confirm.waitForEvent('close', { timeout: 5_000 }).catch(() => undefined);
    await blockedPaste('after a remembered "Send original" and the person\'s own per-site "allow"');

    // 5. Pausing the tab lifts the person's own policy, not the administrator's.
    const tabId = await tabIdOf(rt, page);
    const popupTab = await rt.extension.context.newPage();
    const popup = await PopupPage.open(popupTab, rt.extension.extensionId, tabId);
    await popupTab.locator('button[data-pause]').click();
    expect(await popup.dialog.innerText()).toContain('your organisation\'s settings hold');
    await popup.dialog.locator('button[data-confirm]').click();
    await popupTab.locator('section.state[data-state="paused"]').waitFor();
    await blockedPaste('on a paused tab');
    await popupTab.locator('button[data-resume]').click();
    await popupTab.locator('section.state[data-state="guarded"]').waitFor();
    await popupTab.close();

    // 6. The playground says the same.
    await options.reload();
    await optionsTab.locator('#playground-site').selectOption(ORIGIN);
    expect((await options.tryText(`mail ${VALUES.email}`)).outcome).toBe('blocked');
  } finally {
    await worker.evaluate(() => {
      const g = globalThis as unknown as { chrome: { storage: { managed: { get: unknown } } }; __realManagedGet?: unknown };
      if (g.__realManagedGet) g.chrome.storage.managed.get = g.__realManagedGet;
    });
    await optionsTab.close();
    await page.close();
  }
});
