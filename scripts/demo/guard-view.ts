/**
 * What the extension shows inside a page, read the way assistive technology and the browser read
 * it (CDP), since the guard draws in closed shadow roots that page scripts — and Playwright
 * locators — cannot enter: the consent dialog from the accessibility tree; values restored in
 * replies are read from the extension's restoration frames. The readers are the end-to-end tier's own.
 */
import type { CDPSession, Page } from 'playwright-core';
import { readConsentDialog, type DialogView } from '../../test/e2e/pages/consent-dialog';
import { restoredValues } from '../../test/e2e/pages/restored-values';

export type { DialogView };

export class GuardView {
  private session: CDPSession | null = null;

  constructor(private readonly page: Page) {}

  private async cdp(): Promise<CDPSession> {
    this.session ??= await this.page.context().newCDPSession(this.page);
    return this.session;
  }

  /** The open consent dialog as assistive technology sees it, or null. */
  async dialog(): Promise<DialogView | null> {
    return readConsentDialog(await this.cdp());
  }

  async waitForDialog(timeoutMs: number): Promise<DialogView> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = await this.dialog();
      if (found) return found;
      if (Date.now() > deadline) throw new Error('No consent dialog appeared.');
      await this.page.waitForTimeout(50);
    }
  }

  /** Values shown in place of tokens in the assistant's replies (drawn by the extension's own frames, not the page). */
  restoredValues(): Promise<string[]> {
    return restoredValues(this.page);
  }

  async detach(): Promise<void> {
    await this.session?.detach().catch(() => undefined);
    this.session = null;
  }
}
