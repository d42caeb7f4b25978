/**
 * Office files (DOCX, XLSX, PPTX and OpenDocument) as one text and a list of pictures, and back.
 * Every XML part is read: paragraphs with their runs joined (a value split over several runs is
 * whole again for the scan), spreadsheet cells laid out as rows so a header names its column,
 * comments, notes, headers, footers, properties, and the few attributes that carry people's text
 * (authors, picture descriptions, external link targets). The decision's edits are written back
 * into the same text nodes, so the file keeps its structure and formatting, and every byte not
 * edited stays as it was. Pictures inside go through the image path (the caller reads and repaints
 * them). Pure.
 */
import { imageFormatOf, type ImageFormat, type OfficeFormat } from './formats';
import { FileCheckError, type FileLimits } from './limits';
import { TextLayoutBuilder, editPieces, type TextEdit, type TextLayout, type TextUnit } from './text-units';
import { decodeXmlText, encodeXmlText, localName, tagAttributes, xmlTokens } from './xml';
import { readZip, writeZip, type ZipEntry } from './zip';

/** Where a piece of text lives: a range of one XML part (a text node or an attribute value). */
interface XmlSource {
  part: string;
  start: number;
  end: number;
  kind: 'text' | 'cdata' | 'attribute';
}

/** A spreadsheet number cell: written as an inline string if its value is edited. */
interface NumberCell {
  part: string;
  start: number;
  end: number;
  ref: string | undefined;
  style: string | undefined;
}

export interface EmbeddedPicture {
  /** The zip entry. */
  entry: string;
  format: ImageFormat;
  /** A preview of the document (thumbnail): blanked rather than read when anything changes. */
  thumbnail: boolean;
}

export interface OfficeDocument {
  format: OfficeFormat;
  entries: ZipEntry[];
  xml: Map<string, string>;
  layout: TextLayout<XmlSource>;
  numberCells: Map<number, NumberCell>;
  pictures: EmbeddedPicture[];
  /** Embedded files Consentry cannot read (EMF, WMF, TIFF, other binaries), by name. */
  unreadable: string[];
}

type OfficeLimits = Pick<FileLimits, 'maxZipEntries' | 'maxUnpackedBytes' | 'maxEntryBytes' | 'maxCompressionRatio' | 'maxTextChars' | 'maxEmbeddedPictures'>;

/** Paragraph-shaped parts: which elements delimit a paragraph, which hold its text, which stand for a character. */
interface ParagraphRule {
  paragraphs: ReadonlySet<string>;
  /** Elements whose text is the paragraph's text; `all` takes every text node inside a paragraph. */
  texts: ReadonlySet<string> | 'all';
  breaks: Readonly<Record<string, string>>;
}

const WORD: ParagraphRule = {
  paragraphs: new Set(['w:p']),
  texts: new Set(['w:t', 'w:delText', 'w:instrText', 'w:delInstrText']),
  breaks: { 'w:tab': '\t', 'w:br': '\n', 'w:cr': '\n', 'w:noBreakHyphen': '-' },
};
const DRAWING: ParagraphRule = { paragraphs: new Set(['a:p']), texts: new Set(['a:t']), breaks: { 'a:br': '\n' } };
const SHARED_STRINGS: ParagraphRule = { paragraphs: new Set(['si']), texts: new Set(['t']), breaks: {} };
const SHEET_COMMENTS: ParagraphRule = { paragraphs: new Set(['comment', 'author']), texts: new Set(['t', 'author']), breaks: {} };
const ODF: ParagraphRule = {
  paragraphs: new Set(['text:p', 'text:h']),
  texts: 'all',
  breaks: { 'text:s': ' ', 'text:tab': '\t', 'text:line-break': '\n' },
};

/**
 * Between paragraphs: a blank line, so the engine's unwrapping of hard-wrapped lines never joins
 * the last word of one paragraph to the first of the next (they are separate by construction).
 */
const PARAGRAPH_BREAK = '\n\n';

