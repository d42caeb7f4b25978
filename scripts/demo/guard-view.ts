/**
 * What the extension shows inside a page, read the way assistive technology and the browser read
 * it (CDP), since the guard draws in closed shadow roots that page scripts — and Playwright
 * locators — cannot enter: the consent dialog from the accessibility tree, and values restored in
 * replies. The dialog reader is the end-to-end tier's own.
 */
import type { CDPSession, Page } from 'playwright-core';
import { readConsentDialog, type DialogView } from '../../test/e2e/pages/consent-dialog';

export type { DialogView };

interface DomNode {
  nodeType: number;
  nodeName: string;
  nodeValue: string;
  attributes?: string[];
  children?: DomNode[];
  shadowRoots?: DomNode[];
}

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

  /** Text shown in place of tokens in the assistant's replies (drawn by the extension, not the page). */
  async restoredValues(): Promise<string[]> {
    const { root } = (await (await this.cdp()).send('DOM.getDocument', { depth: -1, pierce: true })) as { root: DomNode };
    const restored: string[] = [];
    const textIn = (node: DomNode, into: string[]): void => {
      if (node.nodeType === 3) into.push(node.nodeValue);
      if (node.nodeName === 'STYLE') return;
      for (const c of [...(node.children ?? []), ...(node.shadowRoots ?? [])]) textIn(c, into);
    };
    const visit = (node: DomNode): void => {
      if ((node.attributes ?? []).includes('data-consentry-restored')) {
        const inner: string[] = [];
        for (const s of node.shadowRoots ?? []) textIn(s, inner);
        restored.push(inner.join(''));
        return;
      }
      for (const c of [...(node.children ?? []), ...(node.shadowRoots ?? [])]) visit(c);
    };
    visit(root);
    return restored;
  }

  async detach(): Promise<void> {
    await this.session?.detach().catch(() => undefined);
    this.session = null;
  }
}
