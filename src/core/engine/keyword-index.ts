/**
 * Keyword prefilter: one pass over a view finds which recognizer keywords occur in it, so rules
 * whose keywords are absent never run. An Aho–Corasick automaton compiled to a dense DFA over the
 * few character classes the keywords use (every other character sends it back to the root): one
 * small-table lookup per character, whatever the number of keywords, with a table small enough
 * to stay in cache.
 */
const ASCII = 128;

/** Tells a saved index of this layout from anything else; changes whenever the layout does. */
const SAVED_FORMAT = 0x4b490001;

/**
 * Where built indexes may be kept between runs: building the automaton for the registry's
 * keywords is several milliseconds of every command-line start, reading it back a fraction of
 * one. A store answers only for exactly the key it was given; the command line keeps one in a
 * file beside its bundle (src/cli/index-store.ts), checked whole before it is used.
 */
export interface KeywordIndexStore {
  load(key: string): Int32Array | undefined;
  save(key: string, data: Int32Array): void;
}

let store: KeywordIndexStore | undefined;

/** Installs (or, with undefined, removes) the store that indexes are looked up in and saved to. */
export function useKeywordIndexStore(next: KeywordIndexStore | undefined): void {
  store = next;
}

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
  private readonly outputs: Lists;
  /** The same, only the keywords whose positions are tracked. */
  private readonly trackedOutputs: Lists;
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
    const trackedList = tracked === undefined ? undefined : [...new Set(tracked)];
    const key = store ? `${unique.join('\n')}\u0000${trackedList === undefined ? '\u0001' : trackedList.join('\n')}` : '';
    const saved = store?.load(key);
    if (saved !== undefined) {
      const restored = restore(saved, unique.length);
      if (restored !== undefined) {
        ({ classOf: this.classOf, shift: this.shift, table: this.table, acceptFrom: this.acceptFrom, outputs: this.outputs, trackedOutputs: this.trackedOutputs, stateCount: this.stateCount } = restored);
        return;
      }
    }
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

    const stride = 1 << shift;

    // The trie over classes, its edges in a map keyed by state and class (0 = no child: the
    // root is nobody's child). States are numbered as they are made, so a parent precedes its
    // child. Keywords are distinct, so at most one ends at each state. No dense table yet: a
    // table of every state's row, touched out of order, costs more in fresh memory than all the
    // rest of the construction.
    let capacity = 1;
    for (let w = 0; w < unique.length; w++) capacity += (unique[w] as string).length;
    const child = new Map<number, number>();
    const parent = new Int32Array(capacity);
    const via = new Uint8Array(capacity);
    const depth = new Int32Array(capacity);
    const ends = new Int32Array(capacity).fill(-1);
    let states = 1;
    let deepest = 0;
    for (let w = 0; w < unique.length; w++) {
      const keyword = unique[w] as string;
      let state = 0;
      for (let i = 0; i < keyword.length; i++) {
        const k = classOf[keyword.charCodeAt(i)] as number;
        const edge = (state << 8) | k;
        let next = child.get(edge);
        if (next === undefined) {
          next = states++;
          child.set(edge, next);
          parent[next] = state;
          via[next] = k;
          depth[next] = i + 1;
        }
        state = next;
      }
      ends[state] = w;
      if (keyword.length > deepest) deepest = keyword.length;
    }
    // The states level by level (a counting sort by depth): a failure link is always shallower.
    const levelStart = new Int32Array(deepest + 2);
    levelStart[1] = 1;
    for (let s = 1; s < states; s++) levelStart[(depth[s] as number) + 1]!++;
    for (let d = 1; d <= deepest + 1; d++) levelStart[d]! += levelStart[d - 1] as number;
    const byLevel = new Int32Array(states);
    const filled = levelStart.slice();
    for (let s = 1; s < states; s++) byLevel[filled[depth[s] as number]!++] = s;

    // Failure links (Aho–Corasick), level by level: the failure state of a child is where its
    // parent's failure chain first has an edge for the child's class.
    const fail = new Int32Array(states);
    const out: number[][] = new Array<number[]>(states);
    out[0] = [];
    for (let j = 1; j < states; j++) {
      const s = byLevel[j] as number;
      const p = parent[s] as number;
      const k = via[s] as number;
      let f = 0;
      if (p !== 0) {
        let g = fail[p] as number;
        for (;;) {
          const next = child.get((g << 8) | k);
          if (next !== undefined) {
            f = next;
            break;
          }
          if (g === 0) break;
          g = fail[g] as number;
        }
      }
      fail[s] = f;
      const own = ends[s] as number;
      out[s] = own >= 0 ? [own, ...out[f]!] : out[f]!;
    }

    // Renumber: states that end nothing first (the root stays 0), accepting states last. The
    // table of transitions in the new numbering is filled level by level: a state moves as its
    // failure state (shallower, so done) does, except along its own trie edges, so each row is
    // a copy of another plus the edges, and the work grows with the states, not states × classes.
    const number = new Int32Array(states);
    let acceptFrom = 0;
    for (let s = 0; s < states; s++) if (out[s]!.length === 0) number[s] = acceptFrom++;
    const outputs: number[][] = [];
    for (let s = 0, n = acceptFrom; s < states; s++) {
      if (out[s]!.length === 0) continue;
      number[s] = n++;
      outputs.push(out[s]!);
    }
    const table = new Int32Array(states << shift);
    const edgesDown = (j: number): void => {
      const c = byLevel[j] as number;
      table[((number[parent[c] as number] as number) << shift) + (via[c] as number)] = (number[c] as number) << shift;
    };
    for (let j = levelStart[1] as number; j < (levelStart[2] ?? states); j++) edgesDown(j);
    for (let d = 1; d <= deepest; d++) {
      const from = levelStart[d] as number;
      const to = levelStart[d + 1] as number;
      for (let j = from; j < to; j++) {
        const s = byLevel[j] as number;
        const source = (number[fail[s] as number] as number) << shift;
        table.copyWithin((number[s] as number) << shift, source, source + stride);
      }
      for (let j = to; j < (levelStart[d + 2] ?? to); j++) edgesDown(j);
    }
    this.table = table;
    this.acceptFrom = acceptFrom << shift;
    this.outputs = flatten(outputs);
    const track = trackedList === undefined ? undefined : new Set(trackedList);
    this.trackedOutputs = track === undefined ? this.outputs : flatten(outputs.map((o) => o.filter((k) => track.has(unique[k]!))));
    this.stateCount = states;
    store?.save(key, this.saved());
  }

  /**
   * The built automaton as one array: format, shift, acceptFrom, stateCount, the 128 classes,
   * the table's length and the table, then the outputs and the tracked outputs as lists (a
   * tracked count of -1 means "the same as the outputs").
   */
  private saved(): Int32Array {
    const size = (l: Lists): number => 2 + l.start.length + l.items.length;
    const same = this.trackedOutputs === this.outputs;
    const out = new Int32Array(4 + ASCII + 1 + this.table.length + size(this.outputs) + (same ? 1 : size(this.trackedOutputs)));
    out.set([SAVED_FORMAT, this.shift, this.acceptFrom, this.stateCount]);
    out.set(this.classOf, 4);
    let at = 4 + ASCII;
    out[at++] = this.table.length;
    out.set(this.table, at);
    at += this.table.length;
    const put = (l: Lists): void => {
      out[at++] = l.start.length;
      out.set(l.start, at);
      at += l.start.length;
      out[at++] = l.items.length;
      out.set(l.items, at);
      at += l.items.length;
    };
    put(this.outputs);
    if (same) out[at++] = -1;
    else put(this.trackedOutputs);
    return out;
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
        const { start, items } = this.outputs;
        for (let j = start[n] as number; j < (start[n + 1] as number); j++) found.add(this.keywords[items[j] as number]!);
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
    const { table, classOf, acceptFrom, shift, keywords } = this;
    const { start: outStart, items: outItems } = this.outputs;
    const { start: trackStart, items: trackItems } = this.trackedOutputs;
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
          for (let j = outStart[n] as number; j < (outStart[n + 1] as number); j++) found.add(keywords[outItems[j] as number]!);
        }
        const to = trackStart[n + 1] as number;
        for (let j = trackStart[n] as number; j < to; j++) {
          const keyword = keywords[trackItems[j] as number]!;
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

/** Lists of numbers, flat: list n is items[start[n] .. start[n + 1]). */
interface Lists {
  start: Int32Array;
  items: Int32Array;
}

function flatten(lists: readonly (readonly number[])[]): Lists {
  const start = new Int32Array(lists.length + 1);
  let n = 0;
  for (let i = 0; i < lists.length; i++) {
    start[i] = n;
    n += (lists[i] as readonly number[]).length;
  }
  start[lists.length] = n;
  const items = new Int32Array(n);
  for (let i = 0; i < lists.length; i++) items.set(lists[i] as readonly number[], start[i] as number);
  return { start, items };
}

interface Restored {
  classOf: Uint8Array;
  shift: number;
  table: Int32Array;
  acceptFrom: number;
  outputs: Lists;
  trackedOutputs: Lists;
  stateCount: number;
}

/**
 * An automaton read back from its saved form, or undefined when the array is not a whole one of
 * this layout for `keywordCount` keywords (then it is built afresh). Everything but the classes
 * is used in place.
 */
function restore(data: Int32Array, keywordCount: number): Restored | undefined {
  if (data.length < 4 + ASCII + 2 || data[0] !== SAVED_FORMAT) return undefined;
  const shift = data[1] as number;
  const acceptFrom = data[2] as number;
  const stateCount = data[3] as number;
  if (shift < 0 || shift > 8 || stateCount < 1) return undefined;
  const classOf = new Uint8Array(ASCII);
  for (let c = 0; c < ASCII; c++) {
    const k = data[4 + c] as number;
    if (k < 0 || k >= 1 << shift) return undefined;
    classOf[c] = k;
  }
  let at = 4 + ASCII;
  const tableLength = data[at++] as number;
  if (tableLength !== stateCount << shift || at + tableLength > data.length || acceptFrom < 0 || acceptFrom > tableLength) return undefined;
  const table = data.subarray(at, at + tableLength);
  at += tableLength;
  const accepting = stateCount - (acceptFrom >> shift);
  const take = (): Lists | undefined => {
    if (data[at] !== accepting + 1 || at + 1 + accepting + 1 >= data.length) return undefined;
    const start = data.subarray(at + 1, at + 1 + accepting + 1);
    at += 1 + accepting + 1;
    const n = data[at++] as number;
    if (n < 0 || at + n > data.length || start[0] !== 0 || start[accepting] !== n) return undefined;
    for (let i = 0; i < accepting; i++) if ((start[i] as number) > (start[i + 1] as number)) return undefined;
    const items = data.subarray(at, at + n);
    for (let i = 0; i < n; i++) if ((items[i] as number) < 0 || (items[i] as number) >= keywordCount) return undefined;
    at += n;
    return { start, items };
  };
  const outputs = take();
  if (outputs === undefined) return undefined;
  let trackedOutputs: Lists | undefined = outputs;
  if (data[at] === -1) at++;
  else trackedOutputs = take();
  if (trackedOutputs === undefined || at !== data.length) return undefined;
  return { classOf, shift, table, acceptFrom, outputs, trackedOutputs, stateCount };
}
