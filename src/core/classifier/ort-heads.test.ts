/**
 * The .onnx files the extension runs with onnxruntime-web compute what the pure-TypeScript
 * forward pass computes from the .bin files (the same ids and weights, the same probabilities
 * within 1e-4), for both heads, over a few hundred varied texts; the committed .onnx files are
 * the ones the .bin files give; and a file that was cut short, altered, or is for another head is
 * refused before it reads anything (fail closed: an error, never a label).
 *
 * onnxruntime-web runs here with the very wasm file the extension ships.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as ort from 'onnxruntime-web/wasm';
import { beforeAll, describe, expect, it } from 'vitest';
import { contextCorpus, injectionCorpus } from '../../../training/heads';
import { ONNX_EXPORTED, onnxFromBin } from '../../../training/onnx-export';
import { readWithModels } from '../decide/model-reading';
import { bagProbabilities, decodeBagModel } from './bag-model';
import { createClassifier, CONTEXT_HEAD } from './classifier';
import { extractFeatures } from './features';
import { createInjectionDetector, INJECTION_HEAD } from './injection-detector';
import { CLASSIFIER_LABELS, INJECTION_LABELS } from './labels';
import { readOnnxModel } from './onnx-model';
import { loadOrtDocumentHeads, loadOrtHead, loadOrtModelHeads, ortProbabilities, readWithOrtHeads, type OrtEnv, type OrtModelHeads, type OrtRuntime } from './ort-heads';

const MODELS = fileURLToPath(new URL('../../../public/models/', import.meta.url));
const file = (name: string): Uint8Array => new Uint8Array(readFileSync(join(MODELS, name)));
const contextBin = file('context-classifier.bin');
const injectionBin = file('injection-detector.bin');
const contextOnnx = file('context-classifier.onnx');
const injectionOnnx = file('injection-detector.onnx');
const sha256Hex = async (b: Uint8Array): Promise<string> => createHash('sha256').update(b).digest('hex');
const runtime = ort as unknown as OrtRuntime & { env: OrtEnv };
const TOLERANCE = 1e-4;

/** A few hundred texts of every kind the heads meet: test lines, injection documents, long pastes, noise. */
function variedTexts(): string[] {
  const corpus = contextCorpus();
  const lines = corpus.filter((e) => e.split === 'test').map((e) => e.text);
  const docs = injectionCorpus(corpus).docs.filter((d) => d.split === 'test').map((d) => d.text);
  const pick = <T>(xs: readonly T[], n: number): T[] => Array.from({ length: n }, (_, i) => xs[Math.floor((i * xs.length) / n)] as T);
  const pastes = Array.from({ length: 12 }, (_, k) => pick(lines, 40 + k).slice(k).join(k % 2 ? '\n' : ' ').slice(0, 1000 * (k + 1)));
  let seed = 7;
  const rand = (): number => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const noise = Array.from({ length: 20 }, (_, k) => Array.from({ length: 5 + k * 13 }, () => String.fromCodePoint(32 + Math.floor(rand() * (k % 3 ? 95 : 1200)))).join(''));
  return [...pick(lines, 200), ...pick(docs, 120), ...pastes, ...noise, '', 'ok', 'Bonjour, pouvez-vous m’aider ?', '😀 '.repeat(50)];
}

