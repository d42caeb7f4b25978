/**
 * The ONNX form of a shipped bag model (bag-model.ts), as onnxruntime-web runs it in the extension:
 * the same probabilities from the same feature ids and weights, as one graph.
 *
 *   ids [N, L] int32, weights [N, L] float
 *   → Gather(int8 embedding [buckets, dim]) → Cast float → × weights → ReduceSum over L
 *   → × per-column scales → MatMul w1 + b1 → Relu → MatMul w2 + b2 → Softmax  = probabilities [N, C]
 *
 * The calibration temperature is already folded into w2/b2, as in the .bin. The file carries the
 * .bin's header (head, labels, feature configuration, threshold) as metadata and the SHA-256 of
 * its graph, so a host that holds only the .onnx refuses a file for another head or build, and a
 * file whose graph was altered or cut short (a weight changed on disk) is refused before it
 * reads anything.
 *
 * Writing (`encodeOnnxModel`) is deterministic: the same model gives the same bytes. Reading
 * (`readOnnxModel`) walks the file's top-level fields only, defensively: a truncated or
 * malformed file throws. Pure; no runtime library.
 */
import type { BagHeader, BagModel } from './bag-model';

/** Metadata keys of the shipped .onnx files. */
export const ONNX_HEADER_KEY = 'consentry.header';
export const ONNX_GRAPH_SHA256_KEY = 'consentry.graph_sha256';
export const ONNX_INPUTS = { ids: 'ids', weights: 'weights' } as const;
export const ONNX_OUTPUT = 'probabilities';
const OPSET = 13;
const IR_VERSION = 8;

// ONNX TensorProto.DataType
const FLOAT = 1;
const INT8 = 3;
const INT32 = 6;
const INT64 = 7;

/** A minimal protobuf writer: varints, length-delimited fields, fixed32 floats. */
class Writer {
  private chunks: Uint8Array[] = [];
  private size = 0;

  private push(bytes: Uint8Array): void {
    this.chunks.push(bytes);
    this.size += bytes.length;
  }

  private varint(value: number | bigint): void {
    let v = BigInt.asUintN(64, BigInt(value));
    const out: number[] = [];
    do {
      let byte = Number(v & 0x7fn);
      v >>= 7n;
      if (v !== 0n) byte |= 0x80;
      out.push(byte);
    } while (v !== 0n);
    this.push(Uint8Array.from(out));
  }

  private tag(field: number, wire: number): void {
    this.varint((field << 3) | wire);
  }

  int(field: number, value: number): this {
    this.tag(field, 0);
    this.varint(value);
    return this;
  }

  float(field: number, value: number): this {
    this.tag(field, 5);
    const b = new Uint8Array(4);
    new DataView(b.buffer).setFloat32(0, value, true);
    this.push(b);
    return this;
  }

  bytes(field: number, value: Uint8Array): this {
    this.tag(field, 2);
    this.varint(value.length);
    this.push(value);
    return this;
  }

  string(field: number, value: string): this {
    return this.bytes(field, new TextEncoder().encode(value));
  }

  message(field: number, build: (w: Writer) => void): this {
    const inner = new Writer();
    build(inner);
    return this.bytes(field, inner.finish());
  }

  finish(): Uint8Array {
    const out = new Uint8Array(this.size);
    let pos = 0;
    for (const c of this.chunks) {
      out.set(c, pos);
      pos += c.length;
    }
    return out;
  }
}

function littleEndianFloats(values: Float32Array): Uint8Array {
  const out = new Uint8Array(values.length * 4);
  const view = new DataView(out.buffer);
  values.forEach((x, i) => view.setFloat32(4 * i, x, true));
  return out;
}

function littleEndianInt64s(values: readonly number[]): Uint8Array {
  const out = new Uint8Array(values.length * 8);
  const view = new DataView(out.buffer);
  values.forEach((x, i) => view.setBigInt64(8 * i, BigInt(x), true));
  return out;
}

/** TensorProto: dims 1, data_type 2, name 8, raw_data 9. */
function tensor(w: Writer, name: string, dataType: number, dims: readonly number[], raw: Uint8Array): void {
  for (const d of dims) w.int(1, d);
  w.int(2, dataType).string(8, name).bytes(9, raw);
}

/** ValueInfoProto with a tensor type; a string dimension is symbolic. */
function valueInfo(w: Writer, name: string, elemType: number, dims: ReadonlyArray<number | string>): void {
  w.string(1, name).message(2, (type) =>
    type.message(1, (t) =>
      t.int(1, elemType).message(2, (shape) => {
        for (const d of dims) shape.message(1, (dim) => (typeof d === 'number' ? dim.int(1, d) : dim.string(2, d)));
      }),
    ),
  );
}