/** Attributes that hold people's words rather than structure (local names). */
const TEXT_ATTRIBUTES = new Set(['author', 'initials', 'descr', 'title', 'userId', 'instr', 'value', 'string-value']);
const ATTRIBUTE_HINT = /[\s:](?:author|initials|descr|title|userId|instr|value|string-value|Target)\s*=/;

const MAIN_PART: Record<OfficeFormat, string> = {
  docx: 'word/document.xml',
  xlsx: 'xl/workbook.xml',
  pptx: 'ppt/presentation.xml',
  odt: 'content.xml',
  ods: 'content.xml',
  odp: 'content.xml',
};

const ODF_MIME: Partial<Record<OfficeFormat, string>> = {
  odt: 'application/vnd.oasis.opendocument.text',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
  odp: 'application/vnd.oasis.opendocument.presentation',
};

function ruleFor(format: OfficeFormat, part: string): ParagraphRule | 'sheet' | 'nodes' {
  if (format === 'odt' || format === 'ods' || format === 'odp') return part === 'content.xml' || part === 'styles.xml' ? ODF : 'nodes';
  if (format === 'xlsx') {
    if (/^xl\/worksheets\/[^/]+\.xml$/.test(part)) return 'sheet';
    if (part === 'xl/sharedStrings.xml') return SHARED_STRINGS;
    if (/^xl\/comments[^/]*\.xml$/.test(part)) return SHEET_COMMENTS;
  }
  if (/^word\/.+\.xml$/.test(part)) return WORD;
  if (/^(ppt|xl)\/.+\.xml$/.test(part)) return DRAWING;
  return 'nodes';
}

function isXmlPart(name: string): boolean {
  return /\.(xml|rels|svg)$/i.test(name);
}

function decodePart(data: Uint8Array): string {
  try {
    if (data[0] === 0xff && data[1] === 0xfe) return new TextDecoder('utf-16le', { fatal: true }).decode(data.subarray(2));
    if (data[0] === 0xfe && data[1] === 0xff) return new TextDecoder('utf-16be', { fatal: true }).decode(data.subarray(2));
    return new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    throw new FileCheckError('corrupt', 'A part of the document is not valid text.');
  }
}

