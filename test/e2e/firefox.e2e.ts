/**
 * The Firefox build in a real Firefox (ESR, headless): a typed message and an uploaded .env reach
 * the claude.ai fixture (ProseMirror, the real editor library) masked, the page-world screen tap
 * is in place at document_start in the page and in about:blank frames, and the background page
 * hosts OCR: a share's start wakes it and it reads text for the extension frame, and the models
 * through onnxruntime-web's WebAssembly backend, as the options page's playground does. The options page
 * and the popup open and act: a changed cell becomes policy, a pause needs its confirmation.
 * Headless Firefox has no screen to share, so the share itself is on the manual checklist
 * (docs/firefox-smoke-checklist.md).
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Frame, Page } from 'puppeteer-core';
import { benignRetention, docx, leakedValues, screenshot, xmlTextOf } from '../files/documents';
import { ENV_FILE, VALUES, maskedPattern, normaliseEditorText } from './guard/samples';
import { expect, FIREFOX_EXTENSION_UUID, firefoxTest as test } from './firefox/session';

const HOST = 'claude.ai';
const COMPOSER = '[data-testid="chat-input"]';
const DIAGNOSIS = 'My GP rang this morning: the biopsy confirmed stage 2 breast cancer and I start chemotherapy in three weeks.';

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
    // The first text in a fresh profile waits for the background page to load the tagger and the
    // models; in a full run that has taken over 30 s.
    await page.waitForFunction(() => (window as unknown as { fixture: FixtureState }).fixture.sent.length >= 1, { timeout: 60_000, polling: 50 });
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

test('a DOCX and a screenshot are redacted by the background page before the page gets them', async ({ firefox }) => {
  const page = await firefox.browser.newPage();
  try {
    await open(page, firefox.url(HOST));
    const input = await page.$('input[type="file"]');
    const docxFile = join(firefox.scratch, 'notes.docx');
    await writeFile(docxFile, docx());
    await input!.uploadFile(docxFile);
    await page.waitForFunction(() => (window as unknown as { fixture: FixtureState }).fixture.uploads.length >= 1, { timeout: 60_000, polling: 50 });
    const pngFile = join(firefox.scratch, 'screenshot.png');
    await writeFile(pngFile, (await screenshot()).png);
    await input!.uploadFile(pngFile);
    await page.waitForFunction(() => (window as unknown as { fixture: FixtureState }).fixture.uploads.length >= 2, { timeout: 120_000, polling: 100 });
    const received = await page.evaluate(() => (window as unknown as { fixture: { uploads: Array<{ name: string; type: string; data?: string | null }> } }).fixture.uploads.map((u) => ({ name: u.name, type: u.type, data: u.data ?? '' })));
    expect(received.map((u) => u.name)).toEqual(['notes.docx', 'screenshot.png']);
    const text = xmlTextOf(Buffer.from(received[0]!.data, 'base64'));
    expect(leakedValues(text)).toEqual([]);
    expect(benignRetention(text)).toBeGreaterThanOrEqual(0.8);
    // The picture was rewritten (covered): OCR of it is the Chromium suite's check; here, it changed and stayed a PNG.
    const png = Buffer.from(received[1]!.data, 'base64');
    expect(received[1]!.type).toBe('image/png');
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect(png.equals((await screenshot()).png)).toBe(false);
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

test('the background page hosts OCR: a share wakes it, and it reads text for the extension frame', async ({ firefox }) => {
  const page = await firefox.browser.newPage();
  try {
    await open(page, firefox.url(HOST));
    // Headless Firefox has no screen, so the share itself fails; asking for it still opens a
    // session, which starts the OCR host and frames the extension page into the tab.
    await page.evaluate(() => navigator.mediaDevices.getDisplayMedia({ video: true }).then(() => undefined, () => undefined));
    const origin = `moz-extension://${FIREFOX_EXTENSION_UUID}/`;
    let extensionFrame: Frame | undefined;
    for (let i = 0; i < 50 && !extensionFrame; i++) {
      for (const f of page.frames()) {
        const href = await f.evaluate('location.href').catch(() => '');
        if (typeof href === 'string' && href.startsWith(`${origin}screen-frame.html`)) extensionFrame = f;
      }
      if (!extensionFrame) await new Promise((r) => setTimeout(r, 100));
    }
    expect(extensionFrame, 'the bridge framed the extension page').toBeDefined();
    // Inside the extension page (the test harness may evaluate there; the page may not): the
    // OCR host answers on the extension-origin BroadcastChannel.
    const answer = (await extensionFrame!.evaluate(`(async () => {
      const channel = new BroadcastChannel('consentry-ocr');
      const reply = (id) => new Promise((resolve) => channel.addEventListener('message', function on(e) {
        if (e.data && e.data.id === id) { channel.removeEventListener('message', on); resolve(e.data); }
      }));
      let pong;
      for (let i = 0; i < 60 && !pong; i++) {
        const answered = reply('ping' + i);
        channel.postMessage({ kind: 'ping', id: 'ping' + i });
        pong = await Promise.race([answered, new Promise((r) => setTimeout(() => r(undefined), 500))]);
      }
      const canvas = new OffscreenCanvas(420, 60);
      const g = canvas.getContext('2d');
      g.fillStyle = '#fff'; g.fillRect(0, 0, 420, 60);
      g.fillStyle = '#000'; g.font = '28px sans-serif'; g.fillText('Restart the worker now', 10, 40);
      const image = g.getImageData(0, 0, 420, 60);
      const read = reply('read');
      channel.postMessage({ kind: 'recognize', id: 'read', width: 420, height: 60, pixels: image.data });
      const words = await Promise.race([read, new Promise((r) => setTimeout(() => r({ kind: 'timeout' }), 30000))]);
      return { pong, words };
    })()`)) as { pong?: { kind: string; workers: number }; words: { kind: string; words?: Array<{ text: string }> } };
    expect(answer.pong?.kind, 'the OCR host answers').toBe('pong');
    expect(answer.pong?.workers).toBeGreaterThan(0);
    expect(answer.words.kind).toBe('words');
    expect((answer.words.words ?? []).map((w) => w.text).join(' ')).toMatch(/Restart the worker/);
  } finally {
    await page.close();
  }
});

/**
 * An extension page, opened the way the extension opens its own pages: WebDriver BiDi may not
 * navigate to moz-extension: URLs, so the first-run page (which the extension opens on install)
 * opens the page asked for with tabs.create, and the new tab is driven from there.
 */