interface Attribute {
  name: string;
  int?: number;
  ints?: number[];
}

/** NodeProto: input 1, output 2, name 3, op_type 4, attribute 5 (AttributeProto: name 1, i 3, ints 8, type 20). */
function node(w: Writer, op: string, inputs: string[], outputs: string[], attributes: Attribute[] = []): void {
  w.message(1, (n) => {
    for (const i of inputs) n.string(1, i);
    for (const o of outputs) n.string(2, o);
    n.string(3, outputs[0] as string).string(4, op);
    for (const a of attributes) {
      n.message(5, (attr) => {
        attr.string(1, a.name);
        if (a.int !== undefined) attr.int(3, a.int).int(20, 2);
        if (a.ints !== undefined) {
          for (const x of a.ints) attr.int(8, x);
          attr.int(20, 7);
        }
      });
    }
  });
}

/** The graph's bytes (GraphProto). */
export function encodeOnnxGraph(model: BagModel): Uint8Array {
  const { header, weights } = model;
  const { buckets, dim, hidden, classes } = header.shape;
  const g = new Writer();
  node(g, 'Gather', ['embedding', ONNX_INPUTS.ids], ['rows'], [{ name: 'axis', int: 0 }]);
  node(g, 'Cast', ['rows'], ['rows_f'], [{ name: 'to', int: FLOAT }]);
  node(g, 'Unsqueeze', [ONNX_INPUTS.weights, 'axis_2'], ['weights_3d']);
  node(g, 'Mul', ['rows_f', 'weights_3d'], ['weighted']);
  node(g, 'ReduceSum', ['weighted', 'axis_1'], ['bag_q'], [{ name: 'keepdims', int: 0 }]);
  node(g, 'Mul', ['bag_q', 'scales'], ['bag']);
  node(g, 'MatMul', ['bag', 'w1'], ['h_mm']);
  node(g, 'Add', ['h_mm', 'b1'], ['h_pre']);
  node(g, 'Relu', ['h_pre'], ['h']);
  node(g, 'MatMul', ['h', 'w2'], ['logits_mm']);
  node(g, 'Add', ['logits_mm', 'b2'], ['logits']);
  node(g, 'Softmax', ['logits'], [ONNX_OUTPUT], [{ name: 'axis', int: -1 }]);
  g.string(2, `consentry_${header.head}`);
  const emb = new Uint8Array(weights.embedding.buffer, weights.embedding.byteOffset, weights.embedding.byteLength);
  g.message(5, (t) => tensor(t, 'embedding', INT8, [buckets, dim], emb));
  g.message(5, (t) => tensor(t, 'scales', FLOAT, [dim], littleEndianFloats(weights.scales)));
  g.message(5, (t) => tensor(t, 'w1', FLOAT, [dim, hidden], littleEndianFloats(weights.w1)));
  g.message(5, (t) => tensor(t, 'b1', FLOAT, [hidden], littleEndianFloats(weights.b1)));
  g.message(5, (t) => tensor(t, 'w2', FLOAT, [hidden, classes], littleEndianFloats(weights.w2)));
  g.message(5, (t) => tensor(t, 'b2', FLOAT, [classes], littleEndianFloats(weights.b2)));
  g.message(5, (t) => tensor(t, 'axis_1', INT64, [1], littleEndianInt64s([1])));
  g.message(5, (t) => tensor(t, 'axis_2', INT64, [1], littleEndianInt64s([2])));
  g.message(11, (v) => valueInfo(v, ONNX_INPUTS.ids, INT32, ['units', 'features']));
  g.message(11, (v) => valueInfo(v, ONNX_INPUTS.weights, FLOAT, ['units', 'features']));
  g.message(12, (v) => valueInfo(v, ONNX_OUTPUT, FLOAT, ['units', classes]));
  return g.finish();
}

/**
 * The whole .onnx file (ModelProto: ir_version 1, producer_name 2, producer_version 3, graph 7,
 * opset_import 8, metadata_props 14). `sha256Hex` is the hash of the graph's bytes.
 */
export function encodeOnnxModel(model: BagModel, sha256Hex: (bytes: Uint8Array) => string): Uint8Array {
  const graph = encodeOnnxGraph(model);
  const w = new Writer();
  w.int(1, IR_VERSION).string(2, 'consentry').string(3, '1');
  w.bytes(7, graph);
  w.message(8, (o) => o.string(1, '').int(2, OPSET));
  w.message(14, (m) => m.string(1, ONNX_HEADER_KEY).string(2, JSON.stringify(model.header)));
  w.message(14, (m) => m.string(1, ONNX_GRAPH_SHA256_KEY).string(2, sha256Hex(graph)));
  return w.finish();
}

