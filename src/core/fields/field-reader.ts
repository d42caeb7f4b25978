/**
 * The one reader of key → value structure. Given the place where a field name sits in a text, it
 * works out which structure the name belongs to and returns the value (or values) that name
 * labels:
 * - assignments and labels: JSON, YAML, TOML, INI, .env, shell and Makefile (`=`, `:=`, `?=`,
 *   `::=`, `:::=`, `+=`, `.=`), language assignments with or without a type (`var xToken string =`,
 *   `String pwd =`, `const t: string =`), PowerShell `$env:X =`, Dockerfile `ENV X value`, fish
 *   `set -x X value`, csh `setenv X value`, YAML values after a `!!str` tag, HTTP
 *   headers, URL query strings, log `key=value` pairs, and "Label: value" lines;
 * - setters: `System.setProperty("X_TOKEN", "…")`, `config.set('x', …)`, `os.environ["X"] = …`,
 *   `headers["X-Api-Key"] = …`;
 * - XML/HTML elements (also over several lines) and attributes, and HTML inputs
 *   (`name="password" value="…"`);
 * - tables: CSV/TSV headers → their column, markdown tables, SQL INSERT column lists.
 *
 * It reads a text string and returns offsets into that same string; callers map them back to
 * the original. Pure string work, no state between calls.
 */

export type FieldSyntax =
  | 'assignment'
  | 'label'
  | 'setter'
  | 'xml-element'
  | 'xml-attribute'
  | 'html-input'
  | 'column'
  | 'markdown-column'
  | 'sql-insert'
  | 'dockerfile';

export interface FieldValueSpan {
  start: number;
  end: number;
  /** The value was quoted (or delimited by markup): it ends at its closing mark, not at a space. */
  quoted: boolean;
  syntax: FieldSyntax;
}

export interface FieldKey {
  /** The key as written (without quotes). */
  name: string;
  start: number;
  end: number;
}

