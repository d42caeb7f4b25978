/**
 * The toolbar popup, opened as a page for a chosen tab (popup.html?tab=<id>), since a headless
 * browser has no toolbar to click.
 */
import type { Locator, Page } from 'playwright-core';

export class PopupPage {
  readonly state: Locator;
  readonly dialog: Locator;

  private constructor(readonly page: Page) {
    this.state = page.locator('section.state');
    this.dialog = page.locator('dialog.confirm');
  }

  static async open(page: Page, extensionId: string, tabId?: number): Promise<PopupPage> {
    await page.goto(`chrome-extension://${extensionId}/popup.html${tabId !== undefined ? `?tab=${tabId}` : ''}`);
    const popup = new PopupPage(page);
    await popup.ready();
    return popup;
  }

  shownState(): Promise<string | null> {
    return this.state.getAttribute('data-state');
  }

  async heading(): Promise<string> {
    return this.state.locator('h2').innerText();
  }

  /** What the state section says under its heading. */
  async body(): Promise<string> {
    return this.state.locator('p').first().innerText();
  }

  async reload(): Promise<void> {
    await this.page.reload();
    await this.ready();
  }

  /** The popup has heard back from the service worker. */
  ready(): Promise<void> {
    return this.page.locator('section.state:not([data-state="unknown"])').waitFor();
  }

  counts(): Promise<Record<string, string>> {
    return this.page.locator('[data-counts] li').evaluateAll((items) =>
      Object.fromEntries(items.map((li) => [li.getAttribute('data-count') ?? '', li.textContent ?? ''])),
    );
  }
}
