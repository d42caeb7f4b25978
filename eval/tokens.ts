/**
 * Word pieces for scoring: a text's tokens are its runs of letters and digits (white space and
 * punctuation separate them), with UTF-16 offsets. Shared by the labelled-set scorer and the
 * negatives corpus, so "a token" means the same in both figures.
 */
export interface Token {
  start: number;
  end: number;
}

const PIECE = /[\p{L}\p{N}\p{M}]+/gu;

export function tokensOf(text: string, from = 0, to = text.length): Token[] {
  const out: Token[] = [];
  PIECE.lastIndex = from;
  let m: RegExpExecArray | null;
  while ((m = PIECE.exec(text)) !== null && m.index < to) {
    out.push({ start: m.index, end: Math.min(to, m.index + m[0].length) });
  }
  return out;
}

/** Whether a token lies under any of the spans (sorted or not): it overlaps one. */
export function covered(token: Token, spans: ReadonlyArray<{ start: number; end: number }>): boolean {
  for (const s of spans) if (s.start < token.end && s.end > token.start) return true;
  return false;
}
