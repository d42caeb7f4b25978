/**
 * A generated word list, looked up where it lies. The lists are written sorted (by UTF-16 code
 * units, as `<` compares) and without repeats, one word after another with spaces and line
 * breaks between: a lookup bisects that text, so a start-up that reads a list a few times pays
 * nothing to build it. A list looked up often becomes a Set, once. The answers are the same
 * either way (the person-name tests hold every list sorted, unique and found word for word).
 * Pure.
 */

/**
 * Lookups after which the list becomes a Set. A bisection costs tens of microseconds in code not
 * yet optimised, building a Set a few milliseconds: a short text (one line, one prompt) stays
 * well below this, a longer one soon pays for the Set.
 */
export const LOOKUPS_BEFORE_SET = 16;

const isSeparator = (c: number): boolean => c === 32 || c === 10 || c === 13 || c === 9;

export class WordList implements Iterable<string> {
  private set: Set<string> | undefined;
  private lookups = 0;

  /** @param text the words, sorted and unique, separated by spaces and line breaks */
  constructor(private readonly text: string) {}

  has(word: string): boolean {
    if (this.set === undefined) {
      if (++this.lookups <= LOOKUPS_BEFORE_SET) return this.bisect(word);
      this.set = new Set(this.words());
    }
    return this.set.has(word);
  }

  /** The length of the longest word, read off the text without splitting it. */
  longest(): number {
    const text = this.text;
    let longest = 0;
    let run = 0;
    for (let i = 0; i < text.length; i++) {
      if (isSeparator(text.charCodeAt(i))) run = 0;
      else if (++run > longest) longest = run;
    }
    return longest;
  }

  get size(): number {
    return this.all().size;
  }

  [Symbol.iterator](): Iterator<string> {
    return this.all().values();
  }

  /** The words in list order (what the Set holds). */
  words(): string[] {
    return this.text.split(/\s+/).filter(Boolean);
  }

  private all(): Set<string> {
    return (this.set ??= new Set(this.words()));
  }

  private bisect(word: string): boolean {
    const text = this.text;
    // [lo, hi) always starts and ends between words.
    let lo = 0;
    let hi = text.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      let start = mid;
      while (start > lo && !isSeparator(text.charCodeAt(start - 1))) start--;
      while (start < hi && isSeparator(text.charCodeAt(start))) start++;
      if (start >= hi) {
        // Only separators from mid on: the word, if listed, lies before mid.
        hi = mid;
        continue;
      }
      let end = start;
      while (end < text.length && !isSeparator(text.charCodeAt(end))) end++;
      const order = compare(word, text, start, end);
      if (order === 0) return true;
      if (order < 0) hi = start;
      else lo = end;
    }
    return false;
  }
}

/** `word` against text[start, end), by UTF-16 code units: negative, zero or positive. */
function compare(word: string, text: string, start: number, end: number): number {
  const n = Math.min(word.length, end - start);
  for (let i = 0; i < n; i++) {
    const d = word.charCodeAt(i) - text.charCodeAt(start + i);
    if (d !== 0) return d;
  }
  return word.length - (end - start);
}
