/**
 * How a tab's screen shares went, asked the way the popup asks: an extension page sends the `ui`
 * channel's `screen/diagnostics` to the service worker. Counts and timings only (frames received
 * and released, OCR passes and readings, per-frame overhead, time to the first useful frame).
 */
import type { Page } from 'playwright-core';
import type { ScreenShareDiagnostics, ScreenShareSummary } from '../../../src/protocol/screen';
import type { ExtensionGlobals, ExtensionSession } from '../fixtures/extension';
import { tabIdFor } from '../fixtures/tab-id';

export class ShareDiagnostics {
  private constructor(
    private readonly session: ExtensionSession,
    private readonly page: Page,
  ) {}

  /** Opens an extension page (kept in the background) to ask from. */
  static async open(session: ExtensionSession): Promise<ShareDiagnostics> {
    const page = await session.context.newPage();
    await page.goto(`chrome-extension://${session.extensionId}/popup.html`);
    return new ShareDiagnostics(session, page);
  }

  /** The id of the tab `page` shows, as the service worker knows it (brought to the front first). */
  async tabIdOf(page: Page): Promise<number> {
    return tabIdFor(this.session.serviceWorker, page);
  }

  /** The shares of `tabId` (every tab when undefined): live ones first, newest first. */
  async shares(tabId?: number): Promise<ScreenShareSummary[]> {
    const answer = (await this.page.evaluate(
      (payload) => (globalThis as unknown as ExtensionGlobals).chrome.runtime.sendMessage({ channel: 'ui', type: 'screen/diagnostics', payload }),
      tabId === undefined ? {} : { tabId },
    )) as { ok: boolean; value?: { shares: ScreenShareSummary[] }; error?: string };
    if (!answer.ok || !answer.value) throw new Error(`screen/diagnostics refused: ${answer.error ?? 'no answer'}`);
    return answer.value.shares;
  }

  /** The newest share of `tabId` that has reported, or undefined. */
  async latest(tabId?: number): Promise<ScreenShareSummary | undefined> {
    return (await this.shares(tabId)).find((s) => s.diagnostics !== null);
  }

  /**
   * Waits until OCR in the extension has read the share of `tabId` at least once, and returns its
   * diagnostics. A check that stopped fails at once; a wait that runs out says what the share
   * reported last (state, frames, OCR passes), so a slow start can be told from a stall.
   */
  async waitForReading(tabId: number, timeoutMs: number): Promise<ScreenShareDiagnostics> {
    const until = Date.now() + timeoutMs;
    let last: ScreenShareSummary | undefined;
    for (;;) {
      last = await this.latest(tabId);
      const d = last?.diagnostics;
      if (d?.state === 'failed') throw new Error(`the screen check stopped before OCR read anything: ${JSON.stringify(d)}`);
      if (d && d.ocr.readings > 0) return d;
      if (Date.now() > until) throw new Error(`no OCR reading reported within ${timeoutMs} ms; last report: ${JSON.stringify(last ?? null)}`);
      await new Promise((r) => setTimeout(r, 250));
    }
  }

  close(): Promise<void> {
    return this.page.close();
  }
}
