/**
 * What a screen-share codec does to a picture, roughly: a 0.75× downscale, JPEG at quality 55 and
 * an upscale back, so evaluation sees the blur and ringing a received stream has.
 */
import jpeg from 'jpeg-js';
import type { Raster } from '../../src/core/screen/types';

export function resize(src: Raster, w: number, h: number): Raster {
  const out = new Uint8ClampedArray(w * h * 4);
  const sx = src.width / w;
  const sy = src.height / h;
  for (let y = 0; y < h; y++) {
    const fy = Math.min(src.height - 1.001, Math.max(0, (y + 0.5) * sy - 0.5));
    const y0 = Math.floor(fy);
    const ty = fy - y0;
    for (let x = 0; x < w; x++) {
      const fx = Math.min(src.width - 1.001, Math.max(0, (x + 0.5) * sx - 0.5));
      const x0 = Math.floor(fx);
      const tx = fx - x0;
      for (let k = 0; k < 4; k++) {
        const p = (yy: number, xx: number): number => src.data[(yy * src.width + xx) * 4 + k] as number;
        const top = p(y0, x0) * (1 - tx) + p(y0, x0 + 1) * tx;
        const bottom = p(y0 + 1, x0) * (1 - tx) + p(y0 + 1, x0 + 1) * tx;
        out[(y * w + x) * 4 + k] = top * (1 - ty) + bottom * ty;
      }
    }
  }
  return { width: w, height: h, data: out };
}

/** A screen-share codec, roughly: 0.75× downscale, JPEG quality 55, upscale back. */
export function compress(r: Raster): Raster {
  const small = resize(r, Math.round(r.width * 0.75), Math.round(r.height * 0.75));
  const encoded = jpeg.encode({ width: small.width, height: small.height, data: Buffer.from(small.data.buffer) }, 55);
  const decoded = jpeg.decode(encoded.data, { useTArray: true, formatAsRGBA: true });
  return resize({ width: decoded.width, height: decoded.height, data: new Uint8ClampedArray(decoded.data.buffer) }, r.width, r.height);
}
