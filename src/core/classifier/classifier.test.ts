import { readFileSync } from 'node:fs';
import * as ort from 'onnxruntime-web';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeModel, floatTensor, ONNX_FLOAT } from '../../../training/onnx/onnx-model';
import { evaluate } from '../../../training/metrics';
import { readHandwritten } from '../../../training/train';
import { createClassifier, selectExecutionProviders, type Classifier } from './classifier';
import { FEATURE_CONFIG } from './features';
import { CLASSIFIER_LABELS } from './labels';
import { readModelMetadata } from './model-metadata';
import { DEFAULT_MODEL_PATH, loadNodeClassifier, ortWasmDirectory } from '../../cli/classifier-node';

const TEXTS = [
  'the wifi password is Tulip-Ocean-77',
  'Got my results back, the oncologist wants to start chemo next week',
  'kill the process on port 3000',
  '',
  'Мне поставили диагноз, операция в пятницу',
  'Numéro de sécurité sociale : 1 84 05 75 112 233 45',
  'a'.repeat(3000),
];

let classifier: Classifier;
beforeAll(async () => {
  classifier = await loadNodeClassifier();
});
afterAll(async () => {
  await classifier.release();
});

describe('classifier (Node, WASM)', () => {
  it('runs on the WASM execution provider when there is no GPU', () => {
    expect(classifier.requestedProviders).toEqual(['wasm']);
  });

  it('returns one calibrated distribution per text', async () => {
    const out = await classifier.classify(TEXTS);
    expect(out).toHaveLength(TEXTS.length);
    for (const r of out) {
      expect(Object.keys(r.scores).sort()).toEqual([...CLASSIFIER_LABELS].sort());
      const values = Object.values(r.scores);
      for (const v of values) {
        expect(v).toBeGreaterThanOrEqual(0);
        expect(v).toBeLessThanOrEqual(1);
      }
      expect(values.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 5);
      expect(r.confidence).toBe(r.scores[r.category]);
      expect(r.confidence).toBe(Math.max(...values));
    }
  });

  it('gives the same answer for a text alone and inside a padded batch', async () => {
    const batch = await classifier.classify(TEXTS);
    for (let i = 0; i < TEXTS.length; i++) {
      const [alone] = await classifier.classify([TEXTS[i] as string]);
      for (const label of CLASSIFIER_LABELS) expect(alone?.scores[label]).toBeCloseTo(batch[i]?.scores[label] as number, 6);
    }
  });

  it('handles an empty list', async () => {
    expect(await classifier.classify([])).toEqual([]);
  });

  it('meets the hand-written gate with the shipped file (macro-F1 ≥ 0.85, ECE ≤ 0.05)', async () => {
    const rows = readHandwritten();
    const out = await classifier.classify(rows.map((r) => r.text));
    const probs = out.flatMap((r) => CLASSIFIER_LABELS.map((l) => r.scores[l]));
    const m = evaluate(probs, rows.map((r) => CLASSIFIER_LABELS.indexOf(r.label as never)), CLASSIFIER_LABELS.length);
    expect(m.macroF1).toBeGreaterThanOrEqual(0.85);
    expect(m.ece).toBeLessThanOrEqual(0.05);
  });
});

describe('execution provider choice', () => {
  it('falls back to WASM without a usable adapter', async () => {
    expect(await selectExecutionProviders(undefined)).toEqual(['wasm']);
    expect(await selectExecutionProviders(null)).toEqual(['wasm']);
    expect(await selectExecutionProviders({ requestAdapter: async () => null })).toEqual(['wasm']);
    expect(await selectExecutionProviders({ requestAdapter: async () => Promise.reject(new Error('no gpu')) })).toEqual(['wasm']);
  });

  it('puts WebGPU first, with WASM behind it, when an adapter exists', async () => {
    expect(await selectExecutionProviders({ requestAdapter: async () => ({}) })).toEqual(['webgpu', 'wasm']);
  });

  it('still answers when WebGPU is chosen but this ort build cannot use it', async () => {
    const modelBytes = new Uint8Array(readFileSync(DEFAULT_MODEL_PATH));
    const c = await createClassifier({ ort, modelBytes, wasmPaths: ortWasmDirectory(), gpu: { requestAdapter: async () => ({}) } });
    const [r] = await c.classify(['hello there']);
    expect(r?.confidence).toBeGreaterThan(0);
    await c.release();
  });
});

describe('model file metadata', () => {
  it('carries the labels and feature configuration this build uses', () => {
    const meta = readModelMetadata(new Uint8Array(readFileSync(DEFAULT_MODEL_PATH)));
    expect(meta['consentry.labels']).toBe(CLASSIFIER_LABELS.join(','));
    expect(JSON.parse(meta['consentry.features'] ?? '{}')).toEqual(FEATURE_CONFIG);
  });

  it('refuses a model trained for other labels or features', async () => {
    const tiny = (metadata: Record<string, string>): Uint8Array =>
      encodeModel({
        graphName: 'g',
        producerName: 'test',
        producerVersion: '0',
        opset: 17,
        docString: '',
        nodes: [{ opType: 'Identity', inputs: ['x'], outputs: ['y'], name: 'id' }],
        initializers: [floatTensor('unused', [1], new Float32Array([0]))],
        inputs: [{ name: 'x', elemType: ONNX_FLOAT, shape: [1] }],
        outputs: [{ name: 'y', elemType: ONNX_FLOAT, shape: [1] }],
        metadata,
      });
    await expect(createClassifier({ ort, modelBytes: tiny({ 'consentry.labels': 'benign,other' }) })).rejects.toThrow(/labels/);
    await expect(
      createClassifier({ ort, modelBytes: tiny({ 'consentry.labels': CLASSIFIER_LABELS.join(','), 'consentry.features': JSON.stringify({ ...FEATURE_CONFIG, buckets: 1024 }) }) }),
    ).rejects.toThrow(/feature configuration/);
  });
});
