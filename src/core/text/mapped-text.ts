/**
 * A derived text ("view") that remembers, for every UTF-16 unit it holds, which span of the
 * original text it came from. Every normalisation and decoder produces one, so a finding in any
 * view maps back to exact offsets in what the person actually pasted, typed or shared.
 *
 * The mapping is kept as runs, not one entry per unit: long stretches of a view copy the original
 * unchanged, so a run says "these units are original[o], original[o + 1], …" in three numbers,
 * and building a view over 100 KB costs as many runs as it has edits rather than 100 K entries.
 */

/**
 * The mapping of a view's units back to the original, as runs sorted by view offset. Run k
 * covers units [at[k], at[k + 1]) (the last one up to `length`); when `end[k]` is IDENTITY, unit
 * u of the run came from original[origin[k] + (u - at[k])] alone, otherwise every unit of the
 * run came from original[origin[k], end[k]).
 */
export interface OffsetMap {
  readonly at: Int32Array;
  readonly origin: Int32Array;
  readonly end: Int32Array;
  readonly runs: number;
  /** Units mapped. */
  readonly length: number;
}

/** Marks a run whose units map one to one onto the original. */
const IDENTITY = -1;

export interface MappedText {
  readonly text: string;
  /** Where each unit came from; unit i of this text is unit `offset + i` of the map. */
  readonly map: OffsetMap;
  /** Set on windows of a larger view, which share its map (0 when absent). */
  readonly offset?: number;
  /**
   * Original offsets where this view differs from the text it was derived from (joins, removals,
   * replaced characters), sorted. Undefined means "anywhere" (or: this is a root view). Rules that
   * also read the source need only look near these places in the derived view.
   */
  readonly changes?: readonly number[];
}

/** The run of `map` that holds map unit `u` (0 ≤ u < map.length). */
function runOf(map: OffsetMap, u: number): number {
  const at = map.at;
  let lo = 0;
  let hi = map.runs - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >>> 1;
    if ((at[mid] as number) <= u) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** Original offset where unit `i` of the view starts. */
export function startOf(view: MappedText, i: number): number {
  const map = view.map;
  if (map.runs === 0) return 0;
  const u = (view.offset ?? 0) + i;
  const k = runOf(map, u);
  const origin = map.origin[k] as number;
  return map.end[k] === IDENTITY ? origin + (u - (map.at[k] as number)) : origin;
}

/** Original offset where unit `i` of the view ends. */
export function endOf(view: MappedText, i: number): number {
  const map = view.map;
  if (map.runs === 0) return 0;
  const u = (view.offset ?? 0) + i;
  const k = runOf(map, u);
  const end = map.end[k] as number;
  return end === IDENTITY ? (map.origin[k] as number) + (u - (map.at[k] as number)) + 1 : end;
}

/**
 * The first unit of the view, from unit `from` on, whose original span starts at or after
 * `offset` (the view's length when none does). Original starts never decrease along a view, so
 * this is a binary search over the runs, then a step inside one.
 */
export function firstUnitFrom(view: MappedText, offset: number, from = 0): number {
  const map = view.map;
  const length = view.text.length;
  if (from >= length || map.runs === 0) return length;
  const base = view.offset ?? 0;
  const first = base + from;
  const last = base + length - 1;
  let lo = runOf(map, first);
  let hi = runOf(map, last);
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (lastStart(map, mid, last) < offset) lo = mid + 1;
    else hi = mid;
  }
  if (lastStart(map, lo, last) < offset) return length;
  const at = map.at[lo] as number;
  let u = Math.max(at, first);
  if (map.end[lo] === IDENTITY) u = Math.max(u, at + (offset - (map.origin[lo] as number)));
  return u - base;
}

/** Original start of the last unit run k holds, up to map unit `last`. */
function lastStart(map: OffsetMap, k: number, last: number): number {
  const origin = map.origin[k] as number;
  if (map.end[k] !== IDENTITY) return origin;
  const u = Math.min(last, k + 1 < map.runs ? (map.at[k + 1] as number) - 1 : map.length - 1);
  return origin + (u - (map.at[k] as number));
}

/** A view of `text` that keeps the mapping of `view` (same length, units replaced one for one). */
export function withText(view: MappedText, text: string, changes?: readonly number[]): MappedText {
  return {
    text,
    map: view.map,
    ...(view.offset ? { offset: view.offset } : {}),
    ...(changes ? { changes } : {}),
  };
}

/** A window of a view as a view of its own (same mapping to the original). */
export function sliceView(view: MappedText, from: number, to: number): MappedText {
  return { text: view.text.slice(from, to), map: view.map, offset: (view.offset ?? 0) + from };
}

