/**
 * Reading the raw track and writing the track the page gets, per browser. Chrome: a
 * MediaStreamTrackProcessor reads raw VideoFrames on the main thread (their pixels are copied out
 * and the frame closed at once: held frames stall the capture) and a MediaStreamTrackGenerator
 * carries painted or dark frames. Firefox, without either: the raw track plays in a video element
 * that is drawn to a canvas 30 times a second, and the page gets that canvas's captureStream,
 * which only ever shows painted or dark frames. Built-ins come captured (builtins.ts).
 */
import { when, type Builtins } from './builtins';

/** What reading and writing need from the share around them. */
export interface ShareSide {
  ended(): boolean;
  /** Too many frames in flight (or stopped): a raw frame is dropped unread. */
  busy(): boolean;
  takeBuffer(bytes: number): ArrayBuffer;
  giveBack(buffer: ArrayBuffer): void;
  /** A raw frame arrived (for the silence check). */
  rawArrived(t: number): void;
  /** Hands a raw frame's pixels on (they stay the tap's for painting). */
  /**
   * `started` is when the frame arrived; `waited` the part of the time since that went on the
   * browser's asynchronous copy of its pixels, when this thread did other work.
   */
  forward(pixels: ArrayBuffer, w: number, h: number, started: number, waited: number): void;
}

export interface TrackIo {
  /** The track the page gets. */
  out: MediaStreamTrack;
  emitBitmap(bitmap: ImageBitmap): void;
  emitPixels(pixels: ArrayBuffer, w: number, h: number): void;
}

/** Whether this browser has what the Chrome path needs. */
export function hasProcessorPath(b: Builtins): boolean {
  return !!(b.Processor && b.processorReadable && b.Generator && b.generatorWritable && b.VideoFrameC && b.frameCopyTo && b.frameClose && b.visibleRectOf && b.rectWidthOf && b.rectHeightOf);
}

export function processorIo(b: Builtins, raw: MediaStreamTrack, share: ShareSide): TrackIo {
  const { apply } = b;
  const VideoFrameC = b.VideoFrameC!;
  const generator = new b.Generator!({ kind: 'video' });
  const writer = apply(b.getWriter, apply(b.generatorWritable!, generator, []), []) as WritableStreamDefaultWriter<VideoFrame>;
  let timestamp = 0;
  const write = (frame: VideoFrame): void => {
    when(
      b,
      apply(b.writerWrite, writer, [frame]) as Promise<void>,
      () => undefined,
      () => undefined,
    );
  };
  const nextTimestamp = (): number => {
    timestamp += 1;
    return ((b.now() * 1000) | 0) + timestamp;
  };
  const reader = apply(b.getReader, apply(b.processorReadable!, new b.Processor!({ track: raw }), []), []) as ReadableStreamDefaultReader<VideoFrame>;
  const onFrame = (value: VideoFrame): void => {
    const started = b.now();
    share.rawArrived(started);
    if (share.busy()) {
      apply(b.frameClose!, value, []);
      pump();
      return;
    }
    let pixels: ArrayBuffer;
    let w: number;
    let h: number;
    try {
      const rect = apply(b.visibleRectOf!, value, []);
      w = apply(b.rectWidthOf!, rect, []) as number;
      h = apply(b.rectHeightOf!, rect, []) as number;
      pixels = share.takeBuffer(w * h * 4);
    } catch {
      apply(b.frameClose!, value, []);
      pump();
      return;
    }
    // The call's own time is this thread's work; from its return to the copy's end, the thread is free.
    const copying = apply(b.frameCopyTo!, value, [pixels, { format: 'RGBA' }]) as Promise<unknown>;
    const copyCalled = b.now();
    when(
      b,
      copying,
      () => {
        const waited = b.now() - copyCalled;
        apply(b.frameClose!, value, []);
        share.forward(pixels, w, h, started, waited);
        pump();
      },
      () => {
        // A frame that cannot be copied is dropped; the hold timer covers a silence.
        apply(b.frameClose!, value, []);
        pump();
      },
    );
  };
  const pump = (): void => {
    if (share.ended()) return;
    when(
      b,
      apply(b.readerRead, reader, []) as Promise<ReadableStreamReadResult<VideoFrame>>,
      (result) => {
        if (result.done || !result.value) return;
        if (share.ended()) apply(b.frameClose!, result.value, []);
        else onFrame(result.value);
      },
      () => undefined,
    );
  };
  pump();
  return {
    out: generator,
    emitBitmap: (bitmap) => {
      if (!share.ended()) write(new VideoFrameC(bitmap, { timestamp: nextTimestamp() }));
      apply(b.bitmapClose, bitmap, []);
    },
    emitPixels: (pixels, w, h) => {
      // The VideoFrame copies the pixels, so the buffer is free again at once.
      if (!share.ended()) write(new VideoFrameC(new b.Uint8ArrayC(pixels), { format: 'RGBA', codedWidth: w, codedHeight: h, timestamp: nextTimestamp() }));
      share.giveBack(pixels);
    },
  };
}

export function canvasIo(b: Builtins, raw: MediaStreamTrack, share: ShareSide, width: number, height: number): TrackIo {
  const { apply, win } = b;
  const video = win.document.createElement('video');
  video.muted = true;
  const source = new b.MediaStreamC();
  apply(b.addTrack, source, [raw]);
  video.srcObject = source;
  void video.play().catch(() => undefined);
  const canvas = win.document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d')!;
  const grab = new b.OffscreenCanvasC(width, height);
  const grabCtx = grab.getContext('2d', { willReadFrequently: true })!;
  const stream = canvas.captureStream(0);
  const track = (apply(b.getTracks, stream, []) as MediaStreamTrack[])[0] as MediaStreamTrack & { requestFrame?: () => void };
  const fit = (w: number, h: number): void => {
    if (canvas.width !== w || canvas.height !== h) {
      canvas.width = w;
      canvas.height = h;
    }
  };
  const timer = b.setIntervalW(() => {
    if (share.ended()) {
      b.clearIntervalW(timer);
      return;
    }
    if (video.readyState < 2 || video.videoWidth === 0) return;
    const started = b.now();
    share.rawArrived(started);
    if (share.busy()) return;
    const w = video.videoWidth;
    const h = video.videoHeight;
    if (grab.width !== w || grab.height !== h) {
      grab.width = w;
      grab.height = h;
    }
    grabCtx.drawImage(video, 0, 0);
    share.forward(grabCtx.getImageData(0, 0, w, h).data.buffer as ArrayBuffer, w, h, started, 0);
  }, 1000 / 30);
  return {
    out: track,
    emitBitmap: (bitmap) => {
      fit(bitmap.width, bitmap.height);
      ctx.drawImage(bitmap, 0, 0);
      apply(b.bitmapClose, bitmap, []);
      track.requestFrame?.();
    },
    emitPixels: (pixels, w, h) => {
      fit(w, h);
      ctx.putImageData(new b.ImageDataC(new b.Uint8ClampedArrayC(pixels), w, h), 0, 0);
      track.requestFrame?.();
      share.giveBack(pixels);
    },
  };
}
