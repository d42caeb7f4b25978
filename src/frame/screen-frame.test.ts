import { describe, expect, it } from 'vitest';
import { startScreenFrame, TAGGER_FAILED, type ScreenFrameDeps } from './screen-frame';
import { FRAME_PAIR } from '../protocol/tap';
import type { OcrEngine } from '../core/screen/guard';

const ocr: OcrEngine = { recognize: async () => [] };

/** A frame page with fake transports: the pairing succeeds with a local OCR host. */
function page(installTagger: () => Promise<void>) {
  let listener: ((event: MessageEvent<unknown>) => void) | undefined;
  const win = { addEventListener: (_: string, l: (event: MessageEvent<unknown>) => void) => (listener = l) } as unknown as Window;
  const send: ScreenFrameDeps['send'] = async (message) => {
    const m = message as { type: string };
    if (m.type === 'pair') {
      return {
        ok: true,
        value: { origin: 'https://chatgpt.com', policy: { decisions: {}, actions: ['selective_redact'], stableWindowMs: 0, generation: 1 }, provisional: false, ocrHost: 'frame', ocrChannel: 'x', shareId: 's1' },
      };
    }
    return { ok: true, value: null };
  };
  startScreenFrame({ win, send, connect: () => ({ postMessage() {}, disconnect() {}, onDisconnect: { addListener() {} } }), startLocalOcr: async () => ocr, installTagger });
  const bridge = new MessageChannel();
  const tap = new MessageChannel();
  const fromBridge: unknown[] = [];
  const fromTap: unknown[] = [];
  bridge.port2.onmessage = (e) => fromBridge.push(e.data);
  tap.port2.onmessage = (e) => fromTap.push(e.data);
  listener!({ data: { type: FRAME_PAIR, nonce: 'n' }, ports: [bridge.port1] } as unknown as MessageEvent<unknown>);
  const share = async () => {
    // Pairing and the OCR start are asynchronous; then the bridge hands over the tap's port.
    await new Promise((r) => setTimeout(r, 20));
    bridge.port2.postMessage({ type: 'tap', selfCapture: false, surface: 'browser' }, [tap.port1]);
    await new Promise((r) => setTimeout(r, 20));
  };
  return { share, fromBridge, fromTap, close: () => (bridge.port2.close(), tap.port2.close()) };
}

describe('the screen frame and its tagger', () => {
  it('plans nothing until the tagger is in, then starts the share', async () => {
    let loaded!: () => void;
    const p = page(() => new Promise<void>((r) => (loaded = r)));
    await p.share();
    expect(p.fromBridge, 'no frame host yet: nothing said to the bridge').toEqual([]);
    loaded();
    await new Promise((r) => setTimeout(r, 20));
    expect(p.fromBridge).toContainEqual({ type: 'ready' });
    p.close();
  });

  it('a tagger that cannot be loaded stops the share: the person is told and the tap stays dark', async () => {
    const p = page(() => Promise.reject(new Error('tagger model: 404')));
    await p.share();
    expect(p.fromBridge).toEqual([{ type: 'failure', message: TAGGER_FAILED }]);
    expect(p.fromTap).toEqual([{ type: 'state', state: 'failed', message: TAGGER_FAILED }]);
    p.close();
  });
});
