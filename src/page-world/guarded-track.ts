/**
 * One guarded share: the raw track stays here and the page gets a generated one. Each raw frame's
 * pixels are copied out; the tap hashes its tiles (tap-kernel.ts) and sends the extension frame
 * those hashes, plus the pixels when they changed; a frame reaches the page only once the
 * extension frame has answered with the plan for that very frame (holds and covers as fills),
 * painted here on a copy — or as a dark frame drawn here while nothing has been answered, while
 * the check is silent, and for good once it failed. Stop and ended are forwarded both ways.
 *
 * The share's port to the extension frame travels over the bridge's private line (bridge-line.ts);
 * with no line, nothing is sent and the page gets dark frames that say the check is unavailable.
 */
import { applyFills, FILL_STRIDE, hashTilesInto, sameWords } from '../core/screen/tap-kernel';
import { TAP_TILE, type TapConnect, type TapToFrame } from '../protocol/tap';
import { bytesOf, isArrayBuffer, isInt32Array, ownValue, type Builtins } from './builtins';
import type { BridgeLine } from './bridge-line';
import { canvasIo, hasProcessorPath, processorIo, type ShareSide, type TrackIo } from './track-io';

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
  /** Its tile hashes (a copy: the ones sent out are transferred), and how many (a page can replace `length`). */
  hashes: Uint32Array;
  tiles: number;
}

/** The last painted frame, kept so an unchanged frame under an unchanged plan is not painted again. */
interface Painted {
  out: ArrayBuffer;
  w: number;
  h: number;
  hashes: Uint32Array;
  tiles: number;
  fills: Int32Array;
  count: number;
}


