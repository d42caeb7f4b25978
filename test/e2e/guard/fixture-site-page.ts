/**
 * Page object for a fixture AI site. Everything a person does goes through real input: Ctrl+V on
 * a clipboard the page really holds, the file chooser, drag-and-drop dispatched by the browser
 * (CDP Input.dispatchDragEvent, trusted like a mouse drop), IME composition through CDP. What the
 * page received is read from `window.fixture` (the editor's own model, the upload handler); what
 * the guard shows is read through CDP, which sees inside closed shadow roots where page scripts
 * (and Playwright locators) cannot.
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import type { CDPSession, Locator, Page } from 'playwright-core';
import type { SiteProfile } from '../../../src/core/sites/registry';
import type { FixtureApi, ReceivedUpload } from '../../../fixtures/sites/_harness/harness';
import type { SiteServer } from '../fixtures/site-server';
import { readConsentDialog, type DialogView } from '../pages/consent-dialog';
import { restoredValues } from '../pages/restored-values';

interface DomNode {
  nodeType: number;
  nodeName: string;
  nodeValue: string;
  attributes?: string[];
  children?: DomNode[];
  shadowRoots?: DomNode[];
  shadowRootType?: string;
  contentDocument?: DomNode;
}

type FixtureWindow = Window & { fixture: FixtureApi };

export interface GuardView {
  /** Text inside the guard's own shadow root (prompt and notices). */
  overlay: string;
  /** Restored values shown in replies (inside the extension's restoration frames). */
  restored: string[];
}

export class FixtureSitePage {
  readonly composer: Locator;
  private cdpSession: CDPSession | null = null;

  private constructor(
    readonly page: Page,
    readonly site: SiteProfile,
    readonly host: string,
  ) {
    this.composer = page.locator(site.composers[0]?.selector ?? '[contenteditable]').first();
  }

  static async open(page: Page, server: Pick<SiteServer, 'url'>, site: SiteProfile, host = site.hosts[0] ?? '', path = '/'): Promise<FixtureSitePage> {
    await page.goto(server.url(host, path));
    await page.waitForFunction(() => (window as Partial<FixtureWindow>).fixture !== undefined);
    const object = new FixtureSitePage(page, site, host);
    await object.composer.waitFor({ state: 'visible' });
    return object;
  }

  async cdp(): Promise<CDPSession> {
    this.cdpSession ??= await this.page.context().newCDPSession(this.page);
    return this.cdpSession;
  }

  // ── what the page received ──

  modelText(): Promise<string> {
    return this.page.evaluate(() => (window as unknown as FixtureWindow).fixture.modelText());
  }

  uploads(): Promise<ReceivedUpload[]> {
    return this.page.evaluate(() => (window as unknown as FixtureWindow).fixture.uploads);
  }

  sent(): Promise<string[]> {
    return this.page.evaluate(() => (window as unknown as FixtureWindow).fixture.sent);
  }

  fixture(): Promise<Pick<FixtureApi, 'replySnapshots' | 'repliesDone' | 'enterLog' | 'lastPasteKeyAt' | 'modelChangedAt'>> {
    return this.page.evaluate(() => {
      const f = (window as unknown as FixtureWindow).fixture;
      return { replySnapshots: f.replySnapshots, repliesDone: f.repliesDone, enterLog: f.enterLog, lastPasteKeyAt: f.lastPasteKeyAt, modelChangedAt: f.modelChangedAt };
    });
  }

  async clear(): Promise<void> {
    await this.page.evaluate(() => (window as unknown as FixtureWindow).fixture.clear());
  }

  /** Waits until the editor model is non-empty and unchanged for a moment; returns it. */
  async settledModel(timeout = 5_000): Promise<string> {
    await this.page.waitForFunction(() => (window as unknown as FixtureWindow).fixture.modelText().trim() !== '', undefined, { timeout, polling: 10 });
    let last = await this.modelText();
    for (;;) {
      await this.page.waitForTimeout(60);
      const now = await this.modelText();
      if (now === last) return now;
      last = now;
    }
  }

  async waitForUploads(count: number, timeout = 5_000): Promise<ReceivedUpload[]> {
    await this.page.waitForFunction((n) => (window as unknown as FixtureWindow).fixture.uploads.length >= n, count, { timeout, polling: 20 });
    return this.uploads();
  }

  async waitForSent(count: number, timeout = 5_000): Promise<string[]> {
    await this.page.waitForFunction((n) => (window as unknown as FixtureWindow).fixture.sent.length >= n, count, { timeout, polling: 20 });
    return this.sent();
  }

  // ── what a person does ──

  async focusComposer(): Promise<void> {
    await this.composer.click();
  }

  /** Puts `text` on the real clipboard, focuses the composer and presses Ctrl+V. */
  async paste(text: string): Promise<void> {
    await this.page.evaluate((t) => navigator.clipboard.writeText(t), text);
    await this.focusComposer();
    await this.page.keyboard.press('Control+V');
  }

