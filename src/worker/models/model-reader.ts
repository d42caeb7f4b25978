/**
 * The service worker's line to the model host (src/offscreen/model-host.ts) over the
 * extension-origin BroadcastChannel MODEL_BROADCAST: one request per text, answered with the
 * context classifier's and the injection detector's reading. The host may still be starting (the
 * offscreen document is created on the first paste, and the models load on the first read): the
 * reader makes sure it runs, pings until it answers, and then asks.
 *
 * Fail closed: every reply is checked against its schema and must come within the deadline; a
 * host that does not start, fails, or answers late gives `{ ok: false }`, which holds the text
 * for the person's word (decideText), never a release as if nothing had been found.
 */
import type { ModelReading } from '../../core/decide/model-reading';
import { accept } from '../../protocol/channel';
import { MODEL_BROADCAST, MODEL_HOST_REPLY, type ModelHostReply, type ModelHostRequest } from '../../protocol/models';

export interface ModelReader {
  /** Both heads' reading of `text`, or why there is none. Never rejects. */
  read(text: string): Promise<ModelReading>;
  /**
   * Starts the host and loads the models now, once, without waiting: for a guarded composer that
   * has just appeared, so its first message does not wait for the start. Decides nothing.
   */
  warm?(): void;
}

export interface ModelChannel {
  postMessage(message: ModelHostRequest): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
}

export interface ModelReaderOptions {
  /** Makes sure the host runs (creates the offscreen document, or starts it in the background page). */
  ensureHost(): Promise<void>;
  channel?: ModelChannel;
  /** Base deadline for one reading, warm-up included, milliseconds. */
  deadlineMs?: number;
  /** Extra milliseconds per 1,000 characters of text, for long pastes. */
  perKiloCharMs?: number;
  newId?: () => string;
}

/** The host's start and the models' load on a busy 2-core machine fit well inside this. */
export const MODEL_DEADLINE_MS = 10_000;
const PER_KILO_CHAR_MS = 15;
const PING_EVERY_MS = 200;

type Answer = Extract<ModelHostReply, { kind: 'reading' | 'failed' }>;

/** A reader over the host's channel; the channel is opened on the first read. */
export function hostModelReader(options: ModelReaderOptions): ModelReader {
  const newId = options.newId ?? (() => crypto.randomUUID());
  const waiting = new Map<string, (reply: Answer) => void>();
  const pongs = new Map<string, () => void>();
  let channel: ModelChannel | undefined;
  const open = (): ModelChannel => {
    if (channel) return channel;
    const c = options.channel ?? (new BroadcastChannel(MODEL_BROADCAST) as unknown as ModelChannel);
    c.addEventListener('message', (event) => {
      const reply = accept(MODEL_HOST_REPLY, event.data);
      if (!reply) return;
      if (reply.kind === 'pong') pongs.get(reply.id)?.();
      else waiting.get(reply.id)?.(reply);
    });
    channel = c;
    return c;
  };

  /** Resolves once the host answers a ping; pings again until then (the caller's deadline ends it). */
  const ready = (c: ModelChannel, stop: { done: boolean }): Promise<void> =>
    new Promise((resolve) => {
      const id = newId();
      pongs.set(id, () => {
        pongs.delete(id);
        resolve();
      });
      const ask = (): void => {
        if (stop.done || !pongs.has(id)) {
          pongs.delete(id);
          return;
        }
        c.postMessage({ kind: 'ping', id });
        setTimeout(ask, PING_EVERY_MS);
      };
      ask();
    });

  let warmed = false;
  const reader: ModelReader = {
    warm() {
      if (warmed) return;
      warmed = true;
      // The reading of an empty text is thrown away: only the load it causes is wanted.
      void reader.read('');
    },
    async read(text) {
      const deadline = (options.deadlineMs ?? MODEL_DEADLINE_MS) + Math.ceil(text.length / 1000) * (options.perKiloCharMs ?? PER_KILO_CHAR_MS);
      const stop = { done: false };
      const id = newId();
      const asked0 = Date.now();
      let timer: ReturnType<typeof setTimeout> | undefined;
      const late = new Promise<ModelReading>((resolve) => {
        timer = setTimeout(() => resolve({ ok: false, reason: 'timeout' }), deadline);
      });
      const asked = (async (): Promise<ModelReading> => {
        const c = open();
        await options.ensureHost();
        await ready(c, stop);
        if (stop.done) return { ok: false, reason: 'timeout' };
        const answer = await new Promise<Answer>((resolve) => {
          waiting.set(id, resolve);
          c.postMessage({ kind: 'read', id, text });
        });
        if (answer.kind === 'failed') return { ok: false, reason: 'error' };
        // A reading that waited for the models to load: what the person waited is the whole
        // time, the host's start included, not only the host's loading.
        return answer.reading.warmUpMs > 0 ? { ...answer.reading, warmUpMs: Math.max(answer.reading.warmUpMs, Date.now() - asked0) } : answer.reading;
      })().catch((): ModelReading => ({ ok: false, reason: 'error' }));
      try {
        return await Promise.race([asked, late]);
      } finally {
        stop.done = true;
        waiting.delete(id);
        clearTimeout(timer);
      }
    },
  };
  return reader;
}
