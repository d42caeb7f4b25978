/**
 * The little the page-world tap computes itself, per frame: tile hashes (so unchanged frames need
 * not travel to the extension frame at all) and the fills of a plan the extension frame decided
 * (so painted frames need not travel back). It runs in the page's JavaScript world, where a page
 * script may have replaced any global (Math, typed-array methods, String methods) by the time a
 * frame arrives. So nothing here looks anything up at run time: integer arithmetic, typed-array
 * indexing and an `imul` captured before the page ran. Even a typed array's `length` is a getter a
 * page can replace, so every count comes in as a number the caller knows. The hashes must equal
 * tiles.ts hashTiles (a test holds them together): the extension frame compares them with the
 * hashes it cleared.
 */

import { FNV_OFFSET_BASIS, FNV_PRIME, type Imul } from '../hash';

export type { Imul };

/** Tile hashes of RGBA pixels (as 32-bit words), row-major tiles of `tile` px, into `out` (`count` tiles). */
export function hashTilesInto(px: Int32Array, width: number, height: number, tile: number, out: Uint32Array, count: number, imul: Imul): void {
  const cols = ((width + tile - 1) / tile) | 0;
  // Locals, not the imported bindings, inside the loop: a bundler may leave those as property reads.
  const basis = FNV_OFFSET_BASIS | 0;
  const prime = FNV_PRIME;
  for (let i = 0; i < count; i++) out[i] = 0;
  for (let y = 0; y < height; y++) {
    const base = y * width;
    const tileRow = ((y / tile) | 0) * cols;
    for (let c = 0; c < cols; c++) {
      const x0 = base + c * tile;
      const rowEnd = base + width;
      const x1 = x0 + tile < rowEnd ? x0 + tile : rowEnd;
      // Four FNV-1a lanes over interleaved words, folded together at the end of the row. The
      // step (hash.ts fnv1aStep) is written out: this loop runs over every pixel of every frame,
      // and the call cost it twice its time.
      let a = basis;
      let b = prime;
      let d = 0x27d4eb2f;
      let e = 0x165667b1;
      let x = x0;
      for (; x + 3 < x1; x += 4) {
        a = imul(a ^ (px[x] as number), prime);
        b = imul(b ^ (px[x + 1] as number), prime);
        d = imul(d ^ (px[x + 2] as number), prime);
        e = imul(e ^ (px[x + 3] as number), prime);
      }
      for (; x < x1; x++) a = imul(a ^ (px[x] as number), prime);
      const row = (a ^ imul(b, 0x5bd1e995) ^ imul(d, 0x27d4eb2f) ^ imul(e, 0x165667b1)) | 0;
      out[tileRow + c] = imul((out[tileRow + c] as number) ^ row ^ y, prime) >>> 0;
    }
  }
}

/** Whether the first `count` values of two word arrays (hashes, fill lists) are the same. */
export function sameWords(a: Uint32Array | Int32Array, b: Uint32Array | Int32Array, count: number): boolean {
  for (let i = 0; i < count; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** Values per fill in a fill list: x, y, w, h (clamped to the frame) and the packed pixel. */
export const FILL_STRIDE = 5;

/**
 * Paints a fill list into RGBA pixels (as 32-bit words). Each fill was clamped by the frame that
 * made it; it is clamped again here, so a bad list can only paint inside the frame.
 */
export function applyFills(px: Uint32Array, width: number, height: number, fills: Int32Array, count: number): void {
  const end = count * FILL_STRIDE;
  for (let k = 0; k < end; k += FILL_STRIDE) {
    let x0 = fills[k] as number;
    let y0 = fills[k + 1] as number;
    let x1 = x0 + (fills[k + 2] as number);
    let y1 = y0 + (fills[k + 3] as number);
    const v = (fills[k + 4] as number) >>> 0;
    // A list shorter than its count reads as undefined: NaN bounds paint nothing.
    if (x0 < 0) x0 = 0;
    if (y0 < 0) y0 = 0;
    if (x1 > width) x1 = width;
    if (y1 > height) y1 = height;
    for (let y = y0; y < y1; y++) {
      const row = y * width;
      for (let x = x0; x < x1; x++) px[row + x] = v;
    }
  }
}