async function extensionPage(firefox: { browser: import('puppeteer-core').Browser }, path: string): Promise<Page> {
  const origin = `moz-extension://${FIREFOX_EXTENSION_UUID}/`;
  // Puppeteer reports extension tabs as about:blank: ask each page where it is.
  const where = (p: Page): Promise<string> => p.evaluate(() => location.href).catch(() => '');
  const find = async (wanted: (href: string) => boolean, skip: ReadonlySet<Page> = new Set()): Promise<Page> => {
    for (let i = 0; i < 150; i++) {
      for (const p of await firefox.browser.pages()) if (!skip.has(p) && wanted(await where(p))) return p;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`No extension page at ${path}.`);
  };
  const opener = await find((href) => href.startsWith(origin));
  const before = new Set(await firefox.browser.pages());
  await opener.evaluate((url) => void (globalThis as unknown as { browser: { tabs: { create(o: { url: string }): Promise<unknown> } } }).browser.tabs.create({ url }), `/${path}`);
  const page = await find((href) => href === `${origin}${path}`, before);
  await page.waitForFunction(() => document.readyState === 'complete');
  return page;
}

/** Sends a declared message from an extension page, the way the pages do. */
function ask<T>(page: Page, message: unknown): Promise<{ ok: boolean; value: T; error?: string }> {
  return page.evaluate((m) => (globalThis as unknown as { browser: { runtime: { sendMessage(x: unknown): Promise<unknown> } } }).browser.runtime.sendMessage(m), message) as Promise<{
    ok: boolean;
    value: T;
    error?: string;
  }>;
}

