/**
 * A document on the extension's own origin. It talks to the service worker through
 * chrome.runtime messaging exactly as the popup and options pages do, which a web page cannot.
 */
import type { BrowserContext, Page } from 'playwright-core';
import type { ExtensionGlobals } from '../fixtures/extension';

export class ExtensionDocumentPage {
  private constructor(
    readonly page: Page,
    readonly extensionId: string,
  ) {}

  /** Opens `path` (default: the manifest, present in every build) on the extension origin. */
  static async open(page: Page, extensionId: string, path = 'manifest.json'): Promise<ExtensionDocumentPage> {
    await page.goto(`chrome-extension://${extensionId}/${path}`);
    return new ExtensionDocumentPage(page, extensionId);
  }

  /** The toolbar button's title for a tab (set with its icon, from the tab's state). */
  actionTitle(tabId: number): Promise<string> {
    return this.page.evaluate(
      (id) => (globalThis as unknown as { chrome: { action: { getTitle(d: { tabId: number }): Promise<string> } } }).chrome.action.getTitle({ tabId: id }),
      tabId,
    );
  }

  /** Sends `message` to the background; resolves with its answer or rejects with its error. */
  sendMessage(message: unknown): Promise<unknown> {
    return this.page.evaluate(
      (m) => (globalThis as unknown as ExtensionGlobals).chrome.runtime.sendMessage(m),
      message,
    );
  }
}

type Reply<T> = { ok: true; value: T } | { ok: false; error: string };

/** Runs `run` on a fresh extension document in the extension's browser, closing it afterwards. */
export async function withExtensionDocument<T>(extension: { context: BrowserContext; extensionId: string }, run: (doc: ExtensionDocumentPage) => Promise<T>): Promise<T> {
  const page = await extension.context.newPage();
  try {
    return await run(await ExtensionDocumentPage.open(page, extension.extensionId));
  } finally {
    await page.close();
  }
}

/** One declared message to the service worker; its value, or an error naming the refusal. */
export async function callWorker<T>(doc: ExtensionDocumentPage, channel: string, type: string, payload: unknown): Promise<T> {
  const reply = (await doc.sendMessage({ channel, type, payload })) as Reply<T>;
  if (!reply.ok) throw new Error(`${channel}/${type}: ${reply.error}`);
  return reply.value;
}
