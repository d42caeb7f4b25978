/**
 * ReplyRestorer against a real DOM: a token the assistant echoes in a reply container is replaced
 * by a marker holding the token itself, invisible, and a restoration frame for its ticket — found
 * whole when split across streamed chunks. The page's document never holds the value (the frame,
 * an extension page in the browser, shows it), the marker keeps the token's box, and everything
 * outside the site's replies, editable replies and markers the page made itself are left alone.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ReplyRestorer, type RestoreLookup } from '../../src/content/restore';
import { quiet } from './support/guarded-site';
import { restoreFrameUrl, restoredTickets, restoredValues, shadowOf, watchShadowRoots } from './support/shadow-roots';

const KNOWN: Record<string, string> = {
  '[EMAIL_7KQ3ZD]': 'ines.barrow@quillfield-post.net',
  '[PERSON_NAME_H4TR2W]': 'Ines Barrow',
};

let restorer: ReplyRestorer | null = null;
let lookups: string[][] = [];
let root: HTMLElement;
let tickets = new Map<string, string>();

function start(
  lookup: RestoreLookup = async (tokens) => {
    lookups.push(tokens);
    return tokens.flatMap((token) => {
      const value = KNOWN[token];
      if (value === undefined) return [];
      const ticket = `ticket-${tickets.size + 1}`;
      tickets.set(ticket, value);
      return [{ token, ticket, label: token.startsWith('[EMAIL') ? 'EMAIL' : 'PERSON_NAME' }];
    });
  },
): ReplyRestorer {
  restorer = new ReplyRestorer(document, ['.reply', '[data-role="assistant"] .body'], lookup, restoreFrameUrl);
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
  tickets = new Map();
  root.remove();
});

describe('ReplyRestorer', () => {
  beforeEach(() => {
    root = document.createElement('main');
    document.body.appendChild(root);
  });

  it('puts a frame over a token streamed across chunks once the reply is quiet; the page holds the token, never the value', async () => {
    start();
    const reply = add('<div class="reply" style="font: 16px sans-serif"></div>');
    await stream(reply, 'Sure, I will write to [EMAIL_7KQ3ZD] and copy [PERSON_NAME_H4TR2W] today.');
    await vi.waitFor(() => expect(restoredValues(tickets, reply)).toEqual(['ines.barrow@quillfield-post.net', 'Ines Barrow']));
    expect(document.body.innerHTML).not.toContain('quillfield');
    expect(reply.innerText).not.toContain('quillfield');
    const marker = reply.querySelector('[data-consentry-restored]') as HTMLElement;
    expect(marker.getAttribute('data-consentry-restored')).toBe('EMAIL');
    expect(marker.shadowRoot, 'the root is closed to the page').toBeNull();
    const inside = shadowOf(marker);
    expect(inside?.querySelector('.sizer')?.textContent, 'the marker holds the token').toBe('[EMAIL_7KQ3ZD]');
    expect(inside?.querySelector('iframe')?.title).toContain('shown by Consentry on this device only');
    expect(JSON.stringify([...(inside?.querySelectorAll('*') ?? [])].map((e) => e.outerHTML))).not.toContain('quillfield');
    // The marker's box is the token's box.
    const probe = document.createElement('span');
    probe.textContent = '[EMAIL_7KQ3ZD]';
    reply.append(probe);
    expect(Math.abs(marker.getBoundingClientRect().width - probe.getBoundingClientRect().width)).toBeLessThan(1);
    expect(lookups).toEqual([['[EMAIL_7KQ3ZD]', '[PERSON_NAME_H4TR2W]']]);
  });

  it('leaves tokens outside reply containers alone, editable replies, and markers the page made itself', async () => {
    start();
    const prompt = add('<div class="prompt">You wrote to [EMAIL_7KQ3ZD].</div>');
    const editable = add('<div class="reply" contenteditable="true">Draft to [EMAIL_7KQ3ZD].</div>');
    const reply = add('<div data-role="assistant"><div class="body"></div><div class="meta">[EMAIL_7KQ3ZD]</div></div>');
    const body = reply.querySelector('.body') as HTMLElement;
    body.innerHTML = 'Forged <span data-consentry-restored="EMAIL">[EMAIL_7KQ3ZD]</span> and real [EMAIL_7KQ3ZD].';
    await vi.waitFor(() => expect(restoredTickets(body).filter((t) => t !== '')).toHaveLength(1));
    // The page's own span keeps its text and gains no root; only the real token became a marker.
    const [forged, real] = [...body.querySelectorAll('[data-consentry-restored]')];
    expect(forged?.textContent).toBe('[EMAIL_7KQ3ZD]');
    expect(shadowOf(forged!)).toBeUndefined();
    expect(shadowOf(real!)).toBeDefined();
    expect(prompt.textContent).toBe('You wrote to [EMAIL_7KQ3ZD].');
    expect(editable.querySelector('[data-consentry-restored]'), 'nothing in an editor').toBeNull();
    expect(reply.querySelector('.meta')?.textContent).toBe('[EMAIL_7KQ3ZD]');
  });

  it('shows one token in at most three places', async () => {
    start();
    const reply = add('<div class="reply"></div>');
    reply.textContent = Array.from({ length: 6 }, () => '[EMAIL_7KQ3ZD]').join(' ');
    await vi.waitFor(() => expect(restoredTickets(reply)).toHaveLength(3));
    await quiet(400);
    expect(restoredTickets(reply)).toHaveLength(3);
  });

  it('leaves unknown tokens as they are and asks again only a few times', async () => {
    start();
    const reply = add('<div class="reply"></div>');
    reply.textContent = 'Unknown [EMAIL_ZZZZZZ] here.';
    await vi.waitFor(() => expect(lookups).toHaveLength(1));
    reply.appendChild(document.createTextNode(' More text.'));
    await quiet(450);
    expect(lookups, 'not asked again at once').toEqual([['[EMAIL_ZZZZZZ]']]);
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

  it('restoreAll handles replies already on the page; after stop, new replies are left alone; surfaces() gives the frames\' boxes', async () => {
    const reply = add('<div class="reply">Earlier: [PERSON_NAME_H4TR2W].</div>');
    const r = start();
    expect(await r.restoreAll()).toBe(1);
    expect(restoredValues(tickets, reply)).toEqual(['Ines Barrow']);
    const [box] = r.surfaces();
    expect(box?.width).toBeGreaterThan(0);
    r.stop();
    const later = add('<div class="reply">Later: [EMAIL_7KQ3ZD].</div>');
    await quiet(450);
    expect(later.textContent).toBe('Later: [EMAIL_7KQ3ZD].');
  });
});
