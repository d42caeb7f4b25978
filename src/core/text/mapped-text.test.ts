/** The run-based offset map against spans written out unit by unit, through views of views and windows. */
import { describe, expect, it } from 'vitest';
import { MappedTextBuilder, endOf, firstUnitFrom, sliceView, startOf, toOriginal, type MappedText } from './mapped-text';
import { mulberry32 as rng } from '../../../eval/census/prng';

/**
 * A view built from random pieces (copied stretches, replaced chunks, skipped characters) next to
 * the per-unit spans it should map to, written out one by one.
 */
function randomView(next: () => number, original: string): { view: MappedText; spans: Array<[number, number]> } {
  const out = new MappedTextBuilder();
  const spans: Array<[number, number]> = [];
  let at = 0;
  while (at < original.length) {
    const step = 1 + Math.floor(next() * 6);
    const to = Math.min(original.length, at + step);
    const kind = next();
    if (kind < 0.5) {
      out.pushIdentity(original, at, to);
      for (let i = at; i < to; i++) spans.push([i, i + 1]);
    } else if (kind < 0.8) {
      const chunk = 'xy'.slice(0, 1 + Math.floor(next() * 2));
      out.push(chunk, at, to);
      for (let i = 0; i < chunk.length; i++) spans.push([at, to]);
    }
    at = to;
  }
  return { view: out.build(), spans };
}

describe('mapped text', () => {
  it('maps every unit to the span it came from, in views built from views', () => {
    const next = rng(3);
    for (let n = 0; n < 300; n++) {
      const original = 'abcdefghijklmnopqrstuvwxyz0123456789'.slice(0, Math.floor(next() * 36));
      const { view: first, spans: firstSpans } = randomView(next, original);
      // A second view copying windows of the first keeps the first view's mapping.
      const second = new MappedTextBuilder();
      const secondSpans: Array<[number, number]> = [];
      let at = 0;
      while (at < first.text.length) {
        const to = Math.min(first.text.length, at + 1 + Math.floor(next() * 5));
        if (next() < 0.7) {
          second.pushFrom(first, at, to);
          for (let i = at; i < to; i++) secondSpans.push(firstSpans[i]!);
        }
        at = to;
      }
      for (const [view, spans] of [
        [first, firstSpans],
        [second.build(), secondSpans],
      ] as const) {
        expect(view.text.length).toBe(spans.length);
        spans.forEach(([start, end], i) => {
          expect(startOf(view, i)).toBe(start);
          expect(endOf(view, i)).toBe(end);
        });
      }
    }
  });

  it('finds the first unit at or after an original offset, in whole views and windows of them', () => {
    const next = rng(5);
    for (let n = 0; n < 200; n++) {
      const original = 'abcdefghijklmnopqrstuvwxyz'.slice(0, 1 + Math.floor(next() * 25));
      const { view } = randomView(next, original);
      const from = Math.floor(next() * (view.text.length + 1));
      const to = from + Math.floor(next() * (view.text.length - from + 1));
      for (const v of [view, sliceView(view, from, to)]) {
        for (let offset = -1; offset <= original.length + 1; offset++) {
          for (let start = 0; start <= v.text.length; start++) {
            let expected = v.text.length;
            for (let i = start; i < v.text.length; i++) {
              if (startOf(v, i) >= offset) {
                expected = i;
                break;
              }
            }
            expect(firstUnitFrom(v, offset, start)).toBe(expected);
          }
        }
      }
    }
  });

  it('keeps a long unchanged stretch as one run', () => {
    const original = 'a'.repeat(1000) + '\u200b' + 'b'.repeat(1000);
    const out = new MappedTextBuilder();
    out.pushIdentity(original, 0, 500);
    out.pushIdentity(original, 500, 1000);
    out.pushIdentity(original, 1001, 2001);
    const view = out.build();
    expect(view.map.runs).toBe(2);
    expect(toOriginal(view, 990, 1010)).toEqual({ start: 990, end: 1011 });
    expect(toOriginal(sliceView(view, 900, 1100), 90, 110)).toEqual({ start: 990, end: 1011 });
  });

  it('maps an empty view and empty spans', () => {
    const empty = new MappedTextBuilder().build();
    expect(toOriginal(empty, 0, 0)).toEqual({ start: 0, end: 0 });
    expect(firstUnitFrom(empty, 3)).toBe(0);
  });
});
