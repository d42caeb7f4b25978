import { describe, expect, it } from 'vitest';
import { RestorationMap } from '../../core/mask/restoration-map';
import { RestorationMaps } from './restoration-maps';

function issued(pairs: Array<[string, string]>, now: () => number): RestorationMap {
  const map = new RestorationMap(60_000, now);
  for (const [token, value] of pairs) map.issue(token, value, token.slice(1, token.lastIndexOf('_')));
  return map;
}

const EMAIL = '[EMAIL_ABCD23]';
const CARD = '[CARD_XYZW45]';

describe('restoration maps', () => {
  it('returns values only to the tab, origin and conversation they were issued to', () => {
    let t = 0;
    const now = (): number => t;
    const maps = new RestorationMaps(60_000, now);
    maps.add(1, 'https://chatgpt.com', 'c1', issued([[EMAIL, 'ana@example.org']], now));
    expect(maps.lookup(1, 'https://chatgpt.com', 'c1', [EMAIL])).toEqual([{ token: EMAIL, value: 'ana@example.org', label: 'EMAIL' }]);
    expect(maps.lookup(2, 'https://chatgpt.com', 'c1', [EMAIL])).toEqual([]);
    expect(maps.lookup(1, 'https://claude.ai', 'c1', [EMAIL])).toEqual([]);
    expect(maps.lookup(1, 'https://chatgpt.com', 'c2', [EMAIL])).toEqual([]);
    expect(maps.lookup(1, 'https://chatgpt.com', 'c1', ['[EMAIL_NOTOUR]'])).toEqual([]);
  });

  it('lets a new chat adopt the tokens issued before it had an id', () => {
    const maps = new RestorationMaps();
    maps.add(1, 'https://chatgpt.com', null, issued([[EMAIL, 'ana@example.org']], Date.now));
    expect(maps.lookup(1, 'https://chatgpt.com', 'c9', [EMAIL])).toHaveLength(1);
    // Adopted: it now belongs to c9 alone.
    expect(maps.lookup(1, 'https://chatgpt.com', null, [EMAIL])).toEqual([]);
    expect(maps.lookup(1, 'https://chatgpt.com', 'c10', [EMAIL])).toEqual([]);
    expect(maps.lookup(1, 'https://chatgpt.com', 'c9', [EMAIL])).toHaveLength(1);
  });

  it('expires after the idle period and drops a tab that closes or changes site', () => {
    let t = 0;
    const now = (): number => t;
    const maps = new RestorationMaps(1_000, now);
    maps.add(1, 'https://chatgpt.com', 'c', issued([[EMAIL, 'ana@example.org']], now));
    maps.add(2, 'https://claude.ai', 'c', issued([[CARD, '4111 1111 1111 1111']], now));
    t = 900;
    expect(maps.lookup(1, 'https://chatgpt.com', 'c', [EMAIL])).toHaveLength(1);
    t = 1_800;
    expect(maps.lookup(1, 'https://chatgpt.com', 'c', [EMAIL]), 'still in use, not idle').toHaveLength(1);
    t = 3_000;
    expect(maps.lookup(1, 'https://chatgpt.com', 'c', [EMAIL])).toEqual([]);
    expect(maps.sweep()).toBeGreaterThan(0);
    expect(maps.tokenCount(1)).toBe(0);

    t = 0;
    const fresh = new RestorationMaps(60_000, now);
    fresh.add(3, 'https://chatgpt.com', 'c', issued([[EMAIL, 'ana@example.org']], now));
    fresh.add(3, 'https://poe.com', 'c', issued([[CARD, '4111 1111 1111 1111']], now));
    expect(fresh.lookup(3, 'https://chatgpt.com', 'c', [EMAIL]), 'the tab moved to another site').toEqual([]);
    expect(fresh.lookup(3, 'https://poe.com', 'c', [CARD])).toHaveLength(1);
    fresh.dropTab(3);
    expect(fresh.lookup(3, 'https://poe.com', 'c', [CARD])).toEqual([]);
  });

  it('is never serialised', () => {
    const maps = new RestorationMaps();
    maps.add(1, 'https://chatgpt.com', 'c', issued([[EMAIL, 'ana@example.org']], Date.now));
    expect(() => JSON.stringify(maps)).toThrow(/never serialised/);
    expect(() => JSON.stringify({ maps })).toThrow(/never serialised/);
  });
});
