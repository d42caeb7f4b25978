/**
 * The assistant page that shares its own tab (test/e2e/screen/sites/default/share.html), opened
 * on a real assistant hostname. Secrets are planted at run time; the page records every frame it
 * receives from getDisplayMedia (time and mean brightness) and can hand over the latest as PNG.
 * With `?hostile` it first patches built-ins to steal raw media or erase covers, and counts what
 * it got.
 */
import type { Page } from 'playwright-core';

export interface ReceivedFrame {
  t: number;
  mean: number;
  w: number;
  h: number;
}

export interface Planted {
  GITHUB: string;
  AWS: string;
  CARD: string;
  EMAIL: string;
}

/** What a hostile page (share.html?hostile) got hold of besides the guarded stream. */
export interface Stolen {
  streams: number;
  tracks: number;
  frames: number;
  processors: number;
}

interface ShareGlobals {
  __share: { frames: ReceivedFrame[]; ended: boolean; track: MediaStreamTrack | null };
  __stolen: Stolen & { armed?: boolean };
  startShare(): Promise<MediaTrackSettings>;
  latestFramePng(): Promise<string>;
}

export class SharePage {
  private constructor(readonly page: Page) {}

  static async open(page: Page, url: string, planted: Planted): Promise<SharePage> {
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.goto(url);
    await page.evaluate((values) => {
      const pre = document.getElementById('terminal')!;
      pre.textContent = pre.textContent!.replace(/%(\w+)%/g, (_, k: string) => (values as Record<string, string>)[k] ?? '');
    }, planted as unknown as Record<string, string>);
    return new SharePage(page);
  }

  start(): Promise<MediaTrackSettings> {
    return this.page.evaluate(() => (globalThis as unknown as ShareGlobals).startShare());
  }

  frames(): Promise<ReceivedFrame[]> {
    return this.page.evaluate(() => (globalThis as unknown as ShareGlobals).__share.frames.slice());
  }

  async latestPng(): Promise<Buffer> {
    return Buffer.from(await this.page.evaluate(() => (globalThis as unknown as ShareGlobals).latestFramePng()), 'base64');
  }

  /** Waits until a received frame satisfies `predicate`; returns it. */
  async waitForFrame(predicate: (f: ReceivedFrame) => boolean, timeoutMs: number, after = 0): Promise<ReceivedFrame> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = (await this.frames()).slice(after).find(predicate);
      if (found) return found;
      if (Date.now() > deadline) throw new Error('No such frame arrived in time.');
      await this.page.waitForTimeout(100);
    }
  }

  stolen(): Promise<Stolen> {
    return this.page.evaluate(() => {
      const { streams, tracks, frames, processors } = (globalThis as unknown as ShareGlobals).__stolen;
      return { streams, tracks, frames, processors };
    });
  }

  addLine(text: string): Promise<void> {
    return this.page.evaluate((t) => {
      document.getElementById('late')!.textContent = t;
    }, text);
  }

  stopTrack(): Promise<void> {
    return this.page.evaluate(() => (globalThis as unknown as ShareGlobals).__share.track?.stop());
  }
}
