import { describe, expect, it } from 'vitest';
import { fillBox } from './paint';
import { readRegion } from './read';
import { makeRaster, type Raster } from './types';
import type { OcrEngine } from './guard';
import type { Word } from './words';

/** An OCR stand-in that records the size of every image it is handed and answers one word. */
function recorder(wordHeight: (image: Raster) => number): { ocr: OcrEngine; sizes: Array<[number, number]> } {
  const sizes: Array<[number, number]> = [];
  const ocr: OcrEngine = {
    recognize(image: Raster): Promise<Word[]> {
      sizes.push([image.width, image.height]);
      return Promise.resolve([{ text: 'word', confidence: 90, box: { x: 20, y: 10, w: 40, h: wordHeight(image) } }]);
    },
  };
  return { ocr, sizes };
}

/** A frame with lines of "glyphs" `glyphH` px tall, grey on white. */
function textFrame(glyphH: number): Raster {
  const r = makeRaster(400, 120, [255, 255, 255]);
  for (let y = 10; y + glyphH < 110; y += glyphH * 2) for (let x = 10; x + 6 < 380; x += 9) fillBox(r, { x, y, w: 6, h: glyphH }, [120, 120, 120]);
  return r;
}

const region = { x: 0, y: 0, w: 400, h: 120 };

describe('reading a region: when small text is read at twice the size', () => {
  it('reads small text at 2× only, with boxes back in frame pixels', async () => {
    const { ocr, sizes } = recorder(() => 16);
    const reading = await readRegion(ocr, textFrame(9), region, false);
    expect(sizes).toEqual([[800, 240]]);
    expect(reading.words[0]!.box).toEqual({ x: 10, y: 5, w: 20, h: 8 });
  });

  it('under increase_ocr_sensitivity reads small text at both sizes and keeps both readings', async () => {
    const { ocr, sizes } = recorder(() => 9);
    const reading = await readRegion(ocr, textFrame(9), region, true);
    expect(sizes.sort((a, b) => a[0] - b[0])).toEqual([
      [400, 120],
      [800, 240],
    ]);
    expect(reading.words).toHaveLength(1);
    expect(reading.closer).toHaveLength(1);
  });

  it('reads large text once, at its own size', async () => {
    const { ocr, sizes } = recorder(() => 22);
    const reading = await readRegion(ocr, textFrame(22), region, true);
    expect(sizes).toEqual([[400, 120]]);
    expect(reading.closer).toEqual([]);
  });

  it('under increase_ocr_sensitivity adds the 2× reading when OCR boxes the words small', async () => {
    const { ocr, sizes } = recorder((image) => (image.width > 400 ? 20 : 10));
    const reading = await readRegion(ocr, textFrame(22), region, true);
    expect(sizes).toEqual([
      [400, 120],
      [800, 240],
    ]);
    expect(reading.closer).toHaveLength(1);
  });
});
