/**
 * From words with pixel boxes (OCR or the DOM) to text the engine can scan, and from the engine's
 * findings back to pixel boxes. Words are grouped into lines by vertical overlap and ordered left
 * to right; every character of the built text remembers its word, so a finding's [start, end)
 * becomes one box per line it touches, cut to the characters it covers within a word.
 */
import type { Finding } from '../engine/types';
import type { Box } from './types';

export interface Word {
  text: string;
  box: Box;
  /** OCR confidence 0–100 (DOM words: 100). */
  confidence?: number;
  /** The word sits in a notification (a DOM toast, alert or live region). */
  notification?: boolean;
}

export interface TextLayout {
  text: string;
  /** Per character of `text`: index into `words`, or -1 for separators. */
  wordAt: Int32Array;
  /** Per character: offset inside its word. */
  charAt: Int32Array;
  words: Word[];
  /** Each line's words (indices) in reading order. */
  lines: number[][];
}

function centerY(b: Box): number {
  return b.y + b.h / 2;
}

/** Groups words into lines (a word joins a line when its vertical centre lies in the line's band). */
export function groupLines(words: readonly Word[]): number[][] {
  const order = words.map((_, i) => i).sort((a, b) => centerY(words[a]!.box) - centerY(words[b]!.box));
  const lines: Array<{ top: number; bottom: number; members: number[] }> = [];
  for (const i of order) {
    const b = words[i]!.box;
    const c = centerY(b);
    let line = lines.find((l) => c >= l.top && c <= l.bottom);
    if (!line) {
      line = { top: b.y, bottom: b.y + b.h, members: [] };
      lines.push(line);
    } else {
      // Keep the band near the first word so tall neighbours do not swallow the next line.
      line.top = Math.min(line.top, b.y + b.h * 0.25);
      line.bottom = Math.max(line.bottom, b.y + b.h * 0.75);
    }
    line.members.push(i);
  }
  lines.sort((a, b) => a.top - b.top);
  return lines.map((l) => l.members.sort((a, b) => words[a]!.box.x - words[b]!.box.x));
}

export interface LayoutOptions {
  /**
   * What joins two words a normal space apart. OCR reads `_` as a space and splits long tokens
   * at random, so the same words are also handed to the scan joined by `''` or `'_'`.
   */
  join?: string;
  /** A gap wider than this many average characters is a column break (three spaces). */
  columnGap?: number;
}

/** A line's typical character width: the median over its words of two or more characters. */
function lineCharWidth(words: readonly Word[], line: readonly number[]): number {
  const widths = line
    .map((i) => words[i]!)
    .filter((w) => w.text.length >= 2)
    .map((w) => w.box.w / w.text.length)
    .sort((a, b) => a - b);
  return Math.max(1, widths.length > 0 ? (widths[widths.length >> 1] as number) : 8);
}

/**
 * Builds the scan text. Words on a line are joined by `join` (one space), or by three spaces when
 * the gap is wider than `columnGap` average characters (table cells and columns stay apart);
 * lines end with a newline.
 */
export function layoutWords(words: readonly Word[], options: LayoutOptions = {}): TextLayout {
  const join = options.join ?? ' ';
  const columnGap = options.columnGap ?? 2.5;
  const lines = groupLines(words);
  const parts: string[] = [];
  const wordIdx: number[] = [];
  const charIdx: number[] = [];
  const push = (s: string, w: number): void => {
    parts.push(s);
    for (let k = 0; k < s.length; k++) {
      wordIdx.push(w);
      charIdx.push(w < 0 ? -1 : k);
    }
  };
  for (const line of lines) {
    const charWidth = lineCharWidth(words, line);
    let prevEnd = -1;
    for (const wi of line) {
      const w = words[wi]!;
      if (w.text.length === 0) continue;
      if (prevEnd >= 0) push(w.box.x - prevEnd > columnGap * charWidth ? '   ' : join, -1);
      push(w.text, wi);
      prevEnd = w.box.x + w.box.w;
    }
    push('\n', -1);
  }
  return { text: parts.join(''), wordAt: Int32Array.from(wordIdx), charAt: Int32Array.from(charIdx), words: [...words], lines };
}

/** A finding on screen: what it is and where. Carries no text. */
export interface ScreenFinding {
  category: Finding['category'];
  rule: string;
  label: string;
  confidence: number;
  boxes: Box[];
}

/**
 * Pixel boxes for text offsets [start, end): per word touched, the part of the word's box the
 * covered characters span (proportional), merged per line; `padding` widens each box, and
 * `padY` (at most `padding`) heightens it — little, so a cover does not clip the lines around it.
 */
