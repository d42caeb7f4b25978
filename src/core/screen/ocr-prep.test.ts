import { describe, expect, it } from 'vitest';
import { fillBox } from './paint';
import { isSmallText, prepareForOcr, SMALL_LINE_PX, SMALL_X_HEIGHT_PX } from './ocr-prep';
import { makeRaster, type Raster } from './types';

const at = (r: Raster, x: number, y: number): number => r.data[(y * r.width + x) * 4] as number;

/** A line of "glyphs": 6-px strokes 3 px apart, as text is broken between letters. */
function glyphs(r: Raster, x: number, y: number, w: number, h: number, rgb: [number, number, number]): void {
  for (let gx = x; gx + 6 <= x + w; gx += 9) fillBox(r, { x: gx, y, w: 6, h }, rgb);
}

describe('a region made ready for OCR', () => {
  it('stretches grey, low-contrast text to black on white', () => {
    const r = makeRaster(120, 40, [255, 255, 255]);
    glyphs(r, 10, 12, 60, 10, [200, 200, 200]);
    const { image } = prepareForOcr(r);
    expect(at(image, 20, 15)).toBe(0);
    expect(at(image, 100, 35)).toBe(255);
  });

  it('turns light text on a dark panel over', () => {
    const r = makeRaster(120, 40, [30, 31, 34]);
    glyphs(r, 10, 12, 60, 10, [150, 150, 150]);
    const { image } = prepareForOcr(r);
    expect(at(image, 20, 15)).toBe(0);
    expect(at(image, 100, 35)).toBe(255);
  });

  it("takes a form field's border out and keeps the text inside it", () => {
    const r = makeRaster(300, 40, [255, 255, 255]);
    fillBox(r, { x: 2, y: 2, w: 296, h: 1 }, [120, 120, 120]);
    fillBox(r, { x: 2, y: 37, w: 296, h: 1 }, [120, 120, 120]);
    fillBox(r, { x: 2, y: 2, w: 1, h: 36 }, [120, 120, 120]);
    fillBox(r, { x: 20, y: 14, w: 8, h: 12 }, [20, 20, 20]);
    fillBox(r, { x: 32, y: 14, w: 8, h: 12 }, [20, 20, 20]);
    const { image } = prepareForOcr(r);
    expect(at(image, 150, 2), 'top border').toBe(255);
    expect(at(image, 150, 37), 'bottom border').toBe(255);
    expect(at(image, 2, 20), 'left border').toBe(255);
    expect(at(image, 24, 20), 'the text').toBe(0);
  });

  it('keeps a solid bar thicker than a rule (a highlighted word, a heavy glyph row)', () => {
    const r = makeRaster(120, 40, [255, 255, 255]);
    fillBox(r, { x: 4, y: 12, w: 110, h: 8 }, [20, 20, 20]);
    expect(at(prepareForOcr(r).image, 60, 15)).toBe(0);
  });

  it('measures its text lines, so small text can be read at twice the size', () => {
    const small = makeRaster(200, 60, [255, 255, 255]);
    for (const y of [8, 28, 44]) glyphs(small, 10, y, 150, 9, [20, 20, 20]);
    expect(prepareForOcr(small).lineHeight).toBeLessThan(SMALL_LINE_PX);
    const large = makeRaster(200, 80, [255, 255, 255]);
    for (const y of [6, 40]) glyphs(large, 10, y, 150, 22, [20, 20, 20]);
    expect(prepareForOcr(large).lineHeight).toBeGreaterThanOrEqual(SMALL_LINE_PX);
  });

  it('measures the x-height apart from ascenders, so 14 px interface text counts as small', () => {
    // A line like "Hello world": a 7-px body with a few 12-px ascender strokes.
    const r = makeRaster(300, 40, [255, 255, 255]);
    for (let x = 10; x + 6 < 290; x += 9) fillBox(r, { x, y: 17, w: 6, h: 7 }, [40, 40, 40]);
    for (const x of [10, 64, 118]) fillBox(r, { x, y: 12, w: 2, h: 12 }, [40, 40, 40]);
    const prepared = prepareForOcr(r);
    expect(prepared.lineHeight).toBeGreaterThanOrEqual(12);
    expect(prepared.xHeight).toBe(7);
    expect(prepared.xHeight).toBeLessThan(SMALL_X_HEIGHT_PX);
    expect(isSmallText(prepared)).toBe(true);
  });

  it('does not call large text small, nor a region without text', () => {
    const r = makeRaster(300, 60, [255, 255, 255]);
    for (let x = 10; x + 8 < 290; x += 12) fillBox(r, { x, y: 20, w: 8, h: 11 }, [40, 40, 40]);
    for (const x of [10, 70, 130]) fillBox(r, { x, y: 12, w: 3, h: 19 }, [40, 40, 40]);
    expect(isSmallText(prepareForOcr(r))).toBe(false);
    expect(isSmallText(prepareForOcr(makeRaster(100, 30, [255, 255, 255])))).toBe(false);
  });
});
