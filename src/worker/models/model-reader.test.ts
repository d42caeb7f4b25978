import { describe, expect, it } from 'vitest';
import type { ModelHostReply, ModelHostRequest } from '../../protocol/models';
import { hostModelReader, type ModelChannel } from './model-reader';

const READING = {
  ok: true as const,
  context: { category: 'health' as const, confidence: 0.91, abstained: false, units: [{ start: 0, end: 10, category: 'health' as const, confidence: 0.91, abstained: false }] },
  injection: { probability: 0.02, flagged: false, spans: [] },
  warmUpMs: 0,
};

/** A channel whose host answers as `answer` says (nothing when it returns undefined). */
function fakeHost(answer: (request: ModelHostRequest) => unknown | undefined): ModelChannel & { sent: ModelHostRequest[] } {
  const listeners: Array<(event: { data: unknown }) => void> = [];
  const sent: ModelHostRequest[] = [];
  return {
    sent,
    addEventListener: (_type, listener) => void listeners.push(listener),
    postMessage(message) {
      sent.push(message);
      const reply = answer(message);
      if (reply !== undefined) queueMicrotask(() => listeners.forEach((l) => l({ data: reply })));
    },
  };
}

const healthy = (request: ModelHostRequest): ModelHostReply =>
  request.kind === 'ping' ? { kind: 'pong', id: request.id, loaded: true } : { kind: 'reading', id: request.id, reading: READING, readMs: 1, path: 'wasm' };

describe('the model reader', () => {
  it('starts the host, waits for it, and returns its reading', async () => {
    let ensured = 0;
    const channel = fakeHost(healthy);
    const reader = hostModelReader({ channel, ensureHost: async () => void ensured++ });
    await expect(reader.read('I was diagnosed with asthma.')).resolves.toEqual(READING);
    expect(ensured).toBe(1);
    expect(channel.sent.map((m) => m.kind)).toEqual(['ping', 'read']);
  });

  it('warms once: the host is started and the models loaded before any text, and later reads are answered as usual', async () => {
    let ensured = 0;
    const channel = fakeHost(healthy);
    const reader = hostModelReader({ channel, ensureHost: async () => void ensured++ });
    reader.warm!();
    reader.warm!();
    await new Promise((r) => setTimeout(r, 10));
    expect(ensured, 'the host is started at once').toBe(1);
    expect(channel.sent.filter((m) => m.kind === 'read'), 'one load, whatever the number of composers').toHaveLength(1);
    await expect(reader.read('I was diagnosed with asthma.')).resolves.toEqual(READING);
  });

  it('holds (timeout) when the host never answers', async () => {
    const reader = hostModelReader({ channel: fakeHost(() => undefined), ensureHost: async () => undefined, deadlineMs: 50, perKiloCharMs: 0 });
    await expect(reader.read('some text here')).resolves.toEqual({ ok: false, reason: 'timeout' });
  });

  it('holds (timeout) when the host answers pings but never reads', async () => {
    const reader = hostModelReader({
      channel: fakeHost((r) => (r.kind === 'ping' ? { kind: 'pong', id: r.id, loaded: false } : undefined)),
      ensureHost: async () => undefined,
      deadlineMs: 50,
    });
    await expect(reader.read('some text here')).resolves.toEqual({ ok: false, reason: 'timeout' });
  });

  it('reports an error when the host fails, or cannot be started', async () => {
    const failing = hostModelReader({
      channel: fakeHost((r) => (r.kind === 'ping' ? { kind: 'pong', id: r.id, loaded: false } : { kind: 'failed', id: r.id, detail: 'no model file' })),
      ensureHost: async () => undefined,
    });
    await expect(failing.read('text')).resolves.toEqual({ ok: false, reason: 'error' });
    const unstarted = hostModelReader({
      channel: fakeHost(healthy),
      ensureHost: async () => {
        throw new Error('offscreen refused');
      },
    });
    await expect(unstarted.read('text')).resolves.toEqual({ ok: false, reason: 'error' });
  });

  it('ignores a malformed reply (a confidence above 1) and times out instead of trusting it', async () => {
    const reader = hostModelReader({
      channel: fakeHost((r) => (r.kind === 'ping' ? { kind: 'pong', id: r.id, loaded: true } : { kind: 'reading', id: r.id, reading: { ...READING, context: { ...READING.context, confidence: 7 } }, readMs: 1, path: 'wasm' })),
      ensureHost: async () => undefined,
      deadlineMs: 50,
    });
    await expect(reader.read('text')).resolves.toEqual({ ok: false, reason: 'timeout' });
  });
});
