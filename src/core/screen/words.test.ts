import { describe, expect, it } from 'vitest';
import { boxesForSpan, layoutWords, tightY, TALL_WORD, type Word } from './words';

const word = (text: string, x: number, y: number, h = 12): Word => ({ text, box: { x, y, w: text.length * 7, h } });

describe('covers tight to the value', () => {
  it("keeps a value's cover on its own line when OCR boxed the word over the lines around it", () => {
    // OCR caught a glyph of the line above in the value's box: 31 px tall on a 12 px line.
    const words = [word('const', 10, 100), word('stripe', 60, 100), word('=', 110, 100), word("Stripe('sk_live_JsXBBPrfBUSNySgN2220U3tD');", 130, 84, 31)];
    const layout = layoutWords(words);
    const start = layout.text.indexOf('sk_live');
    const [box] = boxesForSpan(layout, start, start + 32, 2, 1);
    expect(box).toBeDefined();
    // The line runs 100–112: the cover stays within a quarter line of it, not 84–115.
    expect(box!.y).toBeGreaterThanOrEqual(100 - 3 - 1);
    expect(box!.y + box!.h).toBeLessThanOrEqual(112 + 3 + 2);
    // And still covers the value's characters across.
    expect(box!.x).toBeLessThanOrEqual(130 + 7 * 8);
  });

  it('leaves boxes of ordinary height as OCR gave them', () => {
    expect(tightY({ x: 0, y: 98, w: 40, h: 14 }, { y: 100, h: 12 })).toEqual({ y: 98, h: 14 });
    expect(tightY({ x: 0, y: 80, w: 40, h: 12 * TALL_WORD + 1 }, undefined)).toEqual({ y: 80, h: 12 * TALL_WORD + 1 });
  });

  it('covers only the characters of a value inside a longer word, with a small margin', () => {
    const words = [word('owner', 10, 50), word('=', 60, 50), word("'ana.ruiz@example.org';", 80, 50)];
    const layout = layoutWords(words);
    const start = layout.text.indexOf('ana.ruiz');
    const [box] = boxesForSpan(layout, start, start + 'ana.ruiz@example.org'.length, 2, 1);
    // The quote before it and the `';` after it stay visible.
    expect(box!.x).toBeGreaterThanOrEqual(80 + 7 - 2);
    expect(box!.x + box!.w).toBeLessThanOrEqual(80 + 7 * 21 + 2);
    expect(box!.h).toBeLessThanOrEqual(12 + 2);
  });
});