test('the options page opens, and a changed cell is saved as policy (a relaxation only after its confirmation)', async ({ firefox }) => {
  const page = await extensionPage(firefox, 'options.html');
  try {
    await page.waitForSelector('table.matrix');
    type View = { generation: number; effective: { decisions: Record<string, Record<string, string>> } };
    const before = (await ask<View>(page, { channel: 'ui', type: 'policy/get', payload: null })).value;
    expect(before.effective.decisions['health']?.['assistant']).toBe('allow');

    // Tightening saves at once.
    await page.select('table.matrix tr[data-category="health"] td[data-purpose="assistant"] select', 'ask');
    await page.click('button[data-save]');
    await page.waitForSelector('[data-notice="ok"]');
    const tightened = (await ask<View>(page, { channel: 'ui', type: 'policy/get', payload: null })).value;
    expect(tightened.generation).toBe(before.generation + 1);
    expect(tightened.effective.decisions['health']?.['assistant']).toBe('ask');

    // Relaxing it again needs the confirmation dialog.
    await page.select('table.matrix tr[data-category="health"] td[data-purpose="assistant"] select', 'allow');
    await page.click('button[data-save]');
    await page.waitForSelector('dialog.confirm[open] button[data-confirm]');
    const waiting = (await ask<View>(page, { channel: 'ui', type: 'policy/get', payload: null })).value;
    expect(waiting.generation, 'nothing changes before the confirmation').toBe(tightened.generation);
    await page.click('dialog.confirm[open] button[data-confirm]');
    await page.waitForFunction(
      async () => {
        const r = (await (globalThis as unknown as { browser: { runtime: { sendMessage(x: unknown): Promise<{ value: View }> } } }).browser.runtime.sendMessage({ channel: 'ui', type: 'policy/get', payload: null })) as { value: View };
        return r.value.effective.decisions['health']?.['assistant'] === 'allow';
      },
      { timeout: 10_000, polling: 100 },
    );
  } finally {
    await page.close();
  }
});

test('the background page reads text with onnxruntime-web (WebAssembly), and so does the options page\'s playground', async ({ firefox }) => {
  const page = await extensionPage(firefox, 'options.html');
  try {
    // The model host's own channel, as the background's reader asks it; the typed message above
    // has started the host, and a ping wakes it otherwise.
    const reply = await page.evaluate(async (text) => {
      const channel = new BroadcastChannel('consentry-models');
      try {
        return await new Promise<{ kind: string; path?: string; reading?: { context: { category: string; confidence: number } } }>((resolve, reject) => {
          let pinging = true;
          const stop = setTimeout(() => reject(new Error('the model host did not answer')), 50_000);
          channel.addEventListener('message', (e: MessageEvent<{ kind: string; id: string }>) => {
            if (e.data.kind === 'pong' && pinging) {
              pinging = false;
              channel.postMessage({ kind: 'read', id: 'ff-read', text });
            } else if (e.data.id === 'ff-read') {
              clearTimeout(stop);
              resolve(e.data);
            }
          });
          const ping = (): void => {
            if (!pinging) return;
            channel.postMessage({ kind: 'ping', id: 'ff-ping' });
            setTimeout(ping, 200);
          };
          ping();
        });
      } finally {
        channel.close();
      }
    }, DIAGNOSIS);
    expect(reply.kind, JSON.stringify(reply)).toBe('reading');
    expect(reply.path).toBe('wasm');
    expect(reply.reading?.context.category).toBe('health');
    await page.type('#playground-input', DIAGNOSIS);
    await page.waitForSelector('[data-playground-result] [data-model-category="health"]', { timeout: 60_000 });
  } finally {
    await page.close();
  }
});

test('the popup shows a guarded tab as guarded and pauses it only after its confirmation', async ({ firefox }) => {
  const site = await firefox.browser.newPage();
  await open(site, firefox.url(HOST));
  const title = `fixture-${Math.random().toString(36).slice(2)}`;
  await site.evaluate((t) => void (document.title = t), title);
  let popup = await extensionPage(firefox, 'popup.html');
  try {
    // The popup page speaks for the tab named in ?tab=; find the fixture's tab the way a page can.
    const tabId = await popup.evaluate(async (t) => {
      const b = (globalThis as unknown as { browser: { tabs: { query(q: object): Promise<Array<{ id?: number; title?: string }>> } } }).browser;
      return (await b.tabs.query({})).find((tab) => tab.title === t)?.id ?? null;
    }, title);
    expect(tabId).not.toBeNull();
    type State = { state: string };
    await expect.poll(async () => (await ask<State>(popup, { channel: 'guard', type: 'tab/state', payload: { tabId } })).value.state, { timeout: 10_000 }).toBe('guarded');
    await popup.close();
    popup = await extensionPage(firefox, `popup.html?tab=${String(tabId)}`);
    await popup.waitForSelector('[data-state="guarded"]');
    await popup.click('button[data-pause]');
    await popup.waitForSelector('dialog.confirm[open] button[data-confirm]');
    expect((await ask<State>(popup, { channel: 'guard', type: 'tab/state', payload: { tabId } })).value.state, 'not paused before the confirmation').toBe('guarded');
    await popup.click('dialog.confirm[open] button[data-confirm]');
    await popup.waitForSelector('[data-state="paused"]');
    expect((await ask<State>(popup, { channel: 'guard', type: 'tab/state', payload: { tabId } })).value.state).toBe('paused');
  } finally {
    await popup.close();
    await site.close();
  }
});
