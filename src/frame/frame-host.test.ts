import { describe, expect, it } from 'vitest';
import { DETECTOR_CATEGORIES, type Decision, type DetectorCategory } from '../core/vocabulary';
import type { ScreenPolicySummary, ScreenShareDiagnostics, ScreenShareFacts } from '../protocol/screen';
import { FrameHost, type PortLike } from './frame-host';
import type { OcrEngine } from '../core/screen/guard';
import { fillBox } from '../core/screen/paint';
import { TAP_TILE, type BridgeToFrame, type FrameToBridge, type FrameToTap, type TapToFrame } from '../protocol/tap';
import { hashTiles } from '../core/screen/tiles';
import { makeRaster } from '../core/screen/types';

const EMAIL = 'marguerite.okafor@fernhill-mail.com';

/** OCR that reads every region as the same e-mail address. */
const ocr: OcrEngine = { recognize: async (image) => [{ text: EMAIL, box: { x: 2, y: 2, w: image.width - 4, h: image.height - 4 }, confidence: 95 }] };

function port<In, Out>(): PortLike<In, Out> & { sent: Out[]; deliver(message: In): void } {
  const p = {
    sent: [] as Out[],
    onmessage: null as ((event: MessageEvent<In>) => void) | null,
    postMessage(message: Out) {
      p.sent.push(message);
    },
    deliver(message: In) {
      p.onmessage?.({ data: message } as MessageEvent<In>);
    },
  };
  return p;
}

function summary(contact: Decision): ScreenPolicySummary {
  const decisions = Object.fromEntries(DETECTOR_CATEGORIES.map((c) => [c, 'mask'])) as Record<DetectorCategory, Decision>;
  decisions.contact = contact;
  return { decisions, actions: ['selective_redact'], stableWindowMs: 0, generation: 4 };
}

function start(contact: Decision) {
  const tap = port<TapToFrame, FrameToTap>();
  const bridge = port<BridgeToFrame, FrameToBridge>();
  const reports: Array<{ facts: ScreenShareFacts; ended: boolean }> = [];
  const diagnostics: ScreenShareDiagnostics[] = [];
  // A clock that stands still: reports come only when the facts change, never for diagnostics alone.
  new FrameHost({
    tap,
    bridge,
    ocr,
    policy: summary(contact),
    selfCapture: false,
    now: () => 0,
    onReport: (report, ended) => {
      reports.push({ facts: report.facts, ended });
      diagnostics.push(report.diagnostics);
    },
  });
  let id = 0;
  /** Sends a frame with two text lines, as the tap does. */
  const frame = () => {
    const raster = makeRaster(320, 128, [250, 250, 250]);
    fillBox(raster, { x: 12, y: 20, w: 180, h: 12 }, [20, 20, 20]);
    fillBox(raster, { x: 12, y: 80, w: 150, h: 12 }, [20, 20, 20]);
    tap.deliver({ type: 'frame', id: ++id, width: raster.width, height: raster.height, hashes: hashTiles(raster, TAP_TILE).hashes, pixels: raster.data.slice().buffer, t: id, cost: 0 });
  };
  return { tap, bridge, reports, diagnostics, frame };
}

async function until(check: () => boolean, send: () => void): Promise<void> {
  for (let i = 0; i < 200 && !check(); i++) {
    send();
    await new Promise((r) => setTimeout(r, 10));
  }
  expect(check()).toBe(true);
}

describe('what a screen share reports for the ledger', () => {
  it('says the share started once its first frame is in, the most regions covered per category, and when it ended', async () => {
    const { tap, reports, frame } = start('mask');
    expect(reports, 'nothing before a frame: a pairing alone is no share').toEqual([]);
    frame();
    expect(reports[0]).toEqual({ facts: { covered: {}, asked: [], answers: {}, failed: false }, ended: false });
    await until(() => (reports.at(-1)?.facts.covered.contact ?? 0) >= 2, frame);
    expect(reports.at(-1)?.facts).toEqual({ covered: { contact: 2 }, asked: [], answers: {}, failed: false });
    const before = reports.length;
    frame();
    await new Promise((r) => setTimeout(r, 30));
    expect(reports.length, 'nothing new to say').toBe(before);
    tap.deliver({ type: 'ended' });
    expect(reports.at(-1)).toEqual({ facts: { covered: { contact: 2 }, asked: [], answers: {}, failed: false }, ended: true });
    tap.deliver({ type: 'ended' });
    frame();
    await new Promise((r) => setTimeout(r, 30));
    expect(reports.filter((r) => r.ended)).toHaveLength(1);
    expect(JSON.stringify(reports)).not.toContain('fernhill');
  });

  it('reports the question asked and the person\'s answer', async () => {
    const { bridge, reports, frame } = start('ask');
    await until(() => reports.at(-1)?.facts.asked.includes('contact') === true, frame);
    expect(bridge.sent).toContainEqual({ type: 'ask', categories: ['contact'] });
    bridge.deliver({ type: 'answer', category: 'contact', decision: 'allow' });
    expect(reports.at(-1)?.facts.answers).toEqual({ contact: 'allow' });
  });

  it('reports a check that stopped', async () => {
    const tap = port<TapToFrame, FrameToTap>();
    const bridge = port<BridgeToFrame, FrameToBridge>();
    const reports: ScreenShareFacts[] = [];
    const failing: OcrEngine = { recognize: () => Promise.reject(new Error('gone')) };
    new FrameHost({ tap, bridge, ocr: failing, policy: summary('mask'), selfCapture: false, onReport: ({ facts }) => reports.push(facts) });
    const raster = makeRaster(64, 64, [250, 250, 250]);
    fillBox(raster, { x: 4, y: 20, w: 40, h: 10 }, [20, 20, 20]);
    for (let i = 0; i < 20 && reports.at(-1)?.failed !== true; i++) {
      tap.deliver({ type: 'frame', id: i + 1, width: 64, height: 64, hashes: hashTiles(raster, TAP_TILE).hashes, pixels: raster.data.slice().buffer, t: i, cost: 0 });
      await new Promise((r) => setTimeout(r, 10));
    }
    expect(reports.at(-1)?.failed).toBe(true);
  });
});

