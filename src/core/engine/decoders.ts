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

/** The standard base64 alphabet (RFC 4648 §4), shared with the file codec (files/base64.ts). */
export const BASE64_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** The 6-bit value of each standard base64 character, -1 for any other ASCII code. */
export const BASE64_SEXTET: Readonly<Int8Array> = (() => {
  const table = new Int8Array(128).fill(-1);
  for (let i = 0; i < 64; i++) table[BASE64_ALPHABET.charCodeAt(i)] = i;
  return table;
})();

/** The 6-bit value of each base64 / base64url character, -1 for any other ASCII code. */
const SEXTET = Int8Array.from(BASE64_SEXTET);
SEXTET[45] = 62; // '-' in base64url
SEXTET[95] = 63; // '_' in base64url

export function decodeBase64(run: string): string | undefined {
  // Trailing padding is dropped; any other character outside the alphabets refuses the run.
  let length = run.length;
  while (length > 0 && run.charCodeAt(length - 1) === 61) length--;
  if (length % 4 === 1) return undefined;
  let bits = 0;
  let value = 0;
  const bytes = new Uint8Array(Math.floor((length * 6) / 8));
  let n = 0;
  for (let i = 0; i < length; i++) {
    const c = run.charCodeAt(i);
    const v = c < 128 ? (SEXTET[c] as number) : -1;
    if (v < 0) return undefined;
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
const isB64 = (c: number): boolean => c < 128 && B64[c] === 1;
/** Shortest run of the alphabet that can reach 16 units with its padding. */
const MIN_BODY = 14;
const ALL_HEX = /^[0-9a-fA-F]+$/;

/**
 * Encoded segments of `text` whose decoding is readable, up to `maxSegment` units each. Runs of
 * base64 characters (16 or more, padding included) are tried; a run of hex digits (optionally
 * 0x-prefixed) is tried as hex, anything else as base64 / base64url. `\xNN` escape runs are
 * found separately.
 */
export function findEncodedSegments(text: string, maxSegment: number): EncodedSegment[] {
  const segments: EncodedSegment[] = [];
  const n = text.length;
  // A run of MIN_BODY or more characters covers a multiple of MIN_BODY: only the runs through
  // those offsets are measured, so ordinary words cost a few character reads each.
  for (let at = 0; at < n; at += MIN_BODY) {
    if (!isB64(text.charCodeAt(at))) continue;
    let i = at;
    while (i > 0 && isB64(text.charCodeAt(i - 1))) i--;
    let j = at + 1;
    while (j < n && isB64(text.charCodeAt(j))) j++;
    // The next offset looked at lies beyond this run.
    at = j - (j % MIN_BODY);
    if (j - i < MIN_BODY) continue;
    let end = j;
    while (end < n && end - j < 2 && text.charCodeAt(end) === 61) end++;
    const length = end - i;
    // base64url leaves its padding out: the run counts at the length it would have with it.
    const padded = length + ((4 - (length % 4)) % 4);
    if (padded < 16 || length > maxSegment) continue;
    const run = text.slice(i, end);
    let decoded: string | undefined;
    let kind: SegmentKind = 'base64';
    const hexBody = run.startsWith('0x') ? run.slice(2) : run;
    // The hex test looks at the run without its padding; the padding stays in what is decoded.
    const body = run.charCodeAt(length - 1) === 61 ? run.replace(/=+$/, '') : run;
    if ((ALL_HEX.test(body) || /^0x[0-9a-fA-F]+$/.test(run)) && hexBody.length % 2 === 0) {
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
