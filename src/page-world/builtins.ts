/**
 * Every built-in the page-world tap uses, taken once when the tap installs — before any page
 * script runs — so a page that later patches prototypes (MessagePort, streams, VideoFrame, typed
 * arrays, Promise, Array iteration, Math) can neither get at the raw track or frames nor bend what
 * is painted. Methods are called through `apply` with the object as `this`; getters are kept as
 * functions. Nothing in the tap iterates an array with a prototype method, awaits a native promise
 * (an await looks up `constructor` and `then`) or reads a getter it did not capture here.
 */

export type Win = Window & typeof globalThis;

export interface ProcessorCtor {
  new (init: { track: MediaStreamTrack }): { readable: ReadableStream<VideoFrame> };
  prototype: object;
}
export interface GeneratorTrack extends MediaStreamTrack {
  writable: WritableStream<VideoFrame>;
}
export interface GeneratorCtor {
  new (init: { kind: 'video' }): GeneratorTrack;
  prototype: object;
}

type Getter = (this: unknown) => unknown;

export function captureBuiltins(win: Win) {
  const getOwnPropertyDescriptor = win.Object.getOwnPropertyDescriptor;
  const getPrototypeOf = win.Object.getPrototypeOf;
  const getter = (proto: object | undefined, name: string | symbol): Getter | undefined => (proto ? (getOwnPropertyDescriptor(proto, name)?.get as Getter | undefined) : undefined);
  const Processor = (win as unknown as { MediaStreamTrackProcessor?: ProcessorCtor }).MediaStreamTrackProcessor;
  const Generator = (win as unknown as { MediaStreamTrackGenerator?: GeneratorCtor }).MediaStreamTrackGenerator;
  const VideoFrameC = (win as unknown as { VideoFrame?: typeof VideoFrame }).VideoFrame;
  const perf = win.performance;
  const performanceNow = win.Performance.prototype.now;
  return {
    win,
    apply: win.Reflect.apply,
    getOwnPropertyDescriptor,
    defineProperty: win.Object.defineProperty,
    PromiseC: win.Promise,
    promiseThen: win.Promise.prototype.then,
    MessageChannelC: win.MessageChannel,
    postMessageW: win.postMessage,
    portPost: win.MessagePort.prototype.postMessage,
    portClose: win.MessagePort.prototype.close,
    portStart: win.MessagePort.prototype.start,
    messageData: getter(win.MessageEvent.prototype, 'data'),
    messagePorts: getter(win.MessageEvent.prototype, 'ports'),
    stopImmediate: win.Event.prototype.stopImmediatePropagation,
    MediaStreamC: win.MediaStream,
    addTrack: win.MediaStream.prototype.addTrack,
    getTracks: win.MediaStream.prototype.getTracks,
    trackKind: getter(win.MediaStreamTrack.prototype, 'kind'),
    trackLabel: getter(win.MediaStreamTrack.prototype, 'label'),
    trackHint: getter(win.MediaStreamTrack.prototype, 'contentHint'),
    trackStop: win.MediaStreamTrack.prototype.stop,
    getSettings: win.MediaStreamTrack.prototype.getSettings,
    getConstraints: win.MediaStreamTrack.prototype.getConstraints,
    applyConstraints: win.MediaStreamTrack.prototype.applyConstraints,
    getCaptureHandle: (win.MediaStreamTrack.prototype as { getCaptureHandle?: () => { handle?: string } | null }).getCaptureHandle,
    Processor,
    processorReadable: getter(Processor?.prototype, 'readable'),
    Generator,
    generatorWritable: getter(Generator?.prototype, 'writable'),
    VideoFrameC,
    frameClose: VideoFrameC?.prototype.close,
    frameCopyTo: VideoFrameC?.prototype.copyTo,
    visibleRectOf: getter(VideoFrameC?.prototype, 'visibleRect'),
    rectWidthOf: getter(win.DOMRectReadOnly.prototype, 'width'),
    rectHeightOf: getter(win.DOMRectReadOnly.prototype, 'height'),
    byteLengthOf: getter(win.ArrayBuffer.prototype, 'byteLength'),
    typedArrayTag: getter(getPrototypeOf(win.Int32Array.prototype) as object, win.Symbol.toStringTag),
    ArrayBufferC: win.ArrayBuffer,
    Uint8ArrayC: win.Uint8Array,
    Uint8ClampedArrayC: win.Uint8ClampedArray,
    Uint32ArrayC: win.Uint32Array,
    Int32ArrayC: win.Int32Array,
    u8Set: (getPrototypeOf(win.Uint8Array.prototype) as { set: (this: Uint8Array, source: ArrayLike<number>) => void }).set,
    imul: win.Math.imul,
    ImageDataC: win.ImageData,
    bitmapClose: win.ImageBitmap.prototype.close,
    getReader: win.ReadableStream.prototype.getReader,
    readerRead: win.ReadableStreamDefaultReader.prototype.read,
    getWriter: win.WritableStream.prototype.getWriter,
    writerWrite: win.WritableStreamDefaultWriter.prototype.write,
    addListener: win.EventTarget.prototype.addEventListener,
    dispatch: win.EventTarget.prototype.dispatchEvent,
    OffscreenCanvasC: win.OffscreenCanvas,
    EventC: win.Event,
    now: (): number => win.Reflect.apply(performanceNow, perf, []) as number,
    setIntervalW: win.setInterval.bind(win),
    clearIntervalW: win.clearInterval.bind(win),
  };
}

export type Builtins = ReturnType<typeof captureBuiltins>;

/**
 * `p.then(ok, bad)` without a lookup a page could hook: `then` is captured, and `constructor`
 * is pinned on the promise itself (`then` reads it, and a getter on Promise.prototype would be
 * handed the promise, and with it the raw frame or stream it carries). The callbacks return
 * nothing, so the derived promise carries nothing either.
 */
export function when<T>(b: Builtins, p: Promise<T>, ok: (v: T) => void, bad: (e: unknown) => void): void {
  b.defineProperty(p, 'constructor', { value: b.PromiseC });
  b.apply(b.promiseThen, p, [
    (v: T) => {
      ok(v);
    },
    (e: unknown) => {
      bad(e);
    },
  ]);
}

/** A buffer's size through the captured getter (-1 when there is none). */
export function bytesOf(b: Builtins, buffer: ArrayBuffer): number {
  return b.byteLengthOf ? (b.apply(b.byteLengthOf, buffer, []) as number) : -1;
}

/**
 * Whether `x` is an ArrayBuffer, asked of the captured getter: `instanceof` would call a
 * `Symbol.hasInstance` a page may have put on the constructor, handing it the buffer.
 */
export function isArrayBuffer(b: Builtins, x: unknown): x is ArrayBuffer {
  if (typeof x !== 'object' || x === null || !b.byteLengthOf) return false;
  try {
    b.apply(b.byteLengthOf, x, []);
    return true;
  } catch {
    return false;
  }
}

/** Whether `x` is an Int32Array (same reason as isArrayBuffer). */
export function isInt32Array(b: Builtins, x: unknown): x is Int32Array {
  if (typeof x !== 'object' || x === null || !b.typedArrayTag) return false;
  return b.apply(b.typedArrayTag, x, []) === 'Int32Array';
}

/** An own data property of a message a page may have built (no prototype getter runs). */
export function ownValue(b: Builtins, object: unknown, key: string): unknown {
  if (typeof object !== 'object' || object === null) return undefined;
  const d = b.getOwnPropertyDescriptor(object, key);
  return d && 'value' in d ? d.value : undefined;
}
