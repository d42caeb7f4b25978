/**
 * OCR requested from the OCR host (the offscreen document) over a BroadcastChannel, which only
 * pages of the extension's own origin can join. Each request carries a random id; a reply that
 * never comes is the guard's timeout to handle (it fails closed).
 */
import { accept } from '../protocol/channel';
import { OCR_REPLY, type OcrReply, type OcrRequest } from '../protocol/screen';
import type { OcrEngine } from '../core/screen/guard';
import type { Raster } from '../core/screen/types';
import type { Word } from '../core/screen/words';

export interface ChannelLike {
  postMessage(message: OcrRequest): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
}

export class BroadcastOcrClient implements OcrEngine {
  private readonly waiting = new Map<string, { resolve: (w: Word[]) => void; reject: (e: Error) => void }>();
  private readonly pongs = new Map<string, (workers: number) => void>();

  constructor(
    private readonly channel: ChannelLike,
    private readonly randomId: () => string,
  ) {
    channel.addEventListener('message', (event) => {
      const reply = accept(OCR_REPLY, event.data);
      if (reply) this.onReply(reply);
    });
  }

  recognize(image: Raster): Promise<Word[]> {
    const id = this.randomId();
    return new Promise<Word[]>((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      this.channel.postMessage({ kind: 'recognize', id, width: image.width, height: image.height, pixels: new Uint8ClampedArray(image.data) });
    });
  }

  /** Resolves with the host's worker count once its pool is ready. */
  ping(): Promise<number> {
    const id = this.randomId();
    return new Promise<number>((resolve) => {
      this.pongs.set(id, resolve);
      this.channel.postMessage({ kind: 'ping', id });
    });
  }

  private onReply(reply: OcrReply): void {
    if (reply.kind === 'pong') {
      this.pongs.get(reply.id)?.(reply.workers);
      this.pongs.delete(reply.id);
      return;
    }
    const waiter = this.waiting.get(reply.id);
    if (!waiter) return;
    this.waiting.delete(reply.id);
    if (reply.kind === 'words') waiter.resolve(reply.words.map((w) => ({ text: w.text, confidence: w.confidence, box: { x: w.x, y: w.y, w: w.w, h: w.h } })));
    else if (reply.kind === 'error') waiter.reject(new Error(reply.message));
  }
}
