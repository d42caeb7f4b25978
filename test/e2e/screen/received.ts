/**
 * What a sharing page received (recorder.js in the page): every frame's time, brightness and held
 * share, and every distinct frame as a PNG. `readEveryFrame` OCRs each distinct picture in Node
 * the way an onlooker would (eval/screens/read-back.ts), so a leak in any single frame the site
 * got — not just the last one — fails the test.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import type { OcrPool } from '../../../src/core/ocr/pool';
import { ocrImageFile } from '../../../eval/screens/read-back';
import { recoverable } from './planted';

export interface RecordedFrame {
  t: number;
  mean: number;
  /** Share of sampled pixels in the guard's hold colour. */
  held: number;
  w: number;
  h: number;
  key: number;
}

interface RecorderGlobals {
  __rec: {
    start(constraints?: DisplayMediaStreamOptions): Promise<MediaTrackSettings>;
    stop(): void;
    summary(): RecordedFrame[];
    pngs(from?: number): Array<{ t: number; held: number; mean: number; png: string | null }>;
    latestPng(): Promise<string>;
    overflow: boolean;
    gdmMs: number;
    error: string | null;
  };
}

/** Below this mean a frame is dark (held); above BRIGHT it shows a light page. */
export const DARK = 30;
/** A frame is useful once no more than this share of it is held dark (the frame's own measure too). */
export const USEFUL_HELD = 0.15;

export const RECORDER_SOURCE = readFileSync(fileURLToPath(new URL('./sites/default/recorder.js', import.meta.url)), 'utf8');

export class ReceivedFrames {
  constructor(readonly page: Page) {}

  /** Adds the recorder to a page that does not load it itself (a fixture site). */
  static async inject(page: Page): Promise<ReceivedFrames> {
    await page.addScriptTag({ content: RECORDER_SOURCE });
    return new ReceivedFrames(page);
  }

  start(constraints?: DisplayMediaStreamOptions): Promise<MediaTrackSettings> {
    return this.page.evaluate((c) => (globalThis as unknown as RecorderGlobals).__rec.start(c), constraints);
  }

  stop(): Promise<void> {
    return this.page.evaluate(() => (globalThis as unknown as RecorderGlobals).__rec.stop());
  }

  frames(): Promise<RecordedFrame[]> {
    return this.page.evaluate(() => (globalThis as unknown as RecorderGlobals).__rec.summary());
  }

  async waitFor(predicate: (f: RecordedFrame) => boolean, timeoutMs: number): Promise<RecordedFrame> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = (await this.frames()).find(predicate);
      if (found) return found;
      if (Date.now() > deadline) throw new Error('No such frame arrived in time.');
      await this.page.waitForTimeout(100);
    }
  }

  /** The first frame that shows the picture with at most a sliver held. */
  waitForUseful(timeoutMs: number): Promise<RecordedFrame> {
    return this.waitFor((f) => f.mean >= DARK && f.held <= USEFUL_HELD, timeoutMs);
  }

  /**
   * Every distinct frame received until this call, as PNG bytes (waiting for the page to finish
   * encoding them). Frames that arrive meanwhile are not waited for: on a page that changes on
   * every frame they arrive as fast as the page encodes, and the wait would never end.
   */
  async distinct(): Promise<Array<{ t: number; held: number; mean: number; png: Buffer }>> {
    let count: number | undefined;
    for (let i = 0; i < 300; i++) {
      const got = await this.page.evaluate(() => (globalThis as unknown as RecorderGlobals).__rec.pngs());
      count ??= got.length;
      const upTo = got.slice(0, count);
      if (upTo.every((g) => g.png !== null)) return upTo.map((g) => ({ t: g.t, held: g.held, mean: g.mean, png: Buffer.from(g.png!, 'base64') }));
      await this.page.waitForTimeout(100);
    }
    throw new Error('The page did not finish encoding its frames.');
  }

  overflowed(): Promise<boolean> {
    return this.page.evaluate(() => (globalThis as unknown as RecorderGlobals).__rec.overflow);
  }

  async latestPng(): Promise<Buffer> {
    return Buffer.from(await this.page.evaluate(() => (globalThis as unknown as RecorderGlobals).__rec.latestPng()), 'base64');
  }
}

export interface EveryFrameReading {
  frames: number;
  /** Planted values an onlooker recovers, with the time of the first frame that shows each. */
  leaks: Array<{ name: string; t: number }>;
  /** OCR text of the last useful frame (the picture as the site settled on it); '' when none was. */
  lastUseful: string;
}

/** OCRs every distinct frame and looks for every planted value in each. */
export async function readEveryFrame(received: ReceivedFrames, ocr: OcrPool, values: Record<string, string>): Promise<EveryFrameReading> {
  const frames = await received.distinct();
  const texts = await Promise.all(frames.map((f) => ocrImageFile(f.png, ocr)));
  const leaks: Array<{ name: string; t: number }> = [];
  for (const [name, value] of Object.entries(values)) {
    const at = texts.findIndex((text) => recoverable(value, text));
    if (at >= 0) leaks.push({ name, t: Math.round(frames[at]!.t) });
  }
  if (leaks.length > 0) keepForInspection(frames, texts, leaks);
  let lastUseful = '';
  frames.forEach((f, i) => {
    if (f.mean >= DARK && f.held <= USEFUL_HELD) lastUseful = texts[i] ?? '';
  });
  return { frames: frames.length, leaks, lastUseful };
}

/**
 * The planted values OCR reads off the page as it is, unguarded (the positive control). A value
 * OCR cannot read even raw cannot be judged (the evaluation excludes such values the same way);
 * the caller asserts that nearly all were readable.
 */
export function readableValues(values: Record<string, string>, rawText: string): Record<string, string> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => recoverable(value, rawText)));
}

/** The share of `benign` strings readable in `text` (the evaluation's threshold for benign text). */
export function benignReadable(benign: readonly string[], text: string): number {
  if (benign.length === 0) return 1;
  return benign.filter((b) => recoverable(b, text, 0.9)).length / benign.length;
}

/** Writes the frames of a failed reading where someone can look at them, and says where. */
function keepForInspection(frames: Array<{ t: number; png: Buffer }>, texts: string[], leaks: Array<{ name: string; t: number }>): void {
  const dir = mkdtempSync(join(tmpdir(), 'consentry-leak-'));
  frames.forEach((f, i) => {
    const name = `${String(i).padStart(3, '0')}-${Math.round(f.t)}ms`;
    writeFileSync(join(dir, `${name}.png`), f.png);
    writeFileSync(join(dir, `${name}.txt`), texts[i] ?? '');
  });
  process.stderr.write(`received frames with ${leaks.map((l) => `${l.name}@${l.t}ms`).join(', ')} kept in ${dir}\n`);
}
