import { strFromU8, unzipSync, zipSync, strToU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { docx, truncatedDocx, xlsx, zipBombDocx } from '../../../test/files/documents';
import { VALUES } from '../../../test/e2e/guard/samples';
import { decideFile } from './decide-file';
import { FILE_LIMITS, FileCheckError } from './limits';
import { openOffice, rewriteOffice } from './office';

/** Offset of the last central directory entry of a zip. */
function centralEntry(zip: Uint8Array): number {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  for (let i = zip.length - 46; i >= 0; i--) if (view.getUint32(i, true) === 0x02014b50) return i;
  throw new Error('no central directory');
}

function problemOf(work: () => unknown): string {
  try {
    work();
  } catch (error) {
    if (error instanceof FileCheckError) return error.problem;
    throw error;
  }
  return 'none';
}

function redacted(bytes: Uint8Array, format: 'docx' | 'xlsx'): Record<string, string> {
  const doc = openOffice(bytes, format, FILE_LIMITS);
  const decided = decideFile({ text: doc.layout.text, pictures: [] }, { askResolvesTo: 'mask' });
  if (!decided.ok) throw new Error('not decided');
  const out = unzipSync(rewriteOffice(doc, decided.plan.edits));
  return Object.fromEntries(Object.entries(out).map(([k, v]) => [k, strFromU8(v)]));
}

describe('Office files', () => {
  it('joins runs split mid-value, so a value spread over several runs is found and removed from every run', () => {
    const bytes = docx();
    const raw = strFromU8(unzipSync(bytes)['word/document.xml']!);
    // The generator splits runs every 7 characters: no run holds the whole e-mail address.
    expect(raw.includes(VALUES.email)).toBe(false);
    const doc = openOffice(bytes, 'docx', FILE_LIMITS);
    expect(doc.layout.text).toContain(VALUES.email);
    const parts = redacted(bytes, 'docx');
    const text = parts['word/document.xml']!.replace(/<[^>]+>/g, '');
    for (const v of [VALUES.email, VALUES.card, VALUES.githubToken]) expect(text.replace(/\s/g, '')).not.toContain(v.replace(/\s/g, ''));
    expect(text).toContain('Quarterly garden survey for the river path');
    expect(text).toMatch(/Contact \[EMAIL_[2-9A-HJ-NP-Z]{6}\] for the schedule/);
    // The author in the properties is read and masked too; the title stays.
    expect(parts['docProps/core.xml']).not.toContain(VALUES.email);
    expect(parts['docProps/core.xml']).toContain('<dc:title>Garden survey</dc:title>');
  });

  it('keeps every byte it does not edit, and the XML well-formed', () => {
    const bytes = docx();
    const before = unzipSync(bytes);
    const after = unzipSync(rewriteOffice(openOffice(bytes, 'docx', FILE_LIMITS), []));
    for (const [name, data] of Object.entries(before)) expect(strFromU8(after[name]!)).toBe(strFromU8(data));
  });

  it('lays a sheet out as rows, masks shared strings, and turns an edited number cell into a string cell', () => {
    const parts = redacted(xlsx(), 'xlsx');
    const shared = parts['xl/sharedStrings.xml']!;
    const sheet = parts['xl/worksheets/sheet1.xml']!;
    expect(shared).not.toContain(VALUES.email);
    expect(shared).not.toContain(VALUES.githubToken);
    expect(sheet).not.toContain(VALUES.card.replace(/ /g, ''));
    expect(sheet).toMatch(/<c r="B\d+" t="inlineStr"><is><t xml:space="preserve">\[CARD_[2-9A-HJ-NP-Z]{6}\]<\/t><\/is><\/c>/);
    expect(shared).toContain('Volunteers counted seventeen maple trees and twelve benches');
  });

  it('holds a truncated file, a zip bomb, a password-protected file and one with a DOCTYPE, each with its reason', () => {
    expect(problemOf(() => openOffice(truncatedDocx(), 'docx', FILE_LIMITS))).toBe('corrupt');
    const bomb = zipBombDocx();
    // A part that lies about its size is stopped while it inflates.
    const liar = zipSync({ 'word/document.xml': new Uint8Array(5_000_000) }, { level: 9 });
    new DataView(liar.buffer).setUint32(centralEntry(liar) + 24, 1000, true);
    const started = performance.now();
    expect(problemOf(() => openOffice(bomb, 'docx', FILE_LIMITS))).toBe('zip_bomb');
    expect(problemOf(() => openOffice(liar, 'docx', FILE_LIMITS))).toBe('zip_bomb');
    expect(performance.now() - started).toBeLessThan(2_000);
    const encrypted = zipSync({ 'word/document.xml': strToU8('<w:document/>') });
    new DataView(encrypted.buffer).setUint16(centralEntry(encrypted) + 8, 1, true);
    expect(problemOf(() => openOffice(encrypted, 'docx', FILE_LIMITS))).toBe('encrypted');
    const doctype = zipSync({ 'word/document.xml': strToU8('<!DOCTYPE x [<!ENTITY a "aaaa">]><w:document>&a;</w:document>') });
    expect(problemOf(() => openOffice(doctype, 'docx', FILE_LIMITS))).toBe('unsupported');
    const many = zipSync(Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`word/p${i}.xml`, strToU8('<a/>')])));
    expect(problemOf(() => openOffice(many, 'docx', { ...FILE_LIMITS, maxZipEntries: 10 }))).toBe('too_many_parts');
  });

  it('refuses a zip that is not the format its name says', () => {
    const notWord = zipSync({ 'content.xml': strToU8('<x/>') });
    expect(problemOf(() => openOffice(notWord, 'docx', FILE_LIMITS))).toBe('corrupt');
  });
});