export function boxesForSpan(layout: TextLayout, start: number, end: number, padding = 2, padY = Math.min(padding, 1)): Box[] {
  const perWord = new Map<number, [number, number]>();
  for (let i = Math.max(0, start); i < Math.min(end, layout.text.length); i++) {
    const w = layout.wordAt[i] as number;
    if (w < 0) continue;
    const c = layout.charAt[i] as number;
    const span = perWord.get(w);
    if (span) {
      span[0] = Math.min(span[0], c);
      span[1] = Math.max(span[1], c + 1);
    } else perWord.set(w, [c, c + 1]);
  }
  const lineOf = new Map<number, number>();
  layout.lines.forEach((l, li) => l.forEach((w) => lineOf.set(w, li)));
  const bands = new Map<number, { y: number; h: number } | undefined>();
  const byLine = new Map<number, Box>();
  for (const [w, [c0, c1]] of perWord) {
    const word = layout.words[w]!;
    const n = Math.max(1, word.text.length);
    // Whole words when most of the word is covered: OCR boxes are not character-exact.
    const whole = c1 - c0 >= n - 1;
    const x0 = whole ? word.box.x : word.box.x + (word.box.w * c0) / n;
    const x1 = whole ? word.box.x + word.box.w : word.box.x + (word.box.w * c1) / n;
    const li = lineOf.get(w) ?? -1;
    if (!bands.has(li)) bands.set(li, li >= 0 ? lineBand(layout, layout.lines[li]!) : undefined);
    const { y, h } = tightY(word.box, bands.get(li));
    const box: Box = { x: x0 - padding, y: y - padY, w: x1 - x0 + 2 * padding, h: h + 2 * padY };
    const prev = byLine.get(li);
    if (prev) {
      const x = Math.min(prev.x, box.x);
      const y = Math.min(prev.y, box.y);
      byLine.set(li, { x, y, w: Math.max(prev.x + prev.w, box.x + box.w) - x, h: Math.max(prev.y + prev.h, box.y + box.h) - y });
    } else byLine.set(li, box);
  }
  return [...byLine.values()].map((b) => ({ x: Math.floor(b.x), y: Math.floor(b.y), w: Math.ceil(b.w), h: Math.ceil(b.h) }));
}

/**
 * A line's text band: its words' median height around their median centre. Needs three words or
 * more (fewer say nothing about what is typical), else undefined.
 */
export function lineBand(layout: TextLayout, line: readonly number[]): { y: number; h: number } | undefined {
  if (line.length < 3) return undefined;
  const hs = line.map((w) => layout.words[w]!.box.h).sort((a, b) => a - b);
  const cs = line.map((w) => centerY(layout.words[w]!.box)).sort((a, b) => a - b);
  const h = hs[hs.length >> 1] as number;
  return { y: (cs[cs.length >> 1] as number) - h / 2, h };
}

/** Words OCR boxed much taller than their line (a glyph of the line above caught in): this much. */
export const TALL_WORD = 1.6;

/**
 * A word box's vertical extent for a cover: as OCR gave it, or — when OCR boxed it over
 * TALL_WORD times its line's height, so a cover on it would hide the lines above and below — the
 * line's band widened by a quarter of its height each way (a value sits on its line).
 */
export function tightY(box: Box, band: { y: number; h: number } | undefined): { y: number; h: number } {
  if (!band || box.h <= band.h * TALL_WORD) return { y: box.y, h: box.h };
  const y = Math.max(box.y, band.y - band.h / 4);
  const bottom = Math.min(box.y + box.h, band.y + band.h * 1.25);
  return bottom > y ? { y, h: bottom - y } : { y: box.y, h: box.h };
}

/** Maps engine findings on `layout.text` to screen findings. */
export function mapFindings(layout: TextLayout, findings: readonly Finding[], padding = 2, padY = Math.min(padding, 1)): ScreenFinding[] {
  const out: ScreenFinding[] = [];
  for (const f of findings) {
    const boxes = boxesForSpan(layout, f.start, f.end, padding, padY);
    if (boxes.length === 0) continue;
    out.push({ category: f.category, rule: f.rule, label: f.label, confidence: f.confidence, boxes });
  }
  return out;
}

/** The boxes of whole lines touched by [start, end): for covering an instruction or a toast whole. */
export function lineBoxesForSpan(layout: TextLayout, start: number, end: number, padding = 2, padY = Math.min(padding, 1)): Box[] {
  const touched = new Set<number>();
  for (let i = Math.max(0, start); i < Math.min(end, layout.text.length); i++) {
    const w = layout.wordAt[i] as number;
    if (w >= 0) touched.add(w);
  }
  const out: Box[] = [];
  for (const line of layout.lines) {
    if (!line.some((w) => touched.has(w))) continue;
    let box: Box | undefined;
    for (const w of line) {
      const b = layout.words[w]!.box;
      box = box
        ? { x: Math.min(box.x, b.x), y: Math.min(box.y, b.y), w: Math.max(box.x + box.w, b.x + b.w) - Math.min(box.x, b.x), h: Math.max(box.y + box.h, b.y + b.h) - Math.min(box.y, b.y) }
        : { ...b };
    }
    if (box) out.push({ x: box.x - padding, y: box.y - padY, w: box.w + 2 * padding, h: box.h + 2 * padY });
  }
  return out;
}
