/**
 * The keyword prefilter against a plain search (same keywords, same offsets, windows and caps
 * honoured), and its construction against the textbook one.
 */
import { describe, expect, it } from 'vitest';
import { KeywordIndex, useKeywordIndexStore, type KeywordIndexStore } from './keyword-index';
import { mulberry32 as rng } from '../../../eval/census/prng';
import { RECOGNIZERS } from '../recognizers/index';
import { fieldKeywords } from '../fields/field-lexicon';

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

/**
 * The automaton as the textbook builds it (a map of edges per state, failure links breadth first,
 * every state × class filled in): the index's faster construction must give the same tables.
 */
function textbookAutomaton(keywords: readonly string[]): { table: Int32Array; acceptFrom: number; outputs: number[][] } {
  const unique = [...new Set(keywords)];
  const classOf = new Uint8Array(128);
  let width = 1;
  for (const k of unique) for (let i = 0; i < k.length; i++) if (classOf[k.charCodeAt(i)] === 0) classOf[k.charCodeAt(i)] = width++;
  let shift = 0;
  while (1 << shift < width) shift++;
  const goto: Map<number, number>[] = [new Map()];
  const out: number[][] = [[]];
  unique.forEach((keyword, index) => {
    let state = 0;
    for (let i = 0; i < keyword.length; i++) {
      const k = classOf[keyword.charCodeAt(i)] as number;
      let next = goto[state]!.get(k);
      if (next === undefined) {
        next = goto.length;
        goto.push(new Map());
        out.push([]);
        goto[state]!.set(k, next);
      }
      state = next;
    }
    out[state]!.push(index);
  });
  const states = goto.length;
  const delta = new Int32Array(states * width);
  const fail = new Int32Array(states);
  const queue: number[] = [];
  for (let k = 1; k < width; k++) {
    const next = goto[0]!.get(k);
    if (next !== undefined) {
      delta[k] = next;
      queue.push(next);
    }
  }
  for (let head = 0; head < queue.length; head++) {
    const s = queue[head]!;
    out[s] = [...out[s]!, ...out[fail[s]!]!];
    for (let k = 1; k < width; k++) {
      const next = goto[s]!.get(k);
      if (next !== undefined) {
        fail[next] = delta[fail[s]! * width + k]!;
        delta[s * width + k] = next;
        queue.push(next);
      } else delta[s * width + k] = delta[fail[s]! * width + k]!;
    }
  }
  const order: number[] = [];
  for (let s = 0; s < states; s++) if (out[s]!.length === 0) order.push(s);
  const acceptFrom = order.length;
  for (let s = 0; s < states; s++) if (out[s]!.length > 0) order.push(s);
  const number = new Int32Array(states);
  order.forEach((s, n) => (number[s] = n));
  const table = new Int32Array(states << shift);
  for (let n = 0; n < states; n++) {
    const s = order[n]!;
    for (let k = 0; k < width; k++) table[(n << shift) + k] = number[delta[s * width + k]!]! << shift;
  }
  return { table, acceptFrom: acceptFrom << shift, outputs: order.slice(acceptFrom).map((s) => out[s]!) };
}

/** The index's own tables (private: read here only to compare them). */
function tablesOf(index: KeywordIndex): { table: Int32Array; acceptFrom: number; outputs: number[][] } {
  const inner = index as unknown as { table: Int32Array; acceptFrom: number; outputs: { start: Int32Array; items: Int32Array } };
  const { start, items } = inner.outputs;
  const outputs = Array.from({ length: start.length - 1 }, (_, n) => Array.from(items.subarray(start[n], start[n + 1])));
  return { table: inner.table, acceptFrom: inner.acceptFrom, outputs };
}

