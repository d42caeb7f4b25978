/**
 * Shadow roots the page made closed, as the extension may read them: a page's closed root hides
 * its nodes from an event's composedPath() seen from the window, but not from the extension
 * (chrome.dom.openOrClosedShadowRoot in Chrome, Element.openOrClosedShadowRoot in Firefox's
 * content scripts). Used to find a file input a page tucked into a closed shadow root.
 */

const HTML_NS = 'http://www.w3.org/1999/xhtml';

interface ExtensionDom {
  dom?: { openOrClosedShadowRoot?: (element: HTMLElement) => ShadowRoot | null };
}

/** The element's shadow root, open or closed, when the browser lets the extension read it. */
export function shadowRootOf(element: Element): ShadowRoot | null {
  if (element.shadowRoot) return element.shadowRoot;
  const firefox = (element as Element & { openOrClosedShadowRoot?: ShadowRoot | null }).openOrClosedShadowRoot;
  if (firefox !== undefined) return firefox ?? null;
  const chromeDom = (globalThis as unknown as { chrome?: ExtensionDom }).chrome?.dom;
  // Chrome's call takes HTML elements only (SVG and MathML ones throw); checked by namespace, not
  // instanceof, so elements of a same-origin subframe's document qualify too.
  if (element.namespaceURI !== HTML_NS) return null;
  try {
    return chromeDom?.openOrClosedShadowRoot?.(element as HTMLElement) ?? null;
  } catch {
    return null;
  }
}

/** Every element matching `selector` under `root`, through shadow roots open or closed, at most `limit`. */
export function deepQueryAll(root: ParentNode, selector: string, limit = 256): Element[] {
  const found: Element[] = [];
  const roots: ParentNode[] = [root];
  let visited = 0;
  while (roots.length > 0 && found.length < limit && visited < 10_000) {
    const current = roots.shift() as ParentNode;
    for (const el of current.querySelectorAll('*')) {
      visited++;
      if (el.matches(selector)) found.push(el);
      const inner = shadowRootOf(el);
      if (inner) roots.push(inner);
    }
  }
  return found;
}
