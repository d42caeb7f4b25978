/**
 * The red team: each attack a hostile AI site was found to manage, run as a script in the page's
 * own world against the built extension in real Chromium, and asserted to fail now — plus the
 * attacks that already failed, so they keep failing. Everything the person does is real input
 * (Ctrl+V on a real clipboard, the file chooser, drags dispatched by the browser). Tests named
 * "still held" cover what already failed before; every other test fails against a build without
 * the boundary's fixes. A picker's stand-in handles need a file picked, which a headless browser
 * cannot do: test/unit/page-access.test.ts runs the shipped page-world and isolated code for that.
 *
 * The file ends by closing the browser and reading Chromium's own network log: in the whole
 * session nothing was fetched from anywhere but the local test server.
 */
import { createHash } from 'node:crypto';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { SITES } from '../../../src/core/sites/registry';
import type { LedgerRecord } from '../../../src/core/ledger/ledger-record';
import { FixtureSitePage } from '../guard/fixture-site-page';
import { ENV_FILE, MIXED_PASTE, VALUES } from '../guard/samples';
import { ExtensionDocumentPage } from '../pages/extension-document-page';
import { restoredValues } from '../pages/restored-values';
import { readExtensionState } from '../policy/extension-state';
import { expect, OTHER_HOST, redTeamTest as test, loggedRequests, tabIdOf, type RedTeamSession } from './session';

const chatgpt = SITES.find((s) => s.id === 'chatgpt')!;
const RAW = Object.values(VALUES);
const TOKEN = /\[[A-Z][A-Z_]{1,23}_[2-9A-HJ-NP-Z]{6}\]/g;

/** Tokens the page was handed in this session: none of them may be kept by the extension either. */
const seenTokens = new Set<string>();

function noRaw(text: string, where: string): void {
  for (const value of RAW) expect(text.includes(value), `${where} holds ${value}`).toBe(false);
  for (const value of RAW) expect(text.includes(value.replace(/ /g, '')), `${where} holds ${value} (compacted)`).toBe(false);
}

function noteTokens(text: string): void {
  for (const t of text.match(TOKEN) ?? []) seenTokens.add(t);
}

async function site(rt: RedTeamSession, page?: Page): Promise<FixtureSitePage> {
  return FixtureSitePage.open(page ?? (await rt.extension.context.newPage()), rt.server, chatgpt);
}

async function ledger(rt: RedTeamSession): Promise<LedgerRecord[]> {
  const page = await rt.extension.context.newPage();
  try {
    const doc = await ExtensionDocumentPage.open(page, rt.extension.extensionId);
    const answer = (await doc.sendMessage({ channel: 'ui', type: 'ledger/list', payload: {} })) as { value: { records: LedgerRecord[] } };
    return answer.value.records;
  } finally {
    await page.close();
  }
}

async function drag(fx: FixtureSitePage, x: number, y: number, data: { items: Array<{ mimeType: string; data: string }>; files?: string[] }): Promise<void> {
  const cdp = await fx.cdp();
  for (const type of ['dragEnter', 'dragOver', 'drop'] as const) await cdp.send('Input.dispatchDragEvent', { type, x, y, data: { ...data, dragOperationsMask: 1 } });
}

