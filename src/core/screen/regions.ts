/**
 * Where to read: turns "these tiles changed" into a few text regions worth OCR-ing. Changed rows
 * are widened to whole text lines (up to the nearest blank pixel row) across the full width, so a
 * label and its value are read together; then split at blank rows into blocks small enough to
 * OCR in parallel, each trimmed to its ink and padded. Blank areas are never sent to OCR.
 */
import type { TileHashes } from './tiles';
import type { Box, Raster } from './types';

export interface RegionOptions {
  /** Luminance distance from the background that counts as ink. */
  inkThreshold?: number;
  /** Blocks are cut at blank rows once they reach this height. */
  maxBlockHeight?: number;
  /** Padding around each block's ink, in pixels. */
  padding?: number;
  /** Blank rows that still join two bands into one block (line spacing). */
  joinGap?: number;
}

const LUMA_BINS = 64;

/** Integer luminance (BT.601 weights) of the RGBA pixel at byte offset `i`. */
export function luma(d: Raster['data'], i: number): number {
  return ((d[i] as number) * 77 + (d[i + 1] as number) * 150 + (d[i + 2] as number) * 29) >> 8;
}

/** The most common luminance in rows [y0, y1) (sampled), taken as the background. */
export function backgroundLuma(r: Raster, y0 = 0, y1 = r.height): number {
  const hist = new Uint32Array(LUMA_BINS);
  const stepY = Math.max(1, ((y1 - y0) / 64) | 0);
  const stepX = Math.max(1, (r.width / 256) | 0);
  for (let y = y0; y < y1; y += stepY) {
    for (let x = 0; x < r.width; x += stepX) hist[luma(r.data, (y * r.width + x) * 4) >> 2]!++;
  }
  let best = 0;
  for (let b = 1; b < LUMA_BINS; b++) if ((hist[b] as number) > (hist[best] as number)) best = b;
  return best * 4 + 2;
}

/** Per row: leftmost and rightmost ink column (-1 when the row is blank). */
function inkRows(r: Raster, y0: number, y1: number, threshold: number): { left: Int32Array; right: Int32Array } {
  const n = y1 - y0;
  const left = new Int32Array(n).fill(-1);
  const right = new Int32Array(n).fill(-1);
  // Local background per 64-row stripe, so panels of another colour are not all "ink".
  for (let s = y0; s < y1; s += 64) {
    const e = Math.min(y1, s + 64);
    const bg = backgroundLuma(r, s, e);
    for (let y = s; y < e; y++) {
      const row = y * r.width * 4;
      let l = -1;
      let rt = -1;
      for (let x = 0; x < r.width; x++) {
        if (Math.abs(luma(r.data, row + x * 4) - bg) > threshold) {
          if (l < 0) l = x;
          rt = x;
        }
      }
      left[y - y0] = l;
      right[y - y0] = rt;
    }
  }
  return { left, right };
}

/** Row ranges [y0, y1) covered by marked tiles, merged. */
export function markedRowRanges(t: TileHashes, marked: Uint8Array): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  for (let r = 0; r < t.rows; r++) {
    let any = false;
    for (let c = 0; c < t.cols && !any; c++) any = marked[r * t.cols + c] === 1;
    if (!any) continue;
    const y0 = r * t.tile;
    const y1 = Math.min(t.height, y0 + t.tile);
    const last = out[out.length - 1];
    if (last && last[1] >= y0) last[1] = y1;
    else out.push([y0, y1]);
  }
  return out;
}

/**
 * Text blocks to OCR inside the given row ranges (default: the whole raster). Each range is first
 * widened to blank rows so no text line is cut through.
 */
export function detectTextRegions(r: Raster, ranges?: ReadonlyArray<readonly [number, number]>, options: RegionOptions = {}): Box[] {
  const threshold = options.inkThreshold ?? 22;
  const maxBlock = options.maxBlockHeight ?? 72;
  const padding = options.padding ?? 6;
  const joinGap = options.joinGap ?? 3;
  const all = inkRows(r, 0, r.height, threshold);
  const blank = (y: number): boolean => (all.left[y] as number) < 0;
  const wanted = ranges ?? [[0, r.height]];
  // Widen every range to the blank rows around it, then merge.
  const widened: Array<[number, number]> = [];
  for (const [a, b] of wanted) {
    let y0 = Math.max(0, a);
    let y1 = Math.min(r.height, b);
    while (y0 > 0 && !blank(y0 - 1)) y0--;
    while (y1 < r.height && !blank(y1)) y1++;
    const last = widened[widened.length - 1];
    if (last && last[1] >= y0) last[1] = Math.max(last[1], y1);
    else widened.push([y0, y1]);
  }
  const boxes: Box[] = [];
  for (const [y0, y1] of widened) {
    let y = y0;
    while (y < y1) {
      while (y < y1 && blank(y)) y++;
      if (y >= y1) break;
      const start = y;
      let gap = 0;
      let left = Number.MAX_SAFE_INTEGER;
      let right = -1;
      let lastInk = y;
      while (y < y1) {
        if (blank(y)) {
          gap++;
          if (gap > joinGap && y - start >= maxBlock) break;
          if (gap > 24) break;
        } else {
          gap = 0;
          lastInk = y;
          left = Math.min(left, all.left[y] as number);
          right = Math.max(right, all.right[y] as number);
        }
        y++;
      }
      const top = Math.max(0, start - padding);
      const bottom = Math.min(r.height, lastInk + 1 + padding);
      const x0 = Math.max(0, left - padding);
      const x1 = Math.min(r.width, right + 1 + padding);
      if (x1 > x0 && bottom > top) boxes.push({ x: x0, y: top, w: x1 - x0, h: bottom - top });
    }
  }
  return boxes;
}
