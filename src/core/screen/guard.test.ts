import { describe, expect, it } from 'vitest';
import type { Finding } from '../engine/types';
import type { ScreenPolicy } from './detect';
import { CHECKING_NOTICE, FAILED_NOTICE, ScreenGuard, type OcrEngine } from './guard';
import { fillBox } from './paint';
import { makeRaster, type Raster } from './types';
import type { Word } from './words';

const policy: ScreenPolicy = { decide: () => 'mask', actions: new Set(['selective_redact']) };

/** A light screen with a dark "text line" at each row y (its width differs per row). */
function screen(lines: number[]): Raster {
  const r = makeRaster(256, 128, [250, 250, 250]);
  for (const y of lines) fillBox(r, { x: 10, y, w: 60 + y, h: 10 }, [20, 20, 20]);
  return r;
}

/** OCR that reads every region as one word, "token" + its y. */
const fakeOcr: OcrEngine = {
  recognize: async (image) => [{ text: `secret${image.height}`, box: { x: 4, y: 4, w: image.width - 8, h: image.height - 8 } }],
};

const scanSecrets = (text: string): Finding[] =>
  [...text.matchAll(/secret\d+/g)].map((m) => ({ start: m.index, end: m.index + m[0].length, category: 'credential', rule: 'test', confidence: 1, label: 'SECRET' }));

/** `r` moved vertically by dy (rows leaving are dropped, rows entering are background). */
function shifted(r: Raster, dy: number): Raster {
  const out = makeRaster(r.width, r.height, [250, 250, 250]);
  for (let y = 0; y < r.height; y++) {
    const from = y - dy;
    if (from < 0 || from >= r.height) continue;
    out.data.set(r.data.subarray(from * r.width * 4, (from + 1) * r.width * 4), y * r.width * 4);
  }
  return out;
}

const tick = (): Promise<void> => new Promise((r) => setTimeout(r, 5));

async function settle(guard: ScreenGuard, frame: Raster): Promise<ReturnType<ScreenGuard['submit']>> {
  let plan = guard.submit(frame);
  for (let i = 0; i < 50 && (plan.holdAll || plan.holds.length > 0); i++) {
    await tick();
    plan = guard.submit(frame);
  }
  return plan;
}