export class MappedTextBuilder {
  private parts: string[] = [];
  private at: Int32Array;
  private origin: Int32Array;
  private end: Int32Array;
  private runs = 0;
  private length = 0;
  private changes: number[] = [];
  private lastSource: MappedText | undefined;
  private lastSourceEnd = -1;

  constructor(capacityHint = 16) {
    // Views are rebuilt with few edits: a handful of runs is the usual need.
    const capacity = Math.max(16, Math.min(capacityHint, 256));
    this.at = new Int32Array(capacity);
    this.origin = new Int32Array(capacity);
    this.end = new Int32Array(capacity);
  }

  /** Append `chunk`, every unit of which came from original[start, end). */
  push(chunk: string, start: number, end: number): void {
    const n = chunk.length;
    if (n === 0) return;
    this.changes.push(start);
    this.lastSource = undefined;
    this.addRun(n, start, end);
    this.parts.push(chunk);
  }

  /** Append original[from, to) unchanged (the view is the identity there). */
  pushIdentity(original: string, from: number, to: number): void {
    const n = to - from;
    if (n <= 0) return;
    this.addRun(n, from, IDENTITY);
    this.parts.push(original.slice(from, to));
  }

  /** Append units copied from another view, keeping that view's mapping. */
  pushFrom(view: MappedText, from: number, to: number): void {
    const n = to - from;
    if (n <= 0) return;
    if (this.lastSource === view && from !== this.lastSourceEnd) this.changes.push(startOf(view, from));
    this.lastSource = view;
    this.lastSourceEnd = to;
    const map = view.map;
    const offset = view.offset ?? 0;
    const last = offset + to;
    let u = offset + from;
    for (let k = runOf(map, u); u < last; k++) {
      const runEnd = Math.min(last, k + 1 < map.runs ? (map.at[k + 1] as number) : map.length);
      const end = map.end[k] as number;
      const origin = end === IDENTITY ? (map.origin[k] as number) + (u - (map.at[k] as number)) : (map.origin[k] as number);
      this.addRun(runEnd - u, origin, end);
      u = runEnd;
    }
    this.parts.push(view.text.slice(from, to));
  }

  /** Append `chunk` that replaces view[from, to): every unit maps to the union of that span. */
  pushReplacing(chunk: string, view: MappedText, from: number, to: number): void {
    if (to <= from) return;
    const start = startOf(view, from);
    const end = endOf(view, to - 1);
    this.push(chunk, start, end);
  }

  build(): MappedText {
    return {
      text: this.parts.length === 1 ? (this.parts[0] as string) : this.parts.join(''),
      map: {
        at: this.at.subarray(0, this.runs),
        origin: this.origin.subarray(0, this.runs),
        end: this.end.subarray(0, this.runs),
        runs: this.runs,
        length: this.length,
      },
      changes: this.changes,
    };
  }

  /** A run of `n` units; an identity run that continues the previous one extends it instead. */
  private addRun(n: number, origin: number, end: number): void {
    const r = this.runs;
    if (
      end === IDENTITY &&
      r > 0 &&
      this.end[r - 1] === IDENTITY &&
      (this.origin[r - 1] as number) + (this.length - (this.at[r - 1] as number)) === origin
    ) {
      this.length += n;
      return;
    }
    if (r === this.at.length) this.grow();
    this.at[r] = this.length;
    this.origin[r] = origin;
    this.end[r] = end;
    this.runs = r + 1;
    this.length += n;
  }

  private grow(): void {
    const capacity = this.at.length * 2;
    for (const key of ['at', 'origin', 'end'] as const) {
      const next = new Int32Array(capacity);
      next.set(this[key]);
      this[key] = next;
    }
  }
}

/** The identity view of a text. */
export function identityView(text: string): MappedText {
  const out = new MappedTextBuilder();
  out.pushIdentity(text, 0, text.length);
  const built = out.build();
  return { text, map: built.map };
}

/** Map view[from, to) back to a span of the original text. */
export function toOriginal(view: MappedText, from: number, to: number): { start: number; end: number } {
  const length = view.text.length;
  if (to <= from) {
    const at = from < length ? startOf(view, from) : length > 0 ? endOf(view, length - 1) : 0;
    return { start: at, end: at };
  }
  // Spans are monotone in practice, but decoders may reorder nothing; looking at both ends is cheap.
  const start = Math.min(startOf(view, from), startOf(view, to - 1));
  const end = Math.max(endOf(view, from), endOf(view, to - 1));
  return { start, end };
}