export function guardTrack(b: Builtins, line: BridgeLine, raw: MediaStreamTrack): MediaStreamTrack {
  const { apply } = b;
  const settings = apply(b.getSettings, raw, []) as MediaTrackSettings;
  const handle = b.getCaptureHandle ? ((apply(b.getCaptureHandle, raw, []) as { handle?: string } | null)?.handle ?? null) : null;
  const channel = new b.MessageChannelC();
  const port = channel.port1;
  const connect: TapConnect = { type: 'connect', handle, displaySurface: (settings as { displaySurface?: string }).displaySurface ?? null };
  const paired = line.send(connect, [channel.port2]);

  let width = settings.width ?? 1280;
  let height = settings.height ?? 720;
  let ended = false;
  let inFlight = 0;
  let lastPainted = 0;
  let lastRaw = 0;
  let failed: string | undefined = paired ? undefined : 'screen check unavailable';
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
  // What one frame costs here (copy, hashes, and painting its plan the first time), for the
  // figures the extension frame reports: the last frame's, and the one waiting for its plan.
  let lastCost = 0;
  let lastWait = 0;
  let open: { id: number; cost: number; wait: number } | undefined;

  const send = (message: TapToFrame, transfer: Transferable[] = []): void => {
    if (paired) apply(b.portPost, port, [message, transfer]);
  };
  const takeBuffer = (bytes: number): ArrayBuffer => {
    while (poolSize > 0) {
      poolSize--;
      const buffer = pool[poolSize]!;
      if (bytesOf(b, buffer) === bytes) return buffer;
    }
    return new b.ArrayBufferC(bytes);
  };
  let painted: Painted | undefined;
  const giveBack = (buffer: ArrayBuffer): void => {
    // The kept painted frame goes back only when a newer one replaces it.
    if (painted !== undefined && buffer === painted.out) return;
    if (poolSize < KEEP) pool[poolSize++] = buffer;
  };
  /** Drops the oldest `n` raw frames (they can no longer be planned). */
  const dropRaws = (n: number): void => {
    for (let i = 0; i < n; i++) giveBack(raws[i]!.pixels);
    for (let i = n; i < rawCount; i++) raws[i - n] = raws[i]!;
    rawCount -= n;
  };

  /**
   * Hands one raw frame to the extension frame: its tile hashes, and a copy of its pixels when
   * they differ from the last pixels sent. The frame itself stays here for painting.
   */
  const forward = (pixels: ArrayBuffer, w: number, h: number, started: number, waited: number): void => {
    width = w;
    height = h;
    const cols = ((w + TAP_TILE - 1) / TAP_TILE) | 0;
    const tiles = cols * (((h + TAP_TILE - 1) / TAP_TILE) | 0);
    const hashes = new b.Uint32ArrayC(tiles);
    hashTilesInto(new b.Int32ArrayC(pixels), w, h, TAP_TILE, hashes, tiles, b.imul);
    const id = ++nextId;
    // Frames whose plans never come (a stalled frame) are let go: keep the newest few.
    if (rawCount >= KEEP) dropRaws(rawCount - KEEP + 1);
    raws[rawCount++] = { id, pixels, w, h, hashes: new b.Uint32ArrayC(hashes), tiles };
    const same = sentHashes !== undefined && sentW === w && sentH === h && sameWords(sentHashes, hashes, tiles);
    let copy: ArrayBuffer | undefined;
    if (!same) {
      copy = takeBuffer(w * h * 4);
      apply(b.u8Set, new b.Uint8ArrayC(copy), [new b.Uint8ArrayC(pixels)]);
      sentHashes = new b.Uint32ArrayC(hashes);
      sentW = w;
      sentH = h;
    }
    inFlight++;
    const message: TapToFrame = copy
      ? { type: 'frame', id, width: w, height: h, hashes, pixels: copy, t: lastRaw, cost: lastCost, wait: lastWait }
      : { type: 'frame', id, width: w, height: h, hashes, t: lastRaw, cost: lastCost, wait: lastWait };
    open = { id, cost: b.now() - started - waited, wait: waited };
    send(message, copy ? [copy, hashes.buffer] : [hashes.buffer]);
  };

  const side: ShareSide = {
    ended: () => ended,
    busy: () => inFlight > 1 || failed !== undefined || ended,
    takeBuffer,
    giveBack,
    rawArrived: (t) => {
      lastRaw = t;
    },
    forward,
  };
  const io: TrackIo = hasProcessorPath(b) ? processorIo(b, raw, side) : canvasIo(b, raw, side, width, height);

  const darkBitmap = (text: string): ImageBitmap => {
    const canvas = new b.OffscreenCanvasC(width, height);
    const ctx = canvas.getContext('2d')!;
    ctx.fillStyle = DARK;
    ctx.fillRect(0, 0, width, height);
    ctx.fillStyle = NOTICE;
    ctx.font = '12px sans-serif';
    ctx.textBaseline = 'top';
    ctx.fillText(text, 8, 6);
    return canvas.transferToImageBitmap();
  };

  // Until the extension answers (and whenever it falls silent), the page gets dark frames.
  const holdTimer = b.setIntervalW(() => {
    if (ended) return;
    const t = b.now();
    if (failed || lastPainted === 0 || (lastRaw - lastPainted > SILENCE_MS && t - lastPainted > SILENCE_MS)) {
      io.emitBitmap(darkBitmap(failed ?? 'checking…'));
    }
  }, 1000 / HOLD_FPS);

  /** Paints the plan for frame `id` onto a copy of that frame, and shows the copy. */
  const paint = (id: number, fills: Int32Array, count: number): void => {
    let k = -1;
    for (let i = 0; i < rawCount; i++) if (raws[i]!.id === id) k = i;
    if (k < 0) return;
    const started = b.now();
    const frame = raws[k]!;
    dropRaws(k);
    let outBuffer: ArrayBuffer;
    if (
      painted !== undefined &&
      painted.w === frame.w &&
      painted.h === frame.h &&
      painted.tiles === frame.tiles &&
      sameWords(painted.hashes, frame.hashes, frame.tiles) &&
      painted.count === count &&
      sameWords(painted.fills, fills, count * FILL_STRIDE)
    ) {
      // Every tile hashes as in the frame painted last, and the plan is the same: so is the
      // painted frame. A static screen costs its copy and hashes, not a repaint.
      outBuffer = painted.out;
    } else {
      outBuffer = takeBuffer(frame.w * frame.h * 4);
      apply(b.u8Set, new b.Uint8ArrayC(outBuffer), [new b.Uint8ArrayC(frame.pixels)]);
      applyFills(new b.Uint32ArrayC(outBuffer), frame.w, frame.h, fills, count);
      const previous = painted;
      painted = { out: outBuffer, w: frame.w, h: frame.h, hashes: frame.hashes, tiles: frame.tiles, fills: new b.Int32ArrayC(fills), count };
      if (previous !== undefined) giveBack(previous.out);
    }
    io.emitPixels(outBuffer, frame.w, frame.h);
    lastPainted = b.now();
    if (open && open.id === id) {
      lastCost = open.cost + (lastPainted - started);
      lastWait = open.wait;
      open = undefined;
    }
  };

  const onPortMessage = (event: MessageEvent): void => {
    const m = b.messageData ? apply(b.messageData, event, []) : undefined;
    if (ended || typeof m !== 'object' || m === null) return;
    const type = ownValue(b, m, 'type');
    if (type === 'plan') {
      inFlight = inFlight > 0 ? inFlight - 1 : 0;
      const id = ownValue(b, m, 'id');
      const count = ownValue(b, m, 'count');
      const fills = ownValue(b, m, 'fills');
      if (failed || typeof id !== 'number' || typeof count !== 'number' || !isInt32Array(b, fills)) return;
      paint(id, fills, count);
    } else if (type === 'recycle') {
      const pixels = ownValue(b, m, 'pixels');
      if (isArrayBuffer(b, pixels)) giveBack(pixels);
    } else if (type === 'state' && ownValue(b, m, 'state') === 'failed') {
      const message = ownValue(b, m, 'message');
      failed = typeof message === 'string' ? message : 'screen check stopped';
    }
  };
  apply(b.addListener, port, ['message', onPortMessage]);
  apply(b.portStart, port, []);

  const finish = (): void => {
    if (ended) return;
    ended = true;
    b.clearIntervalW(holdTimer);
    send({ type: 'ended' });
    apply(b.portClose, port, []);
    apply(b.trackStop, raw, []);
  };
  return dressAs(b, io.out, raw, finish);
}