const isWordChar = (c: number): boolean =>
  (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95 || c >= 0xc0;
const isKeyChar = (c: number): boolean => isWordChar(c) || c === 45 || c === 46 || c === 36 || c === 64;

/** Start of the line holding offset `at`. */
function lineStart(t: string, at: number): number {
  return t.lastIndexOf('\n', at - 1) + 1;
}
function lineEnd(t: string, at: number): number {
  const e = t.indexOf('\n', at);
  return e < 0 ? t.length : e;
}

/**
 * The key around a keyword occurrence at [from, to): the identifier it sits in (snake, camel,
 * kebab, dotted), widened over up to five words of a spaced label on the same line when an
 * operator follows them ("Social Security Number:", "Date of birth ="), or left as the bare
 * identifier. Undefined when the occurrence sits inside a longer word at no part boundary.
 */
export function keyAround(t: string, from: number, to: number, glued: boolean): FieldKey | undefined {
  let s = from;
  while (s > 0 && isKeyChar(t.charCodeAt(s - 1))) s--;
  let e = to;
  while (e < t.length && isKeyChar(t.charCodeAt(e))) e++;
  // Trailing dots and dashes are punctuation, not part of the name.
  while (e > to && (t.charCodeAt(e - 1) === 46 || t.charCodeAt(e - 1) === 45)) e--;
  while (s < from && (t.charCodeAt(s) === 46 || t.charCodeAt(s) === 45 || t.charCodeAt(s) === 36 || t.charCodeAt(s) === 64)) s++;
  if (!glued) {
    // The keyword must start a part: the word start, after a separator, or a capital after a lower-case letter.
    const before = from > s ? t.charCodeAt(from - 1) : -1;
    const first = t.charCodeAt(from);
    const startsPart =
      from === s || before === 95 || before === 45 || before === 46 || (first >= 65 && first <= 90 && before >= 97 && before <= 122) || (before >= 48 && before <= 57);
    if (!startsPart) return undefined;
    const after = to < e ? t.charCodeAt(to) : -1;
    const last = t.charCodeAt(to - 1);
    const endsPart =
      to === e ||
      after === 95 ||
      after === 45 ||
      after === 46 ||
      (after >= 48 && after <= 57) ||
      (after >= 65 && after <= 90 && last >= 97 && last <= 122) ||
      // SCREAMING words end where the text stops being capitals.
      false;
    if (!endsPart) return undefined;
  }
  if (e - s > 80) return undefined;
  return { name: t.slice(s, e), start: s, end: e };
}

/**
 * A spaced label around `key`: words on the same line before and after it, up to an operator
 * (`:`, `=`, `-`, a tab or a run of spaces in aligned forms). Returns the widened key, or `key`.
 */
export function labelAround(t: string, key: FieldKey): FieldKey {
  const ls = lineStart(t, key.start);
  const le = lineEnd(t, key.end);
  // Words after the key up to an operator.
  let e = key.end;
  let words = 0;
  for (;;) {
    const m = /^[ ]([A-Za-z\u00c0-\u024f][\w\u00c0-\u024f'.]*)(?=[ :=\t(\-#/]|$)/.exec(t.slice(e, Math.min(le, e + 40)));
    if (!m || words >= 4) break;
    e += m[0].length;
    words++;
  }
  const tail = t.slice(e, Math.min(le, e + 12));
  const endsAtOperator = /^[ \t]*(?:\(.{0,20}\))?[ \t]*(?::|=|-[ \t]|\t|[ ]{2,}|#|\?)/.test(tail) || e === le;
  if (!endsAtOperator) e = key.end;
  // Words before the key, back to the line start or a field boundary.
  let s = key.start;
  words = 0;
  for (;;) {
    const m = /(?:^|[ ])([A-Za-z\u00c0-\u024f][\w\u00c0-\u024f'.]*)[ ]$/.exec(t.slice(Math.max(ls, s - 40), s));
    if (!m || words >= 4) break;
    const at = s - m[0].length + (m[0].startsWith(' ') ? 1 : 0);
    if (at < ls) break;
    s = at;
    words++;
  }
  if (s === key.start && e === key.end) return key;
  return { name: t.slice(s, e), start: s, end: e };
}

/** Reads a quoted value starting at the quote at `q`; undefined when it does not close. */
function quotedValue(t: string, q: number, syntax: FieldSyntax): FieldValueSpan | undefined {
  const quote = t[q] as string;
  // Python/TOML triple quotes and JS template literals may run over lines.
  const triple = t.startsWith(quote.repeat(3), q);
  const open = triple ? 3 : 1;
  const multiline = triple || quote === '`';
  let i = q + open;
  const limit = Math.min(t.length, i + 4096);
  while (i < limit) {
    const c = t.charCodeAt(i);
    if (c === 92) {
      i += 2;
      continue;
    }
    if (c === 10 && !multiline) return undefined;
    if (t[i] === quote && (!triple || t.startsWith(quote.repeat(3), i))) {
      return { start: q + open, end: i, quoted: true, syntax };
    }
    i++;
  }
  return undefined;
}

/** Offsets of the next key-like pair on the line after `at` (`, key=`, ` key: `, `; key=`), or -1. */
const NEXT_PAIR = /(?:[ \t]+|[ \t]*[,;|][ \t]*)["']?[A-Za-z_][\w.\-]{0,40}["']?[ \t]*(?:=|:(?=[ \t"'{\[]))/g;

/**
 * An unquoted value from `v`: to the end of the line, cut where structure resumes — a comment
 * (` #`, ` //`), the next key of a log line or query string, a closing bracket the value did
 * not open, a `;` or `,` in code and connection strings, `&` in a query, `<` in markup.
 */
function bareValue(t: string, v: number, opts: { query: boolean; tight: boolean; syntax: FieldSyntax }): FieldValueSpan | undefined {
  const le = lineEnd(t, v);
  let end = Math.min(le, v + 512);
  let depth = 0;
  for (let i = v; i < end; i++) {
    const c = t.charCodeAt(i);
    if (c === 40 || c === 91 || c === 123) depth++;
    else if (c === 41 || c === 93 || c === 125) {
      if (depth === 0) {
        end = i;
        break;
      }
      depth--;
    } else if (c === 46 && (t.charCodeAt(i + 1) === 32 || t.charCodeAt(i + 1) === 9) && /^[.][ \t]+\p{Lu}\p{Ll}/u.test(t.slice(i, i + 6))) {
      // A full stop and a new sentence end the value ("cvc: 123. She was …").
      end = i;
      break;
    } else if (c === 38 && opts.query) {
      end = i;
      break;
    } else if (c === 59 || c === 44) {
      // `;` ends a statement or a connection-string pair; `,` ends a value when a key follows.
      if (c === 59 || /^[ \t]*["']?[A-Za-z_][\w.\-]{0,40}["']?[ \t]*[:=]/.test(t.slice(i + 1, i + 48)) || /^[ \t]*$/.test(t.slice(i + 1, le))) {
        end = i;
        break;
      }
    } else if (c === 60 && opts.syntax !== 'label') {
      end = i;
      break;
    } else if ((c === 32 || c === 9) && opts.tight) {
      // `KEY=value` written without spaces ends at white space, unless digit groups go on (an Aadhaar).
      const rest = t.slice(i, Math.min(le, i + 24));
      const prev = t.charCodeAt(i - 1);
      if (prev >= 48 && prev <= 57 && /^[ ]\d{2,6}(?![\w=:])/.test(rest)) continue;
      end = i;
      break;
    } else if (c === 35 && (t.charCodeAt(i - 1) === 32 || t.charCodeAt(i - 1) === 9)) {
      end = i;
      break;
    } else if (c === 47 && t.charCodeAt(i + 1) === 47 && (t.charCodeAt(i - 1) === 32 || t.charCodeAt(i - 1) === 9)) {
      end = i;
      break;
    } else if (c === 34 || c === 39 || c === 96) {
      // A quote inside a bare value ends it in code (`x = abc"`), rarely part of a value.
      if (opts.syntax !== 'label') {
        end = i;
        break;
      }
    } else if ((c === 32 || c === 9) && !opts.tight && opts.syntax !== 'label') {
      // In assignments a following `key=` or ` key: ` starts the next pair (log lines).
      NEXT_PAIR.lastIndex = i;
      const m = NEXT_PAIR.exec(t);
      if (m && m.index === i) {
        end = i;
        break;
      }
    }
  }
  while (end > v && /[ \t\r]/.test(t[end - 1] as string)) end--;
  if (end <= v) return undefined;
  return { start: v, end, quoted: false, syntax: opts.syntax };
}

/** A value at `v` (after an operator and spaces): quoted, an XML-ish `<…>`, or bare. */
function valueAt(t: string, v: number, opts: { query: boolean; tight: boolean; syntax: FieldSyntax }): FieldValueSpan | undefined {
  const c = t[v];
  if (c === '"' || c === "'" || c === '`') return quotedValue(t, v, opts.syntax);
  // Python/JS string prefixes: r"…", b'…', f"…", u"…", @"…" (C#).
  if (/^[rbfuRBFU@]["']/.test(t.slice(v, v + 2))) return quotedValue(t, v + 1, opts.syntax);
  if (c === '\r' || c === '\n' || c === undefined) return undefined;
  return bareValue(t, v, opts);
}

const OPERATOR = /^[ \t]*(?:(?::::=|::=|:=|\?=|\+=|\.=|\|\|=|\?\?=|=>|===?|!==?|<-|=|:(?!:)|->)[ \t]*)/;

/**
 * The value after the key, for the structures where the key and its value sit side by side.
 * `t` is the text, `key` the key span (without quotes).
 */
export function valueAfterKey(t: string, key: FieldKey): FieldValueSpan | undefined {
  let i = key.end;
  const before = t.charCodeAt(key.start - 1);
  let quotedKey = false;
  // A quoted key: "ssn": …, 'X_TOKEN', …, ["password"] = …
  if (before === 34 || before === 39 || before === 96) {
    if (t.charCodeAt(i) !== before) return undefined;
    i++;
    quotedKey = true;
  }
  // The subscript of a setter: os.environ["X"] = …, headers['x'] = …
  if (quotedKey && t[i] === ']') i++;
  const query = before === 63 || before === 38 || (before === 59 && !quotedKey && t.charCodeAt(key.start - 2) !== 32);
  // A setter call: setProperty("X", value), config.set('x', value), setenv("X", "v", 1)
  if (quotedKey && /^[ \t]*,[ \t]*/.test(t.slice(i, i + 8))) {
    const open = t.lastIndexOf('(', key.start);
    const between = t.slice(open + 1, key.start - 1);
    if (open >= 0 && key.start - open <= 3 && /^[ \t]*$/.test(between)) {
      const m = /^[ \t]*,[ \t]*/.exec(t.slice(i)) as RegExpExecArray;
      return valueAt(t, i + m[0].length, { query: false, tight: false, syntax: 'setter' });
    }
    return undefined;
  }
  const rest = t.slice(i, i + 64);
  // An optional type between the name and the operator: `var xToken string = `, `token: string = `,
  // `password?: string` (a declaration, no value), `pwd String = ` (Kotlin uses `: String =`).
  const typed = /^(?:[ \t]*:[ \t]*|[ \t]+)(?:[A-Za-z_][\w.]*(?:<[^<>=]{0,40}>)?(?:\[\])?\??(?:[ \t]*\|[ \t]*[A-Za-z_][\w.]*)*)[ \t]*(?==(?!=|>))/.exec(rest);
  if (t[i] === '?' && t[i + 1] === ':') return undefined;
  if (typed && !/^[ \t]*:[ \t]*(?:true|false|null|\d)/.test(rest)) i += typed[0].length;
  const op = OPERATOR.exec(t.slice(i, i + 16));
  if (!op) {
    // Dockerfile `ENV KEY value` / `ARG`, fish `set -x KEY value`, csh `setenv KEY value`;
    // PowerShell `$env:X = …` reaches OPERATOR above.
    const ls = lineStart(t, key.start);
    if (/^[ \t]*(?:ENV|ARG|set(?:[ \t]+--?[A-Za-z]+)*|setenv)[ \t]+$/.test(t.slice(ls, key.start)) && /^[ \t]+\S/.test(rest)) {
      const m = /^[ \t]+/.exec(rest) as RegExpExecArray;
      return valueAt(t, i + m[0].length, { query: false, tight: false, syntax: 'dockerfile' });
    }
    // Aligned labels: "Password    hunter2", "SSN\t123-45-6789" (a tab or a wide gap).
    if (/^(?:\t|[ ]{3,})\S/.test(rest) && !quotedKey && lineStart(t, key.start) >= key.start - 2) {
      const m = /^(?:\t|[ ]{3,})/.exec(rest) as RegExpExecArray;
      const v = valueAt(t, i + m[0].length, { query: false, tight: false, syntax: 'label' });
      return v && !/\t/.test(t.slice(v.start, v.end)) ? v : undefined;
    }
    // "Label - value"
    const dash = /^[ \t]+[-–][ \t]+(?=\S)/.exec(rest);
    if (dash && !quotedKey) return valueAt(t, i + dash[0].length, { query: false, tight: false, syntax: 'label' });
    return undefined;
  }
  const opText = op[0].trim();
  // Comparisons and arrows are assignments of a literal too (`if pwd == "…"`), but only for quoted values.
  const comparison = opText === '==' || opText === '===' || opText === '!=' || opText === '!==' || opText === '->';
  let v = i + op[0].length;
  // A YAML core-schema tag before the value: `secret: !!str …`, `key: !!binary …`.
  if (opText === ':') {
    const tag = /^!!(?:str|binary)[ \t]+/.exec(t.slice(v, v + 16));
    if (tag) v += tag[0].length;
  }
  // YAML block scalars: `password: |` then indented lines.
  if (opText === ':' && /^[|>][+-]?[ \t]*$/.test(t.slice(v, lineEnd(t, v)))) {
    const next = lineEnd(t, v) + 1;
    const m = /^([ \t]+)\S[^\n]*(?:\n\1[^\n]*)*/.exec(t.slice(next, next + 4096));
    if (!m) return undefined;
    return { start: next + (m[1] as string).length, end: next + m[0].length, quoted: true, syntax: 'assignment' };
  }
  const tight = op[0] === opText && !quotedKey && (opText === '=' || opText === ':=' || opText === '?=' || opText === '+=');
  const labelLike = opText === ':' && !quotedKey && !query;
  const value = valueAt(t, v, { query, tight: tight && !labelLike, syntax: labelLike ? 'label' : 'assignment' });
  if (!value) return undefined;
  if (comparison && !value.quoted) return undefined;
  void v;
  return value;
}

/** `<key …>value</key>` (value may run over lines) or `key="value"` inside a tag, or an HTML input. */
export function valueInMarkup(t: string, key: FieldKey): FieldValueSpan | undefined {
  const lt = t.charCodeAt(key.start - 1);
  if (lt === 60) {
    // An element: <password>…</password>, <ns:Password attr="x">…</ns:Password>
    const gt = t.indexOf('>', key.end);
    if (gt < 0 || gt - key.end > 200 || t.charCodeAt(gt - 1) === 47) return undefined;
    if (!/^(?:[ \t\r\n][^<>]*)?$/.test(t.slice(key.end, gt))) return undefined;
    const close = t.indexOf(`</${key.name}`, gt + 1);
    if (close < 0 || close - gt > 2048) return undefined;
    let s = gt + 1;
    let e = close;
    const inner = t.slice(s, e);
    if (inner.includes('<')) {
      // CDATA holds the value; other child elements mean this is a container.
      const cdata = /^\s*<!\[CDATA\[([\s\S]*?)\]\]>\s*$/.exec(inner);
      if (!cdata) return undefined;
      s += inner.indexOf('<![CDATA[') + 9;
      e = s + (cdata[1] as string).length;
    }
    while (s < e && /\s/.test(t[s] as string)) s++;
    while (e > s && /\s/.test(t[e - 1] as string)) e--;
    return e > s ? { start: s, end: e, quoted: true, syntax: 'xml-element' } : undefined;
  }
  if (lt === 34 || lt === 39) {
    // An HTML input or form control named by the key: name="password" … value="…"
    const q = String.fromCharCode(lt);
    if (t[key.end] !== q) return undefined;
    const tagOpen = t.lastIndexOf('<', key.start);
    const tagClose = t.indexOf('>', key.end);
    if (tagOpen < 0 || tagClose < 0 || tagClose - tagOpen > 600 || t.lastIndexOf('>', key.start) > tagOpen) return undefined;
    const attr = /([\w:-]+)[ \t]*=[ \t]*$/.exec(t.slice(Math.max(tagOpen, key.start - 40), key.start - 1));
    if (!attr || !/^(?:name|id|for|data-field|formcontrolname|ng-model|v-model|autocomplete)$/i.test(attr[1] as string)) return undefined;
    const tag = t.slice(tagOpen, tagClose);
    const m = /[ \t\r\n]value[ \t]*=[ \t]*(["'])([^"'\n]*)\1/i.exec(tag);
    if (!m) return undefined;
    const s = tagOpen + m.index + m[0].length - (m[2] as string).length - 1;
    return m[2] ? { start: s, end: s + (m[2] as string).length, quoted: true, syntax: 'html-input' } : undefined;
  }
  return undefined;
}

/** Splits one delimited line into cell spans, honouring double quotes. */
function cells(t: string, from: number, to: number, delim: string): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  let i = from;
  let start = from;
  let inQuote = false;
  for (; i <= to; i++) {
    const ch = i < to ? t[i] : delim;
    if (ch === '"') inQuote = !inQuote;
    else if (ch === delim && !inQuote) {
      out.push([start, i]);
      start = i + 1;
    }
  }
  return out;
}

/** A cell's content without surrounding spaces and quotes. */
function trimCell(t: string, [s, e]: [number, number]): [number, number] {
  while (s < e && (t[s] === ' ' || t[s] === '\t')) s++;
  while (e > s && (t[e - 1] === ' ' || t[e - 1] === '\t' || t[e - 1] === '\r')) e--;
  if (e - s >= 2 && t[s] === '"' && t[e - 1] === '"') {
    s++;
    e--;
  }
  return [s, e];
}

/** Most rows a column is followed through. */
const MAX_ROWS = 5000;

/**
 * When the key is a cell of a header row (CSV, TSV, `;`- or `|`-separated, or a markdown table),
 * the cells under it in the rows that follow. Rows must have the header's number of cells.
 */
export function valuesInColumn(t: string, key: FieldKey): FieldValueSpan[] | undefined {
  const ls = lineStart(t, key.start);
  const le = lineEnd(t, key.end);
  const line = t.slice(ls, le);
  const markdown = /^[ \t]*\|/.test(line);
  let delim: string | undefined;
  if (markdown) delim = '|';
  else {
    let best = 0;
    for (const d of [',', '\t', ';', '|']) {
      const n = line.split(d).length - 1;
      if (n > best) {
        best = n;
        delim = d;
      }
    }
    if (!delim || best === 0) return undefined;
  }
  // Code lines end in `;`, `,`, `{` or `(`; a header row does not.
  if (/[;,{(]\s*$/.test(line)) return undefined;
  const header = cells(t, ls, le, delim);
  if (header.length < 2) return undefined;
  // The key must be a whole cell (a spaced label may be), and every header cell must hold something.
  const col = header.findIndex(([s, e]) => {
    const [a, b] = trimCell(t, [s, e]);
    return a === key.start && b === key.end;
  });
  if (col < 0) return undefined;
  let empty = 0;
  for (const h of header) {
    const [a, b] = trimCell(t, h);
    if (b <= a) empty++;
  }
  if (empty > (markdown ? 2 : 0)) return undefined;
  // The header cell must be the key itself (a label, not a sentence with commas).
  const [hs, he] = trimCell(t, header[col] as [number, number]);
  if (he - hs > 60) return undefined;
  // A header has short cells only, no operators: `a, b = 1, 2` is code.
  for (const h of header) {
    const [a, b] = trimCell(t, h);
    if (b - a > 60 || /[=(){}]|:[ \t]/.test(t.slice(a, b))) return undefined;
  }
  const out: FieldValueSpan[] = [];
  let at = le + 1;
  if (markdown) {
    const sepEnd = lineEnd(t, at);
    if (at >= t.length || !/^[ \t]*\|?[ \t]*:?-{2,}/.test(t.slice(at, sepEnd))) return undefined;
    at = sepEnd + 1;
  }
  let rows = 0;
  while (at < t.length && rows < MAX_ROWS) {
    const e = lineEnd(t, at);
    if (e === at || (t[at] === '\r' && e === at + 1)) break;
    const row = cells(t, at, e, delim);
    if (row.length !== header.length) break;
    const [s, f] = trimCell(t, row[col] as [number, number]);
    if (f > s) out.push({ start: s, end: f, quoted: true, syntax: markdown ? 'markdown-column' : 'column' });
    rows++;
    at = e + 1;
  }
  return rows > 0 ? out : undefined;
}

/** The values of a column named in `INSERT INTO t (a, b, …) VALUES (…), (…)`. */
export function valuesInInsert(t: string, key: FieldKey): FieldValueSpan[] | undefined {
  const open = t.lastIndexOf('(', key.start);
  if (open < 0 || key.start - open > 2000) return undefined;
  const head = t.slice(Math.max(0, open - 200), open);
  if (!/insert[ \t\r\n]+(?:ignore[ \t\r\n]+)?into[ \t\r\n]+[\w."`\[\]]+[ \t\r\n]*$/i.test(head)) return undefined;
  const close = t.indexOf(')', key.end);
  if (close < 0) return undefined;
  const columns = t.slice(open + 1, close).split(',').map((c) => c.trim().replace(/^["`\[]|["`\]]$/g, ''));
  const col = columns.findIndex((c) => c === key.name);
  if (col < 0) return undefined;
  const valuesAt = /^[ \t\r\n]*values[ \t\r\n]*/i.exec(t.slice(close + 1, close + 40));
  if (!valuesAt) return undefined;
  const out: FieldValueSpan[] = [];
  let i = close + 1 + valuesAt[0].length;
  for (let tuple = 0; tuple < MAX_ROWS && t[i] === '('; tuple++) {
    i++;
    let index = 0;
    for (;;) {
      while (t[i] === ' ' || t[i] === '\t' || t[i] === '\n' || t[i] === '\r') i++;
      let s = i;
      let e: number;
      if (t[i] === "'") {
        // SQL strings double their quotes.
        i++;
        s = i;
        while (i < t.length && !(t[i] === "'" && t[i + 1] !== "'")) i += t[i] === "'" ? 2 : 1;
        e = i;
        i++;
      } else {
        while (i < t.length && t[i] !== ',' && t[i] !== ')') i++;
        e = i;
        while (e > s && /\s/.test(t[e - 1] as string)) e--;
      }
      if (index === col && e > s) out.push({ start: s, end: e, quoted: true, syntax: 'sql-insert' });
      while (t[i] === ' ' || t[i] === '\t') i++;
      if (t[i] === ',') {
        i++;
        index++;
        continue;
      }
      if (t[i] === ')') i++;
      break;
    }
    const sep = /^[ \t\r\n]*,[ \t\r\n]*/.exec(t.slice(i, i + 16));
    if (!sep) break;
    i += sep[0].length;
  }
  return out.length > 0 ? out : undefined;
}