test('restored values cannot be read back: not by window.find, selection or layout, and a page-made reply gets nothing before a send', async ({ rt }) => {
  const fx = await site(rt);
  const page = fx.page;
  await fx.paste(MIXED_PASTE);
  const inComposer = await fx.settledModel();
  noRaw(inComposer, 'the composer');
  noteTokens(inComposer);

  // The page copies the tokens it was handed into an element of its own that matches the site's
  // reply selector, before anything was sent.
  await page.evaluate((text) => {
    const fake = document.createElement('div');
    fake.setAttribute('data-message-author-role', 'assistant');
    fake.id = 'page-made-reply';
    fake.textContent = text;
    document.getElementById('conversation')?.append(fake);
  }, inComposer);
  await page.waitForTimeout(1_500);
  expect(await restoredValues(page), 'tokens never sent are restored nowhere').toEqual([]);
  expect(await page.evaluate(() => document.querySelectorAll('#page-made-reply [data-consentry-restored]').length)).toBe(0);

  // The person sends; the site's reply echoes the tokens; the person sees the values again.
  await fx.focusComposer();
  await page.keyboard.press('Enter');
  const [sent] = await fx.waitForSent(1);
  noRaw(sent ?? '', 'what the site received');
  noteTokens(sent ?? '');
  await expect.poll(async () => (await restoredValues(page)).sort(), { timeout: 10_000 }).toEqual(expect.arrayContaining([VALUES.card, VALUES.email, VALUES.name].sort()));

  // The attack: search the rendered page for every value and every 5-character piece of one,
  // grow a string character by character the way the reported attack did, select everything,
  // and measure each restoration marker against the token it replaced.
  const report = await page.evaluate((values) => {
    const find = (s: string): boolean => {
      window.getSelection()?.removeAllRanges();
      return (window as unknown as { find(s: string, caseSensitive: boolean, backwards: boolean, wrap: boolean): boolean }).find(s, false, false, true);
    };
    const found: string[] = [];
    for (const value of values) {
      if (find(value)) found.push(value);
      for (let i = 0; i + 5 <= value.length; i++) if (find(value.slice(i, i + 5))) found.push(value.slice(i, i + 5));
    }
    // Grown from the first characters of the e-mail address, as the reported attack did.
    const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789.@-_';
    let grown = values[1]!.slice(0, 3);
    for (let step = 0; step < 40; step++) {
      const next = [...alphabet].find((c) => find(grown + c));
      if (next === undefined) break;
      grown += next;
    }
    document.getSelection()?.selectAllChildren(document.body);
    const selected = document.getSelection()?.toString() ?? '';
    window.getSelection()?.removeAllRanges();
    // Each marker keeps the box of the token it replaced: measure a token in the same type.
    const widths = [...document.querySelectorAll('[data-consentry-restored]')].map((marker) => {
      const probe = document.createElement('span');
      probe.textContent = `[${marker.getAttribute('data-consentry-restored')}_ABCDEF]`;
      marker.parentElement?.insertBefore(probe, marker);
      const measured = { marker: marker.getBoundingClientRect().width, token: probe.getBoundingClientRect().width };
      probe.remove();
      return measured;
    });
    return { found, grown, selected, bodyText: document.body.innerText, html: document.documentElement.outerHTML, widths };
  }, [VALUES.name, VALUES.email, VALUES.card]);
  expect(report.found, 'window.find reaches no restored value').toEqual([]);
  expect(VALUES.email.startsWith(report.grown) && report.grown.length > 3, `growing a string found "${report.grown}"`).toBe(false);
  noRaw(report.selected, 'a select-all of the page');
  noRaw(report.bodyText, 'the page text');
  noRaw(report.html, 'the page markup');
  expect(report.widths.length).toBeGreaterThanOrEqual(3);
  // Tokens of one label have one width in one font (random letters aside): the value's length shows nowhere.
  for (const w of report.widths) expect(Math.abs(w.marker - w.token), JSON.stringify(w)).toBeLessThan(w.token * 0.2);
  await page.close();
});

test('a paste into a frame of another origin that the page embeds arrives masked', async ({ rt }) => {
  const fx = await site(rt);
  const page = fx.page;
  await page.evaluate((src) => {
    const frame = document.createElement('iframe');
    frame.src = src;
    frame.style.width = '600px';
    frame.style.height = '200px';
    document.body.append(frame);
  }, rt.server.url(OTHER_HOST, '/frame/'));
  const frame = await (async () => {
    for (let i = 0; i < 100; i++) {
      const f = page.frames().find((x) => x.url().startsWith(`https://${OTHER_HOST}/`));
      if (f) return f;
      await page.waitForTimeout(50);
    }
    throw new Error('The embedded frame did not load.');
  })();
  await frame.locator('#t').waitFor();
  await page.evaluate((t) => navigator.clipboard.writeText(t), MIXED_PASTE);
  await frame.locator('#t').click();
  await page.keyboard.press('Control+V');
  await expect.poll(() => frame.locator('#t').inputValue(), { timeout: 10_000 }).not.toBe('');
  const value = await frame.locator('#t').inputValue();
  noRaw(value, 'the embedded textarea');
  expect(value).toMatch(TOKEN);
  noteTokens(value);
  noRaw((await frame.evaluate(() => (window as unknown as { seen: string[] }).seen)).join('\n'), 'what the embedded page read from the paste');
  const records = await ledger(rt);
  expect(records.at(-1), 'decided and recorded for the origin that received it').toMatchObject({ origin: `https://${OTHER_HOST}`, surface: 'paste' });
  await page.close();
});

