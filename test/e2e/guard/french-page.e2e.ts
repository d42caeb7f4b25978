/**
 * A French browser (Chromium --lang=fr): everything the extension says inside a site's page —
 * the consent prompt, its notices — and the window that confirms a "Remember for this site"
 * change is French, from the extension's locale files, with the site's and the categories' names
 * rather than hostnames and internal ids. Real pastes into the fixture ChatGPT page, read through
 * the accessibility tree and the closed shadow root as a person meets them.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test as base } from 'vitest';
import { buildFixtureSites } from '../../../fixtures/sites/_harness/build';
import type { Policy } from '../../../src/core/policy/policy';
import { SITES } from '../../../src/core/sites/registry';
import { PURPOSES } from '../../../src/core/vocabulary';
import { launchExtension } from '../fixtures/extension';
import { startSiteServer } from '../fixtures/site-server';
import { ExtensionDocumentPage } from '../pages/extension-document-page';
import { FixtureSitePage } from './fixture-site-page';
import { VALUES, normaliseEditorText } from './samples';
import { expect, type GuardSession } from './session';

const site = SITES.find((s) => s.id === 'chatgpt')!;
const ORIGIN = `https://${site.hosts[0]}`;
const PASTE = `Écrire à ${VALUES.email} avec la clé ${VALUES.githubToken} aujourd’hui.`;

const test = base.extend('guard', { scope: 'file' }, async ({}, { onCleanup }): Promise<GuardSession> => {
  const scratch = await mkdtemp(join(tmpdir(), 'consentry-fr-'));
  const built = await buildFixtureSites(join(scratch, 'sites'));
  const server = await startSiteServer({ hosts: built.hosts, root: built.root });
  const extension = await launchExtension({ siteServer: server, args: ['--lang=fr'] });
  await extension.context.grantPermissions(['clipboard-read', 'clipboard-write']);
  onCleanup(async () => {
    await extension.close();
    await server.close();
    await rm(scratch, { recursive: true, force: true });
  });
  return { server, extension, scratch };
});

type Reply<T> = { ok: true; value: T } | { ok: false; error: string };

async function contactOnSite(guard: GuardSession, decision: 'ask' | 'block'): Promise<void> {
  const page = await guard.extension.context.newPage();
  try {
    const doc = await ExtensionDocumentPage.open(page, guard.extension.extensionId);
    const view = (await doc.sendMessage({ channel: 'ui', type: 'policy/get', payload: null })) as Reply<{ user: Policy }>;
    if (!view.ok) throw new Error(view.error);
    const policy = structuredClone(view.value.user);
    policy.sites = { ...policy.sites, [ORIGIN]: { contact: Object.fromEntries(PURPOSES.map((p) => [p, decision])) } };
    const set = (await doc.sendMessage({ channel: 'ui', type: 'policy/set', payload: { policy, confirmed: true } })) as Reply<{ ok: boolean }>;
    expect(set).toMatchObject({ ok: true, value: { ok: true } });
  } finally {
    await page.close();
  }
}

test('the in-page prompt and its notices speak French in a French browser', async ({ guard }) => {
  await contactOnSite(guard, 'ask');
  const page = await guard.extension.context.newPage();
  const fx = await FixtureSitePage.open(page, guard.server, site);

  await fx.paste(PASTE);
  const dialog = await fx.waitForDialog();
  expect(dialog.name).toBe('Envoyer ceci à ChatGPT ?');
  expect(new Set(dialog.buttons)).toEqual(new Set(['Envoyer masqué', 'Envoyer l’original', 'Annuler']));
  expect(dialog.checkboxes).toEqual(['Retenir pour ce site']);
  const { overlay } = await fx.guardView();
  expect(overlay).toContain('Ce collage contient 1 coordonnée et 1 secret (clé, jeton ou mot de passe).');
  expect(overlay).toContain('Votre politique vous demande votre avis avant l’envoi à ChatGPT.');
  expect(overlay).toContain('toujours masqué');
  expect(overlay).not.toMatch(/Send masked|Remember for this site|contact detail/);

  // "Envoyer masqué" (the focused, safe choice): the notice says what was masked, in French.
  await page.keyboard.press('Enter');
  expect(normaliseEditorText(await fx.settledModel())).not.toContain(VALUES.email);
  await fx.waitForGuardText(/Masqué avant d’atteindre ChatGPT : 1 coordonnée et 1 secret/);
  await fx.clear();

  // A block says so in French too.
  await contactOnSite(guard, 'block');
  await fx.paste(PASTE);
  await fx.waitForGuardText(/Votre politique bloque coordonnées sur ce site : rien de ce collage n’a été inséré\./);
  expect(await fx.modelText()).toBe('');
  await page.close();
});

test('the window confirming "Retenir pour ce site" is French and names the site and categories', async ({ guard }) => {
  await contactOnSite(guard, 'ask');
  const page = await guard.extension.context.newPage();
  const fx = await FixtureSitePage.open(page, guard.server, site);
  await fx.paste(PASTE);
  await fx.waitForDialog();
  const confirmation = guard.extension.context.waitForEvent('page', { predicate: (p) => p.url().includes('consent-confirm.html') });
  // Tick "Retenir pour ce site", then "Envoyer l’original".
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  expect(normaliseEditorText(await fx.settledModel())).toContain(VALUES.email);
  await fx.waitForGuardText(/Confirmez la modification pour ce site dans la fenêtre Consentry qui s’est ouverte\./);

  const confirm = await confirmation;
  await confirm.locator('h1').waitFor();
  expect(await confirm.locator('html').getAttribute('lang')).toBe('fr');
  expect(await confirm.locator('h1').innerText()).toBe('Envoyer désormais ces données telles quelles à ChatGPT ?');
  const items = await confirm.locator('li').allInnerTexts();
  expect(items).toEqual(['Coordonnées — pour « Vous répondre », « Entraîner ses modèles »']);
  const text = await confirm.locator('body').innerText();
  expect(text).not.toMatch(/third_party|training|chatgpt\.com/);
  expect(await confirm.getByRole('button').allInnerTexts()).toEqual(['Continuer à masquer', 'Confirmer']);
  await confirm.getByRole('button', { name: 'Continuer à masquer' }).click();
  await confirm.locator('[role="status"]').waitFor();
  await page.close();
});
