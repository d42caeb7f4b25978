/**
 * Hands pixels to OCR as binary PGM (grey, 8 bits): Leptonica reads it natively, it costs one pass
 * to build, and it is a fraction of the size of RGBA. Pure.
 */
import type { Raster } from '../screen/types';

export function rasterToPgm(r: Raster): Uint8Array {
  const head = new TextEncoder().encode(`P5\n${r.width} ${r.height}\n255\n`);
  const out = new Uint8Array(head.length + r.width * r.height);
  out.set(head, 0);
  let k = head.length;
  const d = r.data;
  for (let i = 0; i < d.length; i += 4) out[k++] = ((d[i] as number) * 77 + (d[i + 1] as number) * 150 + (d[i + 2] as number) * 29) >> 8;
  return out;
}
