import { describe, expect, it } from 'vitest';
import { extensionOf, formatBytes, kindOf, looksLikeText, rewrap, sniff } from './files';

const bytes = (...values: number[]): Uint8Array => new Uint8Array(values);
const utf8 = (text: string): Uint8Array => new TextEncoder().encode(text);

describe('file kinds', () => {
  it('reads images and PDFs from their magic numbers, whatever the name says', () => {
    expect(kindOf(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a), 'notes.txt')).toBe('image');
    expect(kindOf(bytes(0xff, 0xd8, 0xff, 0xe0), 'photo')).toBe('image');
    expect(kindOf(utf8('RIFF\u0000\u0000\u0000\u0000WEBPVP8 '), 'x.webp')).toBe('image');
    expect(kindOf(utf8('%PDF-1.7\n'), 'report.txt')).toBe('pdf');
  });

  it('takes UTF-8 text without control bytes as text, including dotfiles and unknown extensions', () => {
    expect(kindOf(utf8('API_KEY=abc\nLOG=info\n'), '.env')).toBe('text');
    expect(kindOf(utf8('name,email\nAna,ana@example.org\n'), 'people.csv')).toBe('text');
    expect(kindOf(utf8('fn main() {}\n'), 'main.rs')).toBe('text');
    expect(kindOf(utf8('Grüße – 東京 ✓\n'), 'notes.weird')).toBe('text');
  });

  it('holds binaries: NUL bytes, invalid UTF-8, control bytes, known binary formats', () => {
    expect(kindOf(bytes(0x41, 0x00, 0x42), 'a.txt')).toBe('binary');
    expect(kindOf(bytes(0xc3, 0x28), 'a.txt')).toBe('binary');
    expect(kindOf(bytes(0x41, 0x07, 0x42), 'a.txt')).toBe('binary');
    expect(kindOf(utf8('PK looks like text'), 'archive.zip')).toBe('binary');
    expect(kindOf(utf8('plain'), 'deck.pptx')).toBe('binary');
  });

  it('accepts a multi-byte character cut at the end of the sample', () => {
    const cut = utf8('abc é').slice(0, 5);
    expect(looksLikeText(cut)).toBe(true);
  });

  it('names extensions and sizes', () => {
    expect(extensionOf('.env')).toBe('env');
    expect(extensionOf('dir/archive.tar.GZ')).toBe('gz');
    expect(extensionOf('Makefile')).toBe('');
    expect(formatBytes(512)).toBe('512 bytes');
    expect(formatBytes(2_000_000)).toBe('2.0 MB');
    expect(formatBytes(2_500)).toBe('2.5 KB');
  });

  it('re-wraps masked text with the same name, type and time', async () => {
    const original = new File(['SECRET=1'], 'prod.env', { type: 'text/plain', lastModified: 1_700_000_000_000 });
    expect(await sniff(original)).toBe('text');
    const masked = rewrap(original, 'SECRET=[CREDENTIAL]');
    expect(masked.name).toBe('prod.env');
    expect(masked.type).toBe('text/plain');
    expect(masked.lastModified).toBe(1_700_000_000_000);
    expect(await masked.text()).toBe('SECRET=[CREDENTIAL]');
  });
});
