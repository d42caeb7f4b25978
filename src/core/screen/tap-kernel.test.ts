import { describe, expect, it } from 'vitest';
import type { FramePlan } from './guard';
import { paintPlanPixels, planFillList } from './paint';
import { applyFills, hashTilesInto, sameWords } from './tap-kernel';
import { hashTiles } from './tiles';
import { makeRaster, type Raster } from './types';

function noisy(width: number, height: number, seed: number): Raster {
  const r = makeRaster(width, height);
  let s = seed;
  for (let i = 0; i < r.data.length; i++) {
    s = (Math.imul(s, 1103515245) + 12345) >>> 0;
    r.data[i] = s >>> 24;
  }
  return r;
}

const kernelHashes = (r: Raster, tile = 32): Uint32Array => {
  const out = new Uint32Array(Math.ceil(r.width / tile) * Math.ceil(r.height / tile));
  hashTilesInto(new Int32Array(r.data.buffer, r.data.byteOffset, r.width * r.height), r.width, r.height, tile, out, out.length, Math.imul);
  return out;
};

describe('tap kernel', () => {
  it('hashes tiles exactly as the guard does (odd sizes included)', () => {
    for (const [w, h] of [
      [1280, 720],
      [333, 97],
      [31, 33],
    ] as const) {
      const r = noisy(w, h, w * h);
      const k = kernelHashes(r);
      const g = hashTiles(r, 32).hashes;
      expect(k.length).toBe(g.length);
      expect(sameWords(k, g, g.length)).toBe(true);
    }
  });

  it('sees a one-pixel change in its tile only', () => {
    const a = noisy(256, 128, 7);
    const b: Raster = { ...a, data: new Uint8ClampedArray(a.data) };
    const at = (70 * 256 + 100) * 4 + 1;
    b.data[at] = (b.data[at] as number) ^ 1;
    const ha = kernelHashes(a);
    const hb = kernelHashes(b);
    const differ = [...ha.keys()].filter((i) => ha[i] !== hb[i]);
    expect(differ).toEqual([Math.floor(70 / 32) * 8 + Math.floor(100 / 32)]);
  });

  it('paints a plan from its fill list exactly as the frame paints it', () => {
    const plan: FramePlan = {
      state: 'ready',
      holdAll: false,
      holds: [{ x: 0, y: 96, w: 128, h: 32 }],
      covers: [{ x: 20, y: 10, w: 120, h: 18, label: 'SECRET', category: 'credential' }, { x: 240, y: 120, w: 40, h: 30, label: 'CARD', category: 'payment' }],
      coverGeneration: 1,
      notice: 'checking…',
    };
    const frame = noisy(256, 128, 3);
    const painted: Raster = { ...frame, data: new Uint8ClampedArray(frame.data) };
    paintPlanPixels(painted, plan);
    const viaKernel: Raster = { ...frame, data: new Uint8ClampedArray(frame.data) };
    const list = planFillList(256, 128, plan);
    applyFills(new Uint32Array(viaKernel.data.buffer), 256, 128, list, list.length / 5);
    expect(Buffer.from(viaKernel.data).equals(Buffer.from(painted.data))).toBe(true);
    // A whole-frame hold leaves nothing of the frame.
    const held: Raster = { ...frame, data: new Uint8ClampedArray(frame.data) };
    const heldList = planFillList(256, 128, { ...plan, holdAll: true });
    applyFills(new Uint32Array(held.data.buffer), 256, 128, heldList, heldList.length / 5);
    // Only two colours remain: the hold and its notice.
    expect(new Set(new Uint32Array(held.data.buffer)).size).toBe(2);
  });

  it('paints nothing for a count beyond the list', () => {
    const r = makeRaster(16, 8, [255, 255, 255]);
    const px = new Uint32Array(r.data.buffer);
    applyFills(px, 16, 8, Int32Array.from([0, 0, 4, 4, 7]), 3);
    expect(px.filter((v) => v === 7).length).toBe(16);
  });

  it('keeps a fill list inside the frame', () => {
    const r = makeRaster(16, 8, [255, 255, 255]);
    const px = new Uint32Array(r.data.buffer);
    applyFills(px, 16, 8, Int32Array.from([-5, -5, 100, 100, 7]), 1);
    expect(px.every((v) => v === 7)).toBe(true);
  });
});