describe('keyword index construction', () => {
  it('builds the same automaton as the textbook construction, for the shipped keyword sets', () => {
    const rules = RECOGNIZERS.flatMap((r) => r.keywords);
    const fields = fieldKeywords();
    for (const keywords of [KEYWORDS, rules, fields, [...rules, ...fields]]) {
      expect(tablesOf(new KeywordIndex(keywords))).toEqual(textbookAutomaton(keywords));
    }
  });

  it('builds the same automaton as the textbook construction, for random keyword sets', () => {
    const next = rng(23);
    const letters = 'abcdefgh -_';
    for (let n = 0; n < 300; n++) {
      const keywords: string[] = [];
      const count = 1 + Math.floor(next() * 30);
      for (let i = 0; i < count; i++) {
        let k = '';
        const length = 1 + Math.floor(next() * 7);
        for (let j = 0; j < length; j++) k += letters[Math.floor(next() * letters.length)];
        keywords.push(k);
      }
      expect(tablesOf(new KeywordIndex(keywords)), keywords.join('|')).toEqual(textbookAutomaton(keywords));
    }
  });
});

describe('a saved keyword index', () => {
  function memoryStore(): KeywordIndexStore & { saved: Map<string, Int32Array>; loads: number } {
    const saved = new Map<string, Int32Array>();
    return {
      saved,
      loads: 0,
      load(key) {
        const data = saved.get(key);
        if (data) this.loads++;
        return data;
      },
      save(key, data) {
        saved.set(key, data);
      },
    };
  }

  function sameAnswers(a: KeywordIndex, b: KeywordIndex, seed: number): void {
    const next = rng(seed);
    for (let n = 0; n < 500; n++) {
      const text = randomText(next);
      expect(b.find(text), text).toEqual(a.find(text));
      expect(b.positions(text, 3), text).toEqual(a.positions(text, 3));
      expect(b.survey(text, 1000), text).toEqual(a.survey(text, 1000));
    }
  }

  it('reads back into an index that answers as the one built, for all and for tracked keywords', () => {
    const store = memoryStore();
    useKeywordIndexStore(store);
    try {
      const built = new KeywordIndex(KEYWORDS);
      const builtTracked = new KeywordIndex(KEYWORDS, ['token', 'sk-']);
      expect(store.saved.size).toBe(2);
      const read = new KeywordIndex(KEYWORDS);
      const readTracked = new KeywordIndex(KEYWORDS, ['token', 'sk-']);
      expect(store.loads).toBe(2);
      sameAnswers(built, read, 3);
      sameAnswers(builtTracked, readTracked, 5);
      // The registry's own keywords, as the command line saves them.
      const registry = RECOGNIZERS.flatMap((r) => r.keywords);
      const fresh = new KeywordIndex(registry, registry.slice(0, 50));
      const again = new KeywordIndex(registry, registry.slice(0, 50));
      expect(store.loads).toBe(3);
      const text = 'my password is hunter2, the api key ghp_x and the token sk-abc; AKIA and xoxb- too';
      expect(again.survey(text, 10)).toEqual(fresh.survey(text, 10));
    } finally {
      useKeywordIndexStore(undefined);
    }
  });

  it('is used only for exactly its keywords, and is built afresh from a damaged copy', () => {
    const store = memoryStore();
    useKeywordIndexStore(store);
    try {
      const built = new KeywordIndex(KEYWORDS);
      expect(new KeywordIndex([...KEYWORDS, 'extra']).find('an extra word')).toEqual(new Set(['extra']));
      expect(new KeywordIndex(KEYWORDS, ['token']).positions('token key', 5)).toEqual(new Map([['token', [0]]]));
      expect(store.loads).toBe(0);
      const [key, data] = [...store.saved][0]!;
      for (const damage of [(d: Int32Array) => d.subarray(0, d.length - 1), (d: Int32Array) => Int32Array.from([...d, 0]), (d: Int32Array) => Int32Array.from(d).fill(7, 0, 1), (d: Int32Array) => Int32Array.from(d).fill(99_999, d.length - 2, d.length - 1)]) {
        store.saved.clear();
        store.saved.set(key, damage(data));
        sameAnswers(built, new KeywordIndex(KEYWORDS), 9);
      }
    } finally {
      useKeywordIndexStore(undefined);
    }
  });
});

