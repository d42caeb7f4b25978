import { describe, expect, it } from 'vitest';
import { VALUES } from '../../../test/e2e/guard/samples';
import { DEFAULT_POLICY, type Policy } from '../policy/policy';
import { fromBase64, toBase64 } from './base64';
import { decideFile } from './decide-file';
import { checkedImageSize, imageSize, sniffFormat } from './formats';
import { FILE_LIMITS, FileCheckError } from './limits';
import { itemBox, type PdfTextItem } from './pdf';
import { TextLayoutBuilder, editPieces } from './text-units';

describe('formats and limits', () => {
  it('tells formats from their bytes, and zips by name', () => {
    expect(sniffFormat(new Uint8Array([0x89, 0x50, 0x4e, 0x47]), 'x.bin')).toBe('png');
    expect(sniffFormat(new TextEncoder().encode('%PDF-1.7'), 'x')).toBe('pdf');
    expect(sniffFormat(new Uint8Array([0x50, 0x4b, 3, 4]), 'a.DOCX')).toBe('docx');
    expect(sniffFormat(new Uint8Array([0x50, 0x4b, 3, 4]), 'a.zip')).toBeNull();
    expect(sniffFormat(new TextEncoder().encode('hello'), 'a.txt')).toBeNull();
  });

  it('reads image sizes from headers and refuses a decompression bomb before decoding', () => {
    const png = new Uint8Array(33);
    png.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
    new DataView(png.buffer).setUint32(16, 30_000);
    new DataView(png.buffer).setUint32(20, 30_000);
    expect(imageSize(png, 'png')).toEqual({ width: 30_000, height: 30_000 });
    expect(() => checkedImageSize(png, 'png', FILE_LIMITS)).toThrow(FileCheckError);
    const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 4, 0, 0, 0xff, 0xc0, 0, 11, 8, 0x02, 0xd0, 0x05, 0x00, 3, 0, 0, 0]);
    expect(imageSize(jpeg, 'jpeg')).toEqual({ width: 1280, height: 720 });
  });

  it('round-trips base64', () => {
    const bytes = new Uint8Array(1000).map((_, i) => (i * 37) & 255);
    for (const n of [0, 1, 2, 3, 999, 1000]) expect(fromBase64(toBase64(bytes.subarray(0, n)))).toEqual(bytes.subarray(0, n));
    expect(toBase64(new TextEncoder().encode('Man'))).toBe('TWFu');
    expect(fromBase64('not base64!')).toBeNull();
  });

  it('refuses what is not standard, padded base64', () => {
    expect(fromBase64('TWFu')).toEqual(new TextEncoder().encode('Man'));
    expect(fromBase64('TWE=')).toEqual(new TextEncoder().encode('Ma'));
    expect(fromBase64('TQ==')).toEqual(new TextEncoder().encode('M'));
    // base64url's alphabet, padding before the end, a short tail and characters beyond ASCII.
    for (const text of ['TW-u', 'TW_u', 'T=Fu', 'TQ=A', '====', 'TWF', 'TWFuéAAA']) expect(fromBase64(text)).toBeNull();
  });
});

describe('edits carried back to pieces', () => {
  it('puts a replacement in the first piece and removes the rest of the value from the others', () => {
    const b = new TextLayoutBuilder<string>();
    const u = b.add({ pieces: [{ text: 'mail jane.r', source: 'a' }, { text: 'oe@example', source: 'b' }, { text: '\t' }, { text: '.org now', source: 'c' }] });
    b.place(u);
    const layout = b.build();
    const start = layout.text.indexOf('jane');
    const edits = layout.unitEdits([{ start, end: layout.text.indexOf(' now'), replacement: '[EMAIL]' }]);
    expect(editPieces(layout.units[u]!, edits.get(u)!)).toEqual(['mail [EMAIL]', '', '\t', ' now']);
  });

  it('merges edits from a unit placed twice (a shared string)', () => {
    const b = new TextLayoutBuilder<string>();
    const u = b.add({ pieces: [{ text: 'x@y.org', source: 's' }] });
    b.place(u);
    b.literal('\t');
    b.place(u);
    const layout = b.build();
    const edits = layout.unitEdits([
      { start: 0, end: 7, replacement: '[A]' },
      { start: 8, end: 15, replacement: '[A]' },
    ]);
    expect(edits.get(u)).toEqual([{ start: 0, end: 7, replacement: '[A]' }]);
  });
});

