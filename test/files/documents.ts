/**
 * Synthetic test documents, generated at test time and never committed: a screenshot-like PNG and
 * its JPEG, a text PDF, a scanned (image-only) PDF, a DOCX with values split across runs and an
 * XLSX with a header row, each holding planted values (the same synthetic ones the guard's other
 * tests use) among benign sentences; plus the broken files the guard must hold. Pictures are drawn
 * with the Node canvas and DejaVu Sans; documents are assembled with pdf-lib and fflate.
 */
import { createCanvas } from '@napi-rs/canvas';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { VALUES } from '../e2e/guard/samples';

export const PLANTED = [VALUES.email, VALUES.card, VALUES.githubToken] as const;

/** Benign lines: ordinary words OCR reads well. */
export const BENIGN_LINES = [
  'Quarterly garden survey for the river path',
  'Volunteers counted seventeen maple trees and twelve benches',
  'The north gate needs fresh paint before the spring festival',
  'Please bring gloves, water and a notebook on Saturday morning',
  'Lunch will be served near the old boathouse at noon',
];

export const PLANTED_LINES = [`Contact ${VALUES.email} for the schedule`, `Card on file ${VALUES.card}`, `Deploy key ${VALUES.githubToken}`];

/** The words a reader should still find (four letters or more). */
export function benignWords(): string[] {
  return [...new Set(BENIGN_LINES.join(' ').split(/[^A-Za-z]+/).filter((w) => w.length >= 4).map((w) => w.toLowerCase()))];
}

/** Share of benign words present in `text`. */
export function benignRetention(text: string): number {
  const seen = new Set(text.toLowerCase().split(/[^a-z]+/));
  const words = benignWords();
  return words.filter((w) => seen.has(w)).length / words.length;
}

/** Planted values that can still be read in `text` (spaces and case ignored, OCR's way). */
export function leakedValues(text: string): string[] {
  const flat = text.toLowerCase().replace(/\s+/g, '');
  return PLANTED.filter((v) => flat.includes(v.toLowerCase().replace(/\s+/g, '')));
}

export interface Picture {
  width: number;
  height: number;
  png: Buffer;
  jpeg: Buffer;
}

/** A 1280×720 screenshot-like picture with the lines drawn on it. */
export async function screenshot(lines: readonly string[] = [...BENIGN_LINES.slice(0, 3), ...PLANTED_LINES, ...BENIGN_LINES.slice(3)], width = 1280, height = 720): Promise<Picture> {
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, width, height);
  ctx.fillStyle = '#1f2328';
  ctx.font = '22px "DejaVu Sans"';
  lines.forEach((line, i) => ctx.fillText(line, 48, 70 + i * 44));
  return { width, height, png: await canvas.encode('png'), jpeg: await canvas.encode('jpeg', 92) };
}

async function pdfWithLines(pages: ReadonlyArray<readonly string[]>): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const lines of pages) {
    const page = doc.addPage([595, 842]);
    lines.forEach((line, i) => page.drawText(line, { x: 56, y: 780 - i * 22, size: 12, font }));
  }
  return Buffer.from(await doc.save());
}

/** A text PDF: the lines on the first page, benign filler on the rest. */
export function textPdf(pageCount = 1): Promise<Buffer> {
  const first = [...BENIGN_LINES.slice(0, 3), ...PLANTED_LINES, ...BENIGN_LINES.slice(3)];
  const pages = [first, ...Array.from({ length: pageCount - 1 }, (_, p) => Array.from({ length: 30 }, (_, i) => `${BENIGN_LINES[(i + p) % BENIGN_LINES.length]} (${p + 2}.${i + 1})`))];
  return pdfWithLines(pages);
}

/** A scanned PDF: one page that is only a picture of the lines (no text layer). */
export async function scannedPdf(): Promise<Buffer> {
  const picture = await screenshot(undefined, 1240, 760);
  const doc = await PDFDocument.create();
  const page = doc.addPage([595, 842]);
  const png = await doc.embedPng(picture.png);
  page.drawImage(png, { x: 0, y: 842 - 365, width: 595, height: 365 });
  return Buffer.from(await doc.save());
}

const CONTENT_TYPES_DOCX = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/><Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/></Types>`;
const ROOT_RELS_DOCX = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties" Target="docProps/core.xml"/></Relationships>`;

