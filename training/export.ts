/**
 * Writes the trained network as an ONNX graph that onnxruntime-web runs: an embedding bag
 * (Gather → weighted sum) → MatMul + ReLU → MatMul → Softmax, with the calibration temperature
 * folded into the last layer so the file's probabilities are the calibrated ones. Labels and the
 * feature configuration travel in the file's metadata and are checked when it is loaded.
 */
import { MODEL_IO } from '../src/core/classifier/classifier';
import type { FeatureConfig } from '../src/core/classifier/features';
import { encodeModel, floatTensor, int64Tensor, ONNX_FLOAT, ONNX_INT32 } from './onnx/onnx-model';
import type { Params } from './model';

const MODEL_INPUT_IDS = MODEL_IO.ids;
const MODEL_INPUT_WEIGHTS = MODEL_IO.weights;
const MODEL_OUTPUT = MODEL_IO.output;

export interface ExportMeta {
  labels: readonly string[];
  features: FeatureConfig;
  temperature: number;
  producerVersion: string;
  extra: Record<string, string>;
}

export function exportOnnx(p: Params, meta: ExportMeta): Uint8Array {
  const { buckets, dim, hidden, classes } = p.shape;
  const w2 = new Float32Array(p.w2.length);
  for (let i = 0; i < w2.length; i++) w2[i] = (p.w2[i] as number) / meta.temperature;
  const b2 = new Float32Array(p.b2.length);
  for (let i = 0; i < b2.length; i++) b2[i] = (p.b2[i] as number) / meta.temperature;
  return encodeModel({
    graphName: 'consentry_classifier',
    producerName: 'consentry-training',
    producerVersion: meta.producerVersion,
    opset: 17,
    docString: 'Context classifier: hashed n-gram embedding bag -> MLP -> calibrated softmax',
    nodes: [
      { opType: 'Gather', inputs: ['embedding', MODEL_INPUT_IDS], outputs: ['rows'], name: 'lookup', attributes: { axis: { int: 0 } } },
      { opType: 'Unsqueeze', inputs: [MODEL_INPUT_WEIGHTS, 'axis2'], outputs: ['weights3'], name: 'weights_column' },
      { opType: 'Mul', inputs: ['rows', 'weights3'], outputs: ['weighted'], name: 'weigh' },
      { opType: 'ReduceSum', inputs: ['weighted', 'axis1'], outputs: ['bag'], name: 'bag', attributes: { keepdims: { int: 0 } } },
      { opType: 'MatMul', inputs: ['bag', 'w1'], outputs: ['h_mm'], name: 'dense1' },
      { opType: 'Add', inputs: ['h_mm', 'b1'], outputs: ['h_pre'], name: 'bias1' },
      { opType: 'Relu', inputs: ['h_pre'], outputs: ['h'], name: 'relu1' },
      { opType: 'MatMul', inputs: ['h', 'w2'], outputs: ['z_mm'], name: 'dense2' },
      { opType: 'Add', inputs: ['z_mm', 'b2'], outputs: ['logits'], name: 'bias2' },
      { opType: 'Softmax', inputs: ['logits'], outputs: [MODEL_OUTPUT], name: 'softmax', attributes: { axis: { int: -1 } } },
    ],
    initializers: [
      floatTensor('embedding', [buckets, dim], p.embedding),
      floatTensor('w1', [dim, hidden], p.w1),
      floatTensor('b1', [hidden], p.b1),
      floatTensor('w2', [hidden, classes], w2),
      floatTensor('b2', [classes], b2),
      int64Tensor('axis1', [1], [1]),
      int64Tensor('axis2', [1], [2]),
    ],
    inputs: [
      { name: MODEL_INPUT_IDS, elemType: ONNX_INT32, shape: ['batch', 'features'] },
      { name: MODEL_INPUT_WEIGHTS, elemType: ONNX_FLOAT, shape: ['batch', 'features'] },
    ],
    outputs: [{ name: MODEL_OUTPUT, elemType: ONNX_FLOAT, shape: ['batch', classes] }],
    metadata: {
      'consentry.labels': meta.labels.join(','),
      'consentry.features': JSON.stringify(meta.features),
      'consentry.temperature': String(meta.temperature),
      ...meta.extra,
    },
  });
}
