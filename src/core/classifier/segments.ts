/**
 * Cuts a text into the units the models read, with offsets into the original so a decision can
 * point at (and masking can cover) exactly the part that carried it. Sentences and lines for the
 * injection head (an instruction is usually one sentence or one line); chunks of whole sentences
 * up to a length for the context head (a diagnosis often needs the sentence before it).
 */

export interface Span {
  start: number;
  end: number;
}

/** A sentence longer than this is cut at a space near the limit, so no unit grows unbounded. */
const MAX_SENTENCE = 400;

// A sentence ends at . ! ? … (and CJK/Arabic equivalents) plus closing quotes or brackets, before whitespace.
const SENTENCE_END = /[.!?…。！？؟]+["'”’»)\]]*(?=\s)/gu;

function trimSpan(text: string, start: number, end: number): Span | null {
  while (start < end && /\s/u.test(text[start] as string)) start++;
  while (end > start && /\s/u.test(text[end - 1] as string)) end--;
  return end > start ? { start, end } : null;
}

function cutLong(text: string, span: Span, out: Span[]): void {
  let { start } = span;
  while (span.end - start > MAX_SENTENCE) {
    let cut = text.lastIndexOf(' ', start + MAX_SENTENCE);
    if (cut <= start + MAX_SENTENCE / 2) cut = start + MAX_SENTENCE;
    const piece = trimSpan(text, start, cut);
    if (piece) out.push(piece);
    start = cut;
  }
  const rest = trimSpan(text, start, span.end);
  if (rest) out.push(rest);
}

/** Lines, then sentences within each line; whitespace trimmed, empty pieces dropped. */
export function sentenceSpans(text: string): Span[] {
  const out: Span[] = [];
  let lineStart = 0;
  const lines = text.split('\n');
  for (const line of lines) {
    const lineEnd = lineStart + line.length;
    let s = lineStart;
    SENTENCE_END.lastIndex = 0;
    for (const m of line.matchAll(SENTENCE_END)) {
      const e = lineStart + (m.index ?? 0) + m[0].length;
      const span = trimSpan(text, s, e);
      if (span) cutLong(text, span, out);
      s = e;
    }
    const tail = trimSpan(text, s, lineEnd);
    if (tail) cutLong(text, tail, out);
    lineStart = lineEnd + 1;
  }
  return out;
}

/**
 * Units for the injection head: sentences and lines, with a very short one (a header such as
 * "SYSTEM:" or "Note:") joined to the one after it so it is read with what it introduces.
 */
export function injectionSpans(text: string, minChars = 24): Span[] {
  const spans = sentenceSpans(text);
  const out: Span[] = [];
  let pending: Span | null = null;
  for (const s of spans) {
    const cur: Span = pending ? { start: pending.start, end: s.end } : s;
    pending = null;
    if (cur.end - cur.start < minChars) pending = cur;
    else out.push(cur);
  }
  if (pending) out.push(pending);
  return out;
}

/**
 * Units for the context head: the whole text when it is up to `wholeMax` characters (how the
 * model was trained: a line, a message, a short e-mail), otherwise runs of whole sentences of up
 * to `chunkMax` characters — short enough that one sensitive sentence is not averaged away by
 * the ordinary ones around it. A blank line always ends a run.
 */
export function contextSpans(text: string, wholeMax = 600, chunkMax = 240): Span[] {
  const whole = trimSpan(text, 0, text.length);
  if (!whole) return [];
  if (whole.end - whole.start <= wholeMax) return [whole];
  const out: Span[] = [];
  let cur: Span | null = null;
  for (const s of sentenceSpans(text)) {
    const paragraphBreak = cur !== null && /\n\s*\n/u.test(text.slice(cur.end, s.start));
    if (cur && !paragraphBreak && s.end - cur.start <= chunkMax) cur = { start: cur.start, end: s.end };
    else {
      if (cur) out.push(cur);
      cur = s;
    }
  }
  if (cur) out.push(cur);
  return out;
}
