/**
 * The in-page consent prompt under a policy that asks: keyboard only, read through the
 * accessibility tree; "send masked", "send original" (credentials stay masked), cancel; the policy
 * moving while the question is open; "Remember for this site" tightening at once and relaxing only
 * after the extension's own confirmation page; every decision in the ledger with categories and
 * counts, never values. Also the toolbar's view of tabs: guarded, unprotected, paused.
 */
import type { Page } from 'playwright-core';
import { BARE_PAGE } from '../../../fixtures/sites/_harness/build';
import type { Policy } from '../../../src/core/policy/policy';
import type { TabStateView } from '../../../src/protocol/guard';
import { SITES } from '../../../src/core/sites/registry';
import { ExtensionDocumentPage } from '../pages/extension-document-page';
import { FixtureSitePage } from './fixture-site-page';
import { VALUES, normaliseEditorText } from './samples';
import { expect, guardTest as test, tabIdOf, type GuardSession } from './session';

const site = SITES.find((s) => s.id === 'chatgpt') ?? SITES[0]!;
const ORIGIN = `https://${site.hosts[0]}`;
const PASTE = `Forward to ${VALUES.email} with key ${VALUES.githubToken} today.`;
const PURPOSES = ['assistant', 'training', 'analytics', 'third_party'] as const;

type Reply<T> = { ok: true; value: T } | { ok: false; error: string };

async function extensionDoc(guard: GuardSession): Promise<ExtensionDocumentPage & { close(): Promise<void> }> {
  const page = await guard.extension.context.newPage();
  const doc = await ExtensionDocumentPage.open(page, guard.extension.extensionId);
  return Object.assign(doc, { close: () => page.close() });
}

async function call<T>(doc: ExtensionDocumentPage, channel: string, type: string, payload: unknown): Promise<T> {
  const reply = (await doc.sendMessage({ channel, type, payload })) as Reply<T>;
  if (!reply.ok) throw new Error(`${channel}/${type}: ${reply.error}`);
  return reply.value;
}

async function contactOnSite(guard: GuardSession): Promise<Record<string, string> | undefined> {
  const doc = await extensionDoc(guard);
  const view = await call<{ user: Policy }>(doc, 'ui', 'policy/get', null);
  await doc.close();
  return view.user.sites?.[ORIGIN]?.contact as Record<string, string> | undefined;
}

async function setContactOnSite(guard: GuardSession, decision: 'ask' | 'block'): Promise<void> {
  const doc = await extensionDoc(guard);
  const view = await call<{ user: Policy }>(doc, 'ui', 'policy/get', null);
  const policy = structuredClone(view.user);
  policy.sites = { ...policy.sites, [ORIGIN]: { ...policy.sites?.[ORIGIN], contact: Object.fromEntries(PURPOSES.map((p) => [p, decision])) } };
  const result = await call<{ ok: boolean }>(doc, 'ui', 'policy/set', { policy, confirmed: true });
  expect(result.ok).toBe(true);
  await doc.close();
}

