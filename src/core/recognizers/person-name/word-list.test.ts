/**
 * The generated word lists looked up in place: each is sorted and unique as the lookup needs,
 * and bisecting it answers exactly as a Set of its words does, before and after it becomes one.
 */
import { describe, expect, it } from 'vitest';
import { mulberry32 as rng } from '../../../../eval/census/prng';
import { AMBIGUOUS_GIVEN_NAMES, GIVEN_NAMES } from './_given-names';
import { NOT_NAME_WORDS } from './_name-words';
import { SURNAMES } from './_surnames';
import { LOOKUPS_BEFORE_SET, WordList } from './_word-list';
import { LONGEST_LISTED_WORD } from '../../text/normalize';

const LISTS = { GIVEN_NAMES, AMBIGUOUS_GIVEN_NAMES, NOT_NAME_WORDS, SURNAMES };

/** Near misses of listed words: cut, extended, case changed, a letter swapped. */
function probes(words: readonly string[], seed: number): string[] {
  const next = rng(seed);
  const out = ['', ' ', '\n', 'a b', words[0] ?? '', `${words[0]} ${words[1]}`, '\uffff', '\u0000'];
  for (let i = 0; i < 3000; i++) {
    const w = words[Math.floor(next() * words.length)] as string;
    const at = Math.floor(next() * w.length);
    out.push(w.slice(0, at), `${w}s`, w.toUpperCase(), w.toLowerCase(), w.slice(0, at) + String.fromCharCode(w.charCodeAt(at) + 1) + w.slice(at + 1));
  }
  return out;
}

describe('word lists', () => {
  for (const [name, list] of Object.entries(LISTS)) {
    it(`${name} is sorted by code units, without repeats`, () => {
      const words = list.words();
      expect(words.length).toBeGreaterThan(100);
      for (let i = 1; i < words.length; i++) expect((words[i - 1] as string) < (words[i] as string), `${words[i - 1]} before ${words[i]}`).toBe(true);
    });

    it(`${name} answers as a Set of its words, by bisection and once it is a Set`, () => {
      const words = list.words();
      const set = new Set(words);
      const text = words.join(' ');
      const asked = [...words, ...probes(words, words.length)];
      const expected = asked.map((w) => set.has(w));
      // By bisection: fresh lists over the same text, each asked fewer times than makes a Set.
      const bisected: boolean[] = [];
      for (let i = 0; i < asked.length; i += LOOKUPS_BEFORE_SET) {
        const fresh = new WordList(text);
        for (const w of asked.slice(i, i + LOOKUPS_BEFORE_SET)) bisected.push(fresh.has(w));
      }
      expect(bisected).toEqual(expected);
      // And from the Set a list becomes when asked often.
      const often = new WordList(text);
      expect(asked.map((w) => often.has(w))).toEqual(expected);
      expect(often.size).toBe(set.size);
      expect([...often]).toEqual(words);
    });
  }

  it('bisects text laid out in lines as generated', () => {
    const list = new WordList('\nAnna Bert\nCarl\n  Dora Emil\n');
    for (const w of ['Anna', 'Bert', 'Carl', 'Dora', 'Emil']) expect(list.has(w), w).toBe(true);
    for (const w of ['', 'Ann', 'Annaa', 'Bert\nCarl', 'Zed', 'A', 'Emilia', ' ']) expect(list.has(w), JSON.stringify(w)).toBe(false);
  });
});

describe('the longest listed word', () => {
  it('is read off the text, as the lists hold it', () => {
    expect(new WordList('alpha beta\ndelta  epsilon\ngamma zeta').longest()).toBe('epsilon'.length);
    for (const words of [GIVEN_NAMES, SURNAMES, NOT_NAME_WORDS]) expect(words.longest()).toBe(Math.max(...[...words].map((w) => w.length)));
    expect(NOT_NAME_WORDS.longest()).toBe(LONGEST_LISTED_WORD);
  });
});
