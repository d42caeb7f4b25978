/**
 * The Firefox build in a real Firefox (ESR, headless): a typed message and an uploaded .env reach
 * the claude.ai fixture (ProseMirror, the real editor library) masked, and the page-world screen
 * tap is in place at document_start in the page and in about:blank frames. Headless Firefox has no
 * screen to share, so the share itself is on the manual checklist (docs/firefox-smoke-checklist.md).
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'puppeteer-core';
import { ENV_FILE, VALUES, maskedPattern, normaliseEditorText } from './guard/samples';
import { expect, firefoxTest as test } from './firefox/session';

const HOST = 'claude.ai';
const COMPOSER = '[data-testid="chat-input"]';

interface FixtureState {
  sent: string[];
  uploads: Array<{ name: string; text: string }>;
}

const state = (page: Page): Promise<FixtureState> =>
  page.evaluate(() => {
    const f = (window as unknown as { fixture: FixtureState }).fixture;
    return { sent: [...f.sent], uploads: f.uploads.map((u) => ({ name: u.name, text: u.text })) };
  });

async function open(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.waitForFunction(() => (window as unknown as { fixture?: unknown }).fixture !== undefined);
  await page.waitForSelector(COMPOSER, { visible: true });
}

function expectNoRawValue(text: string, where: string): void {
  for (const [kind, value] of Object.entries(VALUES)) expect(text, `${where} holds the raw ${kind}`).not.toContain(value);
}

test('a typed message leaves the page masked', async ({ firefox }) => {
  const page = await firefox.browser.newPage();
  try {
    await open(page, firefox.url(HOST));
    const typed = `Please draft a note to ${VALUES.name} at ${VALUES.email}, deploy key ${VALUES.githubToken}`;
    await page.click(COMPOSER);
    await page.keyboard.type(typed);
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => (window as unknown as { fixture: FixtureState }).fixture.sent.length >= 1, { timeout: 10_000, polling: 50 });
    const [sent] = (await state(page)).sent;
    expectNoRawValue(sent ?? '', 'the prompt the page sent');
    expect(normaliseEditorText(sent ?? '')).toMatch(maskedPattern(typed));
    for (const body of firefox.server.conversation(HOST)) expectNoRawValue(body, 'the server request');
  } finally {
    await page.close();
  }
});

test('an uploaded .env reaches the page masked', async ({ firefox }) => {
  const page = await firefox.browser.newPage();
  try {
    await open(page, firefox.url(HOST));
    const file = join(firefox.scratch, '.env');
    await writeFile(file, ENV_FILE);
    const input = await page.$('input[type="file"]');
    expect(input, 'the fixture has a file input').not.toBeNull();
    await input!.uploadFile(file);
    await page.waitForFunction(() => (window as unknown as { fixture: FixtureState }).fixture.uploads.length >= 1, { timeout: 10_000, polling: 50 });
    const [env] = (await state(page)).uploads;
    expect(env?.name).toBe('.env');
    expectNoRawValue(env?.text ?? '', 'the uploaded .env');
    expect(env?.text).toContain('LOG_LEVEL=info');
  } finally {
    await page.close();
  }
});

test('the screen tap wraps getDisplayMedia before the page runs, in about:blank frames too', async ({ firefox }) => {
  const page = await firefox.browser.newPage();
  try {
    await open(page, firefox.url(HOST));
    const wrapped = await page.evaluate(() => {
      const own = (md: MediaDevices): boolean => Object.prototype.hasOwnProperty.call(md.getDisplayMedia, 'toString');
      const frame = document.createElement('iframe');
      document.body.append(frame);
      const inFrame = own(frame.contentWindow!.navigator.mediaDevices);
      frame.remove();
      return { top: own(navigator.mediaDevices), blankFrame: inFrame, native: String(navigator.mediaDevices.getDisplayMedia) };
    });
    expect(wrapped.top, 'the page-world tap replaced getDisplayMedia').toBe(true);
    expect(wrapped.blankFrame, 'an about:blank frame cannot reach the unwrapped getDisplayMedia').toBe(true);
    expect(wrapped.native).toBe('function getDisplayMedia() { [native code] }');
    // With no screen to share, the wrapped call rejects as the browser's own would: nothing raw, no hang.
    const outcome = await page.evaluate(() =>
      navigator.mediaDevices.getDisplayMedia({ video: true }).then(
        () => 'stream',
        (e: unknown) => (e instanceof DOMException ? e.name : String(e)),
      ),
    );
    expect(outcome).not.toBe('stream');
  } finally {
    await page.close();
  }
});
