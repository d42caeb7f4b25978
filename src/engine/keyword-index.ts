/**
 * Keyword prefilter: one pass over a view finds which recognizer keywords occur in it, so rules
 * whose keywords are absent never run. An Aho–Corasick automaton compiled to a dense ASCII DFA:
 * one array lookup per character, whatever the number of keywords.
 */
const ALPHABET = 128;

export class KeywordIndex {
  private readonly delta: Int32Array[] = [];
  /** The automaton flattened for the scan loop: next state = table[state * 128 + char]. */
  private readonly table: Int32Array;
  /** 1 where a state ends at least one keyword. */
  private readonly accepting: Uint8Array;
  /** For each state, the keywords that end there (following failure links). */
  private readonly outputs: number[][] = [];
  readonly keywords: readonly string[];

  constructor(keywords: Iterable<string>) {
    const unique = [...new Set(keywords)];
    for (const k of unique) {
      if (k.length === 0 || !/^[\x20-\x7e]+$/.test(k) || k !== k.toLowerCase()) {
        throw new Error(`keyword must be non-empty lower-case printable ASCII: ${JSON.stringify(k)}`);
      }
    }
    this.keywords = unique;
    const goto: Map<number, number>[] = [new Map()];
    const out: number[][] = [[]];
    unique.forEach((keyword, index) => {
      let state = 0;
      for (let i = 0; i < keyword.length; i++) {
        const c = keyword.charCodeAt(i);
        let next = goto[state]!.get(c);
        if (next === undefined) {
          next = goto.length;
          goto.push(new Map());
          out.push([]);
          goto[state]!.set(c, next);
        }
        state = next;
      }
      out[state]!.push(index);
    });
    const fail = new Int32Array(goto.length);
    for (let s = 0; s < goto.length; s++) this.delta.push(new Int32Array(ALPHABET));
    const queue: number[] = [];
    for (let c = 0; c < ALPHABET; c++) {
      const next = goto[0]!.get(c);
      if (next !== undefined) {
        this.delta[0]![c] = next;
        fail[next] = 0;
        queue.push(next);
      }
    }
    for (let head = 0; head < queue.length; head++) {
      const s = queue[head]!;
      out[s] = [...out[s]!, ...out[fail[s]!]!];
      for (let c = 0; c < ALPHABET; c++) {
        const next = goto[s]!.get(c);
        if (next !== undefined) {
          fail[next] = this.delta[fail[s]!]![c]!;
          this.delta[s]![c] = next;
          queue.push(next);
        } else {
          this.delta[s]![c] = this.delta[fail[s]!]![c]!;
        }
      }
    }
    this.outputs = out;
    this.table = new Int32Array(this.delta.length * ALPHABET);
    this.delta.forEach((row, state) => this.table.set(row, state * ALPHABET));
    this.accepting = Uint8Array.from(out, (o) => (o.length > 0 ? 1 : 0));
  }

  /** The set of keywords occurring in `text` (matched case-insensitively). */
  find(text: string): Set<string> {
    return this.findIn(text, [[0, text.length]]);
  }

  /** The set of keywords occurring in the given windows of `text`, in one pass over them. */
  findIn(text: string, windows: ReadonlyArray<readonly [number, number]>): Set<string> {
    const found = new Set<string>();
    if (this.keywords.length === 0) return found;
    const table = this.table;
    const accepting = this.accepting;
    const seen = new Uint8Array(accepting.length);
    for (const [from, to] of windows) {
      let state = 0;
      for (let i = from; i < to; i++) {
        let c = text.charCodeAt(i);
        if (c >= ALPHABET) {
          state = 0;
          continue;
        }
        if (c >= 65 && c <= 90) c += 32;
        state = table[state * ALPHABET + c]!;
        if (accepting[state] === 1 && seen[state] === 0) {
          seen[state] = 1;
          for (const k of this.outputs[state]!) found.add(this.keywords[k]!);
        }
      }
    }
    return found;
  }

  /**
   * Start offsets of each keyword occurrence in `text` (case-insensitive), at most `cap` per
   * keyword; a keyword with more occurrences maps to `undefined` (too common to anchor on).
   */
  positions(text: string, cap: number): Map<string, number[] | undefined> {
    const found = new Map<string, number[] | undefined>();
    if (this.keywords.length === 0) return found;
    const table = this.table;
    const accepting = this.accepting;
    let state = 0;
    for (let i = 0, n = text.length; i < n; i++) {
      let c = text.charCodeAt(i);
      if (c >= ALPHABET) {
        state = 0;
        continue;
      }
      if (c >= 65 && c <= 90) c += 32;
      state = table[state * ALPHABET + c]!;
      if (accepting[state] === 0) continue;
      for (const k of this.outputs[state]!) {
        const keyword = this.keywords[k]!;
        if (!found.has(keyword)) found.set(keyword, []);
        const list = found.get(keyword);
        if (list === undefined) continue;
        if (list.length >= cap) found.set(keyword, undefined);
        else list.push(i - keyword.length + 1);
      }
    }
    return found;
  }
}
