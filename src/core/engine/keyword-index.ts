/**
 * Keyword prefilter: one pass over a view finds which recognizer keywords occur in it, so rules
 * whose keywords are absent never run. An Aho–Corasick automaton compiled to a dense DFA over the
 * few character classes the keywords use (every other character sends it back to the root): one
 * small-table lookup per character, whatever the number of keywords, with a table small enough
 * to stay in cache.
 */
const ASCII = 128;

export class KeywordIndex {
  /** Character class of each ASCII code (upper case folded to lower); 0 for characters no keyword holds. */
  private readonly classOf: Uint8Array;
  /** log2 of a table row's length: the number of classes rounded up to a power of two. */
  private readonly shift: number;
  /**
   * The automaton flattened for the scan loop, each state stored as the offset of its row:
   * next = table[state + classOf[char]]. States that end a keyword come last, from `acceptFrom`
   * on, so one comparison tells the loop whether anything ended here.
   */
  private readonly table: Int32Array;
  private readonly acceptFrom: number;
  /** For each accepting state (by number from the first accepting one), the keywords it ends. */
  private readonly outputs: number[][];
  /** The same, only the keywords whose positions are tracked. */
  private readonly trackedOutputs: number[][];
  /** 1 for the accepting states that end a tracked keyword. */
  private readonly tracks: Uint8Array;
  private readonly stateCount: number;
  readonly keywords: readonly string[];

  /**
   * @param tracked the keywords whose occurrences `positions` and `survey` report (all of them
   *   when absent); every keyword is still looked for by `find`.
   */
  constructor(keywords: Iterable<string>, tracked?: Iterable<string>) {
    const unique = [...new Set(keywords)];
    for (const k of unique) {
      if (k.length === 0 || !/^[\x20-\x7e]+$/.test(k) || k !== k.toLowerCase()) {
        throw new Error(`keyword must be non-empty lower-case printable ASCII: ${JSON.stringify(k)}`);
      }
    }
    this.keywords = unique;
    // Classes: 0 for any character no keyword holds, then one per distinct keyword character.
    const classOf = new Uint8Array(ASCII);
    let width = 1;
    for (const k of unique) {
      for (let i = 0; i < k.length; i++) {
        const c = k.charCodeAt(i);
        if (classOf[c] === 0) classOf[c] = width++;
      }
    }
    for (let c = 65; c <= 90; c++) classOf[c] = classOf[c + 32] as number;
    this.classOf = classOf;
    let shift = 0;
    while (1 << shift < width) shift++;
    this.shift = shift;

    // The trie over classes, then failure links breadth first (Aho–Corasick).
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
        } else {
          delta[s * width + k] = delta[fail[s]! * width + k]!;
        }
      }
    }

    // Renumber: states that end nothing first (the root stays 0), accepting states last.
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
    this.table = table;
    this.acceptFrom = acceptFrom << shift;
    this.outputs = order.slice(acceptFrom).map((s) => out[s]!);
    const track = tracked === undefined ? undefined : new Set(tracked);
    this.trackedOutputs = track === undefined ? this.outputs : this.outputs.map((o) => o.filter((k) => track.has(unique[k]!)));
    this.tracks = Uint8Array.from(this.trackedOutputs, (o) => (o.length > 0 ? 1 : 0));
    this.stateCount = states;
  }

  /** The set of keywords occurring in `text` (matched case-insensitively). */
  find(text: string): Set<string> {
    return this.findIn(text, [[0, text.length]]);
  }

  /** The set of keywords occurring in the given windows of `text`, in one pass over them. */
  findIn(text: string, windows: ReadonlyArray<readonly [number, number]>): Set<string> {
    const found = new Set<string>();
    if (this.keywords.length === 0) return found;
    const { table, classOf, acceptFrom, shift } = this;
    const seen = new Uint8Array(this.stateCount);
    for (const [from, to] of windows) {
      let state = 0;
      for (let i = from; i < to; i++) {
        const c = text.charCodeAt(i);
        state = table[state + (c < ASCII ? (classOf[c] as number) : 0)] as number;
        if (state < acceptFrom) continue;
        const n = (state - acceptFrom) >> shift;
        if (seen[n] === 1) continue;
        seen[n] = 1;
        for (const k of this.outputs[n]!) found.add(this.keywords[k]!);
      }
    }
    return found;
  }

  /**
   * Start offsets of each tracked keyword's occurrences in `text` (case-insensitive), at most
   * `cap` per keyword; a keyword with more occurrences maps to `undefined` (too common to anchor
   * on). Given sorted, disjoint windows, only occurrences wholly inside one of them count.
   */
  positions(
    text: string,
    cap: number,
    windows: ReadonlyArray<readonly [number, number]> = [[0, text.length]],
  ): Map<string, number[] | undefined> {
    return this.walk(text, windows, cap, undefined);
  }

  /**
   * One pass over `text` for both questions: which keywords occur, and where the tracked ones do
   * (as `positions` reports them).
   */
  survey(text: string, cap: number): { found: Set<string>; positions: Map<string, number[] | undefined> } {
    const found = new Set<string>();
    const positions = this.walk(text, [[0, text.length]], cap, found);
    return { found, positions };
  }

  private walk(
    text: string,
    windows: ReadonlyArray<readonly [number, number]>,
    cap: number,
    found: Set<string> | undefined,
  ): Map<string, number[] | undefined> {
    const positions = new Map<string, number[] | undefined>();
    if (this.keywords.length === 0) return positions;
    const { table, classOf, acceptFrom, shift, keywords, trackedOutputs, tracks } = this;
    const seen = found ? new Uint8Array(this.stateCount) : undefined;
    for (const [from, to] of windows) {
      let state = 0;
      for (let i = from; i < to; i++) {
        const c = text.charCodeAt(i);
        state = table[state + (c < ASCII ? (classOf[c] as number) : 0)] as number;
        if (state < acceptFrom) continue;
        const n = (state - acceptFrom) >> shift;
        if (found && seen && seen[n] === 0) {
          seen[n] = 1;
          for (const k of this.outputs[n]!) found.add(keywords[k]!);
        }
        if (tracks[n] === 0) continue;
        for (const k of trackedOutputs[n]!) {
          const keyword = keywords[k]!;
          let list = positions.get(keyword);
          if (list === undefined) {
            if (positions.has(keyword)) continue;
            positions.set(keyword, (list = []));
          }
          if (list.length >= cap) positions.set(keyword, undefined);
          else list.push(i - keyword.length + 1);
        }
      }
    }
    return positions;
  }
}