describe('ScreenGuard', () => {
  it('holds the whole frame until the first analysis clears it, then covers findings', async () => {
    const guard = new ScreenGuard({ ocr: fakeOcr, policy, scanText: scanSecrets });
    const first = guard.submit(screen([20]));
    expect(first.holdAll).toBe(true);
    expect(first.notice).toBe(CHECKING_NOTICE);
    const plan = await settle(guard, screen([20]));
    expect(plan.holdAll).toBe(false);
    expect(plan.covers.length).toBe(1);
    expect(plan.covers[0]!.label).toBe('SECRET');
  });

  it('holds changed tiles dark until they clear again', async () => {
    const guard = new ScreenGuard({ ocr: fakeOcr, policy, scanText: scanSecrets, holdAllAbove: 0.9 });
    await settle(guard, screen([20]));
    const changed = guard.submit(screen([20, 90]));
    expect(changed.holdAll).toBe(false);
    expect(changed.holds.some((h) => h.y <= 90 && h.y + h.h >= 100)).toBe(true);
    const after = await settle(guard, screen([20, 90]));
    expect(after.holds).toEqual([]);
    expect(after.covers.length).toBe(2);
  });

  it('an OCR crash stops the guard: every later frame is held and the person is told', async () => {
    const told: string[] = [];
    const crashing: OcrEngine = { recognize: () => Promise.reject(new Error('worker crashed')) };
    const guard = new ScreenGuard({ ocr: crashing, policy, scanText: scanSecrets, onFailure: (m) => told.push(m) });
    guard.submit(screen([20]));
    await tick();
    expect(told).toEqual(['The screen check failed; sharing is paused.']);
    for (const frame of [screen([20]), screen([]), screen([40, 70])]) {
      const plan = guard.submit(frame);
      expect(plan.holdAll).toBe(true);
      expect(plan.notice).toBe(FAILED_NOTICE);
      expect(plan.state).toBe('failed');
    }
  });

  it('an OCR timeout stops the guard the same way, even after frames had cleared', async () => {
    const told: string[] = [];
    let hang = false;
    const ocr: OcrEngine = { recognize: (img) => (hang ? new Promise<Word[]>(() => undefined) : fakeOcr.recognize(img)) };
    const guard = new ScreenGuard({ ocr, policy, scanText: scanSecrets, ocrTimeoutMs: 30, holdAllAbove: 0.9, onFailure: (m) => told.push(m) });
    await settle(guard, screen([20]));
    hang = true;
    guard.submit(screen([20, 90]));
    await new Promise((r) => setTimeout(r, 60));
    expect(told).toEqual(['The screen check timed out; sharing is paused.']);
    const plan = guard.submit(screen([20]));
    expect(plan.holdAll).toBe(true);
  });

  it('an engine still starting reads nothing and holds everything; its start has its own limit, and a read\'s limit counts from then', async () => {
    let started!: () => void;
    const start = new Promise<void>((r) => (started = r));
    let reads = 0;
    const slowStart: OcrEngine = {
      whenReady: () => start,
      recognize: async (img) => (reads++, fakeOcr.recognize(img)),
    };
    const progress: number[] = [];
    // A read's limit (30 ms) is far shorter than the start takes: only the start's limit applies to it.
    const guard = new ScreenGuard({ ocr: slowStart, policy, scanText: scanSecrets, ocrTimeoutMs: 30, ocrStartTimeoutMs: 5_000, onProgress: () => progress.push(1) });
    for (let i = 0; i < 10; i++) {
      expect(guard.submit(screen([20])).holdAll, 'held while OCR starts').toBe(true);
      await tick();
    }
    expect(reads, 'nothing read before the engine is ready').toBe(0);
    expect(guard.state).toBe('checking');
    started();
    await tick();
    expect(progress.length, 'readiness asks for the frame again').toBeGreaterThan(0);
    const plan = await settle(guard, screen([20]));
    expect(reads).toBeGreaterThan(0);
    expect(plan.holdAll).toBe(false);
    expect(plan.covers.map((c) => c.label)).toEqual(['SECRET']);
  });

  it('an engine that never starts stops the guard once its start limit is up, and the person is told', async () => {
    const told: string[] = [];
    const never: OcrEngine = { whenReady: () => new Promise<void>(() => undefined), recognize: fakeOcr.recognize };
    const guard = new ScreenGuard({ ocr: never, policy, scanText: scanSecrets, ocrStartTimeoutMs: 40, onFailure: (m) => told.push(m) });
    guard.submit(screen([20]));
    await new Promise((r) => setTimeout(r, 80));
    expect(told).toEqual(['The screen check could not start; sharing is paused.']);
    const plan = guard.submit(screen([20]));
    expect(plan.holdAll).toBe(true);
    expect(plan.state).toBe('failed');
  });

  it('follows a vertical scroll: moved content keeps its covers without a new reading', async () => {
    let reads = 0;
    const counting: OcrEngine = { recognize: (img) => (reads++, fakeOcr.recognize(img)) };
    const guard = new ScreenGuard({ ocr: counting, policy, scanText: scanSecrets });
    const settled = await settle(guard, screen([30, 50, 70]));
    const before = reads;
    const plan = guard.submit(shifted(screen([30, 50, 70]), -20));
    expect(guard.stats.shifts).toBe(1);
    expect(plan.holdAll).toBe(false);
    expect(reads).toBe(before);
    expect(plan.holds).toEqual([]);
    expect(plan.covers.length).toBe(settled.covers.length);
    expect(Math.min(...plan.covers.map((c) => c.y))).toBeLessThan(20);
  });

  it('a cover kept from an earlier reading goes along with a scroll, never let go before it', async () => {
    const never: OcrEngine = { recognize: () => new Promise<Word[]>(() => undefined) };
    let t = 0;
    const guard = new ScreenGuard({ ocr: never, policy, scanText: scanSecrets, requestDom: () => undefined, now: () => t });
    const page = screen([30, 50, 70]);
    guard.submit(page);
    guard.provideDomWords([{ text: 'secret1', box: { x: 10, y: 30, w: 90, h: 10 } }], []);
    expect(guard.submit(page).covers.map((c) => Math.round((c.y + c.h / 2) / 10))).toEqual([4]);
    // A later reading of the same picture no longer finds the value: its cover stays, kept.
    t = 2_500;
    guard.submit(screen([30, 50, 70, 100]));
    guard.provideDomWords([], []);
    t = 5_000;
    const kept = guard.submit(screen([30, 50, 70, 100]));
    expect(kept.covers.map((c) => Math.round((c.y + c.h / 2) / 10))).toEqual([4]);
    // The page scrolls: the value's pixels move up, and the cover with them.
    const plan = guard.submit(shifted(screen([30, 50, 70, 100]), -20));
    expect(guard.stats.shifts).toBe(1);
    expect(plan.holdAll).toBe(false);
    const line = { y: 10, h: 10 };
    const coveredRows = plan.covers.filter((c) => c.y <= line.y && c.y + c.h >= line.y + line.h && c.x <= 10 && c.x + c.w >= 100);
    const heldRows = plan.holds.filter((b) => b.y <= line.y && b.y + b.h >= line.y + line.h);
    expect(coveredRows.length + heldRows.length, 'the moved value is covered or held').toBeGreaterThan(0);
  });

  it('a cross-check reads the pixels it was given, even once the frame\'s buffer went back for reuse', async () => {
    const inked: boolean[] = [];
    let release: () => void = () => undefined;
    const ocr: OcrEngine = {
      recognize: async (image) => {
        let dark = false;
        let light = false;
        for (let i = 0; i < image.data.length; i += 4) (image.data[i]! < 100 ? (dark = true) : (light = true));
        inked.push(dark && light);
        if (inked.length === 1) await new Promise<void>((r) => (release = r));
        return [];
      },
    };
    let t = 0;
    const guard = new ScreenGuard({ ocr, policy, scanText: scanSecrets, requestDom: () => undefined, now: () => t });
    const frame = screen([20, 90]);
    guard.submit(frame);
    guard.provideDomWords([], []);
    guard.submit(frame);
    await tick();
    expect(guard.stats.crossChecks).toBe(1);
    // The frame host hands the frame's buffer back to the tap when the next frame arrives.
    structuredClone(frame.data.buffer, { transfer: [frame.data.buffer] });
    expect(frame.data.length).toBe(0);
    release();
    for (let i = 0; i < 20 && inked.length < 2; i++) await tick();
    expect(inked).toEqual([true, true]);
  });

  it('takes DOM words only for the picture they were asked for', async () => {
    const never: OcrEngine = { recognize: () => new Promise<Word[]>(() => undefined) };
    let asked = 0;
    let t = 0;
    const guard = new ScreenGuard({ ocr: never, policy, scanText: scanSecrets, requestDom: () => asked++, now: () => t });
    guard.submit(screen([20]));
    expect(asked).toBe(1);
    guard.provideDomWords([{ text: 'secret1', box: { x: 10, y: 20, w: 60, h: 10 } }], []);
    // The picture changed meanwhile: the changed tiles do not take the snapshot and stay held.
    const dropped = guard.submit(screen([20, 90]));
    expect(dropped.holdAll || dropped.holds.some((b) => b.y <= 90 && b.y + b.h >= 100)).toBe(true);
    guard.submit(screen([20, 90]));
    expect(asked, 'not asked again at once: readings are rate-limited').toBe(1);
    t = 150;
    guard.submit(screen([20, 90]));
    expect(asked).toBe(2);
    guard.provideDomWords([{ text: 'secret1', box: { x: 10, y: 20, w: 60, h: 10 } }], []);
    const plan = guard.submit(screen([20, 90]));
    expect(plan.holdAll).toBe(false);
    expect(plan.holds).toEqual([]);
    expect(plan.covers.map((c) => c.label)).toEqual(['SECRET']);
  });
});

