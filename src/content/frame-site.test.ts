import { describe, expect, it } from 'vitest';
import { frameFacts, frameSite, type FrameFacts } from './frame-site';

const CHATGPT = 'https://chatgpt.com';

function sub(origin: string, href: string, topOrigin: string | null = CHATGPT): FrameFacts {
  return { isTop: false, href, origin, topOrigin };
}

describe('which site a frame is guarded for', () => {
  it('takes the top frame\'s site from its URL, and nothing on other pages', () => {
    expect(frameSite({ isTop: true, href: `${CHATGPT}/c/6f1d2a90-aa11`, origin: CHATGPT, topOrigin: null })).toMatchObject({ role: 'top', site: { id: 'chatgpt' } });
    expect(frameSite({ isTop: true, href: 'https://www.youtube.com/', origin: 'https://www.youtube.com', topOrigin: null })).toBeUndefined();
    expect(frameSite({ isTop: true, href: 'http://chatgpt.com/', origin: 'http://chatgpt.com', topOrigin: null }), 'plain http is not the site').toBeUndefined();
  });

  it('guards subframes that share the top frame\'s origin: a page of the site, about:blank, srcdoc and blob: frames', () => {
    for (const href of [`${CHATGPT}/bare/`, 'about:blank', 'about:srcdoc', `blob:${CHATGPT}/5d0c9f7e-1b2a-4c3d-8e9f-0a1b2c3d4e5f`]) {
      expect(frameSite(sub(CHATGPT, href)), href).toMatchObject({ role: 'subframe', site: { id: 'chatgpt' } });
    }
    expect(frameSite(sub('https://claude.ai', 'about:blank', 'https://claude.ai'))).toMatchObject({ role: 'subframe', site: { id: 'claude' } });
  });

  it('leaves alone frames of other origins, other AI sites included, and opaque frames', () => {
    // A top frame of another origin cannot be read from the frame.
    expect(frameSite(sub('https://claude.ai', 'https://claude.ai/embed', null)), 'an AI site framed into another page').toBeUndefined();
    expect(frameSite(sub('https://claude.ai', 'https://claude.ai/embed', CHATGPT)), 'even where the top can be read').toBeUndefined();
    expect(frameSite(sub(CHATGPT, `${CHATGPT}/x`, 'https://example.org')), 'a chatgpt frame in another site').toBeUndefined();
    expect(frameSite(sub('null', 'data:text/html,<textarea></textarea>', null)), 'data: frames are opaque').toBeUndefined();
    expect(frameSite(sub('null', 'about:srcdoc', CHATGPT)), 'a sandboxed frame').toBeUndefined();
    expect(frameSite(sub('https://www.youtube.com', 'https://www.youtube.com/embed/x', null))).toBeUndefined();
  });
});

describe('reading the facts from a window', () => {
  it('uses the frame\'s own origin, which about:blank inherits, and reads the top only where allowed', () => {
    const top = { location: { origin: CHATGPT, href: `${CHATGPT}/` } };
    const blank = { top, origin: CHATGPT, location: { href: 'about:blank', origin: 'null' } };
    expect(frameFacts(blank as unknown as Window)).toMatchObject({ isTop: false, href: 'about:blank', origin: CHATGPT, topOrigin: CHATGPT });

    const foreignTop = {
      get location(): Location {
        throw new DOMException('Blocked a frame from accessing a cross-origin frame.', 'SecurityError');
      },
    };
    const embedded = { top: foreignTop, origin: CHATGPT, location: { href: `${CHATGPT}/embed`, origin: CHATGPT } };
    expect(frameFacts(embedded as unknown as Window).topOrigin).toBeNull();
    expect(frameSite(frameFacts(embedded as unknown as Window))).toBeUndefined();

    const self: { top?: unknown; origin: string; location: { href: string; origin: string } } = { origin: CHATGPT, location: { href: `${CHATGPT}/`, origin: CHATGPT } };
    self.top = self;
    expect(frameFacts(self as unknown as Window)).toMatchObject({ isTop: true, href: `${CHATGPT}/`, origin: CHATGPT, topOrigin: null });
  });
});
