/**
 * The local stand-in for an AI assistant's chat page (test/e2e/sites/default/index.html), opened on
 * a real assistant hostname. It has what the guards care about: a composer, a send button and a
 * conversation that shows the assistant's replies.
 */
import type { Locator, Page } from 'playwright-core';
import type { SiteServer } from '../fixtures/site-server';

export class AssistantSitePage {
  readonly composer: Locator;
  readonly sendButton: Locator;
  readonly replies: Locator;

  private constructor(
    readonly page: Page,
    readonly host: string,
  ) {
    this.composer = page.locator('#composer');
    this.sendButton = page.locator('#send');
    this.replies = page.locator('#conversation .reply');
  }

  static async open(page: Page, server: Pick<SiteServer, 'url'>, host: string): Promise<AssistantSitePage> {
    await page.goto(server.url(host));
    return new AssistantSitePage(page, host);
  }

  /** The fixture's marker: proves the page came from the local server, not the real site. */
  fixtureName(): Promise<string | null> {
    return this.page.locator('meta[name="consentry-fixture"]').getAttribute('content');
  }

  /** The hostname the page itself sees in location. */
  shownHost(): Promise<string> {
    return this.page.locator('#site-host').innerText();
  }

  async typeAndSend(text: string): Promise<void> {
    await this.composer.fill(text);
    const before = await this.replies.count();
    await this.sendButton.click();
    await this.replies.nth(before).waitFor();
  }

  async lastReply(): Promise<string> {
    return this.replies.last().innerText();
  }
}
