/**
 * Segment decoders: base64 / base64url and hex runs that decode to readable text. The engine scans
 * the decoded text (to a bounded depth) and, when anything is found inside, masks the whole
 * encoded segment in the original. URL escapes, HTML entities, rot13 and leetspeak are views
 * instead (see text/normalize.ts) because they map character by character.
 */
export type SegmentKind = 'base64' | 'hex';

export interface EncodedSegment {
  kind: SegmentKind;
  /** Offsets in the text the segment was found in. */
  from: number;
  to: number;
  decoded: string;
}

const BASE64_RUN = /[A-Za-z0-9+/_-]{16,}={0,2}/g;
const HEX_RUN = /(?:0x)?((?:[0-9a-fA-F]{2}){8,})|((?:\\x[0-9a-fA-F]{2}){8,})/g;
const utf8 = new TextDecoder('utf-8', { fatal: true });

/** True when a decoded byte string reads as text rather than binary noise. */
function readable(text: string): boolean {
  if (text.length < 6) return false;
  let printable = 0;
  let letters = 0;
  for (const ch of text) {
    const c = ch.codePointAt(0) ?? 0;
    if (c === 9 || c === 10 || c === 13 || (c >= 32 && c !== 127 && !(c >= 0x80 && c < 0xa0) && c !== 0xfffd)) printable++;
    if ((c >= 65 && c <= 90) || (c >= 97 && c <= 122)) letters++;
  }
  return printable / text.length >= 0.95 && letters >= 3;
}

function decodeBytes(bytes: Uint8Array): string | undefined {
  try {
    return utf8.decode(bytes);
  } catch {
    return undefined;
  }
}

export function decodeBase64(run: string): string | undefined {
  const body = run.replace(/=+$/, '').replace(/-/g, '+').replace(/_/g, '/');
  if (body.length % 4 === 1) return undefined;
  let bits = 0;
  let value = 0;
  const bytes = new Uint8Array(Math.floor((body.length * 6) / 8));
  let n = 0;
  for (let i = 0; i < body.length; i++) {
    const c = body.charCodeAt(i);
    let v: number;
    if (c >= 65 && c <= 90) v = c - 65;
    else if (c >= 97 && c <= 122) v = c - 71;
    else if (c >= 48 && c <= 57) v = c + 4;
    else if (c === 43) v = 62;
    else if (c === 47) v = 63;
    else return undefined;
    value = (value << 6) | v;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes[n++] = (value >> bits) & 0xff;
    }
  }
  return decodeBytes(bytes.subarray(0, n));
}

export function decodeHex(hex: string): string | undefined {
  const clean = hex.replace(/\\x/g, '');
  const bytes = new Uint8Array(clean.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(clean.slice(2 * i, 2 * i + 2), 16);
  return decodeBytes(bytes);
}

/** Encoded segments of `text` whose decoding is readable, up to `maxSegment` units each. */
export function findEncodedSegments(text: string, maxSegment: number): EncodedSegment[] {
  const segments: EncodedSegment[] = [];
  HEX_RUN.lastIndex = 0;
  let m: RegExpExecArray | null;
  const hexSpans: Array<[number, number]> = [];
  while ((m = HEX_RUN.exec(text)) !== null) {
    if (m[0].length > maxSegment) continue;
    const decoded = decodeHex(m[1] ?? m[2] ?? '');
    if (decoded !== undefined && readable(decoded)) {
      segments.push({ kind: 'hex', from: m.index, to: m.index + m[0].length, decoded });
      hexSpans.push([m.index, m.index + m[0].length]);
    }
  }
  BASE64_RUN.lastIndex = 0;
  while ((m = BASE64_RUN.exec(text)) !== null) {
    const from = m.index;
    const to = from + m[0].length;
    if (m[0].length > maxSegment) continue;
    if (hexSpans.some(([a, b]) => a <= from && to <= b)) continue;
    const decoded = decodeBase64(m[0]);
    if (decoded !== undefined && readable(decoded)) segments.push({ kind: 'base64', from, to, decoded });
  }
  return segments;
}
