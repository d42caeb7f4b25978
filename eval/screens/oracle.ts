/**
 * The exposure oracle for rendered screens, written apart from the engine: a payload is exposed
 * when OCR text still holds it, or any contiguous run of ⌈0.7·|payload|⌉ of its characters, after
 * both sides are folded for what OCR confuses (case, spacing, underscores, 0/O, 1/l/I, 5/S …).
 */
export function fold(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\s_\u2014\u2013]+/g, '')
    .replace(/[0oq]/g, 'o')
    .replace(/[1il|!]/g, 'l')
    .replace(/[5s$]/g, 's')
    .replace(/[8b]/g, 'b')
    .replace(/[2z]/g, 'z')
    .replace(/[6g]/g, 'g');
}

export const THRESHOLD = 0.7;
/** Share of character errors an attacker can still repair (OCR noise spread through a value). */
export const EDIT_TOLERANCE = 0.15;

/** Fewest edits turning `v` into some substring of `t` (semi-global alignment). */
export function bestEditDistance(v: string, t: string): number {
  let prev = new Uint16Array(t.length + 1);
  let cur = new Uint16Array(t.length + 1);
  for (let i = 1; i <= v.length; i++) {
    cur[0] = i;
    const c = v.charCodeAt(i - 1);
    for (let j = 1; j <= t.length; j++) {
      const sub = (prev[j - 1] as number) + (t.charCodeAt(j - 1) === c ? 0 : 1);
      cur[j] = Math.min(sub, (prev[j] as number) + 1, (cur[j - 1] as number) + 1);
    }
    [prev, cur] = [cur, prev];
  }
  let best = v.length;
  for (let j = 0; j <= t.length; j++) best = Math.min(best, prev[j] as number);
  return best;
}

/**
 * Exposed when a contiguous run of ⌈threshold·|value|⌉ folded characters survives, or the whole
 * value survives with at most EDIT_TOLERANCE of its characters wrong.
 */
export function recoverable(value: string, text: string, threshold = THRESHOLD): boolean {
  const v = fold(value);
  const t = fold(text);
  if (v.length === 0) return false;
  const n = Math.max(1, Math.ceil(v.length * threshold));
  for (let i = 0; i + n <= v.length; i++) if (t.includes(v.slice(i, i + n))) return true;
  return v.length >= 8 && bestEditDistance(v, t) <= Math.floor(v.length * EDIT_TOLERANCE);
}
