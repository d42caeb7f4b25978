/**
 * Word dropout: each epoch after the first sees every training line with some words removed, so
 * the model cannot lean on one word (a "family", a "being") and learns from the rest of the line.
 */
import type { Rng } from './corpus/rng';

export function dropWords(text: string, rate: number, rng: Rng): string {
  const parts = text.split(/(\s+)/u);
  let out = '';
  let kept = 0;
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i] as string;
    if (i % 2 === 1) out += part;
    else if (part !== '' && rng.next() >= rate) {
      out += part;
      kept++;
    }
  }
  return kept === 0 ? text : out;
}
