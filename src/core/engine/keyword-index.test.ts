/** The keyword prefilter against a plain search: same keywords, same offsets, windows and caps honoured. */
import { describe, expect, it } from 'vitest';
import { KeywordIndex } from './keyword-index';
import { mulberry32 as rng } from '../../../eval/census/prng';

const KEYWORDS = ['pass', 'password', 'pwd', 'ss', 'sk-', 'key', 'api key', 'ghp_', 'to', 'token', 'y'];
const PIECES = ['pass', 'PaSs', 'word', 'sk-', 'k', 'ey', 'ghp_', ' ', 'api', 'to', 'ken', 'é', '€', 'x', '\n', 'S', 'Y'];

function randomText(next: () => number): string {
  let text = '';
  const n = Math.floor(next() * 40);
  for (let i = 0; i < n; i++) text += PIECES[Math.floor(next() * PIECES.length)];
  return text;
}

/** Every occurrence of every keyword, by plain case-insensitive search. */
function reference(text: string, keywords: readonly string[]): Map<string, number[]> {
  const lower = text.toLowerCase();
  const found = new Map<string, number[]>();
  for (const k of keywords) {
    for (let at = lower.indexOf(k); at >= 0; at = lower.indexOf(k, at + 1)) {
      // Only ASCII letters fold: a non-ASCII character whose lower case is ASCII does not count.
      if (text.slice(at, at + k.length).toLowerCase() !== k || /[^\x00-\x7f]/.test(text.slice(at, at + k.length))) continue;
      found.set(k, [...(found.get(k) ?? []), at]);
    }
  }
  return found;
}

describe('keyword index', () => {
  const index = new KeywordIndex(KEYWORDS);

  it('finds the same keywords and offsets as a plain search', () => {
    const next = rng(7);
    for (let n = 0; n < 2000; n++) {
      const text = randomText(next);
      const expected = reference(text, KEYWORDS);
      expect([...index.find(text)].sort(), text).toEqual([...expected.keys()].sort());
      const positions = index.positions(text, 1000);
      expect(new Map([...positions].sort()), text).toEqual(new Map([...expected].sort()));
    }
  });

  it('answers both questions in one survey', () => {
    const next = rng(11);
    for (let n = 0; n < 500; n++) {
      const text = randomText(next);
      const { found, positions } = index.survey(text, 1000);
      expect(found).toEqual(index.find(text));
      expect(positions).toEqual(index.positions(text, 1000));
    }
  });

  it('reports only tracked keywords by position, while finding them all', () => {
    const tracked = new KeywordIndex(KEYWORDS, ['token', 'sk-']);
    const text = 'my password and token, then sk-live and another token';
    expect(tracked.find(text)).toEqual(index.find(text));
    expect(tracked.positions(text, 10)).toEqual(
      new Map([
        ['token', [16, 48]],
        ['sk-', [28]],
      ]),
    );
  });

  it('counts only occurrences wholly inside the given windows', () => {
    const text = 'token token token';
    expect(index.positions(text, 10, [[0, 5]]).get('token')).toEqual([0]);
    expect(index.positions(text, 10, [[3, 13]]).get('token')).toEqual([6]);
    expect(index.positions(text, 10, [[3, 11], [12, 17]]).get('token')).toEqual([6, 12]);
    expect(index.positions(text, 10, [[3, 10], [13, 17]]).has('token')).toBe(false);
  });

  it('gives up on a keyword that occurs more often than the cap', () => {
    const positions = index.positions('to to to to', 3);
    expect(positions.has('to')).toBe(true);
    expect(positions.get('to')).toBeUndefined();
  });

  it('does not match across a non-ASCII character', () => {
    expect(index.find('pa€ss p\u0430ss').has('pass')).toBe(false);
  });
});
