/**
 * An assistant page with a composer the guard recognises (sites/chatgpt.com), plus the two ways
 * something other than the person can try to talk to the extension from it: the page's own world
 * (window messages and events, which the extension never listens to for decisions) and the
 * content script's isolated world, reached through the DevTools protocol, whose messages the
 * service worker classifies as coming from a content script.
 */
import type { CDPSession, Page, Worker } from 'playwright-core';
import type { SiteServer } from '../fixtures/site-server';
import { tabIdFor } from '../fixtures/tab-id';

interface ExecutionContext {
  id: number;
  origin: string;
  name: string;
  auxData?: { isDefault?: boolean; type?: string };
}

export class ComposerPage {
  private constructor(
    readonly page: Page,
    private readonly cdp: CDPSession,
    private readonly contexts: ExecutionContext[],
  ) {}

  static async open(page: Page, server: Pick<SiteServer, 'url'>, host: string): Promise<ComposerPage> {
    const cdp = await page.context().newCDPSession(page);
    const contexts: ExecutionContext[] = [];
    cdp.on('Runtime.executionContextCreated', (event: { context: ExecutionContext }) => contexts.push(event.context));
    cdp.on('Runtime.executionContextsCleared', () => contexts.splice(0));
    await cdp.send('Runtime.enable');
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: `https://${host}` });
    await page.goto(server.url(host));
    return new ComposerPage(page, cdp, contexts);
  }

  /** The tab id the extension knows this page by (asked while this page is the active tab). */
  async tabId(worker: Worker): Promise<number> {
    return tabIdFor(worker, this.page);
  }

  /** Puts `text` on the clipboard and pastes it into the composer with a real Ctrl+V. */
  async paste(text: string): Promise<void> {
    await this.page.evaluate((t) => navigator.clipboard.writeText(t), text);
    await this.page.locator('#prompt-textarea').focus();
    await this.page.keyboard.press('Control+V');
  }

  composerText(): Promise<string> {
    return this.page.locator('#prompt-textarea').inputValue();
  }

  /** Waits until the composer holds something other than `before`. */
  async waitForComposerChange(before = ''): Promise<string> {
    await this.page.waitForFunction((b) => (document.getElementById('prompt-textarea') as HTMLTextAreaElement).value !== b, before);
    return this.composerText();
  }

  async send(): Promise<string> {
    const replies = this.page.locator('[data-message-author-role="assistant"]');
    const before = await replies.count();
    await this.page.locator('button[data-testid="send-button"]').click();
    await replies.nth(before).waitFor();
    return replies.nth(before).innerText();
  }

  /** Runs `expression` in the page's own (main) world, as the page's scripts could. */
  inPageWorld<T>(fn: () => T | Promise<T>): Promise<T> {
    return this.page.evaluate(fn);
  }

  /** Whether the extension's content script has an isolated world in this page. */
  hasContentScript(extensionId: string): boolean {
    return this.contexts.some((c) => c.auxData?.type === 'isolated' && c.origin === `chrome-extension://${extensionId}`);
  }

  /** Sends `message` with chrome.runtime.sendMessage from the content script's isolated world. */
  async sendFromContentScript(extensionId: string, message: unknown): Promise<unknown> {
    const context = this.contexts.find((c) => c.auxData?.type === 'isolated' && c.origin === `chrome-extension://${extensionId}`);
    if (!context) throw new Error('The content script has no isolated world in this page.');
    const { result, exceptionDetails } = (await this.cdp.send('Runtime.evaluate', {
      expression: `chrome.runtime.sendMessage(${JSON.stringify(message)})`,
      contextId: context.id,
      awaitPromise: true,
      returnByValue: true,
    })) as { result: { value?: unknown }; exceptionDetails?: { text: string } };
    if (exceptionDetails) throw new Error(exceptionDetails.text);
    return result.value;
  }
}
