/**
 * Keeps the hand-written evaluation file honest: it must not be something the generator produced.
 * Reports exact matches (after folding case, quotes and whitespace) and, for each hand-written
 * line, the longest run of consecutive words it shares with any generated line.
 */
import { canonical } from './corpus/generate';

/** Longest run of consecutive words a hand-written line may share with any generated line. */
export const MAX_SHARED_RUN = 6;

export interface OverlapReport {
  exactMatches: string[];
  /** Longest shared word run per hand-written line, same order as the input. */
  longestRun: number[];
}

const words = (text: string): string[] => canonical(text).match(/[\p{L}\p{N}]+/gu) ?? [];

export function overlapReport(handwritten: readonly string[], corpus: Iterable<string>, minRun = 4): OverlapReport {
  const hwCanon = new Map<string, string>();
  for (const t of handwritten) hwCanon.set(canonical(t), t);
  const grams = new Map<string, number[]>();
  const hwWords = handwritten.map(words);
  hwWords.forEach((ws, idx) => {
    for (let i = 0; i < ws.length; i++) {
      for (let n = minRun; i + n <= ws.length; n++) {
        const key = ws.slice(i, i + n).join(' ');
        const list = grams.get(key);
        if (list) {
          if (list[list.length - 1] !== idx) list.push(idx);
        } else grams.set(key, [idx]);
      }
    }
  });
  const longestRun = new Array<number>(handwritten.length).fill(0);
  const exact = new Set<string>();
  for (const text of corpus) {
    const c = canonical(text);
    const hit = hwCanon.get(c);
    if (hit !== undefined) exact.add(hit);
    const ws = words(text);
    for (let i = 0; i + minRun <= ws.length; i++) {
      let n = minRun;
      let owners = grams.get(ws.slice(i, i + n).join(' '));
      while (owners) {
        for (const o of owners) if ((longestRun[o] as number) < n) longestRun[o] = n;
        if (i + n >= ws.length) break;
        n++;
        owners = grams.get(ws.slice(i, i + n).join(' '));
      }
    }
  }
  return { exactMatches: [...exact], longestRun };
}
