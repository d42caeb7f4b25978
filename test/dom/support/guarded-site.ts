/**
 * One fixture AI site (the same page code the end-to-end tier serves, with its real editor) in the
 * test's own page, with the real composer guard installed before the site's scripts run, as at
 * document_start, and the real overlay and reply restorer. The service worker is the fake in
 * fake-worker.ts; the site's server is a stand-in for `fetch('/api/conversation')` that echoes the
 * prompt back. What the page received is read from the fixture's `window.fixture` (the editor's own
 * model, its upload handler, its send handler) and from listeners the test adds as the page.
 */
import { expect, vi } from 'vitest';
import { cdp, userEvent } from 'vitest/browser';
import '../../../fixtures/sites/_harness/style.css';
import type { FixtureApi } from '../../../fixtures/sites/_harness/harness';
import { ComposerGuard, type GuardUi } from '../../../src/content/composer/composer-guard';
import { readText } from '../../../src/content/editable';
import { ReplyRestorer } from '../../../src/content/restore';
import type { NoticeItem, PromptAnswer, PromptRequest } from '../../../src/content/ui/consent-prompt';
import { GuardOverlay } from '../../../src/content/ui/overlay';
import { SITES, conversationFor, type SiteProfile } from '../../../src/core/sites/registry';
import { FakeWorker, RAW_VALUES } from './fake-worker';
import { promptButtons, restoreFrameUrl, watchShadowRoots } from './shadow-roots';

/** One fixture site per editor kind (each file of the tier opens one: a page holds one site). */
const SITE_PAGES = {
  claude: () => import('../../../fixtures/sites/claude/main'),
  perplexity: () => import('../../../fixtures/sites/perplexity/main'),
  gemini: () => import('../../../fixtures/sites/gemini/main'),
  deepseek: () => import('../../../fixtures/sites/deepseek/main'),
  copilot: () => import('../../../fixtures/sites/copilot/main'),
} as const;

export type SiteId = keyof typeof SITE_PAGES;

/** The real overlay, with a record of what the guard asked and said. */
export class RecordingUi implements GuardUi {
  readonly asks: Array<PromptRequest<string>> = [];
  readonly notices: Array<{ tone: NoticeItem['tone']; text: string }> = [];

  constructor(readonly overlay: GuardOverlay) {}

  ask<A extends string>(request: PromptRequest<A>): Promise<PromptAnswer<A>> {
    this.asks.push(request as PromptRequest<string>);
    return this.overlay.ask(request);
  }

  notify(tone: NoticeItem['tone'], text: string): void {
    this.notices.push({ tone, text });
    this.overlay.notify(tone, text, 60_000);
  }

  reset(): void {
    this.asks.length = 0;
    this.notices.length = 0;
    this.overlay.close();
  }
}

export interface TransferContent {
  text?: string;
  html?: string;
  files?: File[];
}

export class GuardedSite {
  /** Prompts the site's server received. */
  readonly server: string[] = [];
  /** Everything the composer held at any moment (DOM text and the editor model), as seen by observers. */
  readonly composerHistory: string[] = [];
  /** Text carried by every paste and drop event that reached the page's own listeners. */
  readonly pageTransfers: string[] = [];
  private source: HTMLTextAreaElement | null = null;

  private constructor(
    readonly site: SiteProfile,
    readonly worker: FakeWorker,
    readonly ui: RecordingUi,
  ) {}

  static async open(id: SiteId): Promise<GuardedSite> {
    watchShadowRoots();
    const site = SITES.find((s) => s.id === id);
    if (!site) throw new Error(`No site ${id} in the registry.`);
    const worker = new FakeWorker();
    const ui = new RecordingUi(new GuardOverlay(document));
    const page = new GuardedSite(site, worker, ui);
    page.stubServer();
    new ComposerGuard({ win: window, site, call: worker.call, ui, composerWaitMs: 2_000 }).install();
    // The page listens after the guard, as a real site's scripts do.
    for (const type of ['paste', 'drop'] as const) {
      document.addEventListener(type, (e) => page.pageTransfers.push(transferText(e)), true);
    }
    await SITE_PAGES[id]();
    const restorer = new ReplyRestorer(
      document,
      site.replies,
      async (tokens) => (await worker.call('restore', { tokens, conversation: conversationFor(site, location.pathname) })).tickets,
      restoreFrameUrl,
    );
    restorer.start();
    page.recordComposer();
    // The guard found the composer through the registry's selectors and says the tab is guarded.
    await until(() => expect(worker.of('hello').at(-1)?.state).toBe('guarded'), 5_000);
    return page;
  }

  get fixture(): FixtureApi {
    return window.fixture;
  }

  get composer(): HTMLElement {
    return document.querySelector(this.site.composers[0]?.selector ?? '[contenteditable]') as HTMLElement;
  }

  get sendButton(): HTMLElement {
    return document.getElementById('send') as HTMLElement;
  }

