/**
 * A small XML tokenizer for the parts of Office files: tags, text, CDATA, comments and processing
 * instructions, each with its exact range in the source, so text can be rewritten in place while
 * every other byte stays as it was. No entity definitions are read (a DOCTYPE is refused: Office
 * parts never carry one, and entity expansion is how XML bombs work). Pure.
 */
import { FileCheckError } from './limits';

export type XmlToken =
  | { kind: 'open'; name: string; start: number; end: number }
  | { kind: 'empty'; name: string; start: number; end: number }
  | { kind: 'close'; name: string; start: number; end: number }
  | { kind: 'text'; start: number; end: number; cdata: boolean };

function tagEnd(xml: string, from: number): number {
  const close = xml.indexOf('>', from);
  if (close < 0) return -1;
  // Most tags: no quote before the first '>', or quotes that all close before it.
  let quote = -1;
  for (let i = from; i < close; i++) {
    const c = xml.charCodeAt(i);
    if (c === 34 || c === 39) {
      quote = i;
      break;
    }
  }
  if (quote < 0) return close;
  let open = 0;
  for (let i = quote; i < xml.length; i++) {
    const c = xml.charCodeAt(i);
    if (open !== 0) {
      if (c === open) open = 0;
    } else if (c === 34 || c === 39) open = c;
    else if (c === 62) return i;
  }
  return -1;
}

/** End of a tag's name: the first space, '/' or '>'. */
function nameEnd(xml: string, from: number, limit: number): number {
  let i = from;
  while (i < limit) {
    const c = xml.charCodeAt(i);
    if (c === 32 || c === 9 || c === 10 || c === 13 || c === 47 || c === 62) break;
    i++;
  }
  return i;
}

function damaged(): FileCheckError {
  return new FileCheckError('corrupt', 'A part of the document is not well-formed XML.');
}

/** The tokens of `xml` in order. Throws a corrupt-file problem on markup that does not close. */
export function* xmlTokens(xml: string): Generator<XmlToken> {
  let i = 0;
  while (i < xml.length) {
    const lt = xml.indexOf('<', i);
    if (lt < 0) {
      yield { kind: 'text', start: i, end: xml.length, cdata: false };
      return;
    }
    if (lt > i) yield { kind: 'text', start: i, end: lt, cdata: false };
    if (xml.startsWith('<!--', lt)) {
      const end = xml.indexOf('-->', lt + 4);
      if (end < 0) throw damaged();
      i = end + 3;
      continue;
    }
    if (xml.startsWith('<![CDATA[', lt)) {
      const end = xml.indexOf(']]>', lt + 9);
      if (end < 0) throw damaged();
      yield { kind: 'text', start: lt, end: end + 3, cdata: true };
      i = end + 3;
      continue;
    }
    if (xml.startsWith('<?', lt)) {
      const end = xml.indexOf('?>', lt + 2);
      if (end < 0) throw damaged();
      i = end + 2;
      continue;
    }
    if (xml.startsWith('<!', lt)) throw new FileCheckError('unsupported', 'A part of the document declares its own entities (DOCTYPE).');
    const end = tagEnd(xml, lt + 1);
    if (end < 0) throw damaged();
    if (xml.charCodeAt(lt + 1) === 47) {
      yield { kind: 'close', name: xml.slice(lt + 2, end).trim(), start: lt, end: end + 1 };
    } else {
      const stop = nameEnd(xml, lt + 1, end);
      if (stop === lt + 1) throw damaged();
      const name = xml.slice(lt + 1, stop);
      if (xml.charCodeAt(end - 1) === 47) yield { kind: 'empty', name, start: lt, end: end + 1 };
      else yield { kind: 'open', name, start: lt, end: end + 1 };
    }
    i = end + 1;
  }
}

const NAMED: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

/** The text of a text token (entities and CDATA undone). */
export function decodeXmlText(raw: string, cdata = false): string {
  if (cdata) return raw.slice(9, -3);
  return raw.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|[a-z]+);/g, (all, ref: string) => {
    if (ref[0] === '#') {
      const code = ref[1] === 'x' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : all;
    }
    return NAMED[ref] ?? all;
  });
}

/** Text as XML character data, safe in element content and in either kind of quoted attribute. */
export function encodeXmlText(text: string): string {
  return text.replace(/[<>&"']/g, (c) => (c === '<' ? '&lt;' : c === '>' ? '&gt;' : c === '&' ? '&amp;' : c === '"' ? '&quot;' : '&apos;'));
}

/** The local part of a qualified name (`w:t` → `t`). */
export function localName(name: string): string {
  const colon = name.indexOf(':');
  return colon < 0 ? name : name.slice(colon + 1);
}

export interface XmlAttribute {
  name: string;
  /** Range of the value inside the quotes, in the document. */
  start: number;
  end: number;
  value: string;
}

/** The attributes of the tag at [start, end) (its raw values and their ranges). */
export function tagAttributes(xml: string, start: number, end: number): XmlAttribute[] {
  const out: XmlAttribute[] = [];
  const tag = xml.slice(start, end);
  const re = /([^\s=/<>]+)\s*=\s*("([^"]*)"|'([^']*)')/g;
  for (const m of tag.matchAll(re)) {
    const quoted = m[2] as string;
    const valueStart = start + (m.index as number) + m[0].length - quoted.length + 1;
    out.push({ name: m[1] as string, start: valueStart, end: valueStart + quoted.length - 2, value: m[3] ?? m[4] ?? '' });
  }
  return out;
}
