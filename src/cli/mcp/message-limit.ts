/**
 * What stands between the gate's stdin and the SDK's stdio transport: it splits the stream into
 * newline-delimited messages and lets through only well-formed JSON-RPC messages within the size
 * limit. The SDK's transport closes the connection when one message outgrows its buffer, so an
 * oversized message never reaches it: it is dropped as it streams in (never held in memory), and
 * answered here with an error under the request's id, read from the top level of the message on
 * the way past. A line that is not JSON, or not JSON-RPC, is answered with the protocol's parse or
 * invalid-request error. Either way the server goes on answering the next message.
 */
import { Transform, type TransformCallback } from 'node:stream';
import { JSONRPCMessageSchema } from '@modelcontextprotocol/sdk/types.js';

export type RequestId = string | number;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const COLON = 0x3a;
const COMMA = 0x2c;

/** The top-level `id` and `method` of a JSON object, read byte by byte without keeping the rest. */
export class TopLevelReader {
  private depth = 0;
  private inString = false;
  private escaped = false;
  private expectKey = false;
  private collectingKey = false;
  private key = '';
  private capture: string | null = null;
  private captureKey = '';
  readonly found = new Map<string, string>();

  private static readonly WANTED = new Set(['id', 'method']);
  private static readonly MAX_KEY = 16;
  private static readonly MAX_VALUE = 512;

  push(chunk: Buffer): void {
    for (let i = 0; i < chunk.length; i++) this.byte(chunk[i] as number);
  }

  private byte(b: number): void {
    if (this.capture !== null) {
      if (this.capture.length > TopLevelReader.MAX_VALUE) this.capture = null;
      else if (!(this.depth === 1 && !this.inString && (b === COMMA || b === CLOSE_BRACE))) this.capture += String.fromCharCode(b);
    }
    if (this.inString) {
      if (this.escaped) this.escaped = false;
      else if (b === BACKSLASH) this.escaped = true;
      else if (b === QUOTE) {
        this.inString = false;
        if (this.collectingKey) {
          this.collectingKey = false;
          this.expectKey = false;
        }
        return;
      }
      if (this.collectingKey && this.key.length <= TopLevelReader.MAX_KEY) this.key += String.fromCharCode(b);
      return;
    }
    switch (b) {
      case QUOTE:
        this.inString = true;
        if (this.depth === 1 && this.expectKey) {
          this.collectingKey = true;
          this.key = '';
        }
        return;
      case OPEN_BRACE:
      case OPEN_BRACKET:
        this.depth++;
        if (this.depth === 1 && b === OPEN_BRACE) this.expectKey = true;
        return;
      case CLOSE_BRACE:
      case CLOSE_BRACKET:
        if (this.depth === 1) this.endValue();
        this.depth--;
        return;
      case COLON:
        if (this.depth === 1 && TopLevelReader.WANTED.has(this.key)) {
          this.capture = '';
          this.captureKey = this.key;
        }
        return;
      case COMMA:
        if (this.depth === 1) {
          this.endValue();
          this.expectKey = true;
        }
        return;
      default:
        return;
    }
  }

  private endValue(): void {
    if (this.capture !== null && !this.found.has(this.captureKey)) this.found.set(this.captureKey, this.capture.trim());
    this.capture = null;
    this.key = '';
  }

  /** The request id, when the message had a readable one at its top level. */
  id(): RequestId | null {
    return readId(this.found.get('id'));
  }

  method(): string | null {
    const raw = this.found.get('method');
    if (raw === undefined) return null;
    try {
      const value: unknown = JSON.parse(raw);
      return typeof value === 'string' ? value : null;
    } catch {
      return null;
    }
  }
}

function readId(raw: string | undefined): RequestId | null {
  if (raw === undefined) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value)) ? value : null;
  } catch {
    return null;
  }
}

export interface Oversized {
  id: RequestId | null;
  method: string | null;
  bytes: number;
}

export interface MessageLimitOptions {
  maxBytes: number;
  /** Writes one reply line (a JSON-RPC response) to the client. */
  reply: (line: string) => void;
  /** The reply to an oversized request with an id (tools/call gets a tool error, others a protocol error). */
  oversizedReply?: (message: Oversized, maxBytes: number) => object;
}

const MB = 1024 * 1024;

export function defaultOversizedReply(message: Oversized, maxBytes: number): object {
  const text = `This request is ${(message.bytes / MB).toFixed(1)} MB; the gate reads requests of up to ${(maxBytes / MB).toFixed(0)} MB. Nothing of it was read: split the content into smaller parts.`;
  if (message.method === 'tools/call') return { result: { content: [{ type: 'text', text }], isError: true } };
  return { error: { code: -32600, message: text } };
}

/** A Transform from raw stdin bytes to complete, checked message lines (each ending in "\n"). */
export class MessageLimit extends Transform {
  private parts: Buffer[] = [];
  private bytes = 0;
  private oversized = false;
  private reader = new TopLevelReader();

  constructor(private readonly options: MessageLimitOptions) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    let from = 0;
    for (;;) {
      const newline = chunk.indexOf(0x0a, from);
      const end = newline === -1 ? chunk.length : newline;
      if (end > from) this.add(chunk.subarray(from, end));
      if (newline === -1) break;
      this.finishLine();
      from = newline + 1;
    }
    callback();
  }

  override _flush(callback: TransformCallback): void {
    if (this.bytes > 0) this.finishLine();
    callback();
  }

  private add(part: Buffer): void {
    this.bytes += part.length;
    this.reader.push(part);
    if (this.oversized) return;
    if (this.bytes > this.options.maxBytes) {
      this.oversized = true;
      this.parts = [];
      return;
    }
    this.parts.push(part);
  }

  private finishLine(): void {
    const { reader, bytes, oversized } = this;
    const line = oversized ? '' : Buffer.concat(this.parts).toString('utf8').replace(/\r$/, '');
    this.parts = [];
    this.bytes = 0;
    this.oversized = false;
    this.reader = new TopLevelReader();
    if (oversized) {
      const id = reader.id();
      // A notification (no id) expects no answer; dropping it is all there is to do.
      if (id === null) return;
      const reply = (this.options.oversizedReply ?? defaultOversizedReply)({ id, method: reader.method(), bytes }, this.options.maxBytes);
      this.options.reply(`${JSON.stringify({ jsonrpc: '2.0', id, ...reply })}\n`);
      return;
    }
    if (line.trim() === '') return;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      this.options.reply(`${JSON.stringify({ jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error: the message is not valid JSON.' } })}\n`);
      return;
    }
    if (!JSONRPCMessageSchema.safeParse(value).success) {
      const raw = typeof value === 'object' && value !== null ? (value as Record<string, unknown>)['id'] : undefined;
      const id = typeof raw === 'string' || typeof raw === 'number' ? raw : null;
      this.options.reply(`${JSON.stringify({ jsonrpc: '2.0', id, error: { code: -32600, message: 'Invalid request: the message is not a JSON-RPC 2.0 request, notification or response.' } })}\n`);
      return;
    }
    this.push(`${line}\n`);
  }
}
