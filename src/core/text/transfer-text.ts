/**
 * The readable text of the clipboard and drag formats other than plain text and HTML, so the
 * guard checks what a page could read from any of them: a URI list (RFC 2483: one URI per line,
 * `#` lines are comments), RTF (control words, groups and escapes stripped to the text they
 * carry), and anything else as it is. Pure: strings in, strings out.
 */

/** The URIs of a text/uri-list, one per line. */
export function uriListText(list: string): string {
  return list
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '' && !line.startsWith('#'))
    .join('\n');
}

/** Destinations whose group holds no document text (fonts, colours, styles, pictures, metadata). */
const IGNORED_GROUPS = new Set(['fonttbl', 'colortbl', 'stylesheet', 'info', 'pict', 'themedata', 'colorschememapping', 'latentstyles', 'datastore', 'xmlnstbl', 'listtable', 'listoverridetable', 'rsidtbl', 'generator']);

/**
 * The text an RTF document shows: paragraphs and tabs kept, `\'hh` and `\uN` escapes decoded,
 * ignorable groups (`{\*…}`) and tables of fonts or colours dropped. Not a full RTF reader; a
 * malformed document yields what could be read, which is still checked.
 */
export function rtfToText(rtf: string): string {
  const out: string[] = [];
  // Per group: whether its text is skipped, and how many characters follow a \uN (\ucN).
  const stack: Array<{ skip: boolean; uc: number }> = [{ skip: false, uc: 1 }];
  let skipChars = 0;
  let i = 0;
  const top = () => stack[stack.length - 1] ?? { skip: false, uc: 1 };
  const emit = (text: string) => {
    if (skipChars > 0) {
      skipChars--;
      return;
    }
    if (!top().skip) out.push(text);
  };
  while (i < rtf.length) {
    const c = rtf[i] as string;
    if (c === '{') {
      stack.push({ ...top() });
      i++;
      continue;
    }
    if (c === '}') {
      if (stack.length > 1) stack.pop();
      i++;
      continue;
    }
    if (c === '\r' || c === '\n') {
      i++;
      continue;
    }
    if (c !== '\\') {
      emit(c);
      i++;
      continue;
    }
    const next = rtf[i + 1] ?? '';
    if (next === '\\' || next === '{' || next === '}') {
      emit(next);
      i += 2;
      continue;
    }
    if (next === '*') {
      top().skip = true;
      i += 2;
      continue;
    }
    if (next === "'") {
      const hex = rtf.slice(i + 2, i + 4);
      if (/^[0-9a-fA-F]{2}$/.test(hex)) emit(String.fromCharCode(parseInt(hex, 16)));
      i += 4;
      continue;
    }
    if (next === '~') {
      emit(' ');
      i += 2;
      continue;
    }
    const word = /^([a-zA-Z]{1,32})(-?\d{1,10})? ?/.exec(rtf.slice(i + 1, i + 48));
    if (!word) {
      // A control symbol (\- \_ \| …): no text of its own.
      i += 2;
      continue;
    }
    i += 1 + word[0].length;
    const name = word[1] as string;
    const arg = word[2] !== undefined ? Number(word[2]) : undefined;
    if (IGNORED_GROUPS.has(name)) top().skip = true;
    else if (name === 'par' || name === 'line' || name === 'sect' || name === 'row') emit('\n');
    else if (name === 'tab' || name === 'cell') emit('\t');
    else if (name === 'uc' && arg !== undefined) top().uc = Math.max(0, arg);
    else if (name === 'u' && arg !== undefined) {
      emit(String.fromCharCode(arg < 0 ? arg + 65536 : arg));
      skipChars = top().uc;
    }
  }
  return out.join('').replace(/\n{3,}/g, '\n\n').trim();
}
