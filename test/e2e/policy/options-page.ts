/**
 * The options page as a person uses it: the consent matrix, the save bar with its confirmation
 * dialog, the ledger's verify and clearing, and the playground.
 */
import type { Locator, Page } from 'playwright-core';
import type { Decision, Purpose } from '../../../src/core/vocabulary';
import type { PolicyView } from '../../../src/protocol/ui';
import type { ExtensionGlobals } from '../fixtures/extension';

export class OptionsPage {
  readonly dialog: Locator;
  readonly saveButton: Locator;

  private constructor(readonly page: Page) {
    // The page holds more than one confirmation dialog; the one open is the one shown.
    this.dialog = page.locator('dialog.confirm[open]');
    this.saveButton = page.locator('button[data-save]');
  }

  static async open(page: Page, extensionId: string): Promise<OptionsPage> {
    await page.goto(`chrome-extension://${extensionId}/options.html`);
    await page.locator('table.matrix').waitFor();
    return new OptionsPage(page);
  }

  async reload(): Promise<void> {
    await this.page.reload();
    await this.page.locator('table.matrix').waitFor();
  }

  row(category: string): Locator {
    return this.page.locator(`table.matrix tr[data-category="${category}"]`);
  }

  cellSelect(category: string, purpose: Purpose): Locator {
    return this.row(category).locator(`td[data-purpose="${purpose}"] select`);
  }

  async setCell(category: string, purpose: Purpose, decision: Decision): Promise<void> {
    await this.cellSelect(category, purpose).selectOption(decision);
  }

  /** The policy as the service worker holds it, asked the way the page asks. */
  policy(): Promise<PolicyView> {
    return this.page.evaluate(async () => {
      const reply = (await (globalThis as unknown as ExtensionGlobals).chrome.runtime.sendMessage({ channel: 'ui', type: 'policy/get', payload: null })) as {
        ok: boolean;
        value: unknown;
      };
      return reply.value as PolicyView;
    });
  }

  async verifyLedger(): Promise<{ state: string | null; brokenAt: string | null; text: string }> {
    const result = this.page.locator('[data-verify-result]');
    await this.page.locator('button[data-verify]').click();
    await result.locator('p').waitFor();
    return {
      state: await result.getAttribute('data-verify-result'),
      brokenAt: await result.locator('p').getAttribute('data-broken-at'),
      text: await result.innerText(),
    };
  }

  /** The ledger records shown, newest first: `data-seq` of each row. */
  ledgerRows(): Promise<string[]> {
    return this.page.locator('table.ledger tbody tr').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-seq') ?? ''));
  }

  /** Types into the playground and returns what it says the site would receive. */
  async tryText(text: string): Promise<{ outcome: string | null; masked: string | null; categories: string[] }> {
    await this.page.locator('#playground-input').fill(text);
    const outcome = this.page.locator('[data-playground-result] [data-outcome]');
    await outcome.waitFor();
    const masked = this.page.locator('[data-playground-result] [data-masked]');
    return {
      outcome: await outcome.getAttribute('data-outcome'),
      masked: (await masked.count()) > 0 ? await masked.innerText() : null,
      categories: await this.page.locator('[data-playground-result] table.findings tbody tr').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-category') ?? '')),
    };
  }
}
