/**
 * One text for a whole document, built from units (an Office paragraph, a cell, a PDF text item)
 * that each know where their characters live, and the decision's edits on that text carried back
 * to each unit. A unit may appear more than once (a shared string used by several cells): its
 * edits from every appearance are merged. An edit that spans units puts its replacement in the
 * first and removes the covered characters from the rest, so nothing of a value survives in any
 * piece. Pure.
 */

/** A replacement on a text: [start, end) becomes `replacement`. */
export interface TextEdit {
  start: number;
  end: number;
  replacement: string;
}

/** One piece of a unit: characters that live somewhere (`source` says where), or a separator. */
export interface UnitPiece<S> {
  text: string;
  /** Undefined for characters the document implies (a tab element, a line break). */
  source?: S;
}

export interface TextUnit<S> {
  pieces: Array<UnitPiece<S>>;
}

export function unitText<S>(unit: TextUnit<S>): string {
  return unit.pieces.map((p) => p.text).join('');
}

interface Placement {
  unit: number;
  start: number;
  length: number;
}

/** Builds the document's text from units and literal separators. */
export class TextLayoutBuilder<S> {
  readonly units: Array<TextUnit<S>> = [];
  private readonly placements: Placement[] = [];
  private readonly parts: string[] = [];
  private length = 0;

  /** Adds a unit (not yet placed); its index. */
  add(unit: TextUnit<S>): number {
    this.units.push(unit);
    return this.units.length - 1;
  }

  /** Places a unit's text at the end of the document text. */
  place(unit: number): void {
    const text = unitText(this.units[unit] as TextUnit<S>);
    this.placements.push({ unit, start: this.length, length: text.length });
    this.append(text);
  }

  literal(text: string): void {
    this.append(text);
  }

  /** Ends the current line with `separator` unless the text is empty or already ends with it. */
  breakLine(separator = '\n'): void {
    if (this.length === 0) return;
    const tail = this.parts.slice(-2).join('');
    if (!tail.endsWith(separator)) this.append(tail.endsWith('\n') && separator.startsWith('\n') ? separator.slice(1) || separator : separator);
  }

  get textLength(): number {
    return this.length;
  }

  private append(text: string): void {
    if (text.length === 0) return;
    this.parts.push(text);
    this.length += text.length;
  }

  build(): TextLayout<S> {
    return new TextLayout(this.parts.join(''), this.units, this.placements);
  }
}

export class TextLayout<S> {
  constructor(
    readonly text: string,
    readonly units: ReadonlyArray<TextUnit<S>>,
    private readonly placements: readonly Placement[],
  ) {}

  /** Whether some unit was placed at all. */
  get placed(): number {
    return this.placements.length;
  }

  /**
   * The edits on the document text as edits on each unit's own text (merged when a unit appears
   * more than once; overlapping edits become one that spans both, with the first replacement).
   */
  unitEdits(edits: readonly TextEdit[]): Map<number, TextEdit[]> {
    const out = new Map<number, TextEdit[]>();
    const sorted = [...this.placements].sort((a, b) => a.start - b.start);
    for (const edit of edits) {
      let first = true;
      for (const p of sorted) {
        if (p.start >= edit.end) break;
        const s = Math.max(edit.start, p.start);
        const e = Math.min(edit.end, p.start + p.length);
        if (e <= s && !(edit.start === edit.end && edit.start === p.start)) continue;
        const list = out.get(p.unit) ?? [];
        list.push({ start: s - p.start, end: e - p.start, replacement: first ? edit.replacement : '' });
        out.set(p.unit, list);
        first = false;
      }
    }
    for (const [unit, list] of out) out.set(unit, mergeEdits(list));
    return out;
  }
}

/** Sorted, non-overlapping edits (overlaps joined, keeping the first replacement). */
export function mergeEdits(edits: readonly TextEdit[]): TextEdit[] {
  const sorted = [...edits].sort((a, b) => a.start - b.start || b.end - a.end);
  const out: TextEdit[] = [];
  for (const e of sorted) {
    const last = out[out.length - 1];
    if (last && e.start < last.end) {
      last.end = Math.max(last.end, e.end);
      if (last.replacement === '') last.replacement = e.replacement;
      continue;
    }
    out.push({ ...e });
  }
  return out;
}

/**
 * A unit's pieces after its edits: each piece's new text. A replacement goes into the first piece
 * with a source that its edit touches; separators stay as they are.
 */
export function editPieces<S>(unit: TextUnit<S>, edits: readonly TextEdit[]): string[] {
  const result = unit.pieces.map((p) => p.text);
  let offset = 0;
  const bounds = unit.pieces.map((p) => {
    const b = { start: offset, end: offset + p.text.length };
    offset += p.text.length;
    return b;
  });
  // Apply from the last edit back, so earlier offsets inside a piece stay valid.
  for (const edit of [...edits].sort((a, b) => b.start - a.start)) {
    let target = -1;
    for (let i = 0; i < unit.pieces.length; i++) {
      const b = bounds[i]!;
      if (unit.pieces[i]!.source === undefined) continue;
      if (b.end > edit.start && b.start < edit.end) {
        if (target < 0) target = i;
      } else if (edit.start === edit.end && b.start <= edit.start && edit.start <= b.end && target < 0) target = i;
    }
    for (let i = unit.pieces.length - 1; i >= 0; i--) {
      const b = bounds[i]!;
      if (unit.pieces[i]!.source === undefined) continue;
      const s = Math.max(edit.start, b.start) - b.start;
      const e = Math.min(edit.end, b.end) - b.start;
      if (e < s || (e === s && i !== target)) continue;
      const text = result[i]!;
      result[i] = text.slice(0, s) + (i === target ? edit.replacement : '') + text.slice(e);
    }
  }
  return result;
}