test('the prompt asks with categories and counts, works from the keyboard, and answers once or for the site', async ({ guard }) => {
  await setContactOnSite(guard, 'ask');
  const page = await guard.extension.context.newPage();
  const fx = await FixtureSitePage.open(page, guard.server, site);

  // 1. Asked: a labelled dialog, the safe choice focused; Enter sends masked.
  await fx.paste(PASTE);
  const dialog = await fx.waitForDialog();
  expect(dialog.name).toBe(`Send this to ${site.name}?`);
  expect(new Set(dialog.buttons)).toEqual(new Set(['Send masked', 'Send original', 'Cancel']));
  expect(dialog.checkboxes).toEqual(['Remember for this site']);
  const { overlay } = await fx.guardView();
  expect(overlay).toContain('1 contact detail');
  expect(overlay).toContain('1 secret');
  expect(overlay).toContain('always masked');
  for (const value of Object.values(VALUES)) expect(overlay).not.toContain(value);
  expect(await fx.modelText(), 'nothing is inserted while the question is open').toBe('');
  await page.keyboard.press('Enter');
  expect(normaliseEditorText(await fx.settledModel())).toMatch(/^Forward to \[EMAIL_[2-9A-HJ-NP-Z]{6}\] with key \[[A-Z_]+\] today\.$/);
  await fx.clear();

  // 2. Send original: the e-mail goes as it is, the credential stays masked (locked).
  await fx.paste(PASTE);
  await fx.waitForDialog();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  const original = normaliseEditorText(await fx.settledModel());
  expect(original).toContain(VALUES.email);
  expect(original).not.toContain(VALUES.githubToken);
  await fx.clear();

  // 3. Escape cancels: nothing inserted.
  await fx.paste(PASTE);
  await fx.waitForDialog();
  await page.keyboard.press('Escape');
  await fx.waitForGuardText(/Cancelled/);
  expect(await fx.modelText()).toBe('');

  // 4. The policy moves while the question is open: the answer is decided again under the new one.
  await fx.paste(PASTE);
  await fx.waitForDialog();
  await setContactOnSite(guard, 'block');
  await page.bringToFront();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await fx.waitForGuardText(/Your policy blocks contact/);
  expect(await fx.modelText()).toBe('');
  await setContactOnSite(guard, 'ask');

  // 5. Remember "send masked": tightened at once, no question next time.
  await fx.paste(PASTE);
  await fx.waitForDialog();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await fx.settledModel();
  // Every purpose ChatGPT applies (answering, training) becomes mask; the others do not count there.
  expect(await contactOnSite(guard)).toMatchObject({ assistant: 'mask', training: 'mask' });
  await fx.clear();
  await fx.paste(PASTE);
  expect(normaliseEditorText(await fx.settledModel())).not.toContain(VALUES.email);
  expect(await fx.dialog()).toBeNull();
  await fx.clear();

  // 6. Remember "send original": applies once; becomes policy only on the extension's confirmation page.
  await setContactOnSite(guard, 'ask');
  await fx.paste(PASTE);
  await fx.waitForDialog();
  const confirmation = guard.extension.context.waitForEvent('page', { predicate: (p) => p.url().includes('consent-confirm.html') });
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  expect(normaliseEditorText(await fx.settledModel())).toContain(VALUES.email);
  expect(await contactOnSite(guard), 'a content script cannot relax the policy').toEqual(Object.fromEntries(PURPOSES.map((p) => [p, 'ask'])));
  const confirm = await confirmation;
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await confirm.waitForEvent('close', { timeout: 5_000 }).catch(() => undefined);
  await expect.poll(() => contactOnSite(guard)).toMatchObject({ assistant: 'allow', training: 'allow' });
  await page.bringToFront();
  await fx.clear();
  await fx.paste(PASTE);
  const relaxed = normaliseEditorText(await fx.settledModel());
  expect(relaxed).toContain(VALUES.email);
  expect(relaxed, 'credentials stay masked whatever the policy says').not.toContain(VALUES.githubToken);
  expect(await fx.dialog()).toBeNull();

  // 7. The ledger holds one record per paste, with what happened to each category and who
  // decided: an asked paste is one record (the answer), never a question and an answer.
  const doc = await extensionDoc(guard);
  type Outcomes = Record<string, { outcome: string; decided_by: string }>;
  const ledger = await call<{ available: boolean; records: Array<{ surface: string; decision: string; decided_by: string; categories: Record<string, number>; outcomes: Outcomes }> }>(doc, 'ui', 'ledger/list', { origin: ORIGIN });
  await doc.close();
  expect(ledger.available).toBe(true);
  const pastes = ledger.records.filter((r) => r.surface === 'paste');
  expect(pastes, 'eight pastes, eight records').toHaveLength(8);
  expect(pastes.some((r) => r.decision === 'ask'), 'no record of the question alone').toBe(false);
  const sentOriginal = (r: (typeof pastes)[number]): boolean =>
    r.outcomes['contact']?.outcome === 'released' && r.outcomes['contact']?.decided_by === 'human' &&
    r.outcomes['credential']?.outcome === 'masked' && r.outcomes['credential']?.decided_by === 'policy';
  expect(pastes.filter((r) => sentOriginal(r) && r.decided_by === 'human' && r.decision === 'mask'), '"Send original": the credential is recorded masked').toHaveLength(2);
  expect(pastes.some((r) => r.decision === 'mask' && r.decided_by === 'human' && r.outcomes['contact']?.outcome === 'masked' && r.outcomes['contact']?.decided_by === 'human')).toBe(true);
  expect(pastes.some((r) => r.decision === 'block' && r.decided_by === 'human' && r.outcomes['contact']?.outcome === 'blocked')).toBe(true);
  expect(pastes.some((r) => r.decision === 'block' && r.decided_by === 'policy')).toBe(true);
  expect(pastes.some((r) => r.decided_by === 'policy' && r.outcomes['contact']?.outcome === 'released' && r.outcomes['credential']?.outcome === 'masked')).toBe(true);
  for (const r of pastes) expect(Object.keys(r.categories).every((c) => c === 'contact' || c === 'credential')).toBe(true);
  const everything = JSON.stringify(ledger.records);
  for (const value of Object.values(VALUES)) expect(everything).not.toContain(value);
  expect(everything).not.toMatch(/\[EMAIL_/);
  await page.close();
});

test('the toolbar sees a guarded tab, an unprotected page without a composer, and a paused tab, and its button says so', async ({ guard }) => {
  const page = await guard.extension.context.newPage();
  // Another site than the one whose policy the test above changed.
  const other = SITES.find((s) => s.id === 'claude') ?? SITES[1]!;
  const fx = await FixtureSitePage.open(page, guard.server, other);
  const guardedTab = await tabIdOf(guard, page);
  const bare = await guard.extension.context.newPage();
  await bare.goto(guard.server.url(BARE_PAGE.host, BARE_PAGE.path));
  const bareTab = await tabIdOf(guard, bare);
  const doc = await extensionDoc(guard);
  const state = (tabId: number): Promise<TabStateView> => call<TabStateView>(doc, 'guard', 'tab/state', { tabId });

  await expect.poll(async () => (await state(guardedTab)).state).toBe('guarded');
  expect((await state(bareTab)).state).toBe('unprotected');
  // After the composer search gives up, the bare page says why.
  await expect.poll(async () => (await state(bareTab)).reason ?? '', { timeout: 10_000 }).toMatch(/composer .*not found/);
  expect((await state(bareTab)).state).toBe('unprotected');
  await expect.poll(() => doc.actionTitle(guardedTab)).toMatch(/guarding this site/);
  expect(await doc.actionTitle(bareTab)).toMatch(/nothing is guarded/);

  // Only an extension page can pause; while paused, the person's policy is not applied to a paste, and the toolbar says so.
  expect((await call<TabStateView>(doc, 'guard', 'tab/pause', { tabId: guardedTab, paused: true })).state).toBe('paused');
  await expect.poll(() => doc.actionTitle(guardedTab)).toMatch(/paused on this tab/);
  await page.bringToFront();
  await fx.paste(`Paused: ${VALUES.email}`);
  expect(await fx.settledModel()).toContain(VALUES.email);
  expect((await call<TabStateView>(doc, 'guard', 'tab/pause', { tabId: guardedTab, paused: false })).state).toBe('guarded');
  await fx.clear();
  await page.bringToFront();
  await fx.paste(`Resumed: ${VALUES.email}`);
  expect(await fx.settledModel()).not.toContain(VALUES.email);
  const counts = (await state(guardedTab)).counts;
  expect(counts.masked).toBeGreaterThanOrEqual(1);
  expect(counts.categories.contact).toBeGreaterThanOrEqual(1);
  await doc.close();
  await bare.close();
  await page.close();
});
