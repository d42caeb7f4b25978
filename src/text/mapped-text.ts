/**
 * A derived text ("view") that remembers, for every UTF-16 unit it holds, which span of the
 * original text it came from. Every normalisation and decoder produces one, so a finding in any
 * view maps back to exact offsets in what the person actually pasted, typed or shared.
 */
export interface MappedText {
  readonly text: string;
  /** starts[i]..ends[i] is the original span that produced text[i]. */
  readonly starts: Int32Array;
  readonly ends: Int32Array;
  /**
   * Original offsets where this view differs from the text it was derived from (joins, removals,
   * replaced characters), sorted. Undefined means "anywhere" (or: this is a root view). Rules that
   * also read the source need only look near these places in the derived view.
   */
  readonly changes?: readonly number[];
}

export class MappedTextBuilder {
  private parts: string[] = [];
  private starts: Int32Array;
  private ends: Int32Array;
  private length = 0;
  private changes: number[] = [];
  private lastSource: MappedText | undefined;
  private lastSourceEnd = -1;

  constructor(capacityHint: number) {
    const capacity = Math.max(16, capacityHint);
    this.starts = new Int32Array(capacity);
    this.ends = new Int32Array(capacity);
  }

  /** Append `chunk`, every unit of which came from original[start, end). */
  push(chunk: string, start: number, end: number): void {
    const n = chunk.length;
    if (n === 0) return;
    this.changes.push(start);
    this.lastSource = undefined;
    this.reserve(n);
    for (let i = 0; i < n; i++) {
      this.starts[this.length + i] = start;
      this.ends[this.length + i] = end;
    }
    this.length += n;
    this.parts.push(chunk);
  }

  /** Append original[from, to) unchanged (the view is the identity there). */
  pushIdentity(original: string, from: number, to: number): void {
    const n = to - from;
    if (n <= 0) return;
    this.reserve(n);
    for (let i = 0; i < n; i++) {
      this.starts[this.length + i] = from + i;
      this.ends[this.length + i] = from + i + 1;
    }
    this.length += n;
    this.parts.push(original.slice(from, to));
  }

  /** Append units copied from another view, keeping that view's mapping. */
  pushFrom(view: MappedText, from: number, to: number): void {
    const n = to - from;
    if (n <= 0) return;
    if (this.lastSource === view && from !== this.lastSourceEnd) this.changes.push(view.starts[from] ?? 0);
    this.lastSource = view;
    this.lastSourceEnd = to;
    this.reserve(n);
    this.starts.set(view.starts.subarray(from, to), this.length);
    this.ends.set(view.ends.subarray(from, to), this.length);
    this.length += n;
    this.parts.push(view.text.slice(from, to));
  }

  /** Append `chunk` that replaces view[from, to): every unit maps to the union of that span. */
  pushReplacing(chunk: string, view: MappedText, from: number, to: number): void {
    if (to <= from) return;
    const start = view.starts[from] ?? 0;
    const end = view.ends[to - 1] ?? start;
    this.push(chunk, start, end);
  }

  build(): MappedText {
    // A view nearly as long as its capacity keeps the buffers (a view, not a copy).
    const keep = this.length * 4 >= this.starts.length * 3;
    return {
      text: this.parts.length === 1 ? (this.parts[0] as string) : this.parts.join(''),
      starts: keep ? this.starts.subarray(0, this.length) : this.starts.slice(0, this.length),
      ends: keep ? this.ends.subarray(0, this.length) : this.ends.slice(0, this.length),
      changes: this.changes,
    };
  }

  private reserve(n: number): void {
    const need = this.length + n;
    if (need <= this.starts.length) return;
    let capacity = this.starts.length * 2;
    while (capacity < need) capacity *= 2;
    const starts = new Int32Array(capacity);
    const ends = new Int32Array(capacity);
    starts.set(this.starts.subarray(0, this.length));
    ends.set(this.ends.subarray(0, this.length));
    this.starts = starts;
    this.ends = ends;
  }
}

/** The identity view of a text. */
export function identityView(text: string): MappedText {
  const n = text.length;
  const starts = new Int32Array(n);
  const ends = new Int32Array(n);
  for (let i = 0; i < n; i++) {
    starts[i] = i;
    ends[i] = i + 1;
  }
  return { text, starts, ends };
}

/** Map view[from, to) back to a span of the original text. */
export function toOriginal(view: MappedText, from: number, to: number): { start: number; end: number } {
  if (to <= from) {
    const at = view.starts[from] ?? view.ends[view.ends.length - 1] ?? 0;
    return { start: at, end: at };
  }
  let start = Number.POSITIVE_INFINITY;
  let end = 0;
  // Spans are monotone in practice, but decoders may reorder nothing; scanning the ends is cheap.
  start = Math.min(view.starts[from] ?? 0, view.starts[to - 1] ?? 0);
  end = Math.max(view.ends[from] ?? 0, view.ends[to - 1] ?? 0);
  return { start, end };
}