test('a file input in an open or a closed shadow root hands the page only the checked file', async ({ rt }) => {
  const fx = await site(rt);
  const page = fx.page;
  await page.evaluate(() => {
    const seen: Record<string, string[]> = { open: [], closed: [] };
    (window as unknown as { shadowSeen: typeof seen }).shadowSeen = seen;
    for (const mode of ['open', 'closed'] as const) {
      const host = document.createElement('div');
      host.id = `host-${mode}`;
      const root = host.attachShadow({ mode });
      const input = document.createElement('input');
      input.type = 'file';
      const button = document.createElement('button');
      button.textContent = `Attach (${mode})`;
      button.style.cssText = 'display:block;width:200px;height:40px';
      button.addEventListener('click', () => input.click());
      for (const type of ['input', 'change']) {
        input.addEventListener(type, () => {
          for (const f of input.files ?? []) void f.text().then((t) => seen[mode]?.push(`${type}: ${t}`));
        });
      }
      root.append(button, input);
      document.body.prepend(host);
    }
  });
  for (const mode of ['open', 'closed'] as const) {
    const chooser = page.waitForEvent('filechooser', { timeout: 10_000 });
    // A trusted click on the page's own button inside the shadow root (Playwright clicks the host's box).
    await page.locator(`#host-${mode}`).click({ position: { x: 20, y: 20 } });
    await (await chooser).setFiles({ name: 'app.env', mimeType: 'text/plain', buffer: Buffer.from(ENV_FILE) });
    await expect.poll(() => page.evaluate((m) => (window as unknown as { shadowSeen: Record<string, string[]> }).shadowSeen[m]?.length ?? 0, mode), { timeout: 10_000 }).toBeGreaterThan(0);
    await page.waitForTimeout(300);
    const read = (await page.evaluate((m) => (window as unknown as { shadowSeen: Record<string, string[]> }).shadowSeen[m] ?? [], mode)).join('\n');
    noRaw(read, `the page's read of a file input in a ${mode} shadow root`);
    expect(read, mode).toContain('LOG_LEVEL=info');
  }
  await page.close();
});

test('drops carrying only a URI list, RTF or a custom type never reach the page raw', async ({ rt }) => {
  const fx = await site(rt);
  const page = fx.page;
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { dropSeen: string[] }).dropSeen = seen;
    window.addEventListener('drop', (e) => {
      for (const t of e.dataTransfer?.types ?? []) seen.push(`${t}: ${e.dataTransfer?.getData(t) ?? ''}`);
    }, true);
    window.addEventListener('dragover', (e) => e.preventDefault(), true);
  });
  const box = await page.locator('#conversation').boundingBox();
  if (!box) throw new Error('no conversation');
  const drops = [
    { mimeType: 'text/uri-list', data: `# dragged link\r\nhttps://mail.example.net/compose?to=${encodeURIComponent(VALUES.email)}&key=${VALUES.githubToken}` },
    { mimeType: 'text/rtf', data: `{\\rtf1\\ansi{\\fonttbl{\\f0 Arial;}}\\f0 Card ${VALUES.card}, key ${VALUES.githubToken}\\par}` },
    { mimeType: 'application/x-notes', data: `mail ${VALUES.email} key ${VALUES.githubToken}` },
  ];
  for (const item of drops) {
    const before = await page.evaluate(() => (window as unknown as { dropSeen: string[] }).dropSeen.length);
    await drag(fx, box.x + box.width / 2, box.y + 20, { items: [item] });
    await page.waitForTimeout(800);
    const seen = (await page.evaluate(() => (window as unknown as { dropSeen: string[] }).dropSeen)).slice(before);
    noRaw(seen.join('\n'), `a drop of ${item.mimeType}`);
    noRaw(decodeURIComponent(seen.join('\n')), `a drop of ${item.mimeType} (URL-decoded)`);
    expect(seen.length, `the page got the checked ${item.mimeType} drop as text`).toBeGreaterThan(0);
  }
  await page.close();
});