describe('what a screen share reports about itself', () => {
  it('counts frames in and out, OCR passes and readings, and times the first useful frame; never text', async () => {
    const { tap, diagnostics, frame } = start('mask');
    await until(() => (diagnostics.at(-1)?.ocr.readings ?? 0) >= 2 && diagnostics.at(-1)?.firstUsefulMs !== null, frame);
    const d = diagnostics.at(-1)!;
    expect(d).toMatchObject({ surface: 'unknown', domPath: false, state: 'ready' });
    expect(d.frames.received).toBeGreaterThan(0);
    expect(d.frames.withPixels).toBeGreaterThan(0);
    expect(d.frames.released + d.frames.held).toBeGreaterThanOrEqual(d.frames.received);
    expect(d.ocr.jobs).toBeGreaterThan(0);
    expect(d.overheadMs.frames).toBeGreaterThan(0);
    expect(d.overheadMs.median).not.toBeNull();
    expect(d.firstUsefulMs).toBe(0);
    tap.deliver({ type: 'ended' });
    expect(JSON.stringify(diagnostics)).not.toContain('fernhill');
  });

  it('tells the readings of a still screen\'s last analysis once the second is up, though no frame follows', async () => {
    const tap = port<TapToFrame, FrameToTap>();
    const bridge = port<BridgeToFrame, FrameToBridge>();
    const diagnostics: ScreenShareDiagnostics[] = [];
    let clock = 0;
    const timers: Array<{ fn: () => void; ms: number }> = [];
    // OCR that answers only when let go, with text nothing covers (so the facts stay the same).
    let letGo!: () => void;
    const gate = new Promise<void>((r) => (letGo = r));
    const held: OcrEngine = { recognize: async (image) => (await gate, [{ text: 'Restart the worker', box: { x: 2, y: 2, w: image.width - 4, h: image.height - 4 }, confidence: 95 }]) };
    new FrameHost({
      tap,
      bridge,
      ocr: held,
      policy: summary('mask'),
      selfCapture: false,
      now: () => clock,
      setTimer: (fn, ms) => timers.push({ fn, ms }),
      onReport: (report) => diagnostics.push(report.diagnostics),
    });
    const raster = makeRaster(320, 128, [250, 250, 250]);
    fillBox(raster, { x: 12, y: 20, w: 180, h: 12 }, [20, 20, 20]);
    // One frame, then nothing: the screen is still.
    tap.deliver({ type: 'frame', id: 1, width: raster.width, height: raster.height, hashes: hashTiles(raster, TAP_TILE).hashes, pixels: raster.data.slice().buffer, t: 1, cost: 0 });
    expect(diagnostics).toHaveLength(1);
    expect(diagnostics[0]!.ocr.readings).toBe(0);
    // OCR reads it within the same second: the change is held back, with one timer for it.
    letGo();
    for (let i = 0; i < 200 && timers.length === 0; i++) await new Promise((r) => setTimeout(r, 5));
    await new Promise((r) => setTimeout(r, 50));
    expect(diagnostics.at(-1)!.ocr.readings, 'nothing told within the second').toBe(0);
    expect(timers, 'one timer for what was held back').toHaveLength(1);
    expect(timers[0]!.ms).toBe(1000);
    clock = 1000;
    timers.shift()!.fn();
    expect(diagnostics.at(-1)!.ocr.readings, 'told when the second is up').toBeGreaterThan(0);
    expect(diagnostics.at(-1)!.state).toBe('ready');
  });
});
