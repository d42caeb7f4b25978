/**
 * Covering in a raster: a solid fill (nothing of the pixels underneath survives, unlike a blur)
 * with a small category label, and the dark "checking…" frame. The fill takes a tone a little off
 * the background around the box: a black slab on a light page makes readers (people and OCR
 * alike) lose the lines next to it. The same code paints in the extension (on the frame's pixels)
 * and in Node (CLI, evaluation).
 */
import type { FramePlan } from './guard';
import type { Box, Raster } from './types';
import { clampBox } from './types';

export const COVER_FILL: readonly [number, number, number] = [24, 24, 28];
export const LABEL_INK: readonly [number, number, number] = [200, 200, 210];
export const HOLD_FILL: readonly [number, number, number] = [8, 8, 10];
const NOTICE_INK: readonly [number, number, number] = [150, 150, 160];

/** 3×5 glyphs, one row per 3 bits, for labels (upper case, digits, a few marks). */
const GLYPHS: Readonly<Record<string, readonly number[]>> = {
  A: [2, 5, 7, 5, 5], B: [6, 5, 6, 5, 6], C: [3, 4, 4, 4, 3], D: [6, 5, 5, 5, 6], E: [7, 4, 6, 4, 7],
  F: [7, 4, 6, 4, 4], G: [3, 4, 5, 5, 3], H: [5, 5, 7, 5, 5], I: [7, 2, 2, 2, 7], J: [1, 1, 1, 5, 2],
  K: [5, 5, 6, 5, 5], L: [4, 4, 4, 4, 7], M: [5, 7, 7, 5, 5], N: [6, 5, 5, 5, 5], O: [2, 5, 5, 5, 2],
  P: [6, 5, 6, 4, 4], Q: [2, 5, 5, 6, 3], R: [6, 5, 6, 5, 5], S: [3, 4, 2, 1, 6], T: [7, 2, 2, 2, 2],
  U: [5, 5, 5, 5, 7], V: [5, 5, 5, 5, 2], W: [5, 5, 7, 7, 5], X: [5, 5, 2, 5, 5], Y: [5, 5, 2, 2, 2],
  Z: [7, 1, 2, 4, 7], _: [0, 0, 0, 0, 7], '.': [0, 0, 0, 0, 2], ' ': [0, 0, 0, 0, 0], '…': [0, 0, 0, 0, 5],
  '0': [7, 5, 5, 5, 7], '1': [2, 6, 2, 2, 7], '2': [6, 1, 2, 4, 7], '3': [6, 1, 2, 1, 6], '4': [5, 5, 7, 1, 1],
  '5': [7, 4, 6, 1, 6], '6': [3, 4, 7, 5, 7], '7': [7, 1, 1, 2, 2], '8': [7, 5, 7, 5, 7], '9': [7, 5, 7, 1, 6],
};

export type Rgb = readonly [number, number, number];

/** A cover's colours: the solid fill and its label's ink. */
export interface CoverTone {
  fill: Rgb;
  ink: Rgb;
}

export const DEFAULT_TONE: CoverTone = { fill: COVER_FILL, ink: LABEL_INK };

/** How far the fill sits from the background (luma steps), and the label from the fill. */
const FILL_OFFSET = 26;
const INK_OFFSET = 96;

function shade(rgb: Rgb, by: number): Rgb {
  const c = (v: number): number => Math.max(0, Math.min(255, Math.round(v + by)));
  return [c(rgb[0]), c(rgb[1]), c(rgb[2])];
}

/**
 * The tone for a cover over `box`: the commonest colour on a ring just outside it (the local
 * background), moved a step towards mid-grey for the fill, and well past that for the label.
 */
export function coverTone(r: Raster, box: Box): CoverTone {
  const b = clampBox({ x: box.x - 2, y: box.y - 2, w: box.w + 4, h: box.h + 4 }, r.width, r.height);
  if (b.w < 2 || b.h < 2) return DEFAULT_TONE;
  const counts = new Map<number, number>();
  const step = Math.max(1, Math.floor((b.w + b.h) / 96));
  const sample = (x: number, y: number): void => {
    const i = (y * r.width + x) * 4;
    // 5 bits per channel: anti-aliased edges fall into their own bins and lose the vote.
    const key = (((r.data[i] as number) >> 3) << 10) | (((r.data[i + 1] as number) >> 3) << 5) | ((r.data[i + 2] as number) >> 3);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  };
  for (let x = b.x; x < b.x + b.w; x += step) {
    sample(x, b.y);
    sample(x, b.y + b.h - 1);
  }
  for (let y = b.y; y < b.y + b.h; y += step) {
    sample(b.x, y);
    sample(b.x + b.w - 1, y);
  }
  let best = -1;
  let bestCount = 0;
  for (const [key, n] of counts) {
    if (n > bestCount) {
      best = key;
      bestCount = n;
    }
  }
  const bg: Rgb = [((best >> 10) & 31) * 8 + 4, ((best >> 5) & 31) * 8 + 4, (best & 31) * 8 + 4];
  const luma = (bg[0] * 77 + bg[1] * 150 + bg[2] * 29) >> 8;
  const dir = luma > 127 ? -1 : 1;
  return { fill: shade(bg, dir * FILL_OFFSET), ink: shade(bg, dir * (FILL_OFFSET + INK_OFFSET)) };
}

const LITTLE_ENDIAN = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;

