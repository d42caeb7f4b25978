/**
 * A fixed pool of OCR workers with one queue: regions are read in parallel, one per worker, in the
 * order they were asked for. A worker that fails is not reused; its error goes to the caller
 * (which fails closed). Pure: workers come from a factory.
 */
import type { OcrEngine } from '../screen/guard';
import type { Raster } from '../screen/types';
import type { Word } from '../screen/words';

export interface OcrWorkerLike {
  recognize(image: Raster): Promise<Word[]>;
  terminate(): Promise<void>;
}

interface Job {
  image: Raster;
  resolve: (words: Word[]) => void;
  reject: (error: Error) => void;
}

export class OcrPool implements OcrEngine {
  private readonly idle: OcrWorkerLike[] = [];
  private readonly all: OcrWorkerLike[] = [];
  private readonly queue: Job[] = [];
  private closed = false;

  private constructor() {}

  /** Starts `size` workers in parallel; rejects if any fails to start. */
  static async start(size: number, create: () => Promise<OcrWorkerLike>): Promise<OcrPool> {
    const pool = new OcrPool();
    const workers = await Promise.all(Array.from({ length: Math.max(1, size) }, () => create()));
    pool.all.push(...workers);
    pool.idle.push(...workers);
    return pool;
  }

  get size(): number {
    return this.all.length;
  }

  /**
   * Reads `image` once on every worker at the same time: a worker's first recognition is several
   * times slower than the next (its model is set up then), and a share's first frame should not
   * pay for it. Errors are the caller's to see.
   */
  async warm(image: Raster): Promise<void> {
    await Promise.all(this.all.map(() => this.recognize(image)));
  }

  recognize(image: Raster): Promise<Word[]> {
    if (this.closed) return Promise.reject(new Error('The OCR pool is closed.'));
    return new Promise<Word[]>((resolve, reject) => {
      this.queue.push({ image, resolve, reject });
      this.pump();
    });
  }

  async terminate(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) job.reject(new Error('The OCR pool is closed.'));
    await Promise.allSettled(this.all.map((w) => w.terminate()));
  }

  private pump(): void {
    while (this.idle.length > 0 && this.queue.length > 0) {
      const worker = this.idle.pop()!;
      const job = this.queue.shift()!;
      worker.recognize(job.image).then(
        (words) => {
          this.idle.push(worker);
          job.resolve(words);
          this.pump();
        },
        (error: unknown) => {
          // A failed worker stays out of the pool.
          job.reject(error instanceof Error ? error : new Error(String(error)));
          this.pump();
        },
      );
    }
  }
}
