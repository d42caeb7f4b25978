/**
 * Reads inside the guard's closed shadow roots (the overlay, restored values) from the test. In the
 * extension those roots belong to the isolated world and the page cannot reach them; here test and
 * guard share one world, so the test keeps each root as it is attached. Test-side only: nothing in
 * the shipped code exposes its roots.
 */
const roots = new WeakMap<Element, ShadowRoot>();
let watching = false;

/** Keeps every shadow root attached from now on (call before the guard draws anything). */
export function watchShadowRoots(): void {
  if (watching) return;
  watching = true;
  const attach = Element.prototype.attachShadow;
  Element.prototype.attachShadow = function (this: Element, init: ShadowRootInit): ShadowRoot {
    const root = attach.call(this, init);
    roots.set(this, root);
    return root;
  };
}

export function shadowOf(host: Element): ShadowRoot | undefined {
  return roots.get(host);
}

/** Visible text in a shadow root, without its style sheet. */
export function shadowText(host: Element): string {
  const root = shadowOf(host);
  if (!root) return '';
  const parts: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n !== null; n = walker.nextNode()) {
    if (n.parentElement?.tagName !== 'STYLE') parts.push((n as Text).data);
  }
  return parts.join(' ').replace(/\s+/g, ' ').trim();
}

/** What the guard's overlay shows now (prompt and notices), or '' when it is not on the page. */
export function overlayText(doc: Document = document): string {
  const host = doc.querySelector('[data-consentry-ui]');
  return host ? shadowText(host) : '';
}

/** The open consent dialog's buttons, in order, or null when no prompt is open. */
export function promptButtons(doc: Document = document): string[] | null {
  const host = doc.querySelector('[data-consentry-ui]');
  const dialog = host ? shadowOf(host)?.querySelector('[role="dialog"]') : null;
  if (!dialog) return null;
  return [...dialog.querySelectorAll('button')].map((b) => b.textContent ?? '');
}

/**
 * The restoration frame's address as the content script would build it, pointed at nothing: in
 * the extension it is an extension page that redeems the ticket; here no frame loads.
 */
export function restoreFrameUrl(ticket: string, token: string): string {
  return `about:blank#${new URLSearchParams({ t: ticket, k: token }).toString()}`;
}

/** The tickets of the restoration frames under `root`, in document order. */
export function restoredTickets(root: ParentNode = document): string[] {
  return [...root.querySelectorAll('[data-consentry-restored]')].map((host) => {
    const src = shadowOf(host)?.querySelector('iframe')?.getAttribute('src') ?? '';
    return new URLSearchParams(src.slice(src.indexOf('#') + 1)).get('t') ?? '';
  });
}

/** What the restoration frames under `root` would show, from the tickets `values` knows. */
export function restoredValues(values: ReadonlyMap<string, string>, root: ParentNode = document): string[] {
  return restoredTickets(root).map((t) => values.get(t) ?? '');
}
