/**
 * The open consent dialog as assistive technology sees it (CDP's accessibility tree). The guard
 * draws it in a closed shadow root that page scripts and Playwright locators cannot enter; the
 * accessibility tree is how a person using a screen reader meets it, so tests and the demo read it
 * there.
 */
import type { CDPSession } from 'playwright-core';

interface AxNode {
  nodeId: string;
  childIds?: string[];
  role?: { value?: string };
  name?: { value?: string };
  ignored?: boolean;
}

export interface DialogView {
  name: string;
  buttons: string[];
  checkboxes: string[];
}

/** The first dialog in the page's accessibility tree, with its buttons and checkboxes, or null. */
export async function readConsentDialog(cdp: CDPSession): Promise<DialogView | null> {
  const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as { nodes: AxNode[] };
  const byId = new Map(nodes.map((n) => [n.nodeId, n]));
  const dialog = nodes.find((n) => !n.ignored && n.role?.value === 'dialog');
  if (!dialog) return null;
  const inside: AxNode[] = [];
  const stack = [...(dialog.childIds ?? [])];
  while (stack.length > 0) {
    const node = byId.get(stack.pop() ?? '');
    if (!node) continue;
    if (!node.ignored) inside.push(node);
    stack.push(...(node.childIds ?? []));
  }
  const named = (role: string): string[] => inside.filter((n) => n.role?.value === role).map((n) => n.name?.value ?? '').reverse();
  return { name: dialog.name?.value ?? '', buttons: named('button'), checkboxes: named('checkbox') };
}