/** What the page sees of the generated track: the raw track's settings, and stop/ended linked. */
function dressAs(b: Builtins, out: MediaStreamTrack, raw: MediaStreamTrack, finish: () => void): MediaStreamTrack {
  const { apply, defineProperty } = b;
  defineProperty(out, 'getSettings', { value: () => ({ ...(apply(b.getSettings, raw, []) as MediaTrackSettings) }), configurable: true });
  defineProperty(out, 'getConstraints', { value: () => apply(b.getConstraints, raw, []) as MediaTrackConstraints, configurable: true });
  defineProperty(out, 'applyConstraints', { value: (c?: MediaTrackConstraints) => apply(b.applyConstraints, raw, [c]) as Promise<void>, configurable: true });
  defineProperty(out, 'label', { value: b.trackLabel ? apply(b.trackLabel, raw, []) : '', configurable: true });
  defineProperty(out, 'contentHint', { value: b.trackHint ? apply(b.trackHint, raw, []) : '', configurable: true, writable: true });
  const outStop = b.trackStop;
  defineProperty(out, 'stop', {
    value: () => {
      finish();
      apply(outStop, out, []);
    },
    configurable: true,
  });
  apply(b.addListener, raw, [
    'ended',
    () => {
      finish();
      apply(outStop, out, []);
      apply(b.dispatch, out, [new b.EventC('ended')]);
    },
  ]);
  return out;
}
