/**
 * A region made ready for OCR: grey, stretched so the local background is white and the darkest
 * ink black (light text on a dark panel is turned over), with ruled lines — a form field's
 * border, a table's rules — taken out, since they make the recogniser lose the text inside the
 * box. Small, grey and low-contrast text is what OCR misreads most: the stretch gives it full
 * contrast, and the caller reads text below SMALL_TEXT_PX at twice the size. Pure.
 */
import { luma } from './regions';
import type { Raster } from './types';

/** Text lines shorter than this (pixels of ink, top of the tallest glyph to the bottom of the lowest) are small. */
export const SMALL_LINE_PX = 15;
/**
 * Text whose x-height (the height of `x`, `a`, `e`: the band where most of a line's ink sits) is
 * below this is small too: a 14 px interface face has an x-height of about 7 px, under what the
 * recogniser reads reliably, while its ascenders and descenders make the line look 16 px tall.
 */
export const SMALL_X_HEIGHT_PX = 8;

export interface PreparedRegion {
  image: Raster;
  /** The median height of its text lines (0 when no ink line was found). */
  lineHeight: number;
  /** The median x-height of its text lines (0 when no ink line was found). */
  xHeight: number;
}

/** Whether a prepared region's text is small enough to read at twice the size. */
export function isSmallText(p: Pick<PreparedRegion, 'lineHeight' | 'xHeight'>): boolean {
  return (p.lineHeight > 0 && p.lineHeight < SMALL_LINE_PX) || (p.xHeight > 0 && p.xHeight < SMALL_X_HEIGHT_PX);
}

/** Greys, stretches, turns over when light-on-dark, and clears ruled lines. */
export function prepareForOcr(src: Raster): PreparedRegion {
  const { width: w, height: h } = src;
  const n = w * h;
  const grey = new Uint8Array(n);
  const hist = new Uint32Array(256);
  for (let p = 0; p < n; p++) {
    const v = luma(src.data, p * 4);
    grey[p] = v;
    hist[v]!++;
  }
  let bg = 0;
  for (let v = 1; v < 256; v++) if ((hist[v] as number) > (hist[bg] as number)) bg = v;
  // The ink: the luma farthest from the background that at least a few pixels hold.
  const least = Math.max(3, Math.floor(n * 0.002));
  let darker = 0;
  let lighter = 0;
  let dark = bg;
  let light = bg;
  for (let v = 0; v < bg; v++) darker += hist[v] as number;
  for (let v = bg + 1; v < 256; v++) lighter += hist[v] as number;
  const turned = lighter > darker;
  if (turned) {
    let seen = 0;
    for (let v = 255; v > bg; v--) {
      seen += hist[v] as number;
      if (seen >= least) {
        light = v;
        break;
      }
    }
  } else {
    let seen = 0;
    for (let v = 0; v < bg; v++) {
      seen += hist[v] as number;
      if (seen >= least) {
        dark = v;
        break;
      }
    }
  }
  const ink = turned ? light : dark;
  const span = Math.abs(bg - ink);
  const out = new Uint8Array(n);
  if (span < 4) out.fill(255);
  else {
    for (let p = 0; p < n; p++) {
      // Distance from the background, as a share of the ink's: 0 is background (white), 1 ink (black).
      const d = (turned ? (grey[p] as number) - bg : bg - (grey[p] as number)) / span;
      out[p] = d <= 0 ? 255 : d >= 1 ? 0 : Math.round(255 * (1 - d));
    }
  }
  clearRules(out, w, h);
  const image: Raster = { width: w, height: h, data: new Uint8ClampedArray(n * 4) };
  const o32 = new Uint32Array(image.data.buffer);
  for (let p = 0; p < n; p++) {
    const v = out[p] as number;
    o32[p] = (255 << 24) | (v << 16) | (v << 8) | v;
  }
  return { image, ...lineHeights(out, w, h) };
}

/**
 * Rows and columns holding one unbroken dark run across most of the region, in a band at most
 * MAX_RULE px thick, are rules (a border, a table line, an underline), not text: a glyph row is
 * broken between letters, and a solid bar thicker than a rule is not taken out.
 */
const MAX_RULE = 3;

function clearRules(g: Uint8Array, w: number, h: number): void {
  const DARK = 128;
  const longestIn = (at: (i: number) => number, n: number): number => {
    let run = 0;
    let longest = 0;
    for (let i = 0; i < n; i++) {
      run = at(i) < DARK ? run + 1 : 0;
      if (run > longest) longest = run;
    }
    return longest;
  };
  const thinBands = (flags: Uint8Array): number[] => {
    const out: number[] = [];
    for (let i = 0; i < flags.length; ) {
      if (!flags[i]) {
        i++;
        continue;
      }
      let j = i;
      while (j < flags.length && flags[j]) j++;
      if (j - i <= MAX_RULE) for (let k = i; k < j; k++) out.push(k);
      i = j;
    }
    return out;
  };
  const minRow = Math.max(48, Math.floor(w * 0.5));
  const rows = new Uint8Array(h);
  for (let y = 0; y < h; y++) rows[y] = longestIn((x) => g[y * w + x] as number, w) >= minRow ? 1 : 0;
  const minCol = Math.max(16, Math.floor(h * 0.7));
  const cols = new Uint8Array(w);
  if (h >= minCol) for (let x = 0; x < w; x++) cols[x] = longestIn((y) => g[y * w + x] as number, h) >= minCol ? 1 : 0;
  for (const y of thinBands(rows)) g.fill(255, y * w, (y + 1) * w);
  for (const x of thinBands(cols)) for (let y = 0; y < h; y++) g[y * w + x] = 255;
}

/**
 * Median height of the runs of rows that hold ink (the region's text lines), and their median
 * x-height: per line, the rows holding at least half as much ink as its fullest row.
 */
function lineHeights(g: Uint8Array, w: number, h: number): { lineHeight: number; xHeight: number } {
  const runs: number[] = [];
  const xs: number[] = [];
  const counts = new Uint32Array(h);
  for (let y = 0; y < h; y++) {
    let n = 0;
    for (let x = 0; x < w; x++) if ((g[y * w + x] as number) < 140) n++;
    counts[y] = n;
  }
  let run = 0;
  for (let y = 0; y <= h; y++) {
    if (y < h && (counts[y] as number) > 0) run++;
    else if (run > 0) {
      // A run of one or two rows is a rule's remains or a speck, not a line of text.
      if (run > 2) {
        runs.push(run);
        let most = 0;
        for (let k = y - run; k < y; k++) most = Math.max(most, counts[k] as number);
        let band = 0;
        for (let k = y - run; k < y; k++) if ((counts[k] as number) * 2 >= most) band++;
        xs.push(band);
      }
      run = 0;
    }
  }
  if (runs.length === 0) return { lineHeight: 0, xHeight: 0 };
  runs.sort((a, b) => a - b);
  xs.sort((a, b) => a - b);
  return { lineHeight: runs[runs.length >> 1] as number, xHeight: xs[xs.length >> 1] as number };
}
