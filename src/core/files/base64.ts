/**
 * Base64 for file bytes on runtime messaging (JSON in Chrome): a table-driven codec, since
 * `btoa` over a 20 MB binary string is slow and not in every runtime the core runs in. Pure.
 */
import { BASE64_ALPHABET as ALPHABET, BASE64_SEXTET } from '../engine/decoders';

export function toBase64(bytes: Uint8Array): string {
  const chunks: string[] = [];
  let line = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const a = bytes[i] as number;
    const b = bytes[i + 1];
    const c = bytes[i + 2];
    line += ALPHABET[a >> 2]! + ALPHABET[((a & 3) << 4) | ((b ?? 0) >> 4)]! + (b === undefined ? '=' : ALPHABET[((b & 15) << 2) | ((c ?? 0) >> 6)]!) + (c === undefined ? '=' : ALPHABET[c & 63]!);
    if (line.length >= 65_536) {
      chunks.push(line);
      line = '';
    }
  }
  chunks.push(line);
  return chunks.join('');
}

/** Bytes of `text`; null when it is not base64. */
export function fromBase64(text: string): Uint8Array<ArrayBuffer> | null {
  if (text.length % 4 !== 0) return null;
  const pad = text.endsWith('==') ? 2 : text.endsWith('=') ? 1 : 0;
  const out = new Uint8Array((text.length / 4) * 3 - pad);
  // Padding counts as zero only in the last `pad` places; anywhere else (and base64url's - and _) refuses the text.
  const padFrom = text.length - pad;
  const sextet = (at: number): number => {
    const ch = text.charCodeAt(at);
    return ch === 61 && at >= padFrom ? 0 : ch < 128 ? (BASE64_SEXTET[ch] as number) : -1;
  };
  let o = 0;
  for (let i = 0; i < text.length; i += 4) {
    const a = sextet(i);
    const b = sextet(i + 1);
    const c = sextet(i + 2);
    const d = sextet(i + 3);
    if ((a | b | c | d) < 0) return null;
    const n = (a << 18) | (b << 12) | (c << 6) | d;
    if (o < out.length) out[o++] = (n >> 16) & 255;
    if (o < out.length) out[o++] = (n >> 8) & 255;
    if (o < out.length) out[o++] = n & 255;
  }
  return out;
}
