/**
 * Shapes shared by the screen guard: a raster of RGBA pixels and axis-aligned boxes in its pixel
 * space. Pure data, so the same analysis runs in the extension, a worker and Node.
 */

/** RGBA pixels, row-major, 4 bytes per pixel (ImageData's layout). */
export interface Raster {
  width: number;
  height: number;
  data: Uint8ClampedArray | Uint8Array;
}

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

export function makeRaster(width: number, height: number, fill: readonly [number, number, number] = [0, 0, 0]): Raster {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < data.length; i += 4) {
    data[i] = fill[0];
    data[i + 1] = fill[1];
    data[i + 2] = fill[2];
    data[i + 3] = 255;
  }
  return { width, height, data };
}

/** A copy of `box` (clamped to the raster) as its own raster. */
export function cropRaster(src: Raster, box: Box): Raster {
  const b = clampBox(box, src.width, src.height);
  const out = new Uint8ClampedArray(b.w * b.h * 4);
  for (let y = 0; y < b.h; y++) {
    const from = ((b.y + y) * src.width + b.x) * 4;
    out.set(src.data.subarray(from, from + b.w * 4), y * b.w * 4);
  }
  return { width: b.w, height: b.h, data: out };
}

/** Nearest-neighbour-free 2× upscale (each pixel doubled); small text reads better to OCR. */
export function upscale2x(src: Raster): Raster {
  const w = src.width * 2;
  const h = src.height * 2;
  const out = new Uint8ClampedArray(w * h * 4);
  const s32 = new Uint32Array(src.data.buffer, src.data.byteOffset, src.width * src.height);
  const o32 = new Uint32Array(out.buffer);
  for (let y = 0; y < src.height; y++) {
    const row = y * src.width;
    const o0 = 2 * y * w;
    const o1 = o0 + w;
    for (let x = 0; x < src.width; x++) {
      const v = s32[row + x] as number;
      o32[o0 + 2 * x] = v;
      o32[o0 + 2 * x + 1] = v;
      o32[o1 + 2 * x] = v;
      o32[o1 + 2 * x + 1] = v;
    }
  }
  return { width: w, height: h, data: out };
}

export function clampBox(box: Box, width: number, height: number): Box {
  const x0 = Math.max(0, Math.min(width, Math.floor(box.x)));
  const y0 = Math.max(0, Math.min(height, Math.floor(box.y)));
  const x1 = Math.max(x0, Math.min(width, Math.ceil(box.x + box.w)));
  const y1 = Math.max(y0, Math.min(height, Math.ceil(box.y + box.h)));
  return { x: x0, y: y0, w: x1 - x0, h: y1 - y0 };
}

export function intersects(a: Box, b: Box): boolean {
  return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

export function union(a: Box, b: Box): Box {
  const x = Math.min(a.x, b.x);
  const y = Math.min(a.y, b.y);
  return { x, y, w: Math.max(a.x + a.w, b.x + b.w) - x, h: Math.max(a.y + a.h, b.y + b.h) - y };
}

export function pad(box: Box, by: number): Box {
  return { x: box.x - by, y: box.y - by, w: box.w + 2 * by, h: box.h + 2 * by };
}

export function contains(outer: Box, inner: Box): boolean {
  return inner.x >= outer.x && inner.y >= outer.y && inner.x + inner.w <= outer.x + outer.w && inner.y + inner.h <= outer.y + outer.h;
}
