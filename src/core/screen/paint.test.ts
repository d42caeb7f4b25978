import { describe, expect, it } from 'vitest';
import { coverBox, coverTone, fillBox } from './paint';
import { makeRaster, type Raster } from './types';

const luma = (c: readonly number[]): number => (c[0]! * 77 + c[1]! * 150 + c[2]! * 29) >> 8;
const pixel = (r: Raster, x: number, y: number): number[] => Array.from(r.data.subarray((y * r.width + x) * 4, (y * r.width + x) * 4 + 3));

describe('cover tone', () => {
  it('sits a step off the background around the box, on light and dark pages', () => {
    for (const bg of [
      [255, 255, 255],
      [30, 30, 30],
    ] as const) {
      const r = makeRaster(200, 60, bg);
      // Text around and inside the box must not decide the tone.
      fillBox(r, { x: 20, y: 20, w: 120, h: 14 }, bg[0] > 128 ? [20, 20, 20] : [220, 220, 220]);
      const tone = coverTone(r, { x: 60, y: 18, w: 50, h: 18 });
      const d = luma(tone.fill) - luma(bg);
      expect(Math.abs(d)).toBeGreaterThanOrEqual(16);
      expect(Math.abs(d)).toBeLessThanOrEqual(40);
      // Towards mid-grey, and the label further still.
      expect(Math.sign(d)).toBe(bg[0] > 128 ? -1 : 1);
      expect(Math.abs(luma(tone.ink) - luma(bg))).toBeGreaterThan(Math.abs(d) + 60);
    }
  });

  it('leaves nothing of the covered pixels: every pixel is fill or label ink', () => {
    const r = makeRaster(200, 40, [255, 255, 255]);
    for (let x = 10; x < 190; x += 3) fillBox(r, { x, y: 10, w: 2, h: 16 }, [x % 256, 40, 90]);
    const box = { x: 10, y: 8, w: 180, h: 20 };
    const tone = coverTone(r, box);
    coverBox(r, box, 'SECRET', tone);
    const allowed = new Set([tone.fill.join(), tone.ink.join()]);
    for (let y = box.y; y < box.y + box.h; y++) for (let x = box.x; x < box.x + box.w; x++) expect(allowed.has(pixel(r, x, y).join())).toBe(true);
  });
});