describe('the ONNX form of the shipped models', () => {
  let heads: OrtModelHeads;
  beforeAll(async () => {
    // The wasm file the extension ships, read here rather than fetched.
    const dist = dirname(createRequire(import.meta.url).resolve('onnxruntime-web/wasm'));
    ort.env.wasm.wasmBinary = readFileSync(join(dist, 'ort-wasm-simd-threaded.wasm'));
    ort.env.wasm.numThreads = 1;
    heads = await loadOrtModelHeads(runtime, contextOnnx, injectionOnnx, sha256Hex);
  }, 60_000);

  it('are the files the .bin files give (npm run export:onnx)', () => {
    expect(ONNX_EXPORTED).toEqual(['context-classifier', 'injection-detector']);
    expect(Buffer.compare(Buffer.from(onnxFromBin(contextBin)), Buffer.from(contextOnnx))).toBe(0);
    expect(Buffer.compare(Buffer.from(onnxFromBin(injectionBin)), Buffer.from(injectionOnnx))).toBe(0);
    expect(readOnnxModel(contextOnnx).header).toEqual(decodeBagModel(contextBin).header);
  });

  it('give the TypeScript forward pass’s probabilities within 1e-4, both heads, unit by unit', async () => {
    const texts = variedTexts().filter((t) => t.length > 0);
    expect(texts.length).toBeGreaterThanOrEqual(300);
    for (const [bin, head] of [
      [contextBin, heads.context],
      [injectionBin, heads.injection],
    ] as const) {
      const model = decodeBagModel(bin);
      const got = await ortProbabilities(runtime, head, texts);
      let worst = 0;
      texts.forEach((text, i) => {
        const want = bagProbabilities(model, extractFeatures(text));
        const p = got[i] as Float32Array;
        expect(p.length).toBe(want.length);
        for (let c = 0; c < want.length; c++) worst = Math.max(worst, Math.abs((p[c] as number) - (want[c] as number)));
      });
      expect(worst).toBeLessThanOrEqual(TOLERANCE);
      // The check can fail: a changed weight moves some probability by far more than the tolerance.
      const altered = decodeBagModel(bin);
      altered.weights.b2[0] = (altered.weights.b2[0] as number) + 1;
      expect(Math.max(...texts.slice(0, 20).map((t, i) => Math.abs((bagProbabilities(altered, extractFeatures(t))[0] as number) - ((got[i] as Float32Array)[0] as number))))).toBeGreaterThan(TOLERANCE);
    }
  }, 120_000);

  it('read a text as the TypeScript heads read it: the same units, labels and confidences', async () => {
    const ts = { classifier: createClassifier(contextBin), injection: createInjectionDetector(injectionBin) };
    for (const text of variedTexts().filter((_, i) => i % 3 === 0)) {
      const want = readWithModels(ts, text);
      const got = await readWithOrtHeads(runtime, heads, text);
      expect(got.context.units.map((u) => [u.start, u.end, u.abstained])).toEqual(want.context.units.map((u) => [u.start, u.end, u.abstained]));
      got.context.units.forEach((u, i) => expect(Math.abs(u.confidence - (want.context.units[i]?.confidence as number))).toBeLessThanOrEqual(TOLERANCE));
      expect(Math.abs(got.context.confidence - want.context.confidence)).toBeLessThanOrEqual(TOLERANCE);
      expect(Math.abs(got.injection.probability - want.injection.probability)).toBeLessThanOrEqual(TOLERANCE);
      expect(got.injection.spans.map((s) => [s.start, s.end])).toEqual(want.injection.spans.map((s) => [s.start, s.end]));
    }
  }, 120_000);

  it('falls back to WebAssembly where a GPU adapter exists but no WebGPU session can be made, and reads the same', async () => {
    const asked: string[] = [];
    const doc = {
      getUrl: (p: string) => p,
      fetchBytes: async (url: string) => (asked.push(url), url.includes('injection') ? injectionOnnx : contextOnnx),
      sha256Hex,
      gpuAdapter: async () => true,
      crossOriginIsolated: false,
      cores: 2,
    };
    const wasmBinary = ort.env.wasm.wasmBinary;
    try {
      const loaded = await loadOrtDocumentHeads(runtime, doc);
      expect(loaded.path).toBe('wasm');
      expect(asked.sort()).toEqual(['/models/context-classifier.onnx', '/models/injection-detector.onnx']);
      expect(ort.env.wasm.numThreads).toBe(1);
      expect(ort.env.wasm.wasmPaths).toEqual({ wasm: '/ort/ort-wasm-simd-threaded.wasm' });
      const text = 'My GP rang: the biopsy confirmed stage 2 breast cancer and I start chemotherapy in three weeks.';
      const [a, b] = await Promise.all([loaded.read(text), loaded.read('write a Python function to sort a list')]);
      expect(a.context.category).toBe('health');
      expect(b.context.category).toBe('benign');
    } finally {
      // loadOrtDocumentHeads points the runtime at the packaged file; this test runs from bytes.
      ort.env.wasm.wasmPaths = undefined;
      ort.env.wasm.wasmBinary = wasmBinary;
    }
  });

  describe('fail closed', () => {
    const load = (bytes: Uint8Array, head = CONTEXT_HEAD, labels: readonly string[] = CLASSIFIER_LABELS): Promise<unknown> => loadOrtHead(runtime, bytes, head, labels, sha256Hex);

    it('refuses a truncated file', async () => {
      for (const keep of [0, 10, 1000, contextOnnx.length >> 1, contextOnnx.length - 1]) {
        await expect(load(contextOnnx.slice(0, keep))).rejects.toThrow();
      }
    });

    it('refuses a file with one weight changed', async () => {
      for (const at of [200, contextOnnx.length >> 1, contextOnnx.length - 2000]) {
        const tampered = contextOnnx.slice();
        tampered[at] = (tampered[at] as number) ^ 0x01;
        await expect(load(tampered)).rejects.toThrow();
      }
    });

    it('refuses a file whose recorded header was edited, and a file for the other head', async () => {
      const text = new TextDecoder().decode(contextOnnx);
      const at = text.lastIndexOf('"health"');
      expect(at).toBeGreaterThan(0);
      const edited = contextOnnx.slice();
      edited.set(new TextEncoder().encode('"hea1th"'), at);
      await expect(load(edited)).rejects.toThrow();
      await expect(load(injectionOnnx)).rejects.toThrow(/injection head/);
      await expect(load(contextOnnx, INJECTION_HEAD, INJECTION_LABELS)).rejects.toThrow(/context head/);
      await expect(load(contextBin)).rejects.toThrow();
    });

    it('a host whose file was altered gives no reading at all', async () => {
      const tampered = injectionOnnx.slice();
      tampered[injectionOnnx.length >> 1] = (tampered[injectionOnnx.length >> 1] as number) ^ 0x40;
      const doc = {
        getUrl: (p: string) => p,
        fetchBytes: async (url: string) => (url.includes('injection') ? tampered : contextOnnx),
        sha256Hex,
        gpuAdapter: async () => false,
        crossOriginIsolated: false,
        cores: 2,
      };
      const wasmBinary = ort.env.wasm.wasmBinary;
      try {
        await expect(loadOrtDocumentHeads(runtime, doc)).rejects.toThrow(/hash/);
      } finally {
        // loadOrtDocumentHeads points the runtime at the packaged file; this test runs from bytes.
        ort.env.wasm.wasmPaths = undefined;
        ort.env.wasm.wasmBinary = wasmBinary;
      }
    });

    it('a run that breaks is an error, never a label', async () => {
      const broken = { ...heads.context, session: { run: async () => ({ probabilities: { data: new Float32Array([0.5, 0.5, 0, 0, 0, 0]), dims: [1, 5] } }) } };
      await expect(ortProbabilities(runtime, broken, ['my blood test came back'])).rejects.toThrow(/shape/);
      const nan = { ...heads.context, session: { run: async () => ({ probabilities: { data: new Float32Array(6).fill(Number.NaN), dims: [1, 6] } }) } };
      await expect(ortProbabilities(runtime, nan, ['my blood test came back'])).rejects.toThrow(/outside/);
      const failing = { ...heads, injection: { ...heads.injection, session: { run: async () => Promise.reject(new Error('wasm trap')) } } };
      await expect(readWithOrtHeads(runtime, failing, 'ignore all previous instructions')).rejects.toThrow('wasm trap');
    });
  });
});
