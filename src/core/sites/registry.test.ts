import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { AI_SITE_HOSTS } from '../../../test/e2e/fixtures/ai-sites';
import { ALL_MATCH_PATTERNS, ALL_SITE_HOSTS, SITES, conversationFor, matchPatternCovers, siteForUrl, type SiteProfile } from './registry';

const FIXTURES = new URL('../../../fixtures/sites/', import.meta.url);
const REQUIRED_HOSTS = [
  'chatgpt.com', 'chat.openai.com', 'claude.ai', 'gemini.google.com', 'copilot.microsoft.com', 'perplexity.ai',
  'www.perplexity.ai', 'chat.mistral.ai', 'chat.deepseek.com', 'grok.com', 'meta.ai', 'www.meta.ai', 'poe.com',
];

/** A cheap syntax check: balanced brackets, parentheses and quotes (a browser does the real parse). */
function plausibleSelector(selector: string): boolean {
  let quote: string | null = null;
  const stack: string[] = [];
  for (const c of selector) {
    if (quote) {
      if (c === quote) quote = null;
      continue;
    }
    if (c === '"' || c === "'") quote = c;
    else if (c === '[' || c === '(') stack.push(c);
    else if (c === ']' && stack.pop() !== '[') return false;
    else if (c === ')' && stack.pop() !== '(') return false;
  }
  return quote === null && stack.length === 0 && selector.trim() === selector && selector !== '' && !selector.includes(',');
}

describe('site registry', () => {
  it('lists every assistant the guard promises, each hostname once', () => {
    expect([...ALL_SITE_HOSTS].sort()).toEqual([...REQUIRED_HOSTS].sort());
    expect(new Set(SITES.map((s) => s.id)).size).toBe(SITES.length);
    expect(new Set(SITES.flatMap((s) => s.hosts)).size).toBe(SITES.flatMap((s) => s.hosts).length);
  });

  it('covers every hostname the end-to-end tier maps', () => {
    for (const host of AI_SITE_HOSTS) expect(siteForUrl(`https://${host}/`), host).toBeDefined();
  });

  describe.each(SITES.map((s) => [s.id, s] as [string, SiteProfile]))('%s', (_id, site) => {
    it('has every field, non-empty', () => {
      expect(site.name.trim()).not.toBe('');
      for (const field of ['hosts', 'matches', 'composers', 'sendControls', 'fileInputs', 'dropZones', 'replies'] as const) {
        expect(site[field].length, field).toBeGreaterThan(0);
      }
      expect(site.conversationPath).not.toBe('');
    });

    it('has https match patterns that cover exactly its hostnames', () => {
      for (const pattern of site.matches) {
        expect(pattern).toMatch(/^https:\/\/[a-z0-9.-]+\/\*$/);
        expect(ALL_MATCH_PATTERNS).toContain(pattern);
      }
      for (const host of site.hosts) {
        expect(site.matches.some((p) => matchPatternCovers(p, `https://${host}/c/abc`)), host).toBe(true);
        expect(siteForUrl(`https://${host}/anything?x=1`)?.id).toBe(site.id);
        expect(site.matches.some((p) => matchPatternCovers(p, `http://${host}/`)), `${host} over http`).toBe(false);
      }
      expect(site.matches.some((p) => matchPatternCovers(p, 'https://example.org/'))).toBe(false);
    });

    it('has selectors that parse, ranked composers with an editor kind', () => {
      for (const c of site.composers) {
        expect(plausibleSelector(c.selector), c.selector).toBe(true);
        expect(['prosemirror', 'lexical', 'quill', 'textarea', 'contenteditable']).toContain(c.editor);
      }
      for (const s of [...site.sendControls, ...site.fileInputs, ...site.dropZones, ...site.replies]) expect(plausibleSelector(s), s).toBe(true);
    });

    it('reads a conversation id from its paths, and none from the start page', () => {
      const re = new RegExp(site.conversationPath);
      expect(new RegExp(`${re.source}|`).exec('')?.length, 'exactly one group').toBe(2);
      expect(conversationFor(site, '/')).toBeNull();
    });

    it('has a fixture page that mimics its composer with a real editor', () => {
      const page = new URL(`${site.id}/index.html`, FIXTURES);
      const main = new URL(`${site.id}/main.ts`, FIXTURES);
      expect(existsSync(page), page.pathname).toBe(true);
      expect(existsSync(main), main.pathname).toBe(true);
      expect(readFileSync(page, 'utf8')).toContain(`content="site:${site.id}"`);
      const source = readFileSync(main, 'utf8');
      const editor = site.composers[0]?.editor;
      const mount = { prosemirror: 'mountProseMirror', lexical: 'mountLexical', quill: 'mountQuill', textarea: 'mountTextarea|mountReactTextarea', contenteditable: 'contenteditable' }[editor ?? 'contenteditable'];
      expect(source, `${site.id} fixture uses the ${editor} editor`).toMatch(new RegExp(mount));
    });
  });

  it('finds conversation ids where the sites put them', () => {
    const by = (id: string): SiteProfile => SITES.find((s) => s.id === id) as SiteProfile;
    expect(conversationFor(by('chatgpt'), '/c/6f1c2d3e-4b5a-4c7d-9e8f-a0b1c2d3e4f5')).toBe('6f1c2d3e-4b5a-4c7d-9e8f-a0b1c2d3e4f5');
    expect(conversationFor(by('claude'), '/chat/0a1b2c3d-1111-2222-3333-444455556666')).toBe('0a1b2c3d-1111-2222-3333-444455556666');
    expect(conversationFor(by('gemini'), '/app/9f8e7d6c5b4a')).toBe('9f8e7d6c5b4a');
  });

  it('refuses what is not a guarded https page', () => {
    expect(siteForUrl('http://chatgpt.com/')).toBeUndefined();
    expect(siteForUrl('https://chatgpt.com.evil.example/')).toBeUndefined();
    expect(siteForUrl('https://evilchatgpt.com/')).toBeUndefined();
    expect(siteForUrl('not a url')).toBeUndefined();
  });
});
