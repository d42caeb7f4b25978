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

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** True when a decoded byte string reads as text (words or a number) rather than binary noise. */
function readable(text: string): boolean {
  if (text.length < 6) return false;
  let printable = 0;
  let letters = 0;
  let digits = 0;
  for (const ch of text) {
    const c = ch.codePointAt(0) ?? 0;
    if (c === 9 || c === 10 || c === 13 || (c >= 32 && c !== 127 && !(c >= 0x80 && c < 0xa0) && c !== 0xfffd)) printable++;
    if (/\p{L}/u.test(ch)) letters++;
    else if (/\p{Nd}/u.test(ch)) digits++;
  }
  return printable / text.length >= 0.95 && (letters >= 3 || digits >= 6);
}

function decodeBytes(bytes: Uint8Array): string | undefined {
  // Most runs decode to binary noise: refuse early on control bytes instead of paying for a
  // throwing UTF-8 decode.
  let control = 0;
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i] as number;
    if ((b < 32 && b !== 9 && b !== 10 && b !== 13) || b === 127) control++;
  }
  if (control * 20 > bytes.length) return undefined;
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

const B64 = new Uint8Array(128);
for (const ch of 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/_-') B64[ch.charCodeAt(0)] = 1;
const HEX = new Uint8Array(128);
for (const ch of '0123456789abcdefABCDEF') HEX[ch.charCodeAt(0)] = 1;

/**
 * Encoded segments of `text` whose decoding is readable, up to `maxSegment` units each. One pass
 * over the text finds runs of base64 characters (16 or more); a run of hex digits (optionally
 * 0x-prefixed) is tried as hex, anything else as base64 / base64url. `\xNN` escape runs are
 * found separately.
 */
export function findEncodedSegments(text: string, maxSegment: number): EncodedSegment[] {
  const segments: EncodedSegment[] = [];
  const n = text.length;
  let i = 0;
  while (i < n) {
    const c = text.charCodeAt(i);
    if (c >= 128 || B64[c] === 0) {
      i++;
      continue;
    }
    let j = i;
    let allHex = true;
    while (j < n) {
      const cj = text.charCodeAt(j);
      if (cj >= 128 || B64[cj] === 0) break;
      if (HEX[cj] === 0) allHex = false;
      j++;
    }
    let end = j;
    while (end < n && end - j < 2 && text.charCodeAt(end) === 61) end++;
    const length = end - i;
    if (length >= 16 && length <= maxSegment) {
      const run = text.slice(i, end);
      let decoded: string | undefined;
      let kind: SegmentKind = 'base64';
      const hexBody = run.startsWith('0x') ? run.slice(2) : run;
      if ((allHex || /^0x[0-9a-fA-F]+$/.test(run)) && hexBody.length % 2 === 0) {
        decoded = decodeHex(hexBody);
        kind = 'hex';
      }
      // A run of digits (card numbers, ids) is not base64 of readable text.
      if ((decoded === undefined || !readable(decoded)) && !/^\d+$/.test(run)) {
        decoded = decodeBase64(run);
        kind = 'base64';
      }
      if (decoded !== undefined && readable(decoded)) segments.push({ kind, from: i, to: end, decoded });
    }
    i = Math.max(end, i + 1);
  }
  if (text.includes('\\x')) {
    const escapes = /(?:\\x[0-9a-fA-F]{2}){8,}/g;
    let m: RegExpExecArray | null;
    while ((m = escapes.exec(text)) !== null) {
      if (m[0].length > maxSegment) continue;
      const decoded = decodeHex(m[0]);
      if (decoded !== undefined && readable(decoded)) segments.push({ kind: 'hex', from: m.index, to: m.index + m[0].length, decoded });
    }
  }
  return segments;
}
