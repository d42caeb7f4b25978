/**
 * Writes ONNX ModelProto bytes for small inference graphs. Field numbers follow onnx/onnx.proto
 * (IR version 8). Only what the classifier export needs: float/int32 initializers, typed graph
 * inputs and outputs with symbolic dimensions, nodes with int/ints/float attributes, and metadata.
 */
import { ProtoWriter } from './proto-writer';

export const ONNX_FLOAT = 1;
export const ONNX_INT8 = 3;
export const ONNX_INT32 = 6;
export const ONNX_INT64 = 7;

export type Dim = number | string;

export interface Initializer {
  name: string;
  dims: number[];
  dataType: typeof ONNX_FLOAT | typeof ONNX_INT8 | typeof ONNX_INT32 | typeof ONNX_INT64;
  /** Little-endian raw bytes of the tensor. */
  raw: Uint8Array;
}

export type AttributeValue = { int: number } | { ints: number[] } | { float: number };

export interface GraphNode {
  opType: string;
  inputs: string[];
  outputs: string[];
  name: string;
  attributes?: Record<string, AttributeValue>;
}

export interface ValueInfo {
  name: string;
  elemType: number;
  shape: Dim[];
}

export interface ModelSpec {
  graphName: string;
  producerName: string;
  producerVersion: string;
  opset: number;
  docString: string;
  nodes: GraphNode[];
  initializers: Initializer[];
  inputs: ValueInfo[];
  outputs: ValueInfo[];
  metadata: Record<string, string>;
}

export function floatTensor(name: string, dims: number[], data: Float32Array): Initializer {
  return { name, dims, dataType: ONNX_FLOAT, raw: littleEndianBytes(data) };
}

export function int64Tensor(name: string, dims: number[], data: readonly number[]): Initializer {
  const view = new DataView(new ArrayBuffer(data.length * 8));
  data.forEach((v, i) => view.setBigInt64(i * 8, BigInt(v), true));
  return { name, dims, dataType: ONNX_INT64, raw: new Uint8Array(view.buffer) };
}

function littleEndianBytes(data: Float32Array): Uint8Array {
  const view = new DataView(new ArrayBuffer(data.length * 4));
  for (let i = 0; i < data.length; i++) view.setFloat32(i * 4, data[i] ?? 0, true);
  return new Uint8Array(view.buffer);
}

function tensorProto(t: Initializer): ProtoWriter {
  const w = new ProtoWriter();
  for (const d of t.dims) w.int(1, d); // dims
  w.int(2, t.dataType); // data_type
  w.string(8, t.name); // name
  w.bytes(9, t.raw); // raw_data
  return w;
}

function valueInfo(v: ValueInfo): ProtoWriter {
  const shape = new ProtoWriter();
  for (const d of v.shape) {
    const dim = new ProtoWriter();
    if (typeof d === 'number') dim.int(1, d); // dim_value
    else dim.string(2, d); // dim_param
    shape.message(1, dim);
  }
  const tensorType = new ProtoWriter().int(1, v.elemType).message(2, shape);
  const type = new ProtoWriter().message(1, tensorType);
  return new ProtoWriter().string(1, v.name).message(2, type);
}

function attribute(name: string, value: AttributeValue): ProtoWriter {
  const w = new ProtoWriter().string(1, name);
  if ('int' in value) w.int(3, value.int).int(20, 2);
  else if ('float' in value) w.float(2, value.float).int(20, 1);
  else {
    for (const i of value.ints) w.int(8, i);
    w.int(20, 7);
  }
  return w;
}

function nodeProto(n: GraphNode): ProtoWriter {
  const w = new ProtoWriter();
  for (const i of n.inputs) w.string(1, i);
  for (const o of n.outputs) w.string(2, o);
  w.string(3, n.name);
  w.string(4, n.opType);
  for (const [k, v] of Object.entries(n.attributes ?? {})) w.message(5, attribute(k, v));
  return w;
}

/** Serialises the model. Identical specs give identical bytes. */
export function encodeModel(spec: ModelSpec): Uint8Array {
  const graph = new ProtoWriter();
  for (const n of spec.nodes) graph.message(1, nodeProto(n));
  graph.string(2, spec.graphName);
  for (const t of spec.initializers) graph.message(5, tensorProto(t));
  for (const v of spec.inputs) graph.message(11, valueInfo(v));
  for (const v of spec.outputs) graph.message(12, valueInfo(v));

  const model = new ProtoWriter();
  model.int(1, 8); // ir_version
  model.string(2, spec.producerName);
  model.string(3, spec.producerVersion);
  model.string(6, spec.docString);
  model.message(7, graph);
  model.message(8, new ProtoWriter().string(1, '').int(2, spec.opset));
  for (const [key, value] of Object.entries(spec.metadata)) {
    model.message(14, new ProtoWriter().string(1, key).string(2, value));
  }
  return model.finish();
}