/** What a host needs from a .onnx file besides the bytes it hands the runtime. */
export interface OnnxModelInfo {
  header: BagHeader;
  graph: Uint8Array;
  graphSha256: string;
}

function readVarint(bytes: Uint8Array, at: { pos: number }): number {
  let result = 0;
  let shift = 0;
  for (;;) {
    if (at.pos >= bytes.length) throw new Error('model file is truncated');
    const b = bytes[at.pos++] as number;
    if (shift < 53) result += (b & 0x7f) * 2 ** shift;
    if ((b & 0x80) === 0) return result;
    shift += 7;
    if (shift > 63) throw new Error('model file is malformed');
  }
}

/** Top-level fields of a protobuf message: wire type 2 fields by number, others skipped. */
function lengthDelimitedFields(bytes: Uint8Array): Array<{ field: number; value: Uint8Array }> {
  const out: Array<{ field: number; value: Uint8Array }> = [];
  const at = { pos: 0 };
  while (at.pos < bytes.length) {
    const key = readVarint(bytes, at);
    const field = Math.floor(key / 8);
    const wire = key % 8;
    if (field === 0) throw new Error('model file is malformed');
    if (wire === 0) readVarint(bytes, at);
    else if (wire === 1) at.pos += 8;
    else if (wire === 5) at.pos += 4;
    else if (wire === 2) {
      const length = readVarint(bytes, at);
      if (at.pos + length > bytes.length) throw new Error('model file is truncated');
      out.push({ field, value: bytes.subarray(at.pos, at.pos + length) });
      at.pos += length;
    } else throw new Error('model file is malformed');
    if (at.pos > bytes.length) throw new Error('model file is truncated');
  }
  return out;
}

/** Reads the header and graph of a .onnx file written by `encodeOnnxModel`; throws on anything else. */
export function readOnnxModel(bytes: Uint8Array): OnnxModelInfo {
  const fields = lengthDelimitedFields(bytes);
  const graphs = fields.filter((f) => f.field === 7);
  if (graphs.length !== 1) throw new Error('model file has no single graph');
  const meta = new Map<string, string>();
  const decoder = new TextDecoder('utf-8', { fatal: true });
  for (const f of fields) {
    if (f.field !== 14) continue;
    let key = '';
    let value = '';
    for (const kv of lengthDelimitedFields(f.value)) {
      if (kv.field === 1) key = decoder.decode(kv.value);
      else if (kv.field === 2) value = decoder.decode(kv.value);
    }
    if (meta.has(key)) throw new Error('model file metadata is repeated');
    meta.set(key, value);
  }
  const headerJson = meta.get(ONNX_HEADER_KEY);
  const graphSha256 = meta.get(ONNX_GRAPH_SHA256_KEY);
  if (headerJson === undefined || graphSha256 === undefined || !/^[0-9a-f]{64}$/.test(graphSha256)) throw new Error('model file metadata is missing');
  let header: unknown;
  try {
    header = JSON.parse(headerJson);
  } catch {
    throw new Error('model file header is not valid JSON');
  }
  const h = header as Partial<BagHeader> | null;
  const shape = h?.shape;
  if (
    typeof h !== 'object' ||
    h === null ||
    typeof h.head !== 'string' ||
    !Array.isArray(h.labels) ||
    !h.labels.every((l) => typeof l === 'string') ||
    typeof h.features !== 'object' ||
    h.features === null ||
    typeof shape !== 'object' ||
    shape === null ||
    !(['buckets', 'dim', 'hidden', 'classes'] as const).every((k) => Number.isInteger(shape[k]) && shape[k] > 0) ||
    h.labels.length !== shape.classes ||
    typeof h.temperature !== 'number' ||
    typeof h.meta !== 'object' ||
    h.meta === null
  ) {
    throw new Error('model file header is malformed');
  }
  return { header: h as BagHeader, graph: (graphs[0] as { value: Uint8Array }).value, graphSha256 };
}

/** Throws unless the graph's bytes hash to what the file says; the host supplies SHA-256 (Web Crypto). */
export async function verifyOnnxGraph(info: OnnxModelInfo, sha256Hex: (bytes: Uint8Array) => Promise<string>): Promise<void> {
  if ((await sha256Hex(info.graph)) !== info.graphSha256) throw new Error('model file graph does not match its recorded hash');
}
