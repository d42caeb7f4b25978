/**
 * The restoration frame: an extension page framed over one token of an assistant's reply (see
 * src/content/restore.ts). It redeems its ticket with the service worker, which answers only an
 * extension page in the ticket's tab, once, and draws the value in the reply's type, fitted into
 * the token's box (smaller type, then an ellipsis; the whole value is in the tooltip and the
 * accessible name). It is a document of another origin than the page: the page can neither read
 * nor search it, and nothing is ever posted out of it.
 */

export interface ShownValue {
  token: string;
  value: string;
  label: string;
}

interface Style {
  fontFamily: string;
  fontSize: string;
  fontWeight: string;
  fontStyle: string;
  color: string;
}

const CSS = `
:root { color-scheme: normal; }
html, body { margin: 0; padding: 0; height: 100%; overflow: hidden; background: transparent; }
body { display: flex; align-items: center; }
span { display: block; width: 100%; box-sizing: border-box; white-space: nowrap; overflow: hidden; text-overflow: ellipsis;
  background: rgba(255, 214, 0, 0.28); border-bottom: 1px dashed #8a6d00; border-radius: 2px; padding: 0 1px; cursor: text; }
span.missing { background: transparent; border-bottom-color: transparent; }
`;

/** The smallest share of the reply's type size a value is shrunk to before it is cut. */
const MIN_SCALE = 0.6;

function styleFrom(raw: string | null): Style | undefined {
  if (raw === null) return undefined;
  try {
    const parsed = JSON.parse(raw) as Partial<Record<keyof Style, unknown>>;
    const text = (v: unknown, max = 300): string => (typeof v === 'string' ? v.slice(0, max) : '');
    return { fontFamily: text(parsed.fontFamily), fontSize: text(parsed.fontSize, 20), fontWeight: text(parsed.fontWeight, 10), fontStyle: text(parsed.fontStyle, 20), color: text(parsed.color, 60) };
  } catch {
    return undefined;
  }
}

export function startRestoreView(win: Window, redeem: (ticket: string) => Promise<ShownValue | null>): void {
  const doc = win.document;
  const params = new URLSearchParams(win.location.hash.slice(1));
  const ticket = params.get('t') ?? '';
  const token = params.get('k') ?? '';
  const style = styleFrom(params.get('f'));
  // The ticket is single-use; it leaves the address once read.
  win.history.replaceState(null, '', win.location.pathname);

  const sheet = doc.createElement('style');
  sheet.textContent = CSS;
  doc.head.append(sheet);
  const span = doc.createElement('span');
  if (style) {
    span.style.fontFamily = style.fontFamily;
    span.style.fontSize = style.fontSize;
    span.style.fontWeight = style.fontWeight;
    span.style.fontStyle = style.fontStyle;
    span.style.color = style.color;
  }
  doc.body.append(span);

  const show = (value: ShownValue | null): void => {
    if (value === null) {
      // Not ours to show (expired, another tab, forged): the token stays as the site sent it.
      span.className = 'missing';
      span.textContent = token;
      return;
    }
    span.textContent = value.value;
    span.setAttribute('data-value', '');
    const words = `${value.value} (restored by Consentry on this device; the assistant received ${value.token})`;
    span.title = words;
    span.setAttribute('aria-label', words);
    fit(span, win);
  };
  (ticket === '' ? Promise.resolve(null) : redeem(ticket).catch(() => null)).then(show, () => show(null));
}

/** Shrinks the type until the value fits the token's box, down to MIN_SCALE; past that it is cut. */
function fit(span: HTMLElement, win: Window): void {
  const base = parseFloat(win.getComputedStyle(span).fontSize) || 16;
  let scale = 1;
  while (span.scrollWidth > span.clientWidth + 1 && scale > MIN_SCALE) {
    scale = Math.max(MIN_SCALE, scale - 0.05);
    span.style.fontSize = `${(base * scale).toFixed(2)}px`;
  }
}