  get fileInput(): HTMLInputElement {
    return document.querySelector('.composer-area input[type=file]') as HTMLInputElement;
  }

  get composerArea(): HTMLElement {
    return document.querySelector('.composer-area') as HTMLElement;
  }

  modelText(): string {
    return normalise(this.fixture.modelText());
  }

  /** Back to an empty composer and fresh records, between tests. */
  async reset(): Promise<void> {
    this.ui.reset();
    this.worker.reset();
    this.fixture.clear();
    for (const list of [this.fixture.sent, this.fixture.uploads, this.fixture.enterLog, this.server, this.composerHistory, this.pageTransfers]) list.length = 0;
    // Let anything still settling from the last test finish before the next starts.
    await new Promise((resolve) => setTimeout(resolve, 20));
    this.composerHistory.length = 0;
  }

  /**
   * No raw value anywhere the page could have read it, and no request the router would refuse.
   * With `typed`, the person typed the values themselves, so the composer held them.
   */
  expectNoLeak(options: { typed?: boolean } = {}): void {
    const places: Array<[string, string[]]> = [
      ...(options.typed ? [] : [['the composer', this.composerHistory] as [string, string[]]]),
      ['page paste/drop events', this.pageTransfers],
      ['the page send handler', this.fixture.sent],
      ['the site server', this.server],
    ];
    for (const [where, texts] of places) {
      for (const text of texts) for (const value of RAW_VALUES) expect(text.includes(value), `${where} saw ${value}`).toBe(false);
    }
    expect(this.worker.refused, 'requests the router would refuse').toEqual([]);
  }

  // ── what a person (or the page) does ──

  /** A trusted click into the composer, then the caret at its end. */
  async focusComposer(): Promise<void> {
    await userEvent.click(this.composer);
    const el = this.composer;
    if (el instanceof HTMLTextAreaElement) el.setSelectionRange(el.value.length, el.value.length);
    else {
      const range = document.createRange();
      range.selectNodeContents(el);
      range.collapse(false);
      document.getSelection()?.removeAllRanges();
      document.getSelection()?.addRange(range);
    }
    await frames(2);
  }

  /** A paste the person makes: `text` copied from elsewhere with Ctrl+C, then Ctrl+V in the composer (trusted events). */
  async pasteTrusted(text: string): Promise<void> {
    if (!this.source) {
      this.source = document.createElement('textarea');
      this.source.setAttribute('aria-label', 'Another application');
      document.body.prepend(this.source);
    }
    this.source.value = text;
    this.source.focus();
    this.source.select();
    await userEvent.copy();
    await this.focusComposer();
    await userEvent.paste();
  }

  /** A paste event dispatched by script (as a page or an extension could): checked the same way. */
  pasteEvent(content: TransferContent, target: Element = this.composer): boolean {
    return target.dispatchEvent(new ClipboardEvent('paste', { bubbles: true, cancelable: true, composed: true, clipboardData: transferOf(content) }));
  }

  /** A drop event with files and text at a point in `target` (default: near the start of its first line). */
  dropEvent(content: TransferContent, target: Element = this.composer, at?: { x: number; y: number }): boolean {
    const box = target.getBoundingClientRect();
    const point = at ?? { x: box.left + 12, y: box.top + 10 };
    const init = { bubbles: true, cancelable: true, composed: true, clientX: point.x, clientY: point.y, dataTransfer: transferOf(content) };
    return target.dispatchEvent(new DragEvent('drop', init));
  }

  /** A point just after the last character in the composer, where a drop appends. */
  endOfText(): { x: number; y: number } {
    const el = this.composer;
    if (el instanceof HTMLTextAreaElement) {
      const box = el.getBoundingClientRect();
      return { x: box.left + 12, y: box.top + 10 };
    }
    const range = document.createRange();
    range.selectNodeContents(el);
    const rects = [...range.getClientRects()];
    const last = rects[rects.length - 1] ?? el.getBoundingClientRect();
    return { x: last.right + 2, y: last.top + last.height / 2 };
  }

  /** Text dragged in from another application and dropped on the composer by the browser (trusted, through CDP). */
  async dropTrusted(text: string): Promise<void> {
    const box = this.composer.getBoundingClientRect();
    const offset = window.frameElement?.getBoundingClientRect() ?? { left: 0, top: 0 };
    const x = offset.left + box.left + 12;
    const y = offset.top + box.top + 10;
    const data = { items: [{ mimeType: 'text/plain', data: text }], dragOperationsMask: 1 };
    for (const type of ['dragEnter', 'dragOver', 'drop'] as const) await cdp().send('Input.dispatchDragEvent', { type, x, y, data });
  }

  /** Files chosen in the page's own file input (the browser sets them and fires input and change). */
  async chooseFiles(files: File[]): Promise<void> {
    await userEvent.upload(this.fileInput, files);
  }

