/**
 * A minimal protocol-buffers encoder, enough to write an ONNX ModelProto byte for byte. Writing the
 * wire format directly keeps the export deterministic (same weights → same bytes → same sha256) and
 * spares the project a schema compiler.
 */

const WIRE_VARINT = 0;
const WIRE_LEN = 2;
const WIRE_FIXED32 = 5;

/** Accumulates one message's fields; nested messages are written into their own writer first. */
export class ProtoWriter {
  private chunks: Uint8Array[] = [];
  private length = 0;

  private push(bytes: Uint8Array): void {
    this.chunks.push(bytes);
    this.length += bytes.length;
  }

  private varint(value: bigint): void {
    if (value < 0n) value = BigInt.asUintN(64, value);
    const out: number[] = [];
    while (value > 0x7fn) {
      out.push(Number(value & 0x7fn) | 0x80);
      value >>= 7n;
    }
    out.push(Number(value));
    this.push(Uint8Array.from(out));
  }

  private tag(field: number, wire: number): void {
    this.varint(BigInt((field << 3) | wire));
  }

  /** int32 / int64 / enum / bool field. */
  int(field: number, value: number | bigint): this {
    this.tag(field, WIRE_VARINT);
    this.varint(BigInt(value));
    return this;
  }

  /** float (fixed32) field. */
  float(field: number, value: number): this {
    this.tag(field, WIRE_FIXED32);
    const b = new Uint8Array(4);
    new DataView(b.buffer).setFloat32(0, value, true);
    this.push(b);
    return this;
  }

  bytes(field: number, value: Uint8Array): this {
    this.tag(field, WIRE_LEN);
    this.varint(BigInt(value.length));
    this.push(value);
    return this;
  }

  string(field: number, value: string): this {
    return this.bytes(field, new TextEncoder().encode(value));
  }

  message(field: number, inner: ProtoWriter): this {
    return this.bytes(field, inner.finish());
  }

  finish(): Uint8Array {
    const out = new Uint8Array(this.length);
    let offset = 0;
    for (const c of this.chunks) {
      out.set(c, offset);
      offset += c.length;
    }
    return out;
  }
}
