/**
 * ReplyRestorer against a real DOM: tokens the assistant echoes in a reply container are shown as
 * their values inside closed shadow roots (the page keeps an empty marker), found whole when split
 * across streamed chunks; everything outside the site's reply containers, and markers the page
 * made itself, are left as they are.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ReplyRestorer, type RestoreLookup } from '../../src/content/restore';
import { quiet } from './support/guarded-site';
import { restoredValues, shadowOf, watchShadowRoots } from './support/shadow-roots';

const KNOWN: Record<string, string> = {
  '[EMAIL_7KQ3ZD]': 'ines.barrow@quillfield-post.net',
  '[PERSON_NAME_H4TR2W]': 'Ines Barrow',
  '[EMAIL_M9PX4C]': '<img src=x onerror="window.__restoredRan = true">@quillfield-post.net',
};

let restorer: ReplyRestorer | null = null;
let lookups: string[][] = [];
let root: HTMLElement;

function start(lookup: RestoreLookup = async (tokens) => {
  lookups.push(tokens);
  return tokens.filter((t) => t in KNOWN).map((token) => ({ token, value: KNOWN[token] ?? '', label: token.startsWith('[EMAIL') ? 'EMAIL' : 'PERSON_NAME' }));
}): ReplyRestorer {
  restorer = new ReplyRestorer(document, ['.reply', '[data-role="assistant"] .body'], lookup);
  restorer.start();
  return restorer;
}

function add(html: string): HTMLElement {
  root.insertAdjacentHTML('beforeend', html);
  return root.lastElementChild as HTMLElement;
}

/** Streams `text` into `into` in small chunks, one text node each, as chat renderers do. */
async function stream(into: HTMLElement, text: string, chunk = 4): Promise<void> {
  for (let i = 0; i < text.length; i += chunk) {
    into.appendChild(document.createTextNode(text.slice(i, i + chunk)));
    await quiet(5);
  }
}

beforeAll(() => {
  watchShadowRoots();
});

afterEach(() => {
  restorer?.stop();
  restorer = null;
  lookups = [];
  root.remove();
});

describe('ReplyRestorer', () => {
  beforeEach(() => {
    root = document.createElement('main');
    document.body.appendChild(root);
  });

  it('restores a token streamed across chunks once the reply is quiet; the page reads an empty marker', async () => {
    start();
    const reply = add('<div class="reply"></div>');
    await stream(reply, 'Sure, I will write to [EMAIL_7KQ3ZD] and copy [PERSON_NAME_H4TR2W] today.');
    await vi.waitFor(() => expect(restoredValues(reply)).toEqual(['ines.barrow@quillfield-post.net', 'Ines Barrow']));
    expect(reply.textContent).toBe('Sure, I will write to  and copy  today.');
    expect(reply.innerText).not.toContain('quillfield');
    const marker = reply.querySelector('[data-consentry-restored]');
    expect(marker?.getAttribute('data-consentry-restored')).toBe('EMAIL');
    expect(marker?.shadowRoot, 'the root is closed to the page').toBeNull();
    expect(shadowOf(marker!)?.querySelector('mark')?.title).toContain('the assistant received [EMAIL_7KQ3ZD]');
    expect(lookups).toEqual([['[EMAIL_7KQ3ZD]', '[PERSON_NAME_H4TR2W]']]);
  });

  it('leaves tokens outside reply containers alone, and markers the page made itself', async () => {
    start();
    const prompt = add('<div class="prompt">You wrote to [EMAIL_7KQ3ZD].</div>');
    const reply = add('<div data-role="assistant"><div class="body"></div><div class="meta">[EMAIL_7KQ3ZD]</div></div>');
    const body = reply.querySelector('.body') as HTMLElement;
    body.innerHTML = 'Forged <span data-consentry-restored="EMAIL">[EMAIL_7KQ3ZD]</span> and real [EMAIL_7KQ3ZD].';
    await vi.waitFor(() => expect(restoredValues(body)).toHaveLength(2));
    // The page's own span keeps its text and gains no root; only the real token became a marker.
    const [forged, real] = [...body.querySelectorAll('[data-consentry-restored]')];
    expect(forged?.textContent).toBe('[EMAIL_7KQ3ZD]');
    expect(shadowOf(forged!)).toBeUndefined();
    expect(shadowOf(real!)).toBeDefined();
    expect(prompt.textContent).toBe('You wrote to [EMAIL_7KQ3ZD].');
    expect(reply.querySelector('.meta')?.textContent).toBe('[EMAIL_7KQ3ZD]');
  });

  it('sets values as text, never as markup', async () => {
    start();
    const reply = add('<div class="reply"></div>');
    reply.textContent = 'Odd value: [EMAIL_M9PX4C].';
    await vi.waitFor(() => expect(restoredValues(reply)).toHaveLength(1));
    const mark = shadowOf(reply.querySelector('[data-consentry-restored]')!)?.querySelector('mark');
    expect(mark?.textContent).toBe(KNOWN['[EMAIL_M9PX4C]']);
    expect(mark?.querySelector('img')).toBeNull();
    expect((window as unknown as { __restoredRan?: boolean }).__restoredRan).toBeUndefined();
  });

  it('leaves unknown tokens as they are and asks for them once', async () => {
    start();
    const reply = add('<div class="reply"></div>');
    reply.textContent = 'Unknown [EMAIL_ZZZZZZ] here.';
    await vi.waitFor(() => expect(lookups).toHaveLength(1));
    reply.appendChild(document.createTextNode(' More text.'));
    await quiet(450);
    expect(lookups).toEqual([['[EMAIL_ZZZZZZ]']]);
    expect(reply.textContent).toBe('Unknown [EMAIL_ZZZZZZ] here. More text.');
  });

  it('restores nothing when the worker cannot answer', async () => {
    start(async () => {
      throw new Error('Extension context invalidated.');
    });
    const reply = add('<div class="reply">Token [EMAIL_7KQ3ZD].</div>');
    expect(await restorer!.restoreAll()).toBe(0);
    expect(reply.textContent).toBe('Token [EMAIL_7KQ3ZD].');
  });

  it('restoreAll handles replies already on the page; after stop, new replies are left alone', async () => {
    const reply = add('<div class="reply">Earlier: [PERSON_NAME_H4TR2W].</div>');
    const r = start();
    expect(await r.restoreAll()).toBe(1);
    expect(restoredValues(reply)).toEqual(['Ines Barrow']);
    r.stop();
    const later = add('<div class="reply">Later: [EMAIL_7KQ3ZD].</div>');
    await quiet(450);
    expect(later.textContent).toBe('Later: [EMAIL_7KQ3ZD].');
  });
});