  /** Chooses files in the page's own file chooser (opened by its Attach button). */
  async chooseFiles(files: Array<{ name: string; mimeType: string; buffer: Buffer }>): Promise<void> {
    const chooser = this.page.waitForEvent('filechooser');
    await this.page.locator('#attach').click();
    await (await chooser).setFiles(files);
  }

  /** Drops files from disk onto the composer area, as the browser does for a drag from the desktop. */
  async dropFiles(scratch: string, files: Array<{ name: string; buffer: Buffer }>): Promise<void> {
    const paths: string[] = [];
    const dir = await mkdtemp(join(scratch, 'drop-'));
    for (const f of files) {
      const path = join(dir, basename(f.name));
      await writeFile(path, f.buffer);
      paths.push(path);
    }
    const box = await this.page.locator('.composer-area').boundingBox();
    if (!box) throw new Error('No composer area to drop on.');
    await this.drag(box.x + 8, box.y + box.height - 8, { items: [], files: paths, dragOperationsMask: 1 });
  }

  /** Drops text (as from another application) onto the composer. */
  async dropText(text: string): Promise<void> {
    const box = await this.composer.boundingBox();
    if (!box) throw new Error('No composer to drop on.');
    await this.drag(box.x + Math.min(20, box.width / 2), box.y + Math.min(12, box.height / 2), {
      items: [{ mimeType: 'text/plain', data: text }],
      dragOperationsMask: 1,
    });
  }

  private async drag(x: number, y: number, data: { items: Array<{ mimeType: string; data: string }>; files?: string[]; dragOperationsMask: number }): Promise<void> {
    const cdp = await this.cdp();
    for (const type of ['dragEnter', 'dragOver', 'drop'] as const) await cdp.send('Input.dispatchDragEvent', { type, x, y, data });
  }

  /** Opens an IME composition with `text` in the focused composer. */
  async startComposition(text: string): Promise<void> {
    const cdp = await this.cdp();
    await cdp.send('Input.imeSetComposition', { text, selectionStart: text.length, selectionEnd: text.length });
  }

  async commitComposition(text: string): Promise<void> {
    const cdp = await this.cdp();
    await cdp.send('Input.insertText', { text });
  }

  /** A trusted Enter keydown/keyup (inside a composition the browser marks it isComposing). */
  async pressEnterRaw(): Promise<void> {
    const cdp = await this.cdp();
    await cdp.send('Input.dispatchKeyEvent', { type: 'rawKeyDown', key: 'Enter', code: 'Enter', windowsVirtualKeyCode: 13 });
    await cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', key: 'Enter', code: 'Enter', windowsVirtualKeyCode: 13 });
  }

  // ── what the guard shows (seen through CDP) ──

  async guardView(): Promise<GuardView> {
    const cdp = await this.cdp();
    const { root } = (await cdp.send('DOM.getDocument', { depth: -1, pierce: true })) as { root: DomNode };
    const overlay: string[] = [];
    const textIn = (node: DomNode, into: string[]): void => {
      if (node.nodeType === 3 && node.nodeValue.trim() !== '') into.push(node.nodeValue);
      if (node.nodeName === 'STYLE') return;
      for (const c of node.children ?? []) textIn(c, into);
      for (const s of node.shadowRoots ?? []) textIn(s, into);
    };
    const visit = (node: DomNode): void => {
      const attrs = node.attributes ?? [];
      if (attrs.includes('data-consentry-ui')) {
        for (const s of node.shadowRoots ?? []) textIn(s, overlay);
        return;
      }
      for (const c of node.children ?? []) visit(c);
      for (const s of node.shadowRoots ?? []) visit(s);
    };
    visit(root);
    return { overlay: overlay.join(' '), restored: await restoredValues(this.page) };
  }

  async waitForGuardText(pattern: RegExp, timeout = 5_000): Promise<string> {
    const deadline = Date.now() + timeout;
    for (;;) {
      const { overlay } = await this.guardView();
      if (pattern.test(overlay)) return overlay;
      if (Date.now() > deadline) throw new Error(`The guard never showed ${pattern}; it shows: ${overlay || '(nothing)'}`);
      await this.page.waitForTimeout(25);
    }
  }

  /** The open consent dialog as assistive technology sees it, or null. */
  async dialog(): Promise<DialogView | null> {
    return readConsentDialog(await this.cdp());
  }

  async waitForDialog(timeout = 5_000): Promise<DialogView> {
    const deadline = Date.now() + timeout;
    for (;;) {
      const d = await this.dialog();
      if (d) return d;
      if (Date.now() > deadline) throw new Error('No consent dialog appeared.');
      await this.page.waitForTimeout(25);
    }
  }

  async waitForNoDialog(timeout = 5_000): Promise<void> {
    const deadline = Date.now() + timeout;
    while ((await this.dialog()) !== null) {
      if (Date.now() > deadline) throw new Error('The consent dialog stayed open.');
      await this.page.waitForTimeout(25);
    }
  }
}
