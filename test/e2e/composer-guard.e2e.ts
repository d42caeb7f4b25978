/**
 * The composer guard on every fixture AI site, with the built extension in real Chromium: trusted
 * Ctrl+V pastes, typed messages sent with Enter or the send button, IME composition, file-chooser
 * uploads and browser-dispatched drops. Assertions read what the page's own editor model, upload
 * handler and server actually received, and what the guard showed (through CDP, inside its closed
 * shadow roots).
 */
import { SITES } from '../../src/core/sites/registry';
import { FixtureSitePage } from './guard/fixture-site-page';
import { ENV_FILE, MIXED_PASTE, VALUES, findingsOf, maskedPattern, normaliseEditorText } from './guard/samples';
import { allowContextRows, expect, guardTest as test } from './guard/session';

const RAW_VALUES = Object.values(VALUES);

/** A 1×1 PNG: a real image with no text on it. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
/** An archive: a binary the guard cannot read. */
const ARCHIVE = Buffer.from('UEsDBBQAAAAIAAAAIQAAAAAAAAAAAAAAAAAIAAAAcGFzcy50eHQ=', 'base64');

function expectNoRawValue(text: string, where: string): void {
  for (const value of RAW_VALUES) expect(text.includes(value), `${where} holds ${value}`).toBe(false);
}

test('the sample paste holds every category the guard must mask', () => {
  const categories = new Set(findingsOf(MIXED_PASTE).map((f) => f.category));
  expect([...categories].sort()).toEqual(['contact', 'credential', 'payment', 'person_name']);
});

