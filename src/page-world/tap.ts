/**
 * The page-world half of the screen guard. It runs before any page script and keeps its own
 * references to every built-in it uses — methods, getters, constructors, `then`, `imul` — so a
 * page that later patches prototypes (MessagePort, streams, VideoFrame, typed arrays, Promise,
 * Array iteration, Math) can neither get at the raw track or frames nor bend what is painted.
 * Nothing here iterates an array with a prototype method, awaits a native promise (an await
 * looks up `constructor` and `then`) or reads a getter it did not capture.
 *
 * The raw track never leaves this closure. Each raw VideoFrame's pixels are copied out (RGBA) and
 * the frame closed at once (held frames stall the capture). The tap hashes the frame's tiles
 * (tap-kernel.ts) and sends the extension frame those hashes, plus the pixels when they changed;
 * a frame reaches the page only once the extension frame has answered with the plan for that
 * very frame (holds and covers as fills), painted here on a copy — or as a dark frame drawn here.
 * Chrome: MediaStreamTrackProcessor → generator on the main thread; without them (Firefox):
 * video → canvas → captureStream. Stop and ended are forwarded both ways.
 */
import { applyFills, hashTilesInto, sameWords } from '../core/screen/tap-kernel';
import { TAP_CONNECT, TAP_PREPARE, TAP_TILE, type FrameToTap, type TapConnect, type TapPrepare, type TapToFrame } from '../protocol/tap';

type Win = Window & typeof globalThis;

interface ProcessorCtor {
  new (init: { track: MediaStreamTrack }): { readable: ReadableStream<VideoFrame> };
  prototype: object;
}
interface GeneratorTrack extends MediaStreamTrack {
  writable: WritableStream<VideoFrame>;
}
interface GeneratorCtor {
  new (init: { kind: 'video' }): GeneratorTrack;
  prototype: object;
}

const DARK = '#08080a';
const NOTICE = '#9a9aa6';
/** Dark frames per second while the extension has not answered yet. */
const HOLD_FPS = 10;
/** No painted frame for this long while raw frames arrive: the check is gone; say so. */
const SILENCE_MS = 4000;
/** Raw frames kept for painting, and spare buffers. */
const KEEP = 4;

interface Raw {
  id: number;
  pixels: ArrayBuffer;
  w: number;
  h: number;
}

