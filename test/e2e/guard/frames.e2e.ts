/**
 * The composer guard in the frames an AI site makes itself: a same-origin page in an iframe, an
 * about:blank frame the page writes into and a blob: frame it builds. A trusted Ctrl+V (and a file
 * chosen in the frame's own file input) must reach the frame masked, while the page watches the
 * frame's paste events and reads its fields; a question the policy asks must appear in the top
 * frame, where the person sees it; and the toolbar must keep saying what the top frame found.
 */
import type { FrameLocator, Page } from 'playwright-core';
import { BARE_PAGE } from '../../../fixtures/sites/_harness/build';
import type { Policy } from '../../../src/core/policy/policy';
import type { TabStateView } from '../../../src/protocol/guard';
import { SITES } from '../../../src/core/sites/registry';
import { ExtensionDocumentPage } from '../pages/extension-document-page';
import { FixtureSitePage } from './fixture-site-page';
import { ENV_FILE, MIXED_PASTE, VALUES, maskedPattern, normaliseEditorText } from './samples';
import { expect, guardTest as test, tabIdOf, type GuardSession } from './session';

// The bare page (a textarea, no composer) lives on this site's hostname: the same-origin frame.
const site = SITES.find((s) => s.hosts.includes(BARE_PAGE.host)) ?? SITES[0]!;
const ORIGIN = `https://${BARE_PAGE.host}`;
const RAW_VALUES = Object.values(VALUES);
const PURPOSES = ['assistant', 'training', 'analytics', 'third_party'] as const;

type FrameKind = 'same-origin' | 'about-blank' | 'blob';
type Reply<T> = { ok: true; value: T } | { ok: false; error: string };

/** What the page itself saw in a frame: paste data its listeners read, and files its input got. */
interface FrameWatch {
  pastes: string[];
  files: string[];
}

type WatchedWindow = Window & { frameWatch?: Record<string, FrameWatch> };

function expectNoRawValue(text: string, where: string): void {
  for (const value of RAW_VALUES) expect(text.includes(value), `${where} holds ${value}`).toBe(false);
}

/**
 * Has the page (its own script, in the page's world) make a frame of `kind` holding a textarea and
 * a file input, then listen to it the way a page that wants the raw paste would.
 */
async function makeFrame(page: Page, kind: FrameKind): Promise<FrameLocator> {
  const id = `frame-${kind}`;
  await page.evaluate(
    async ({ id, kind, barePath }) => {
      const fields = '<textarea id="notes" aria-label="Notes" rows="4" cols="60"></textarea><input type="file" id="upload" />';
      const frame = document.createElement('iframe');
      frame.id = id;
      frame.style.cssText = 'display:block;width:520px;height:140px;border:1px solid #888;';
      const loaded = new Promise<void>((resolve) => frame.addEventListener('load', () => resolve(), { once: true }));
      if (kind === 'same-origin') frame.src = barePath;
      if (kind === 'blob') frame.src = URL.createObjectURL(new Blob([`<!doctype html><body>${fields}</body>`], { type: 'text/html' }));
      document.body.prepend(frame);
      if (kind !== 'about-blank') await loaded;
      const doc = frame.contentDocument;
      if (!doc) throw new Error(`The ${kind} frame is not the page's own.`);
      if (kind === 'about-blank') doc.body.innerHTML = fields;
      if (kind === 'same-origin') doc.body.insertAdjacentHTML('beforeend', '<input type="file" id="upload" />');
      const watch = { pastes: [] as string[], files: [] as string[] };
      const w = window as WatchedWindow;
      w.frameWatch = { ...w.frameWatch, [id]: watch };
      const read = (e: ClipboardEvent): void => {
        watch.pastes.push(`${e.clipboardData?.getData('text/plain') ?? ''}${e.clipboardData?.getData('text/html') ?? ''}`);
      };
      frame.contentWindow?.addEventListener('paste', read, true);
      doc.addEventListener('paste', read);
      doc.getElementById('upload')?.addEventListener('change', async (e) => {
        for (const file of (e.target as HTMLInputElement).files ?? []) watch.files.push(await file.text());
      });
    },
    { id, kind, barePath: BARE_PAGE.path },
  );
  return page.frameLocator(`#${id}`);
}

/** The frame's textarea as the page reads it. */
function frameValue(page: Page, kind: FrameKind): Promise<string> {
  return page.evaluate((id) => {
    const frame = document.getElementById(id) as HTMLIFrameElement | null;
    return (frame?.contentDocument?.getElementById('notes') as HTMLTextAreaElement | null)?.value ?? '';
  }, `frame-${kind}`);
}

function frameWatch(page: Page, kind: FrameKind): Promise<FrameWatch> {
  return page.evaluate((id) => (window as WatchedWindow).frameWatch?.[id] ?? { pastes: [], files: [] }, `frame-${kind}`);
}

async function pasteInto(page: Page, frame: FrameLocator, text: string): Promise<void> {
  await page.evaluate((t) => navigator.clipboard.writeText(t), text);
  await frame.locator('#notes').click();
  await page.keyboard.press('Control+V');
}