test('the page reading the clipboard while a paste is checked gets the masked text, from the same decision', async ({ rt }) => {
  const fx = await site(rt);
  const page = fx.page;
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { clipSeen: string[] }).clipSeen = seen;
    window.addEventListener('keydown', (e) => {
      if (e.key.toLowerCase() !== 'v' || !e.ctrlKey) return;
      void navigator.clipboard.readText().then((t) => seen.push(`readText: ${t}`), (err) => seen.push(`readText failed: ${String(err)}`));
      void navigator.clipboard.read().then(
        async (items) => {
          for (const item of items) for (const type of item.types) seen.push(`read ${type}: ${await (await item.getType(type)).text()}`);
        },
        (err) => seen.push(`read failed: ${String(err)}`),
      );
    }, true);
  });
  const before = (await ledger(rt)).length;
  await fx.paste(MIXED_PASTE);
  noRaw(await fx.settledModel(), 'the composer');
  await expect.poll(() => page.evaluate(() => (window as unknown as { clipSeen: string[] }).clipSeen.length), { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
  const seen = await page.evaluate(() => (window as unknown as { clipSeen: string[] }).clipSeen);
  noRaw(seen.join('\n'), 'what the page read from the clipboard');
  expect(seen.join('\n')).toMatch(TOKEN);
  noteTokens(seen.join('\n'));
  await page.waitForTimeout(500);
  expect((await ledger(rt)).length - before, 'one paste, one record: the reads took the paste\'s decision').toBe(1);

  // A read with no paste under way is checked as a paste of its own.
  const alone = await page.evaluate(() => navigator.clipboard.readText());
  noRaw(alone, 'a clipboard read on its own');
  expect(alone).toMatch(TOKEN);
  await page.close();
});

test('still held: a dropped file\'s file-system handle never reaches the page; the pickers open with the person\'s click and read as native code', async ({ rt }) => {
  const fx = await site(rt);
  const page = fx.page;
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { handleSeen: string[] }).handleSeen = seen;
    window.addEventListener('dragover', (e) => e.preventDefault(), true);
    window.addEventListener('drop', (e) => {
      for (const item of e.dataTransfer?.items ?? []) {
        const withHandle = item as DataTransferItem & { getAsFileSystemHandle?: () => Promise<{ kind: string; getFile?: () => Promise<File> } | null> };
        void withHandle.getAsFileSystemHandle?.().then(
          async (h) => seen.push(h ? `handle: ${h.kind} ${h.getFile ? await (await h.getFile()).text() : ''}` : 'handle: none'),
          (err) => seen.push(`handle failed: ${String(err)}`),
        );
        const file = item.getAsFile();
        if (file) void file.text().then((t) => seen.push(`file: ${t}`));
      }
    }, true);
  });
  const dir = await mkdtemp(join(rt.scratch, 'drop-'));
  const path = join(dir, 'deploy.env');
  await writeFile(path, ENV_FILE);
  const box = await page.locator('#conversation').boundingBox();
  if (!box) throw new Error('no conversation');
  await drag(fx, box.x + box.width / 2, box.y + 20, { items: [], files: [path] });
  await expect.poll(() => page.evaluate(() => (window as unknown as { handleSeen: string[] }).handleSeen.length), { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
  const seen = (await page.evaluate(() => (window as unknown as { handleSeen: string[] }).handleSeen)).join('\n');
  noRaw(seen, 'what the page got from the drop');
  expect(seen).toContain('handle: none');
  expect(seen).toContain('LOG_LEVEL=info');

  // The page's picker is opened by the extension (the person's click still counts) and its
  // wrappers read as native code.
  const cdp = await fx.cdp();
  await cdp.send('Page.enable');
  const opened = new Promise<string>((resolve) => cdp.once('Page.fileChooserOpened', (e: { mode: string }) => resolve(e.mode)));
  await cdp.send('Page.setInterceptFileChooserDialog', { enabled: true });
  await page.evaluate(() => {
    const b = document.createElement('button');
    b.id = 'pick';
    b.textContent = 'Pick';
    b.addEventListener('click', () => {
      (window as unknown as { picked: Promise<string> }).picked = (window as unknown as { showOpenFilePicker(): Promise<unknown[]> }).showOpenFilePicker().then(
        () => 'picked',
        (err: Error) => err.name,
      );
    });
    document.body.prepend(b);
  });
  await page.locator('#pick').click();
  expect(await opened).toBe('selectSingle');
  expect(await page.evaluate(() => (window as unknown as { picked: Promise<string> }).picked)).toBe('AbortError');
  await cdp.send('Page.setInterceptFileChooserDialog', { enabled: false });
  const sources = await page.evaluate(() => {
    const w = window as unknown as Record<string, { toString(): string }>;
    const show = (f: unknown) => Function.prototype.toString.call(f);
    return {
      readText: show(navigator.clipboard.readText),
      read: show(navigator.clipboard.read),
      open: show(w['showOpenFilePicker']),
      directory: show(w['showDirectoryPicker']),
      toString: show(Function.prototype.toString),
      viaString: String(navigator.clipboard.readText),
      names: [navigator.clipboard.readText.name, navigator.clipboard.readText.length, 'prototype' in navigator.clipboard.readText],
    };
  });
  expect(sources).toEqual({
    readText: 'function readText() { [native code] }',
    read: 'function read() { [native code] }',
    open: 'function showOpenFilePicker() { [native code] }',
    directory: 'function showDirectoryPicker() { [native code] }',
    toString: 'function toString() { [native code] }',
    viaString: 'function readText() { [native code] }',
    names: ['readText', 0, false],
  });
  await page.close();
});