export function fillBox(r: Raster, box: Box, rgb: readonly [number, number, number]): void {
  const b = clampBox(box, r.width, r.height);
  if (b.w === 0 || b.h === 0) return;
  if (r.data.byteOffset % 4 === 0) {
    // Whole pixels at a time: a full-frame hold costs a few row fills, not a million writes.
    const px = new Uint32Array(r.data.buffer, r.data.byteOffset, r.width * r.height);
    const value = packRgb(rgb) >>> 0;
    for (let y = b.y; y < b.y + b.h; y++) px.fill(value, y * r.width + b.x, y * r.width + b.x + b.w);
    return;
  }
  for (let y = b.y; y < b.y + b.h; y++) {
    for (let x = b.x; x < b.x + b.w; x++) {
      const i = (y * r.width + x) * 4;
      r.data[i] = rgb[0];
      r.data[i + 1] = rgb[1];
      r.data[i + 2] = rgb[2];
      r.data[i + 3] = 255;
    }
  }
}

/** Where painting goes: a solid rectangle at a time (into pixels, or onto a list of fills). */
export type Fill = (box: Box, rgb: Rgb) => void;

/** Draws `text` (upper-cased) at (x, y) with the 3×5 font scaled by `scale`, clipped to `clip`. */
function label(fill: Fill, width: number, height: number, text: string, x: number, y: number, scale: number, clip: Box, rgb: Rgb): void {
  const c = clampBox(clip, width, height);
  let cx = x;
  for (const ch of text.toUpperCase()) {
    const g = GLYPHS[ch] ?? GLYPHS['.']!;
    for (let gy = 0; gy < 5; gy++) {
      for (let gx = 0; gx < 3; gx++) {
        if (!(((g[gy] as number) >> (2 - gx)) & 1)) continue;
        fill(clampBox({ x: cx + gx * scale, y: y + gy * scale, w: scale, h: scale }, c.x + c.w, c.y + c.h), rgb);
      }
    }
    cx += 4 * scale;
    if (cx > c.x + c.w) break;
  }
}

function cover(fill: Fill, width: number, height: number, box: Box, text: string, tone: CoverTone): void {
  fill(clampBox(box, width, height), tone.fill);
  const scale = box.h >= 14 ? 2 : 1;
  if (box.h >= 7 && box.w >= 12) label(fill, width, height, text, box.x + 2, box.y + Math.max(1, Math.floor((box.h - 5 * scale) / 2)), scale, box, tone.ink);
}

function held(fill: Fill, width: number, height: number, notice: string, box: Box): void {
  fill(clampBox(box, width, height), HOLD_FILL);
  if (box.w >= 60 && box.h >= 14) label(fill, width, height, notice, box.x + 6, box.y + 4, 2, box, NOTICE_INK);
}

/**
 * A frame plan as fills: dark holds where nothing has cleared (the whole frame, with its notice,
 * when too little has), then the covers in their tones with their labels.
 */
export function planFills(fill: Fill, width: number, height: number, plan: FramePlan, tones?: readonly CoverTone[]): void {
  if (plan.holdAll) {
    held(fill, width, height, plan.notice, { x: 0, y: 0, w: width, h: height });
    return;
  }
  for (const h of plan.holds) fill(clampBox(h, width, height), HOLD_FILL);
  if (plan.holds.length > 0) {
    const first = plan.holds[0]!;
    if (first.w >= 60 && first.h >= 14) label(fill, width, height, plan.notice, first.x + 6, first.y + 4, 2, first, NOTICE_INK);
  }
  plan.covers.forEach((c, i) => cover(fill, width, height, c, c.label, tones?.[i] ?? DEFAULT_TONE));
}

const rasterFill =
  (r: Raster): Fill =>
  (box, rgb) =>
    fillBox(r, box, rgb);

/** Draws `text` (upper-cased) into `r` at (x, y) with the 3×5 font scaled by `scale`, clipped to `clip`. */
export function drawLabel(r: Raster, text: string, x: number, y: number, scale: number, clip: Box, rgb: Rgb = LABEL_INK): void {
  label(rasterFill(r), r.width, r.height, text, x, y, scale, clip, rgb);
}

/** Covers `box` with the solid fill and, when it fits, its label. */
export function coverBox(r: Raster, box: Box, text: string, tone: CoverTone = DEFAULT_TONE): void {
  cover(rasterFill(r), r.width, r.height, box, text, tone);
}

/** Paints a frame plan into a frame's pixels. */
export function paintPlanPixels(r: Raster, plan: FramePlan, tones?: readonly CoverTone[]): void {
  planFills(rasterFill(r), r.width, r.height, plan, tones);
}

/** The frame the page gets while nothing has cleared: dark, with a small notice. */
export function paintHeld(r: Raster, notice: string, box: Box = { x: 0, y: 0, w: r.width, h: r.height }): void {
  held(rasterFill(r), r.width, r.height, notice, box);
}

/** A pixel as one 32-bit word over RGBA bytes, in this machine's byte order. */
export function packRgb(rgb: Rgb): number {
  return LITTLE_ENDIAN ? (rgb[0] | (rgb[1] << 8) | (rgb[2] << 16) | (255 << 24)) | 0 : ((rgb[0] << 24) | (rgb[1] << 16) | (rgb[2] << 8) | 255) | 0;
}

/** A frame plan as a flat fill list (tap-kernel.ts applyFills): x, y, w, h, packed pixel per fill. */
export function planFillList(width: number, height: number, plan: FramePlan, tones?: readonly CoverTone[]): Int32Array {
  const out: number[] = [];
  planFills(
    (box, rgb) => {
      if (box.w > 0 && box.h > 0) out.push(box.x, box.y, box.w, box.h, packRgb(rgb));
    },
    width,
    height,
    plan,
    tones,
  );
  return Int32Array.from(out);
}