describe('screen policy actions in the guard', () => {
  it('require_stable_window: changing content is not read (and stays held) until it has been still for the window', async () => {
    let t = 0;
    let reads = 0;
    const counting: OcrEngine = { recognize: (img) => (reads++, fakeOcr.recognize(img)) };
    const stable: ScreenPolicy = { decide: () => 'mask', actions: new Set(['selective_redact', 'require_stable_window']), stableWindowMs: 100 };
    const guard = new ScreenGuard({ ocr: counting, policy: stable, scanText: scanSecrets, now: () => t });
    expect(guard.submit(screen([20])).holdAll).toBe(true);
    t = 40;
    expect(guard.submit(screen([20, 60])).holdAll).toBe(true);
    t = 120;
    // Changed at 40: only 80 ms still.
    expect(guard.submit(screen([20, 60])).holdAll).toBe(true);
    await tick();
    expect(reads).toBe(0);
    t = 150;
    guard.submit(screen([20, 60]));
    await tick();
    expect(reads).toBeGreaterThan(0);
    const plan = await settle(guard, screen([20, 60]));
    expect(plan.holdAll).toBe(false);
    expect(plan.covers.length).toBe(2);

    // Without the action the first frame is read at once.
    let directReads = 0;
    const direct = new ScreenGuard({ ocr: { recognize: (img) => (directReads++, fakeOcr.recognize(img)) }, policy, scanText: scanSecrets, now: () => 0 });
    direct.submit(screen([20]));
    await tick();
    expect(directReads).toBeGreaterThan(0);
  });

  it('increase_ocr_sensitivity: small text is read again at twice the size, and what either reading finds is covered', async () => {
    const sizes: Array<[number, number]> = [];
    // One 8-px-high word per region (small text). At 1× OCR misreads it; at 2× it reads true.
    const small: OcrEngine = {
      recognize: async (img) => {
        sizes.push([img.width, img.height]);
        const k = sizes.length > 1 && img.width > sizes[0]![0] ? 2 : 1;
        return [{ text: k === 2 ? 'secret7' : 'secnet7', box: { x: 2 * k, y: 2 * k, w: 40 * k, h: 8 * k } }];
      },
    };
    const sensitive: ScreenPolicy = { decide: () => 'mask', actions: new Set(['selective_redact', 'increase_ocr_sensitivity']) };
    const plan = await settle(new ScreenGuard({ ocr: small, policy: sensitive, scanText: scanSecrets }), screen([20]));
    expect(sizes).toHaveLength(2);
    expect(sizes[1]).toEqual([sizes[0]![0] * 2, sizes[0]![1] * 2]);
    expect(plan.covers).toHaveLength(1);
    // The cover sits where the word is in the frame (the 2× box halved), not twice as far and large.
    const c = plan.covers[0]!;
    expect(c.w).toBeLessThan(60);
    expect(c.h).toBeLessThan(14);

    sizes.length = 0;
    const plain = await settle(new ScreenGuard({ ocr: small, policy, scanText: scanSecrets }), screen([20]));
    expect(sizes).toHaveLength(1);
    expect(plain.covers).toEqual([]);
  });

  it('ask: the finding stays covered and pending until the person answers', async () => {
    const asked: string[][] = [];
    const asks: ScreenPolicy = { decide: () => 'ask', actions: new Set(['selective_redact']) };
    const guard = new ScreenGuard({ ocr: fakeOcr, policy: asks, scanText: scanSecrets, onAsk: (c) => asked.push(c) });
    const plan = await settle(guard, screen([20]));
    expect(asked).toEqual([['credential']]);
    expect(plan.covers).toHaveLength(1);
    expect(plan.covers[0]!.pending).toBe(true);
    guard.answer('credential', 'allow');
    expect(guard.submit(screen([20])).covers).toEqual([]);
  });

  it('reads DOM-cleared tiles with OCR once as a cross-check, not again while they are unchanged', async () => {
    let reads = 0;
    const ocr: OcrEngine = { recognize: (img) => (reads++, fakeOcr.recognize(img)) };
    let asked = 0;
    const guard = new ScreenGuard({ ocr, policy, scanText: scanSecrets, requestDom: () => asked++ });
    guard.submit(screen([20]));
    guard.provideDomWords([{ text: 'secret1', box: { x: 10, y: 20, w: 60, h: 10 } }], []);
    const released = guard.submit(screen([20]));
    expect(released.holdAll).toBe(false);
    expect(released.covers.map((c) => c.label)).toEqual(['SECRET']);
    for (let i = 0; i < 20; i++) {
      await tick();
      guard.submit(screen([20]));
    }
    const settledReads = reads;
    expect(settledReads).toBeGreaterThan(0);
    for (let i = 0; i < 10; i++) {
      await tick();
      guard.submit(screen([20]));
    }
    expect(reads).toBe(settledReads);
    expect(asked).toBe(1);

    // A new line: the DOM clears it, and OCR reads that line alone, not the whole screen again.
    guard.submit(screen([20, 90]));
    guard.provideDomWords(
      [
        { text: 'secret1', box: { x: 10, y: 20, w: 60, h: 10 } },
        { text: 'secret2', box: { x: 10, y: 90, w: 60, h: 10 } },
      ],
      [],
    );
    expect(guard.submit(screen([20, 90])).holds).toEqual([]);
    for (let i = 0; i < 20; i++) {
      await tick();
      guard.submit(screen([20, 90]));
    }
    expect(reads - settledReads).toBe(1);
  });
});