test('no fingerprint: no message names the extension, its frames have no fixed address, and a forged "newer script" event switches nothing off', async ({ rt }) => {
  const page = await rt.extension.context.newPage();
  // Listening from before the page's first script (as early as any page can).
  await page.addInitScript(() => {
    const messages: string[] = [];
    (window as unknown as { early: string[] }).early = messages;
    addEventListener('message', (e) => messages.push(JSON.stringify(e.data)), true);
  });
  const fx = await site(rt, page);
  await page.waitForTimeout(500);
  const id = rt.extension.extensionId;
  const early = (await page.evaluate(() => (window as unknown as { early: string[] }).early)).join('\n');
  expect(early, 'no window message carries the extension id').not.toContain(id);
  expect(early).not.toContain('content-script-started');

  const probes = await page.evaluate(async (extensionId) => {
    const out: Record<string, string> = {};
    for (const path of ['restore-frame.html', 'manifest.json']) {
      out[path] = await fetch(`chrome-extension://${extensionId}/${path}`).then(
        (r) => `fetched ${r.status}`,
        (e: Error) => `refused: ${e.name}`,
      );
    }
    return out;
  }, id);
  for (const [path, result] of Object.entries(probes)) expect(result, path).toMatch(/^refused/);

  // WXT stops a content script when a "newer script" event for it arrives on the document. A
  // page can dispatch one: the guard must not depend on it.
  await page.evaluate((extensionId) => {
    for (const name of ['composer-guard', 'frame-guard', 'screen-bridge', 'page-access']) {
      document.dispatchEvent(new CustomEvent(`${extensionId}:${name}:wxt:content-script-started`, { detail: { contentScriptName: name, messageId: 'forged' } }));
      window.postMessage({ type: `${extensionId}:${name}:wxt:content-script-started`, contentScriptName: name, messageId: 'forged' }, '*');
    }
  }, id);
  await page.waitForTimeout(300);
  await fx.paste(MIXED_PASTE);
  const after = await fx.settledModel();
  noRaw(after, 'a paste after the forged event');
  expect(after).toMatch(TOKEN);
  const tabId = await tabIdOf(rt, page);
  const docPage = await rt.extension.context.newPage();
  const doc = await ExtensionDocumentPage.open(docPage, id);
  expect(((await doc.sendMessage({ channel: 'guard', type: 'tab/state', payload: { tabId } })) as { value: { state: string } }).value.state).toBe('guarded');
  await docPage.close();
  await page.close();
});