for (const site of SITES) {
  test(`${site.id}: a paste reaches the editor masked with the text around it verbatim, on every hostname; drops too; 5 MB is refused within 1 s`, async ({ guard }) => {
    // About the detectors and the site's editor: the model's rows are guard/model-decisions.e2e.ts's
    // (under the default policy it asks about the dropped note below, read as a private message at 45 %).
    await allowContextRows(guard);
    const page = await guard.extension.context.newPage();
    try {
      for (const host of site.hosts) {
        const fx = await FixtureSitePage.open(page, guard.server, site, host);
        await fx.paste(MIXED_PASTE);
        const model = normaliseEditorText(await fx.settledModel());
        expectNoRawValue(model, `${host} editor model`);
        expect(model, host).toMatch(maskedPattern(MIXED_PASTE));
        await fx.waitForGuardText(/Masked .*before it reached/);
      }

      const fx = await FixtureSitePage.open(page, guard.server, site);
      // Text dropped from another application.
      const dropped = `Dropped note: call ${VALUES.name} or write ${VALUES.email} soon.`;
      await fx.dropText(dropped);
      const afterDrop = normaliseEditorText(await fx.settledModel());
      expectNoRawValue(afterDrop, 'editor after drop');
      expect(afterDrop).toMatch(maskedPattern(dropped));
      await fx.clear();

      // 5 MB: refused on the spot with a message, nothing inserted.
      const big = `${'lorem ipsum dolor sit amet '.repeat(194_000)}${VALUES.email}`;
      expect(big.length).toBeGreaterThan(5_000_000);
      await page.evaluate((t) => navigator.clipboard.writeText(t), big);
      await fx.focusComposer();
      const started = Date.now();
      await page.keyboard.press('Control+V');
      await fx.waitForGuardText(/too large to check/, 2_000);
      const elapsed = Date.now() - started;
      expect(elapsed, 'a 5 MB paste ends within 1 s').toBeLessThan(1_000);
      expect(await fx.modelText()).toBe('');
    } finally {
      await page.close();
    }
  });

  test(`${site.id}: a typed message is masked before it is sent, and the reply shows the values again on this device only`, async ({ guard }) => {
    const page = await guard.extension.context.newPage();
    try {
      const fx = await FixtureSitePage.open(page, guard.server, site);
      const typed = `Please draft a note to ${VALUES.name} at ${VALUES.email} about the renewal`;
      await fx.focusComposer();
      await page.keyboard.type(typed, { delay: 0 });
      const useButton = SITES.indexOf(site) % 2 === 1;
      if (useButton) await page.locator(`#send`).click();
      else await page.keyboard.press('Enter');

      const [sent] = await fx.waitForSent(1);
      expect(sent).toBeDefined();
      expectNoRawValue(sent ?? '', 'the prompt the page sent');
      expect(normaliseEditorText(sent ?? '')).toMatch(maskedPattern(typed));
      for (const body of guard.server.conversation(site.hosts[0] ?? '')) expectNoRawValue(body, 'the server request');
      expect(await fx.modelText(), 'the composer is empty after sending').toBe('');

      // The reply streams back the tokens; the guard restores them locally.
      await page.waitForFunction(() => (window as unknown as { fixture: { repliesDone: number } }).fixture.repliesDone >= 1, undefined, { timeout: 10_000 });
      const { replySnapshots } = await fx.fixture();
      const tokens = (sent ?? '').match(/\[[A-Z][A-Z_]{1,23}_[2-9A-HJ-NP-Z]{6}\]/g) ?? [];
      expect(tokens.length).toBe(2);
      for (const snapshot of replySnapshots) expectNoRawValue(snapshot, 'the reply DOM as the page saw it');
      const finalSnapshot = replySnapshots[replySnapshots.length - 1] ?? '';
      for (const token of tokens) expect(finalSnapshot, 'the page DOM held the token before restoration').toContain(token);

      await expect.poll(async () => (await fx.guardView()).restored.sort(), { timeout: 5_000 }).toEqual([VALUES.email, VALUES.name].sort());
      const pageReads = await page.evaluate((selectors) => [...document.querySelectorAll(selectors.join(', '))].map((e) => `${e.textContent} ${(e as HTMLElement).innerText}`).join(' '), site.replies);
      expectNoRawValue(pageReads, 'the reply as the page reads it after restoration');
    } finally {
      await page.close();
    }
  });

  test(`${site.id}: Enter during IME composition does not send; after it, the message goes masked`, async ({ guard }) => {
    const page = await guard.extension.context.newPage();
    try {
      const fx = await FixtureSitePage.open(page, guard.server, site);
      const postsBefore = guard.server.conversation(site.hosts[0] ?? '').length;
      await fx.focusComposer();
      await page.keyboard.type(`write to ${VALUES.email} `, { delay: 0 });
      await fx.startComposition('にほん');
      await fx.pressEnterRaw();
      await page.waitForTimeout(400);
      expect(await fx.sent(), 'nothing is sent while composing').toEqual([]);
      expect(guard.server.conversation(site.hosts[0] ?? '').length).toBe(postsBefore);
      await fx.commitComposition('にほん');
      await page.keyboard.press('Enter');
      const [sent] = await fx.waitForSent(1);
      expectNoRawValue(sent ?? '', 'the prompt sent after composing');
      expect(sent).toMatch(/^write to \[EMAIL_[2-9A-HJ-NP-Z]{6}\] ?にほん$/);
    } finally {
      await page.close();
    }
  });

  test(`${site.id}: a .env upload reaches the page masked; an image without text arrives as it was; an archive is held until the person says yes`, async ({ guard }) => {
    const page = await guard.extension.context.newPage();
    try {
      const fx = await FixtureSitePage.open(page, guard.server, site);
      await fx.chooseFiles([{ name: '.env', mimeType: '', buffer: Buffer.from(ENV_FILE) }]);
      const [env] = await fx.waitForUploads(1);
      expect(env?.name).toBe('.env');
      expect(env?.via).toBe('input');
      expectNoRawValue(env?.text ?? '', 'the uploaded .env');
      expect(normaliseEditorText(env?.text ?? '')).toMatch(maskedPattern(ENV_FILE));
      expect(env?.text).toContain('LOG_LEVEL=info\n');

      // An image from the file chooser: read on the device, nothing to cover, so it goes byte for byte.
      await fx.chooseFiles([{ name: 'screenshot.png', mimeType: 'image/png', buffer: PNG }]);
      const [, shot] = await fx.waitForUploads(2, 30_000);
      expect(shot).toMatchObject({ name: 'screenshot.png', type: 'image/png', size: PNG.length, via: 'input', data: PNG.toString('base64') });

      // An archive the guard cannot read: held, the safe choice is focused, Escape keeps it out.
      await fx.chooseFiles([{ name: 'backup.zip', mimeType: 'application/zip', buffer: ARCHIVE }]);
      const held = await fx.waitForDialog();
      expect(held.name).toMatch(/can't check this file/);
      expect(new Set(held.buttons)).toEqual(new Set([`Don't add it`, 'Add original file']));
      await page.keyboard.press('Escape');
      await fx.waitForNoDialog();
      await page.waitForTimeout(200);
      expect((await fx.uploads()).map((u) => u.name)).toEqual(['.env', 'screenshot.png']);

      // Dropped from the desktop: the .env is masked, the archive waits and goes only after a yes.
      await fx.dropFiles(guard.scratch, [{ name: 'notes.env', buffer: Buffer.from(ENV_FILE) }]);
      const [, , droppedEnv] = await fx.waitForUploads(3);
      expect(droppedEnv?.via).toBe('drop');
      expectNoRawValue(droppedEnv?.text ?? '', 'the dropped .env');
      await fx.dropFiles(guard.scratch, [{ name: 'backup.zip', buffer: ARCHIVE }]);
      await fx.waitForDialog();
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      const all = await fx.waitForUploads(4);
      expect(all[3]).toMatchObject({ name: 'backup.zip', size: ARCHIVE.length, via: 'drop' });
      expect(droppedEnv?.name).toBe('notes.env');
    } finally {
      await page.close();
    }
  });
}

test('formatted pastes keep no hidden values, pasted images are read before they go, oversized text files are refused', async ({ guard }) => {
  // About markup and files: the model's rows are guard/model-decisions.e2e.ts's.
  await allowContextRows(guard);
  const site = SITES.find((s) => s.composers[0]?.editor === 'prosemirror') ?? SITES[0]!;
  const page = await guard.extension.context.newPage();
  try {
    const fx = await FixtureSitePage.open(page, guard.server, site);

    // The visible text is clean, but the markup carries an address in a link: only plain text goes in.
    const html = `<p>Please <a href="mailto:${VALUES.email}">write to me</a> about <strong>it</strong>.</p>`;
    await page.evaluate(
      ([h, t]) => navigator.clipboard.write([new ClipboardItem({ 'text/html': new Blob([h ?? ''], { type: 'text/html' }), 'text/plain': new Blob([t ?? ''], { type: 'text/plain' }) })]),
      [html, 'Please write to me about it.'],
    );
    await fx.focusComposer();
    await page.keyboard.press('Control+V');
    expect(normaliseEditorText(await fx.settledModel())).toBe('Please write to me about it.');
    expectNoRawValue(await fx.composer.innerHTML(), 'the editor markup');

    // Clean formatting survives.
    await fx.clear();
    await page.evaluate(() =>
      navigator.clipboard.write([
        new ClipboardItem({ 'text/html': new Blob(['<p>Plain <strong>bold</strong> words</p>'], { type: 'text/html' }), 'text/plain': new Blob(['Plain bold words'], { type: 'text/plain' }) }),
      ]),
    );
    await fx.focusComposer();
    await page.keyboard.press('Control+V');
    await fx.settledModel();
    expect(await fx.composer.innerHTML()).toContain('<strong>bold</strong>');

    // An image on the clipboard is read like an uploaded one: with no text on it, it goes as it is.
    await page.evaluate(async (b64) => {
      const blob = new Blob([Uint8Array.from(atob(b64), (c) => c.charCodeAt(0))], { type: 'image/png' });
      await navigator.clipboard.write([new ClipboardItem({ 'image/png': blob })]);
    }, PNG.toString('base64'));
    await fx.focusComposer();
    await page.keyboard.press('Control+V');
    const [pasted] = await fx.waitForUploads(1, 30_000);
    expect(await fx.dialog()).toBeNull();
    // The browser re-encodes clipboard images, so the size is not the original's.
    expect(pasted).toMatchObject({ via: 'paste', type: 'image/png' });
    expect(pasted?.size).toBeGreaterThan(0);

    // A text file past the limit is refused with the limit in the message, never passed unchecked.
    await fx.chooseFiles([{ name: 'server.log', mimeType: 'text/plain', buffer: Buffer.from(`${'GET /health 200\n'.repeat(160_000)}${VALUES.email}\n`) }]);
    await fx.waitForGuardText(/“server\.log” is 2\.\d MB; Consentry checks text files up to 2\.0 MB/);
    await page.waitForTimeout(200);
    expect(await fx.uploads()).toHaveLength(1);
  } finally {
    await page.close();
  }
});