  /** Text put in the composer as typing does (trusted input). */
  async type(text: string): Promise<void> {
    await this.focusComposer();
    await userEvent.fill(this.composer, text);
    await until(() => expect(this.modelText()).toBe(normalise(text)));
  }

  /** Text typed key by key (slower than `type`, but every key is its own input event). */
  async typeKeys(text: string): Promise<void> {
    await this.focusComposer();
    await userEvent.keyboard(text);
    await until(() => expect(this.modelText()).toBe(normalise(text)));
  }

  async pressEnter(): Promise<void> {
    await userEvent.keyboard('{Enter}');
  }

  async clickSend(): Promise<void> {
    await userEvent.click(this.sendButton);
  }

  /** Opens an IME composition in the focused composer, then presses Enter inside it (trusted, through CDP). */
  async enterDuringComposition(text: string): Promise<void> {
    const session = cdp();
    await session.send('Input.imeSetComposition', { text, selectionStart: text.length, selectionEnd: text.length });
    await session.send('Input.dispatchKeyEvent', { type: 'rawKeyDown', key: 'Enter', code: 'Enter', windowsVirtualKeyCode: 13 });
    await session.send('Input.dispatchKeyEvent', { type: 'keyUp', key: 'Enter', code: 'Enter', windowsVirtualKeyCode: 13 });
  }

  async commitComposition(text: string): Promise<void> {
    await cdp().send('Input.insertText', { text });
  }

  /** Answers the open consent prompt with trusted keys: Enter takes the focused safe choice, Tab moves, Escape cancels. */
  async answerPrompt(keys: '{Enter}' | '{Tab}{Enter}' | '{Escape}'): Promise<void> {
    await until(() => expect(promptButtons()).not.toBeNull());
    await userEvent.keyboard(keys);
    await until(() => expect(promptButtons()).toBeNull());
  }

  // ── waiting ──

  /** The editor model once it holds something and has stopped changing. */
  async settledModel(): Promise<string> {
    await until(() => expect(this.modelText()).not.toBe(''), 5_000);
    let last = this.modelText();
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, 60));
      const now = this.modelText();
      if (now === last) return now;
      last = now;
    }
  }

  async notice(pattern: RegExp): Promise<void> {
    await until(() => expect(this.ui.notices.map((n) => n.text)).toContainEqual(expect.stringMatching(pattern)), 5_000);
  }

  private stubServer(): void {
    const original = window.fetch.bind(window);
    window.fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
      const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, location.href);
      if (url.pathname !== '/api/conversation') return original(input, init);
      const { prompt } = JSON.parse(String(init?.body ?? '{}')) as { prompt: string };
      this.server.push(prompt);
      return new Response(JSON.stringify({ reply: `You said: ${prompt}` }), { headers: { 'content-type': 'application/json' } });
    };
  }

  /** Watches the composer as the page could: every DOM change and input, and the model after each. */
  private recordComposer(): void {
    const el = this.composer;
    const note = (): void => {
      this.composerHistory.push(readText(el), el instanceof HTMLTextAreaElement ? el.value : (el.textContent ?? ''), this.fixture.modelText());
    };
    new MutationObserver((records) => {
      for (const r of records) for (const added of r.addedNodes) this.composerHistory.push(added.textContent ?? '');
      note();
    }).observe(el, { subtree: true, childList: true, characterData: true });
    for (const type of ['input', 'beforeinput', 'change']) el.addEventListener(type, note, true);
  }
}

export function transferOf(content: TransferContent): DataTransfer {
  const data = new DataTransfer();
  if (content.text !== undefined) data.setData('text/plain', content.text);
  if (content.html !== undefined) data.setData('text/html', content.html);
  for (const file of content.files ?? []) data.items.add(file);
  return data;
}

function transferText(e: Event): string {
  const data = e instanceof ClipboardEvent ? e.clipboardData : e instanceof DragEvent ? e.dataTransfer : null;
  return data ? `${data.getData('text/plain')} ${data.getData('text/html')}` : '';
}

/** Collapses what editors change without changing the text: nbsp, blank lines, trailing space. */
export function normalise(text: string): string {
  return text.replace(/\u00a0/g, ' ').replace(/[ \t]+\n/g, '\n').replace(/\n{2,}/g, '\n').trim();
}

export function frames(n = 1): Promise<void> {
  return new Promise((resolve) => {
    const step = (left: number): void => {
      if (left === 0) resolve();
      else requestAnimationFrame(() => step(left - 1));
    };
    step(n);
  });
}

/** Waits for `assertion` to pass, checking often (the default 50 ms poll adds up over a tier). */
export function until<T>(assertion: () => T, timeout = 5_000): Promise<T> {
  return vi.waitFor(assertion, { timeout, interval: 10 });
}

/** Resolves after `ms`: for asserting that something did not happen. */
export function quiet(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