export function installScreenTap(win: Win): void {
  const md = win.MediaDevices?.prototype;
  if (!md || typeof md.getDisplayMedia !== 'function') return;
  if ((md.getDisplayMedia as { __consentry?: boolean }).__consentry) return;

  // Built-ins, captured before page scripts run.
  const apply = win.Reflect.apply;
  const getOwnPropertyDescriptor = win.Object.getOwnPropertyDescriptor;
  const getPrototypeOf = win.Object.getPrototypeOf;
  const defineProperty = win.Object.defineProperty;
  const getter = (proto: object | undefined, name: string): ((this: unknown) => unknown) | undefined =>
    proto ? (getOwnPropertyDescriptor(proto, name)?.get as ((this: unknown) => unknown) | undefined) : undefined;
  const originalGdm = md.getDisplayMedia;
  const PromiseC = win.Promise;
  const promiseThen = win.Promise.prototype.then;
  const MessageChannelC = win.MessageChannel;
  const postMessageW = win.postMessage;
  const portPost = win.MessagePort.prototype.postMessage;
  const portClose = win.MessagePort.prototype.close;
  const portStart = win.MessagePort.prototype.start;
  const messageData = getter(win.MessageEvent.prototype, 'data');
  const MediaStreamC = win.MediaStream;
  const addTrack = win.MediaStream.prototype.addTrack;
  const getTracks = win.MediaStream.prototype.getTracks;
  const trackKind = getter(win.MediaStreamTrack.prototype, 'kind');
  const trackLabel = getter(win.MediaStreamTrack.prototype, 'label');
  const trackHint = getter(win.MediaStreamTrack.prototype, 'contentHint');
  const trackStop = win.MediaStreamTrack.prototype.stop;
  const getSettings = win.MediaStreamTrack.prototype.getSettings;
  const getConstraints = win.MediaStreamTrack.prototype.getConstraints;
  const applyConstraints = win.MediaStreamTrack.prototype.applyConstraints;
  const getCaptureHandle = (win.MediaStreamTrack.prototype as { getCaptureHandle?: () => { handle?: string } | null }).getCaptureHandle;
  const Processor = (win as unknown as { MediaStreamTrackProcessor?: ProcessorCtor }).MediaStreamTrackProcessor;
  const processorReadable = getter(Processor?.prototype, 'readable');
  const Generator = (win as unknown as { MediaStreamTrackGenerator?: GeneratorCtor }).MediaStreamTrackGenerator;
  const generatorWritable = getter(Generator?.prototype, 'writable');
  const VideoFrameC = (win as unknown as { VideoFrame?: typeof VideoFrame }).VideoFrame;
  const frameClose = VideoFrameC?.prototype.close;
  const frameCopyTo = VideoFrameC?.prototype.copyTo;
  const visibleRectOf = getter(VideoFrameC?.prototype, 'visibleRect');
  const rectWidthOf = getter(win.DOMRectReadOnly.prototype, 'width');
  const rectHeightOf = getter(win.DOMRectReadOnly.prototype, 'height');
  const byteLengthOf = getter(win.ArrayBuffer.prototype, 'byteLength');
  const ArrayBufferC = win.ArrayBuffer;
  const Uint8ArrayC = win.Uint8Array;
  const Uint8ClampedArrayC = win.Uint8ClampedArray;
  const Uint32ArrayC = win.Uint32Array;
  const Int32ArrayC = win.Int32Array;
  const u8Set = (getPrototypeOf(win.Uint8Array.prototype) as { set: (this: Uint8Array, source: ArrayLike<number>) => void }).set;
  const imul = win.Math.imul;
  const ImageDataC = win.ImageData;
  const bitmapClose = win.ImageBitmap.prototype.close;
  const getReader = win.ReadableStream.prototype.getReader;
  const readerRead = win.ReadableStreamDefaultReader.prototype.read;
  const getWriter = win.WritableStream.prototype.getWriter;
  const writerWrite = win.WritableStreamDefaultWriter.prototype.write;
  const addListener = win.EventTarget.prototype.addEventListener;
  const dispatch = win.EventTarget.prototype.dispatchEvent;
  const OffscreenCanvasC = win.OffscreenCanvas;
  const EventC = win.Event;
  const now = win.performance.now.bind(win.performance);
  const setIntervalW = win.setInterval.bind(win);
  const clearIntervalW = win.clearInterval.bind(win);

  /**
   * `p.then(ok, bad)` without a lookup a page could hook: `then` is captured, and `constructor`
   * is pinned on the promise itself (`then` reads it, and a getter on Promise.prototype would be
   * handed the promise, and with it the raw frame or stream it carries). The callbacks return
   * nothing, so the derived promise carries nothing either.
   */
  const when = <T>(p: Promise<T>, ok: (v: T) => void, bad: (e: unknown) => void): void => {
    defineProperty(p, 'constructor', { value: PromiseC });
    apply(promiseThen, p, [
      (v: T) => {
        ok(v);
      },
      (e: unknown) => {
        bad(e);
      },
    ]);
  };
  const bytesOf = (b: ArrayBuffer): number => (byteLengthOf ? (apply(byteLengthOf, b, []) as number) : -1);

  function darkBitmap(width: number, height: number, text: string): ImageBitmap {
    const canvas = new OffscreenCanvasC(width, height);
    const ctx = canvas.getContext('2d')!;
    ctx.fillStyle = DARK;
    ctx.fillRect(0, 0, width, height);
    ctx.fillStyle = NOTICE;
    ctx.font = '12px sans-serif';
    ctx.textBaseline = 'top';
    ctx.fillText(text, 8, 6);
    return canvas.transferToImageBitmap();
  }

  function guardTrack(raw: MediaStreamTrack): MediaStreamTrack {
    const settings = apply(getSettings, raw, []) as MediaTrackSettings;
    const handle = getCaptureHandle ? ((apply(getCaptureHandle, raw, []) as { handle?: string } | null)?.handle ?? null) : null;
    const channel = new MessageChannelC();
    const port = channel.port1;
    const connect: TapConnect = { type: TAP_CONNECT, handle, displaySurface: (settings as { displaySurface?: string }).displaySurface ?? null };
    apply(postMessageW, win, [connect, '*', [channel.port2]]);

    let width = settings.width ?? 1280;
    let height = settings.height ?? 720;
    let ended = false;
    let inFlight = 0;
    let lastPainted = 0;
    let lastRaw = 0;
    let failed: string | undefined;
    let emitBitmap: (bitmap: ImageBitmap) => void;
    let emitPixels: (pixels: ArrayBuffer, w: number, h: number) => void;
    let out: MediaStreamTrack;
    // Buffers to copy into (raw frames, copies sent out, painted frames); never shown as they are.
    const pool: ArrayBuffer[] = [];
    let poolSize = 0;
    // Raw frames forwarded and not yet superseded, oldest first: plans are painted onto these only.
    const raws: Raw[] = [];
    let rawCount = 0;
    let nextId = 0;
    // Hashes of the last frame whose pixels went to the extension frame.
    let sentHashes: Uint32Array | undefined;
    let sentW = 0;
    let sentH = 0;
    let cost = 0;

    const send = (message: TapToFrame, transfer: Transferable[] = []): void => {
      apply(portPost, port, [message, transfer]);
    };
    const takeBuffer = (bytes: number): ArrayBuffer => {
      while (poolSize > 0) {
        poolSize--;
        const b = pool[poolSize]!;
        if (bytesOf(b) === bytes) return b;
      }
      return new ArrayBufferC(bytes);
    };
    const giveBack = (b: ArrayBuffer): void => {
      if (poolSize < KEEP) pool[poolSize++] = b;
    };
    /** Drops the oldest `n` raw frames (they can no longer be planned). */
    const dropRaws = (n: number): void => {
      for (let i = 0; i < n; i++) giveBack(raws[i]!.pixels);
      for (let i = n; i < rawCount; i++) raws[i - n] = raws[i]!;
      rawCount -= n;
    };

    // Until the extension answers (and whenever it falls silent), the page gets dark frames.
    const holdTimer = setIntervalW(() => {
      if (ended) return;
      const t = now();
      if (failed || lastPainted === 0 || (lastRaw - lastPainted > SILENCE_MS && t - lastPainted > SILENCE_MS)) {
        emitBitmap(darkBitmap(width, height, failed ? 'screen check stopped' : 'checking…'));
      }
    }, 1000 / HOLD_FPS);

    /** Paints the plan for frame `id` onto a copy of that frame, and shows the copy. */
    const paint = (id: number, fills: Int32Array, count: number): void => {
      let k = -1;
      for (let i = 0; i < rawCount; i++) if (raws[i]!.id === id) k = i;
      if (k < 0) return;
      const started = now();
      const frame = raws[k]!;
      dropRaws(k);
      const outBuffer = takeBuffer(frame.w * frame.h * 4);
      apply(u8Set, new Uint8ArrayC(outBuffer), [new Uint8ArrayC(frame.pixels)]);
      applyFills(new Uint32ArrayC(outBuffer), frame.w, frame.h, fills, count);
      lastPainted = now();
      emitPixels(outBuffer, frame.w, frame.h);
      cost += now() - started;
    };

    const onPortMessage = (event: MessageEvent<FrameToTap>): void => {
      const m = (messageData ? apply(messageData, event, []) : undefined) as FrameToTap | undefined;
      if (ended || typeof m !== 'object' || m === null) return;
      if (m.type === 'plan') {
        inFlight = inFlight > 0 ? inFlight - 1 : 0;
        if (failed || typeof m.count !== 'number' || !(m.fills instanceof Int32ArrayC)) return;
        paint(m.id, m.fills, m.count);
      } else if (m.type === 'recycle') {
        if (m.pixels instanceof ArrayBufferC) giveBack(m.pixels);
      } else if (m.type === 'state' && m.state === 'failed') {
        failed = m.message ?? 'screen check stopped';
      }
    };
    apply(addListener, port, ['message', onPortMessage]);
    apply(portStart, port, []);

    const finish = (): void => {
      if (ended) return;
      ended = true;
      clearIntervalW(holdTimer);
      send({ type: 'ended' });
      apply(portClose, port, []);
      apply(trackStop, raw, []);
    };

    /**
     * Hands one raw frame to the extension frame: its tile hashes, and a copy of its pixels when
     * they differ from the last pixels sent. The frame itself stays here for painting.
     */
    const forward = (pixels: ArrayBuffer, w: number, h: number, started: number): void => {
      width = w;
      height = h;
      const cols = ((w + TAP_TILE - 1) / TAP_TILE) | 0;
      const tiles = cols * (((h + TAP_TILE - 1) / TAP_TILE) | 0);
      const hashes = new Uint32ArrayC(tiles);
      hashTilesInto(new Int32ArrayC(pixels), w, h, TAP_TILE, hashes, tiles, imul);
      const id = ++nextId;
      // Frames whose plans never come (a stalled frame) are let go: keep the newest few.
      if (rawCount >= KEEP) dropRaws(rawCount - KEEP + 1);
      raws[rawCount++] = { id, pixels, w, h };
      const same = sentHashes !== undefined && sentW === w && sentH === h && sameWords(sentHashes, hashes, tiles);
      const previousCost = cost;
      let copy: ArrayBuffer | undefined;
      if (!same) {
        copy = takeBuffer(w * h * 4);
        apply(u8Set, new Uint8ArrayC(copy), [new Uint8ArrayC(pixels)]);
        sentHashes = new Uint32ArrayC(hashes);
        sentW = w;
        sentH = h;
      }
      inFlight++;
      const message: TapToFrame = copy
        ? { type: 'frame', id, width: w, height: h, hashes, pixels: copy, t: lastRaw, cost: previousCost }
        : { type: 'frame', id, width: w, height: h, hashes, t: lastRaw, cost: previousCost };
      cost = now() - started;
      send(message, copy ? [copy, hashes.buffer] : [hashes.buffer]);
    };
    const busy = (): boolean => inFlight > 1 || failed !== undefined || ended;

    if (Processor && processorReadable && Generator && generatorWritable && VideoFrameC && frameCopyTo && frameClose && visibleRectOf && rectWidthOf && rectHeightOf) {
      const generator = new Generator({ kind: 'video' });
      const writer = apply(getWriter, apply(generatorWritable, generator, []), []) as WritableStreamDefaultWriter<VideoFrame>;
      let timestamp = 0;
      const write = (frame: VideoFrame): void => {
        when(
          apply(writerWrite, writer, [frame]) as Promise<void>,
          () => undefined,
          () => undefined,
        );
      };
      const nextTimestamp = (): number => {
        timestamp += 1;
        return ((now() * 1000) | 0) + timestamp;
      };
      emitBitmap = (bitmap) => {
        if (!ended) write(new VideoFrameC(bitmap, { timestamp: nextTimestamp() }));
        apply(bitmapClose, bitmap, []);
      };
      emitPixels = (pixels, w, h) => {
        // The VideoFrame copies the pixels, so the buffer is free again at once.
        if (!ended) write(new VideoFrameC(new Uint8ArrayC(pixels), { format: 'RGBA', codedWidth: w, codedHeight: h, timestamp: nextTimestamp() }));
        giveBack(pixels);
      };
      const reader = apply(getReader, apply(processorReadable, new Processor({ track: raw }), []), []) as ReadableStreamDefaultReader<VideoFrame>;
      const onFrame = (value: VideoFrame): void => {
        lastRaw = now();
        if (busy()) {
          apply(frameClose, value, []);
          pump();
          return;
        }
        const started = lastRaw;
        let pixels: ArrayBuffer;
        let w: number;
        let h: number;
        try {
          const rect = apply(visibleRectOf, value, []);
          w = apply(rectWidthOf, rect, []) as number;
          h = apply(rectHeightOf, rect, []) as number;
          pixels = takeBuffer(w * h * 4);
        } catch {
          apply(frameClose, value, []);
          pump();
          return;
        }
        when(
          apply(frameCopyTo, value, [pixels, { format: 'RGBA' }]) as Promise<unknown>,
          () => {
            apply(frameClose, value, []);
            forward(pixels, w, h, started);
            pump();
          },
          () => {
            // A frame that cannot be copied is dropped; the hold timer covers a silence.
            apply(frameClose, value, []);
            pump();
          },
        );
      };
      const pump = (): void => {
        if (ended) return;
        when(
          apply(readerRead, reader, []) as Promise<ReadableStreamReadResult<VideoFrame>>,
          (result) => {
            if (result.done || !result.value) return;
            if (ended) apply(frameClose, result.value, []);
            else onFrame(result.value);
          },
          () => undefined,
        );
      };
      pump();
      out = generator;
    } else {
      // Firefox: no track processor. Read the raw track through a video element and publish a
      // canvas stream that only ever shows painted or dark frames.
      const video = win.document.createElement('video');
      video.muted = true;
      const source = new MediaStreamC();
      apply(addTrack, source, [raw]);
      video.srcObject = source;
      void video.play().catch(() => undefined);
      const canvas = win.document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const ctx = canvas.getContext('2d')!;
      const grab = new OffscreenCanvasC(width, height);
      const grabCtx = grab.getContext('2d', { willReadFrequently: true })!;
      const stream = canvas.captureStream(0);
      const track = (apply(getTracks, stream, []) as MediaStreamTrack[])[0] as MediaStreamTrack & { requestFrame?: () => void };
      const fit = (w: number, h: number): void => {
        if (canvas.width !== w || canvas.height !== h) {
          canvas.width = w;
          canvas.height = h;
        }
      };
      emitBitmap = (bitmap) => {
        fit(bitmap.width, bitmap.height);
        ctx.drawImage(bitmap, 0, 0);
        apply(bitmapClose, bitmap, []);
        track.requestFrame?.();
      };
      emitPixels = (pixels, w, h) => {
        fit(w, h);
        ctx.putImageData(new ImageDataC(new Uint8ClampedArrayC(pixels), w, h), 0, 0);
        track.requestFrame?.();
        giveBack(pixels);
      };
      const timer = setIntervalW(() => {
        if (ended) {
          clearIntervalW(timer);
          return;
        }
        if (video.readyState < 2 || video.videoWidth === 0) return;
        lastRaw = now();
        if (busy()) return;
        const w = video.videoWidth;
        const h = video.videoHeight;
        if (grab.width !== w || grab.height !== h) {
          grab.width = w;
          grab.height = h;
        }
        grabCtx.drawImage(video, 0, 0);
        forward(grabCtx.getImageData(0, 0, w, h).data.buffer as ArrayBuffer, w, h, lastRaw);
      }, 1000 / 30);
      out = track;
    }

    // What the page sees of the generated track: the raw track's settings, and stop/ended linked.
    defineProperty(out, 'getSettings', { value: () => ({ ...(apply(getSettings, raw, []) as MediaTrackSettings) }), configurable: true });
    defineProperty(out, 'getConstraints', { value: () => apply(getConstraints, raw, []) as MediaTrackConstraints, configurable: true });
    defineProperty(out, 'applyConstraints', { value: (c?: MediaTrackConstraints) => apply(applyConstraints, raw, [c]) as Promise<void>, configurable: true });
    defineProperty(out, 'label', { value: trackLabel ? apply(trackLabel, raw, []) : '', configurable: true });
    defineProperty(out, 'contentHint', { value: trackHint ? apply(trackHint, raw, []) : '', configurable: true, writable: true });
    const outStop = trackStop;
    defineProperty(out, 'stop', {
      value: () => {
        finish();
        apply(outStop, out, []);
      },
      configurable: true,
    });
    apply(addListener, raw, [
      'ended',
      () => {
        finish();
        apply(outStop, out, []);
        apply(dispatch, out, [new EventC('ended')]);
      },
    ]);
    return out;
  }

  const wrapped = function getDisplayMedia(this: MediaDevices, constraints?: DisplayMediaStreamOptions): Promise<MediaStream> {
    // Lets the extension get its frame ready while the person picks what to share.
    const prepare: TapPrepare = { type: TAP_PREPARE };
    apply(postMessageW, win, [prepare, '*']);
    return new PromiseC<MediaStream>((resolve, reject) => {
      when(
        apply(originalGdm, this, [constraints]) as Promise<MediaStream>,
        (raw) => {
          const tracks = apply(getTracks, raw, []) as MediaStreamTrack[];
          try {
            const guarded = new MediaStreamC();
            // Audio passes as captured; video is replaced by its guarded copy.
            for (let i = 0; i < tracks.length; i++) {
              const t = tracks[i]!;
              const kind = trackKind ? apply(trackKind, t, []) : 'video';
              apply(addTrack, guarded, [kind === 'audio' ? t : guardTrack(t)]);
            }
            resolve(guarded);
          } catch (error) {
            // Nothing is handed over unguarded: the capture stops.
            for (let i = 0; i < tracks.length; i++) apply(trackStop, tracks[i]!, []);
            reject(error);
          }
        },
        reject,
      );
    });
  };
  defineProperty(wrapped, '__consentry', { value: true });
  defineProperty(wrapped, 'toString', { value: () => 'function getDisplayMedia() { [native code] }' });
  defineProperty(md, 'getDisplayMedia', { value: wrapped, configurable: false, writable: false, enumerable: true });
}
