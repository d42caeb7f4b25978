/** Encoded segments found wherever they sit, with the padding, length and alphabet rules pinned. */
import { describe, expect, it } from 'vitest';
import { decodeBase64, findEncodedSegments } from './decoders';

describe('encoded segments', () => {
  const secret = 'key zq_Ab12Cd34Ef56';
  const encoded = Buffer.from(secret).toString('base64');

  it('finds a base64 run wherever it sits in the text', () => {
    for (let at = 0; at < 40; at++) {
      const text = `${'w'.repeat(at)} ${encoded} tail`;
      expect(findEncodedSegments(text, 65_536), `at ${at}`).toEqual([
        { kind: 'base64', from: at + 1, to: at + 1 + encoded.length, decoded: secret },
      ]);
    }
  });

  it('counts padding towards the shortest run, and no further than two characters', () => {
    // 14 characters of body and two of padding decode ten bytes.
    const short = Buffer.from('tenletters').toString('base64');
    expect(short).toMatch(/^[A-Za-z0-9+/]{14}==$/);
    expect(findEncodedSegments(`x ${short} y`, 65_536).map((s) => s.decoded)).toEqual(['tenletters']);
    expect(findEncodedSegments(`x ${short.slice(0, 13)} y`, 65_536)).toEqual([]);
  });

  it('counts the padding base64url leaves out', () => {
    // Eleven bytes: fifteen characters unpadded, sixteen with the padding base64 would add.
    const url = Buffer.from('401-71-2290').toString('base64url');
    expect(url).toHaveLength(15);
    expect(findEncodedSegments(`value: ${url} (export)`, 65_536).map((s) => s.decoded)).toEqual(['401-71-2290']);
    // Thirteen characters are shorter than any run tried.
    expect(findEncodedSegments(`x ${url.slice(0, 13)} y`, 65_536)).toEqual([]);
  });

  it('tries hex runs as hex and skips runs longer than the limit', () => {
    const hex = Buffer.from(secret).toString('hex');
    expect(findEncodedSegments(`x ${hex} y`, 65_536)).toEqual([{ kind: 'hex', from: 2, to: 2 + hex.length, decoded: secret }]);
    expect(findEncodedSegments(`x ${hex} y`, hex.length - 1)).toEqual([]);
  });

  it('decodes base64url and refuses characters outside the alphabet', () => {
    const url = Buffer.from(`${secret}??>>`).toString('base64url');
    expect(url).toMatch(/[-_]/);
    expect(decodeBase64(url)).toBe(`${secret}??>>`);
    expect(decodeBase64(`${encoded.slice(0, 8)}=${encoded.slice(8)}`)).toBeUndefined();
    expect(decodeBase64('a')).toBeUndefined();
  });
});