describe('PDF text boxes', () => {
  const item: PdfTextItem = { str: 'Card 4539 1488 0343 6467 ok', transform: [12, 0, 0, 12, 50, 700], width: 160, height: 12, hasEOL: false };
  const vt = [2, 0, 0, -2, 0, 1684];
  it('maps characters to a box on the rendering, widened so no edge of the value shows', () => {
    const box = itemBox(item, 5, 24, vt);
    const per = (160 / item.str.length) * 2;
    expect(box.x).toBeLessThanOrEqual(50 * 2 + 5 * per);
    expect(box.x + box.w).toBeGreaterThanOrEqual(50 * 2 + 24 * per);
    expect(box.y).toBeLessThan(1684 - 700 * 2 - 12 * 2 + 1);
    expect(box.y + box.h).toBeGreaterThan(1684 - 700 * 2);
  });
  it('uses the font widths when the runtime can measure them', () => {
    const measure = (t: string): number => [...t].reduce((n, c) => n + (c === ' ' ? 1 : 3), 0);
    const box = itemBox(item, 5, 24, vt, measure);
    const x0 = 100 + (measure(item.str.slice(0, 5)) / measure(item.str)) * 320;
    expect(box.x).toBeLessThanOrEqual(x0);
    expect(box.x).toBeGreaterThan(x0 - 12);
  });
});

describe('the decision for a file', () => {
  const text = `Notes\n\nMail ${VALUES.email} and card ${VALUES.card}.`;
  it('masks through decideText: tokens for identifiers, edits at their offsets', () => {
    const d = decideFile({ text, pictures: [] });
    if (!d.ok) throw new Error('not decided');
    expect(d.verdict).toBe('release');
    expect(d.changed).toBe(true);
    expect(d.plan.edits.map((e) => text.slice(e.start, e.end))).toEqual([VALUES.email, VALUES.card]);
    expect(d.counts).toEqual({ contact: 1, payment: 1 });
  });

  it('asks when the policy asks; "send original" releases what may be released and keeps secrets masked', () => {
    const text = `Mail ${VALUES.email}, key ${VALUES.githubToken}.`;
    const policy: Policy = { ...DEFAULT_POLICY, decisions: { ...DEFAULT_POLICY.decisions, contact: { assistant: 'ask', training: 'ask', analytics: 'ask', third_party: 'ask' } } };
    const asked = decideFile({ text, pictures: [] }, { policy });
    if (!asked.ok) throw new Error('not decided');
    expect(asked.verdict).toBe('ask');
    const original = decideFile({ text, pictures: [] }, { policy, release: 'original' });
    if (!original.ok) throw new Error('not decided');
    expect(original.verdict).toBe('release');
    expect(original.plan.edits.map((e) => e.category)).toEqual(['credential']);
  });

  it('covers what OCR read on a picture, on every reading of the words', () => {
    const words = ['Token', ...VALUES.githubToken.match(/.{1,20}/g)!, 'thanks'].map((t, i) => ({ text: t, box: { x: 10 + i * 200, y: 10, w: 190, h: 20 } }));
    const d = decideFile({ text: '', pictures: [{ width: 1200, height: 40, words, closer: [] }] });
    if (!d.ok) throw new Error('not decided');
    expect(d.plan.covers[0]!.some((c) => c.category === 'credential')).toBe(true);
    expect(d.counts.credential).toBe(1);
  });
});
