/**
 * Context words near a candidate. Weak numeric formats (a plain 9-digit run could be an order
 * number or a BSN) are only reported when a word that names them sits close by, the way Presidio
 * boosts a pattern with context words. Looks only at a short window, so it stays cheap.
 */
import type { ValidationContext } from '../types';

const globalForms = new WeakMap<RegExp, RegExp>();

function globalForm(words: RegExp): RegExp {
  let re = globalForms.get(words);
  if (!re) {
    re = new RegExp(words.source, words.flags.includes('g') ? words.flags : words.flags + 'g');
    globalForms.set(words, re);
  }
  return re;
}

/**
 * Whether `words` (a case-insensitive pattern, usually `\b(?:ssn|social security)\b`) names the
 * value: it occurs within `before` characters ahead of the value or `after` characters behind it,
 * on the value's own line (or on the line above when the value starts its line, blank lines
 * between them skipped), with no
 * other number between the word and the value. "SSN: 536228147" and "536228147 (SSN)" count; an
 * "SSN" on a neighbouring line of a log, or one that labels a different number, does not.
 */
export function hasContext(ctx: ValidationContext, words: RegExp, before = 48, after = 24): boolean {
  const text = ctx.text;
  const re = globalForm(words);
  let from = Math.max(0, ctx.start - before);
  const lineStart = text.lastIndexOf('\n', ctx.start - 1) + 1;
  if (lineStart > from) {
    if (text.slice(lineStart, ctx.start).trim() === '') {
      // The value starts its line: let the window reach back over that one line break, and over
      // up to two blank lines before it ("the SSN below:\n\n536…"); blank lines are layout, so
      // they do not count against the reach.
      let above = lineStart - 1;
      let blank = 0;
      for (let k = 0; k < 2 && above > 0; k++) {
        const start = text.lastIndexOf('\n', above - 1) + 1;
        if (text.slice(start, above).trim() !== '') break;
        blank += above - start + 1;
        above = start - 1;
      }
      from = Math.max(from - blank, text.lastIndexOf('\n', above - 1) + 1);
    } else from = lineStart;
  }
  const ahead = text.slice(from, ctx.start);
  re.lastIndex = 0;
  let lastEnd = -1;
  for (let m = re.exec(ahead); m !== null; m = re.exec(ahead)) {
    lastEnd = m.index + m[0].length;
    if (m[0].length === 0) re.lastIndex++;
  }
  if (lastEnd >= 0 && !/\d/.test(ahead.slice(lastEnd))) return true;

  let to = Math.min(text.length, ctx.end + after);
  const lineEnd = text.indexOf('\n', ctx.end);
  if (lineEnd >= 0 && lineEnd < to) to = lineEnd;
  const behind = text.slice(ctx.end, to);
  re.lastIndex = 0;
  const m = re.exec(behind);
  return m !== null && !/\d/.test(behind.slice(0, m.index));
}

/** Only the digits of a value ("123-45-6789" → "123456789"). */
export function digitsOnly(value: string): string {
  return value.replace(/\D/g, '');
}