describe('liveness', () => {
  it('schedules a change that arrived while OCR was busy, without waiting for another frame', async () => {
    let release: () => void = () => undefined;
    let first = true;
    const slow: OcrEngine = {
      recognize: (img) => {
        if (!first) return fakeOcr.recognize(img);
        first = false;
        return new Promise<Word[]>((resolve) => {
          release = () => void fakeOcr.recognize(img).then(resolve);
        });
      },
    };
    let latest = screen([20]);
    let plan: ReturnType<ScreenGuard['submit']> | undefined;
    const guard: ScreenGuard = new ScreenGuard({ ocr: slow, policy, scanText: scanSecrets, holdAllAbove: 0.9, onProgress: () => (plan = guard.submit(latest)) });
    guard.submit(latest);
    // The screen changes while the first reading is still out; then no new frame comes.
    latest = screen([20, 90]);
    expect(guard.submit(latest).holds.length + (guard.submit(latest).holdAll ? 1 : 0)).toBeGreaterThan(0);
    release();
    for (let i = 0; i < 40 && !(plan && !plan.holdAll && plan.holds.length === 0); i++) await tick();
    expect(plan?.holdAll).toBe(false);
    expect(plan?.holds).toEqual([]);
    expect(plan?.covers.length).toBe(2);
  });
});

