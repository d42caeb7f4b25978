/**
 * When a unit of text is too short for the learned heads to judge: shared by the context
 * classifier and the injection detector, so loading one does not load the other. Pure.
 */

/** Fewer than this many words, or letters, and a unit is too short to judge. */
const MIN_WORDS = 2;
const MIN_LETTERS = 6;

export function isTooShort(text: string): boolean {
  const words = text.match(/[\p{L}\p{N}]+/gu) ?? [];
  const letters = text.match(/\p{L}/gu)?.length ?? 0;
  return words.length < MIN_WORDS || letters < MIN_LETTERS;
}