/** Order parts so the document text reads naturally: the body first, then everything else. */
function partOrder(format: OfficeFormat, names: string[]): string[] {
  const rank = (n: string): number => {
    if (format === 'xlsx' && n === 'xl/sharedStrings.xml') return 0;
    if (n === MAIN_PART[format] && format !== 'xlsx') return 1;
    if (/^xl\/worksheets\//.test(n) || /^ppt\/slides\/slide\d+\.xml$/.test(n)) return 2;
    if (/^(word|ppt|xl)\//.test(n)) return 3;
    return 4;
  };
  const slideNumber = (n: string): number => Number(/(\d+)\.xml$/.exec(n)?.[1] ?? 0);
  return [...names].sort((a, b) => rank(a) - rank(b) || slideNumber(a) - slideNumber(b) || (a < b ? -1 : a > b ? 1 : 0));
}

class Reader {
  readonly builder = new TextLayoutBuilder<XmlSource>();
  readonly numberCells = new Map<number, NumberCell>();
  /** Shared strings by index, placed wherever a cell refers to them. */
  readonly shared: number[] = [];
  private readonly sharedPlaced = new Set<number>();

  constructor(private readonly limits: OfficeLimits) {}

  private check(): void {
    if (this.builder.textLength > this.limits.maxTextChars) {
      throw new FileCheckError('too_much_text', `The document holds more than ${this.limits.maxTextChars} characters of text.`);
    }
  }

  private unitOfRange(part: string, xml: string, start: number, end: number, cdata: boolean): TextUnit<XmlSource> {
    const raw = xml.slice(start, end);
    return { pieces: [{ text: decodeXmlText(raw, cdata), source: { part, start, end, kind: cdata ? 'cdata' : 'text' } }] };
  }

  /** Attribute values that carry people's words, each its own line. */
  private attributes(part: string, xml: string, start: number, end: number, external: boolean): void {
    // Most tags carry none: a quick look first (parsing every tag's attributes is most of the cost).
    if (end - start < 12 || !ATTRIBUTE_HINT.test(xml.slice(start, end))) return;
    for (const a of tagAttributes(xml, start, end)) {
      const name = localName(a.name);
      if (!(TEXT_ATTRIBUTES.has(name) || (external && name === 'Target')) || a.value.trim() === '') continue;
      const unit = this.builder.add({ pieces: [{ text: decodeXmlText(a.value), source: { part, start: a.start, end: a.end, kind: 'attribute' } }] });
      this.builder.breakLine(PARAGRAPH_BREAK);
      this.builder.place(unit);
      this.builder.breakLine(PARAGRAPH_BREAK);
    }
  }

  paragraphs(part: string, xml: string, rule: ParagraphRule): void {
    const stack: string[] = [];
    const open: Array<TextUnit<XmlSource>> = [];
    const isText = (name: string | undefined): boolean => rule.texts === 'all' || (name !== undefined && rule.texts.has(name));
    const finish = (unit: TextUnit<XmlSource>): void => {
      if (!unit.pieces.some((p) => p.source !== undefined && p.text.trim() !== '')) return;
      const index = this.builder.add(unit);
      if (part === 'xl/sharedStrings.xml') {
        this.shared.push(index);
        return;
      }
      this.builder.breakLine(PARAGRAPH_BREAK);
      this.builder.place(index);
      this.builder.breakLine(PARAGRAPH_BREAK);
      this.check();
    };
    for (const t of xmlTokens(xml)) {
      if (t.kind === 'open' || t.kind === 'empty') {
        this.attributes(part, xml, t.start, t.end, false);
        if (rule.paragraphs.has(t.name)) {
          if (t.kind === 'open') {
            open.push({ pieces: [] });
            stack.push(t.name);
          } else if (part === 'xl/sharedStrings.xml') this.shared.push(this.builder.add({ pieces: [] }));
          continue;
        }
        const br = rule.breaks[t.name];
        if (br !== undefined && open.length > 0) open[open.length - 1]!.pieces.push({ text: br });
        if (t.kind === 'open') stack.push(t.name);
      } else if (t.kind === 'close') {
        if (stack[stack.length - 1] === t.name) stack.pop();
        if (rule.paragraphs.has(t.name) && open.length > 0) {
          const unit = open.pop()!;
          if (part === 'xl/sharedStrings.xml' && unit.pieces.every((p) => p.text.trim() === '')) this.shared.push(this.builder.add(unit));
          else finish(unit);
        }
      } else if (open.length > 0 && isText(stack[stack.length - 1])) {
        const unit = this.unitOfRange(part, xml, t.start, t.end, t.cdata);
        open[open.length - 1]!.pieces.push(...unit.pieces);
      } else if (open.length === 0 && xml.slice(t.start, t.end).trim() !== '' && rule.texts !== 'all') {
        // Text outside any paragraph (an author list, a stray node) is read on its own.
        finish(this.unitOfRange(part, xml, t.start, t.end, t.cdata));
      }
    }
  }

  /** Every text node of the part is a line of its own (properties, charts, custom XML, SVG). */
  nodes(part: string, xml: string): void {
    const external = part.endsWith('.rels');
    for (const t of xmlTokens(xml)) {
      if (t.kind === 'open' || t.kind === 'empty') {
        const ext = external && /TargetMode\s*=\s*["']External["']/.test(xml.slice(t.start, t.end));
        this.attributes(part, xml, t.start, t.end, ext);
      } else if (t.kind === 'text' && xml.slice(t.start, t.end).trim() !== '') {
        const index = this.builder.add(this.unitOfRange(part, xml, t.start, t.end, t.cdata));
        this.builder.breakLine(PARAGRAPH_BREAK);
        this.builder.place(index);
        this.builder.breakLine(PARAGRAPH_BREAK);
        this.check();
      }
    }
  }

  /** A worksheet as rows of cells, tab-separated, each cell its own unit (shared strings placed by reference). */
  sheet(part: string, xml: string): void {
    let cell: { start: number; type: string | undefined; ref: string | undefined; style: string | undefined; value?: [number, number]; formula?: [number, number]; inline: Array<TextUnit<XmlSource>['pieces'][number]> } | undefined;
    let inValue = false;
    let inFormula = false;
    let inInlineText = false;
    let firstInRow = true;
    for (const t of xmlTokens(xml)) {
      if (t.kind === 'open' || t.kind === 'empty') {
        if (t.name === 'row') {
          this.builder.breakLine();
          firstInRow = true;
        } else if (t.name === 'c' && t.kind === 'open') {
          const attrs = new Map(tagAttributes(xml, t.start, t.end).map((a) => [a.name, a.value]));
          cell = { start: t.start, type: attrs.get('t'), ref: attrs.get('r'), style: attrs.get('s'), inline: [] };
        } else if (cell && t.kind === 'open') {
          inValue = t.name === 'v';
          inFormula = t.name === 'f';
          inInlineText = t.name === 't';
        } else this.attributes(part, xml, t.start, t.end, false);
      } else if (t.kind === 'close') {
        if (t.name === 'v') inValue = false;
        else if (t.name === 'f') inFormula = false;
        else if (t.name === 't') inInlineText = false;
        else if (t.name === 'row') this.builder.breakLine();
        else if (t.name === 'c' && cell) {
          const units: number[] = [];
          if (cell.type === 's' && cell.value) {
            const index = Number(decodeXmlText(xml.slice(cell.value[0], cell.value[1])).trim());
            const shared = this.shared[index];
            if (shared !== undefined) {
              units.push(shared);
              this.sharedPlaced.add(index);
            }
          } else if (cell.type === 'inlineStr' && cell.inline.length > 0) {
            units.push(this.builder.add({ pieces: cell.inline }));
          } else if (cell.value && cell.type !== 'b') {
            const unit = this.builder.add(this.unitOfRange(part, xml, cell.value[0], cell.value[1], false));
            if (cell.type !== 'str' && cell.type !== 'e') this.numberCells.set(unit, { part, start: cell.start, end: t.end, ref: cell.ref, style: cell.style });
            units.push(unit);
          }
          if (cell.formula) units.push(this.builder.add(this.unitOfRange(part, xml, cell.formula[0], cell.formula[1], false)));
          for (const u of units) {
            if (!firstInRow) this.builder.literal('\t');
            this.builder.place(u);
            firstInRow = false;
          }
          cell = undefined;
          this.check();
        }
      } else if (cell) {
        if (inValue) cell.value = [t.start, t.end];
        else if (inFormula) cell.formula = [t.start, t.end];
        else if (inInlineText) cell.inline.push(...this.unitOfRange(part, xml, t.start, t.end, t.cdata).pieces);
      }
    }
    this.builder.breakLine();
  }

  /** Shared strings no cell referred to are in the file all the same. */
  unplacedShared(): void {
    this.shared.forEach((unit, index) => {
      if (this.sharedPlaced.has(index)) return;
      this.builder.breakLine(PARAGRAPH_BREAK);
      this.builder.place(unit);
    });
  }
}

/** Opens an Office file: its parts, its text and its pictures. Throws a FileCheckError when it cannot be read. */
export function openOffice(bytes: Uint8Array, format: OfficeFormat, limits: OfficeLimits): OfficeDocument {
  const entries = readZip(bytes, limits);
  const byName = new Map(entries.map((e) => [e.name, e]));
  if (!byName.has(MAIN_PART[format])) throw new FileCheckError('corrupt', `The file does not look like a ${format.toUpperCase()} document.`);
  const odfMime = ODF_MIME[format];
  if (odfMime !== undefined) {
    const mime = byName.get('mimetype');
    if (!mime || new TextDecoder().decode(mime.data).trim() !== odfMime) throw new FileCheckError('corrupt', `The file does not look like a ${format.toUpperCase()} document.`);
  }
  const reader = new Reader(limits);
  const xml = new Map<string, string>();
  const pictures: EmbeddedPicture[] = [];
  const unreadable: string[] = [];
  for (const name of partOrder(format, entries.filter((e) => isXmlPart(e.name)).map((e) => e.name))) {
    const text = decodePart(byName.get(name)!.data);
    xml.set(name, text);
    const rule = ruleFor(format, name);
    if (rule === 'sheet') reader.sheet(name, text);
    else if (rule === 'nodes') reader.nodes(name, text);
    else reader.paragraphs(name, text, rule);
    reader.builder.breakLine(PARAGRAPH_BREAK);
  }
  reader.unplacedShared();
  for (const e of entries) {
    if (isXmlPart(e.name) || e.name === 'mimetype' || e.data.length === 0) continue;
    const image = imageFormatOf(e.data);
    if (image) pictures.push({ entry: e.name, format: image, thumbnail: /thumbnail/i.test(e.name) });
    else if (/\.(bin|emf|wmf|tiff?|bmp|emz|wmz|wdp|jxr|odg|ole|docx|xlsx|pptx|doc|xls|ppt|pdf)$/i.test(e.name) || /(^|\/)(media|embeddings|Pictures|Objects?)\b/i.test(e.name)) unreadable.push(e.name);
  }
  if (pictures.filter((p) => !p.thumbnail).length > limits.maxEmbeddedPictures) {
    throw new FileCheckError('too_many_parts', `The document holds more than ${limits.maxEmbeddedPictures} pictures.`);
  }
  return { format, entries, xml, layout: reader.builder.build(), numberCells: reader.numberCells, pictures, unreadable };
}

/** The document with `edits` (on its text) written back and pictures replaced; a new zip. */
export function rewriteOffice(doc: OfficeDocument, edits: readonly TextEdit[], pictures: ReadonlyMap<string, Uint8Array> = new Map()): Uint8Array {
  const byPart = new Map<string, Array<{ start: number; end: number; text: string }>>();
  const push = (part: string, r: { start: number; end: number; text: string }): void => {
    const list = byPart.get(part) ?? [];
    list.push(r);
    byPart.set(part, list);
  };
  for (const [unitIndex, unitEdits] of doc.layout.unitEdits(edits)) {
    const unit = doc.layout.units[unitIndex]!;
    const texts = editPieces(unit, unitEdits);
    const cell = doc.numberCells.get(unitIndex);
    if (cell) {
      // A number cell cannot hold a placeholder: it becomes an inline string cell.
      const attrs = `${cell.ref !== undefined ? ` r="${encodeXmlText(cell.ref)}"` : ''}${cell.style !== undefined ? ` s="${encodeXmlText(cell.style)}"` : ''}`;
      push(cell.part, { start: cell.start, end: cell.end, text: `<c${attrs} t="inlineStr"><is><t xml:space="preserve">${encodeXmlText(texts.join(''))}</t></is></c>` });
      continue;
    }
    unit.pieces.forEach((piece, i) => {
      const source = piece.source;
      if (!source || texts[i] === piece.text) return;
      push(source.part, { start: source.start, end: source.end, text: encodeXmlText(texts[i]!) });
    });
  }
  const entries = doc.entries.map((e) => {
    const replaced = pictures.get(e.name);
    if (replaced) return { ...e, data: replaced };
    const changes = byPart.get(e.name);
    if (!changes) return e;
    let xml = doc.xml.get(e.name)!;
    // A range inside another (a number cell's formula inside the rewritten cell) goes with it.
    changes.sort((a, b) => a.start - b.start || b.end - a.end);
    const kept: typeof changes = [];
    for (const c of changes) {
      const last = kept[kept.length - 1];
      if (last && c.start < last.end) continue;
      kept.push(c);
    }
    // Later ranges first, so earlier offsets stay valid.
    for (const c of kept.reverse()) xml = xml.slice(0, c.start) + c.text + xml.slice(c.end);
    return { ...e, data: new TextEncoder().encode(xml) };
  });
  return writeZip(entries);
}