async function settledValue(page: Page, kind: FrameKind): Promise<string> {
  await expect.poll(() => frameValue(page, kind), { timeout: 5_000 }).not.toBe('');
  let last = await frameValue(page, kind);
  for (;;) {
    await page.waitForTimeout(80);
    const now = await frameValue(page, kind);
    if (now === last) return now;
    last = now;
  }
}

async function extensionCall<T>(guard: GuardSession, channel: string, type: string, payload: unknown): Promise<T> {
  const tab = await guard.extension.context.newPage();
  try {
    const doc = await ExtensionDocumentPage.open(tab, guard.extension.extensionId);
    const reply = (await doc.sendMessage({ channel, type, payload })) as Reply<T>;
    if (!reply.ok) throw new Error(`${channel}/${type}: ${reply.error}`);
    return reply.value;
  } finally {
    await tab.close();
  }
}

test('pastes and uploads in the frames a site makes reach them masked, and the tab stays guarded', async ({ guard }) => {
  const page = await guard.extension.context.newPage();
  const fx = await FixtureSitePage.open(page, guard.server, site);
  const tabId = await tabIdOf(guard, page);
  const state = (): Promise<TabStateView> => extensionCall<TabStateView>(guard, 'guard', 'tab/state', { tabId });
  await expect.poll(async () => (await state()).state).toBe('guarded');

  const kinds: FrameKind[] = ['same-origin', 'about-blank', 'blob'];
  for (const kind of kinds) {
    await page.bringToFront();
    const frame = await makeFrame(page, kind);
    await pasteInto(page, frame, MIXED_PASTE);
    const value = normaliseEditorText(await settledValue(page, kind));
    expectNoRawValue(value, `the ${kind} frame's textarea`);
    expect(value, kind).toMatch(maskedPattern(MIXED_PASTE));
    const watched = await frameWatch(page, kind);
    expectNoRawValue(watched.pastes.join('\n'), `paste data the page read in the ${kind} frame`);
  }
  // The notice is shown where the person looks: in the top frame.
  await fx.waitForGuardText(/Masked .*before it reached/);

  // A file chosen in a frame's own file input reaches the page masked too.
  const blank = page.frameLocator('#frame-about-blank');
  await blank.locator('#upload').setInputFiles({ name: '.env', mimeType: 'text/plain', buffer: Buffer.from(ENV_FILE) });
  await expect.poll(async () => (await frameWatch(page, 'about-blank')).files.length, { timeout: 5_000 }).toBe(1);
  const [uploaded] = (await frameWatch(page, 'about-blank')).files;
  expectNoRawValue(uploaded ?? '', 'the file the about:blank frame received');
  expect(uploaded).toContain('LOG_LEVEL=info');

  // The frames changed nothing the toolbar shows but the counts: the top frame's composer is guarded.
  const after = await state();
  expect(after.state).toBe('guarded');
  expect(after.siteId).toBe(site.id);
  expect(after.origin).toBe(ORIGIN);
  expect(after.counts.masked).toBe(kinds.length + 1);
  expect(after.counts.categories.credential).toBeGreaterThanOrEqual(kinds.length);

  // The top frame's composer is still guarded as before.
  await page.bringToFront();
  await fx.paste(MIXED_PASTE);
  expect(normaliseEditorText(await fx.settledModel())).toMatch(maskedPattern(MIXED_PASTE));
  await page.close();
});

test('a question for a paste in a frame is asked in the top frame, and its answer decides what the frame gets', async ({ guard }) => {
  const view = await extensionCall<{ user: Policy }>(guard, 'ui', 'policy/get', null);
  const policy = structuredClone(view.user);
  policy.sites = { ...policy.sites, [ORIGIN]: { ...policy.sites?.[ORIGIN], contact: Object.fromEntries(PURPOSES.map((p) => [p, 'ask'])) } };
  expect((await extensionCall<{ ok: boolean }>(guard, 'ui', 'policy/set', { policy, confirmed: true })).ok).toBe(true);

  const page = await guard.extension.context.newPage();
  const fx = await FixtureSitePage.open(page, guard.server, site);
  const frame = await makeFrame(page, 'about-blank');
  const paste = `Forward to ${VALUES.email} with key ${VALUES.githubToken} today.`;

  // Cancel: nothing reaches the frame.
  await pasteInto(page, frame, paste);
  const dialog = await fx.waitForDialog();
  expect(dialog.name).toBe(`Send this to ${site.name}?`);
  expect(await frameValue(page, 'about-blank'), 'nothing is inserted while the question is open').toBe('');
  await page.keyboard.press('Escape');
  await fx.waitForNoDialog();
  await page.waitForTimeout(300);
  expect(await frameValue(page, 'about-blank')).toBe('');

  // Send masked (the focused, safe choice): the frame gets the masked text.
  await pasteInto(page, frame, paste);
  await fx.waitForDialog();
  await page.keyboard.press('Enter');
  const value = normaliseEditorText(await settledValue(page, 'about-blank'));
  expect(value).toMatch(/^Forward to \[EMAIL_[2-9A-HJ-NP-Z]{6}\] with key \[[A-Z_]+\] today\.$/);
  expectNoRawValue((await frameWatch(page, 'about-blank')).pastes.join('\n'), 'paste data the page read');
  await page.close();
});
