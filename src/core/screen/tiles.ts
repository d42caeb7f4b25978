/**
 * The cheap per-frame check that decides whether earlier analysis still holds: a hash per square
 * tile over every pixel (no sampling, so a one-pixel change is seen), and a hash per full-width
 * row for following vertical scrolls. Boxes are reused only while their tiles hash the same.
 */
import { FNV_OFFSET_BASIS, FNV_PRIME } from '../hash';
import { hashTilesInto } from './tap-kernel';
import type { Box, Raster } from './types';

export const DEFAULT_TILE = 32;

export interface TileHashes {
  width: number;
  height: number;
  tile: number;
  cols: number;
  rows: number;
  /** One hash per tile, row-major. */
  hashes: Uint32Array;
}

function view32(r: Raster): Uint32Array {
  return new Uint32Array(r.data.buffer, r.data.byteOffset, r.width * r.height);
}

/**
 * Hashes every pixel of every tile, with the page-world tap's own kernel (tap-kernel.ts), so the
 * hashes the tap sends and the ones computed here are the same by construction.
 */
export function hashTiles(r: Raster, tile = DEFAULT_TILE): TileHashes {
  const cols = Math.ceil(r.width / tile);
  const rows = Math.ceil(r.height / tile);
  const hashes = new Uint32Array(cols * rows);
  const px = new Int32Array(r.data.buffer, r.data.byteOffset, r.width * r.height);
  hashTilesInto(px, r.width, r.height, tile, hashes, hashes.length, Math.imul);
  return { width: r.width, height: r.height, tile, cols, rows, hashes };
}

/** 1 for each tile that differs (every tile when the sizes differ). */
export function changedTiles(before: TileHashes | undefined, after: TileHashes): Uint8Array {
  const out = new Uint8Array(after.hashes.length);
  if (!before || before.width !== after.width || before.height !== after.height || before.tile !== after.tile) return out.fill(1);
  for (let i = 0; i < out.length; i++) out[i] = before.hashes[i] === after.hashes[i] ? 0 : 1;
  return out;
}

/** The pixel box of tile `index`. */
export function tileBox(t: TileHashes, index: number): Box {
  const c = index % t.cols;
  const r = (index / t.cols) | 0;
  const x = c * t.tile;
  const y = r * t.tile;
  return { x, y, w: Math.min(t.tile, t.width - x), h: Math.min(t.tile, t.height - y) };
}

/** Tiles a box touches. */
export function tilesUnder(t: TileHashes, box: Box): number[] {
  const c0 = Math.max(0, Math.floor(box.x / t.tile));
  const r0 = Math.max(0, Math.floor(box.y / t.tile));
  const c1 = Math.min(t.cols - 1, Math.floor((box.x + box.w - 1) / t.tile));
  const r1 = Math.min(t.rows - 1, Math.floor((box.y + box.h - 1) / t.tile));
  const out: number[] = [];
  for (let r = r0; r <= r1; r++) for (let c = c0; c <= c1; c++) out.push(r * t.cols + c);
  return out;
}

/**
 * Marked tiles merged into rectangles: runs per tile row, then runs with the same columns stacked.
 * Used to darken everything not yet cleared with a handful of fills.
 */
export function tileRects(t: TileHashes, marked: Uint8Array): Box[] {
  const open = new Map<string, Box>();
  const done: Box[] = [];
  for (let r = 0; r < t.rows; r++) {
    const seen = new Set<string>();
    let c = 0;
    while (c < t.cols) {
      if (!marked[r * t.cols + c]) {
        c++;
        continue;
      }
      const c0 = c;
      while (c < t.cols && marked[r * t.cols + c]) c++;
      const key = `${c0}:${c}`;
      seen.add(key);
      const x = c0 * t.tile;
      const w = Math.min(t.width, c * t.tile) - x;
      const y = r * t.tile;
      const h = Math.min(t.tile, t.height - y);
      const prev = open.get(key);
      if (prev) prev.h += h;
      else open.set(key, { x, y, w, h });
    }
    for (const [key, box] of open) {
      if (!seen.has(key)) {
        done.push(box);
        open.delete(key);
      }
    }
  }
  return [...done, ...open.values()];
}

/** One hash per full-width pixel row. */
export function hashRows(r: Raster): Uint32Array {
  const px = view32(r);
  const out = new Uint32Array(r.height);
  // hash.ts fnv1aStep written out, with its constants in locals: this runs over every pixel of
  // every frame whose pixels changed.
  const basis = FNV_OFFSET_BASIS;
  const prime = FNV_PRIME;
  const width = r.width;
  for (let y = 0; y < r.height; y++) {
    let h = basis;
    const base = y * width;
    const end = base + width;
    for (let x = base; x < end; x++) h = Math.imul(h ^ (px[x] as number), prime);
    out[y] = h;
  }
  return out;
}
