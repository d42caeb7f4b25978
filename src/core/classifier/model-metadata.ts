/**
 * Reads the key/value metadata an ONNX file carries (ModelProto.metadata_props), so the runtime
 * can refuse a model whose labels or feature configuration differ from this code's — the guard
 * against training and inference drifting apart. onnxruntime-web does not expose these entries.
 */

class Reader {
  pos = 0;
  constructor(private readonly bytes: Uint8Array) {}
  get done(): boolean {
    return this.pos >= this.bytes.length;
  }
  varint(): number {
    let result = 0;
    let scale = 1;
    for (let i = 0; i < 10; i++) {
      const b = this.bytes[this.pos++];
      if (b === undefined) throw new Error('truncated model file');
      result += (b & 0x7f) * scale;
      if ((b & 0x80) === 0) return result;
      scale *= 128;
    }
    throw new Error('malformed varint in model file');
  }
  bytesField(): Uint8Array {
    const len = this.varint();
    if (this.pos + len > this.bytes.length) throw new Error('truncated model file');
    const out = this.bytes.subarray(this.pos, this.pos + len);
    this.pos += len;
    return out;
  }
  skip(wire: number): void {
    if (wire === 0) this.varint();
    else if (wire === 1) this.pos += 8;
    else if (wire === 2) this.bytesField();
    else if (wire === 5) this.pos += 4;
    else throw new Error(`unsupported wire type ${wire} in model file`);
  }
}

const decoder = new TextDecoder();

/** metadata_props of a serialised ModelProto (field 14: StringStringEntryProto {key=1, value=2}). */
export function readModelMetadata(model: Uint8Array): Record<string, string> {
  const out: Record<string, string> = {};
  const r = new Reader(model);
  while (!r.done) {
    const tag = r.varint();
    const field = Math.floor(tag / 8);
    const wire = tag & 7;
    if (field === 14 && wire === 2) {
      const entry = new Reader(r.bytesField());
      let key = '';
      let value = '';
      while (!entry.done) {
        const t = entry.varint();
        if (t === (1 << 3) + 2) key = decoder.decode(entry.bytesField());
        else if (t === (2 << 3) + 2) value = decoder.decode(entry.bytesField());
        else entry.skip(t & 7);
      }
      out[key] = value;
    } else r.skip(wire);
  }
  return out;
}