describe('a policy swapped in during a share', () => {
  it('decides what was read again: a provisional cover-everything start gives way to the final policy', async () => {
    const coverAll: ScreenPolicy = { decide: () => 'mask', actions: new Set(['selective_redact']) };
    const allowAll: ScreenPolicy = { decide: () => 'allow', actions: new Set(['selective_redact']) };
    let progress = 0;
    const guard = new ScreenGuard({ ocr: fakeOcr, policy: coverAll, scanText: scanSecrets, onProgress: () => progress++ });
    const settled = await settle(guard, screen([20]));
    expect(settled.covers.length).toBe(1);
    const before = progress;
    guard.setPolicy(allowAll);
    expect(progress, 'the frame is planned again').toBeGreaterThan(before);
    expect(guard.submit(screen([20])).covers).toEqual([]);
    guard.setPolicy(coverAll);
    expect(guard.submit(screen([20])).covers.length).toBe(1);
  });
});

/** A frame with the text rows of `screen` and a dark "form field" box OCR must read. */
function withField(lines: number[]): Raster {
  const r = screen(lines);
  fillBox(r, { x: 150, y: 64, w: 90, h: 40 }, [120, 120, 140]);
  return r;
}
const FIELD = { x: 150, y: 64, w: 90, h: 40 };

describe('the DOM path never starves OCR', () => {
  it('what the DOM cannot read goes to OCR at once, however often the DOM is asked', async () => {
    let t = 0;
    let reads = 0;
    let asked = 0;
    const ocr: OcrEngine = { recognize: (img) => (reads++, fakeOcr.recognize(img)) };
    let guard: ScreenGuard;
    const dom = () => guard.provideDom({ words: [{ text: 'hello', box: { x: 10, y: 20, w: 60, h: 10 } }], opaque: [FIELD], own: [] });
    guard = new ScreenGuard({ ocr, policy, scanText: scanSecrets, now: () => t, requestDom: () => (asked++, dom()) });
    // A storm: the page changes a line on every frame, and every frame is submitted.
    let plan = guard.submit(withField([20]));
    for (let i = 0; i < 60; i++) {
      t += 16;
      plan = guard.submit(withField(i % 2 ? [20] : [20, 40]));
      await tick();
    }
    expect(reads, 'OCR read the field').toBeGreaterThan(0);
    expect(guard.stats.ocrJobs).toBeGreaterThan(0);
    expect(asked, 'at most one DOM reading per 100 ms').toBeLessThanOrEqual(Math.ceil(60 * 16 / 100) + 1);
    expect(plan.holdAll, 'a useful frame arrives').toBe(false);
    // The field's tiles cleared through OCR, not the DOM.
    const settled = await settle(guard, withField([20]));
    expect(settled.holds).toEqual([]);
  });

  it('an asked-for reading that never comes holds the DOM tiles only for the grace, then OCR reads them', async () => {
    let reads = 0;
    const ocr: OcrEngine = { recognize: (img) => (reads++, fakeOcr.recognize(img)) };
    let progress = 0;
    const guard = new ScreenGuard({ ocr, policy, scanText: scanSecrets, requestDom: () => undefined, onProgress: () => progress++ });
    guard.submit(screen([20]));
    await tick();
    expect(reads, 'waits for the DOM first').toBe(0);
    // No new frame comes (a still screen): the guard wakes the caller when the grace is over.
    for (let i = 0; i < 60 && progress === 0; i++) await tick();
    expect(progress).toBeGreaterThan(0);
    guard.submit(screen([20]));
    await tick();
    expect(reads).toBeGreaterThan(0);
  });
});

