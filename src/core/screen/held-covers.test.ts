import { describe, expect, it } from 'vitest';
import type { Cover } from './detect';
import { HeldCovers } from './held-covers';
import { fillBox } from './paint';
import { hashTiles } from './tiles';
import { makeRaster } from './types';

const cover = (x: number, y: number): Cover => ({ x, y, w: 40, h: 12, label: 'SECRET', category: 'credential' });

describe('covers kept past their reading', () => {
  it('stay while the pixels under them are the same and go when they change', () => {
    const frame = makeRaster(128, 64, [250, 250, 250]);
    fillBox(frame, { x: 4, y: 4, w: 40, h: 12 }, [20, 20, 20]);
    const held = new HeldCovers();
    held.hold([cover(4, 4), cover(70, 40)], hashTiles(frame, 32));
    expect(held.release(hashTiles(frame, 32))).toBe(false);
    expect(held.covers()).toHaveLength(2);
    const changed = makeRaster(128, 64, [250, 250, 250]);
    fillBox(changed, { x: 4, y: 4, w: 40, h: 12 }, [20, 20, 20]);
    fillBox(changed, { x: 70, y: 40, w: 20, h: 8 }, [90, 20, 20]);
    expect(held.release(hashTiles(changed, 32))).toBe(true);
    expect(held.covers()).toEqual([cover(4, 4)]);
  });

  it('keeps one cover where a larger one holds a smaller one', () => {
    const frame = makeRaster(128, 64, [250, 250, 250]);
    const held = new HeldCovers();
    held.hold([{ ...cover(4, 4), w: 20 }], hashTiles(frame, 32));
    held.hold([cover(4, 4)], hashTiles(frame, 32));
    held.hold([{ ...cover(4, 4), w: 30 }], hashTiles(frame, 32));
    expect(held.covers()).toEqual([cover(4, 4)]);
  });
});