function xmlEscape(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** A paragraph whose text is split into runs every few characters (as editors do), so values straddle runs. */
function splitParagraph(text: string, every = 7): string {
  const runs: string[] = [];
  for (let i = 0; i < text.length; i += every) runs.push(`<w:r><w:rPr>${i % 2 ? '<w:b/>' : ''}</w:rPr><w:t xml:space="preserve">${xmlEscape(text.slice(i, i + every))}</w:t></w:r>`);
  return `<w:p>${runs.join('')}</w:p>`;
}

/** A DOCX: the lines as paragraphs (runs split mid-value), `pages` times over with page breaks. */
export function docx(pages = 1): Buffer {
  const lines = [...BENIGN_LINES.slice(0, 3), ...PLANTED_LINES, ...BENIGN_LINES.slice(3)];
  const body: string[] = [];
  for (let p = 0; p < pages; p++) {
    const pageLines = p === 0 ? lines : Array.from({ length: 40 }, (_, i) => `${BENIGN_LINES[(i + p) % BENIGN_LINES.length]}, item ${p + 1}.${i + 1}.`);
    body.push(...pageLines.map((l) => splitParagraph(l)));
    if (p < pages - 1) body.push('<w:p><w:r><w:br w:type="page"/></w:r></w:p>');
  }
  const document = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body.join('')}<w:sectPr/></w:body></w:document>`;
  const core = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:title>Garden survey</dc:title><dc:creator>${xmlEscape(VALUES.email)}</dc:creator></cp:coreProperties>`;
  return Buffer.from(
    zipSync({
      '[Content_Types].xml': strToU8(CONTENT_TYPES_DOCX),
      '_rels/.rels': strToU8(ROOT_RELS_DOCX),
      'word/document.xml': strToU8(document),
      'docProps/core.xml': strToU8(core),
    }),
  );
}

/** An XLSX: a header row, rows with the values in shared strings, and a card number stored as a number. */
export function xlsx(): Buffer {
  const rows: string[][] = [['Item', 'Notes'], ...BENIGN_LINES.map((l, i) => [`Row ${i + 1}`, l]), ['Email', VALUES.email], ['Token', VALUES.githubToken]];
  const strings: string[] = [];
  const index = (s: string): number => {
    let i = strings.indexOf(s);
    if (i < 0) i = strings.push(s) - 1;
    return i;
  };
  const cells = rows.map((r, y) => `<row r="${y + 1}">${r.map((v, x) => `<c r="${String.fromCharCode(65 + x)}${y + 1}" t="s"><v>${index(v)}</v></c>`).join('')}</row>`);
  const cardRow = rows.length + 1;
  cells.push(`<row r="${cardRow}"><c r="A${cardRow}" t="s"><v>${index('Card number')}</v></c><c r="B${cardRow}"><v>${VALUES.card.replace(/ /g, '')}</v></c></row>`);
  const sheet = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${cells.join('')}</sheetData></worksheet>`;
  const shared = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="${strings.length}" uniqueCount="${strings.length}">${strings.map((s) => `<si><t xml:space="preserve">${xmlEscape(s)}</t></si>`).join('')}</sst>`;
  const workbook = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Survey" sheetId="1" r:id="rId1"/></sheets></workbook>`;
  const types = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/></Types>`;
  const rootRels = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`;
  const wbRels = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/sharedStrings" Target="sharedStrings.xml"/></Relationships>`;
  return Buffer.from(
    zipSync({
      '[Content_Types].xml': strToU8(types),
      '_rels/.rels': strToU8(rootRels),
      'xl/workbook.xml': strToU8(workbook),
      'xl/_rels/workbook.xml.rels': strToU8(wbRels),
      'xl/worksheets/sheet1.xml': strToU8(sheet),
      'xl/sharedStrings.xml': strToU8(shared),
    }),
  );
}

/** The text of every XML part of a zip (what a reader of the XML sees): paragraphs and cells on lines of their own, runs joined. */
export function xmlTextOf(zip: Uint8Array): string {
  const parts = unzipSync(zip);
  return Object.entries(parts)
    .filter(([name]) => /\.(xml|rels)$/.test(name))
    .map(([, data]) =>
      strFromU8(data)
        .replace(/<\/(?:w:p|a:p|si|c|row|text:p|text:h|dc:[A-Za-z]+|cp:[A-Za-z]+)>/g, '\n')
        .replace(/<[^>]+>/g, ''),
    )
    .join('\n');
}

/** A PNG with a valid signature and header whose image data is garbage. */
export async function corruptPng(): Promise<Buffer> {
  const { png } = await screenshot(['x'], 64, 64);
  const broken = Buffer.from(png);
  for (let i = 40; i < broken.length - 12; i++) broken[i] = (i * 131) & 0xff;
  return broken;
}

/** A DOCX cut off part way, as an interrupted download leaves it. */
export function truncatedDocx(): Buffer {
  const whole = docx();
  return whole.subarray(0, Math.floor(whole.length * 0.6));
}

/** A zip bomb shaped like a DOCX: one part that unpacks to far more than its packed size. */
export function zipBombDocx(): Buffer {
  const zeros = new Uint8Array(90_000_000);
  return Buffer.from(zipSync({ '[Content_Types].xml': strToU8(CONTENT_TYPES_DOCX), 'word/document.xml': zeros }, { level: 9 }));
}