describe('covers that outlive their reading', () => {
  it("the extension's own surfaces are covered on every frame, whatever the words say", async () => {
    let t = 0;
    const never: OcrEngine = { recognize: () => new Promise<Word[]>(() => undefined) };
    const own = { x: 100, y: 40, w: 80, h: 14 };
    const guard = new ScreenGuard({ ocr: never, policy, scanText: scanSecrets, now: () => t, requestDom: () => undefined });
    guard.submit(screen([20, 40]));
    guard.provideDom({ words: [], opaque: [], own: [own] });
    const plan = guard.submit(screen([20, 40]));
    expect(plan.holdAll).toBe(false);
    expect(plan.covers).toContainEqual(expect.objectContaining({ ...own, category: 'own' }));
    // The surface goes: its place stays covered while those pixels are unchanged.
    t = 200;
    guard.submit(screen([20, 40]));
    guard.provideDom({ words: [], opaque: [], own: [] });
    const after = guard.submit(screen([20, 40]));
    expect(after.covers).toContainEqual(expect.objectContaining({ ...own, category: 'own' }));
  });

  it('a later reading that misses a value does not uncover it while its pixels stay the same', async () => {
    let t = 0;
    const never: OcrEngine = { recognize: () => new Promise<Word[]>(() => undefined) };
    const guard = new ScreenGuard({ ocr: never, policy, scanText: scanSecrets, now: () => t, requestDom: () => undefined });
    guard.submit(screen([20]));
    guard.provideDom({ words: [{ text: 'secret1', box: { x: 10, y: 20, w: 60, h: 10 } }], opaque: [], own: [] });
    expect(guard.submit(screen([20])).covers.map((c) => c.label)).toEqual(['SECRET']);
    t = 200;
    guard.submit(screen([20, 90]));
    // The DOM now says nothing of the value (it was removed a moment before the frame shows it).
    guard.provideDom({ words: [], opaque: [], own: [] });
    expect(guard.submit(screen([20, 90])).covers.map((c) => c.label)).toEqual(['SECRET']);
    // Once its pixels change, the cover goes with them (and the changed tiles are held again).
    const changed = guard.submit(screen([90]));
    expect(changed.covers).toEqual([]);
  });

  it('reading one region does not drop covers found in another region meanwhile', async () => {
    const releases: Array<() => void> = [];
    // OCR answers region by region when told; each region reads as one secret.
    const held: OcrEngine = { recognize: (img) => new Promise<Word[]>((resolve) => releases.push(() => void fakeOcr.recognize(img).then(resolve))) };
    const plans: ReturnType<ScreenGuard['submit']>[] = [];
    let frame = screen([20, 90]);
    const guard: ScreenGuard = new ScreenGuard({ ocr: held, policy, scanText: scanSecrets, holdAllAbove: 0.95, onProgress: () => plans.push(guard.submit(frame)) });
    guard.submit(frame);
    for (const r of releases.splice(0)) r();
    for (let i = 0; i < 20; i++) await tick();
    expect(plans.at(-1)!.covers).toHaveLength(2);
    // A caret blinks on the first row: that row is read again; the other row's cover must stay.
    frame = screen([20, 90]);
    fillBox(frame, { x: 200, y: 20, w: 2, h: 10 }, [20, 20, 20]);
    guard.submit(frame);
    for (let i = 0; i < 5; i++) await tick();
    for (const p of plans.slice(-3)) expect(p.covers.some((c) => c.y >= 85)).toBe(true);
    for (const r of releases.splice(0)) r();
    for (let i = 0; i < 20; i++) await tick();
    expect(plans.at(-1)!.covers.some((c) => c.y >= 85)).toBe(true);
  });
});