test('still held: the page has no channel to the worker, forged envelopes and ports change nothing, and the extension CSP refuses the network', async ({ rt }) => {
  const fx = await site(rt);
  const page = fx.page;
  const id = rt.extension.extensionId;
  const docPage = await rt.extension.context.newPage();
  const doc = await ExtensionDocumentPage.open(docPage, id);
  const policyBefore = ((await doc.sendMessage({ channel: 'ui', type: 'policy/get', payload: null })) as { value: { generation: number } }).value.generation;

  const forged = await page.evaluate(async (extensionId) => {
    const g = globalThis as unknown as { chrome?: { runtime?: { sendMessage?: (...a: unknown[]) => Promise<unknown> } } };
    const canMessage = typeof g.chrome?.runtime?.sendMessage === 'function';
    let answer = 'no channel';
    if (canMessage) {
      answer = await g.chrome!.runtime!.sendMessage!(extensionId, { channel: 'ui', type: 'policy/set', payload: { policy: {}, confirmed: true } }).then(
        (r) => JSON.stringify(r ?? null),
        (e: Error) => `refused: ${e.message}`,
      );
    }
    const envelopes = [
      { channel: 'ui', type: 'policy/set', payload: { policy: {}, confirmed: true } },
      { channel: 'guard', type: 'tab/pause', payload: { tabId: 1, paused: true } },
      { channel: 'guard', type: 'release', payload: { releaseIds: ['forged'] } },
      { channel: 'guard', type: 'restore/show', payload: { ticket: 'forged' } },
    ];
    for (const m of envelopes) {
      window.postMessage(m, '*');
      document.dispatchEvent(new CustomEvent(`${m.channel}/${m.type}`, { detail: m }));
    }
    // A port of its own, offered the way the extension offers one: nobody answers it.
    const channel = new MessageChannel();
    const replies: unknown[] = [];
    channel.port1.onmessage = (e) => replies.push(e.data);
    window.postMessage({ type: 'consentry-page-access' }, '*', [channel.port2]);
    channel.port1.postMessage({ id: 1, kind: 'clipboard-text' });
    // And a restoration frame at the address it would have without a dynamic URL.
    const frame = document.createElement('iframe');
    frame.src = `chrome-extension://${extensionId}/restore-frame.html#t=forged&k=%5BEMAIL_ABCDEF%5D`;
    document.body.append(frame);
    await new Promise((r) => setTimeout(r, 1_000));
    let frameReadable = false;
    try {
      frameReadable = (frame.contentDocument?.body?.innerText ?? '') !== '';
    } catch {
      frameReadable = false;
    }
    return { canMessage, answer, replies: replies.length, frameReadable };
  }, id);
  expect(forged.answer).not.toContain('"ok":true');
  expect(forged.replies, 'a forged port gets no answer').toBe(0);
  expect(forged.frameReadable).toBe(false);
  const policyAfter = ((await doc.sendMessage({ channel: 'ui', type: 'policy/get', payload: null })) as { value: { generation: number } }).value.generation;
  expect(policyAfter).toBe(policyBefore);
  await fx.clear();
  await fx.paste(MIXED_PASTE);
  noRaw(await fx.settledModel(), 'a paste after the forgeries');

  // The extension's pages may not fetch anything but the extension itself: the browser refuses.
  const blocked = await docPage.evaluate(async () => {
    const violations: string[] = [];
    document.addEventListener('securitypolicyviolation', (e) => violations.push(e.effectiveDirective));
    const result = await fetch('https://other.example/frame/').then(
      () => 'fetched',
      (e: Error) => `refused: ${e.name}`,
    );
    await new Promise((r) => setTimeout(r, 200));
    return { result, violations };
  });
  expect(blocked.result).toMatch(/^refused/);
  expect(blocked.violations).toContain('connect-src');
  await docPage.close();
  await page.close();
});

test('after the session, the extension keeps none of the values, tokens or their hashes, and the browser fetched nothing from outside', async ({ rt }) => {
  const page = await rt.extension.context.newPage();
  await ExtensionDocumentPage.open(page, rt.extension.extensionId);
  const state = await readExtensionState(page);
  expect(state.databases).toContain('consentry-ledger');
  const text = state.text.toLowerCase();
  expect(seenTokens.size, 'the session handed the page tokens').toBeGreaterThan(3);
  const needles = [...RAW, ...RAW.map((v) => v.replace(/ /g, '')), ...seenTokens].flatMap((v) => [
    v,
    createHash('sha256').update(v).digest('hex'),
    createHash('sha256').update(v).digest('base64'),
    Buffer.from(v).toString('base64'),
  ]);
  for (const needle of needles) expect(text.includes(needle.toLowerCase()), `the extension's storage holds ${needle}`).toBe(false);
  await page.close();

  const allowed = new Set(rt.server.hosts);
  await rt.extension.close();
  const requests = await loggedRequests(rt.netLog);
  expect(requests.length, 'the network log was written').toBeGreaterThan(5);
  const local = (url: string): boolean => {
    try {
      const parsed = new URL(url);
      return ['chrome-extension:', 'data:', 'blob:', 'about:'].includes(parsed.protocol) || allowed.has(parsed.hostname);
    } catch {
      return false;
    }
  };
  // Requests made by a page, a frame, a worker or the extension (anything with an origin): all to
  // the local test server. The browser's own background requests carry no origin and are not
  // the extension's to make or stop.
  const outside = requests.filter((r) => r.initiator !== 'not an origin' && !local(r.url));
  expect(outside, `requests outside the test server: ${outside.map((r) => `${r.initiator} → ${r.url}`).join(' ')}`).toEqual([]);
  const fromExtension = requests.filter((r) => r.initiator.startsWith('chrome-extension://'));
  expect(fromExtension.every((r) => local(r.url))).toBe(true);
});
