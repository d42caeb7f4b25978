/**
 * When a unit of text is too short for the learned heads to judge: shared by the context
 * classifier and the injection detector, so loading one does not load the other. Pure.
 */

/** Fewer than this many words, or letters, and a unit is too short to judge. */
const MIN_WORDS = 2;
const MIN_LETTERS = 6;

const LETTER = /\p{L}/u;
const NUMBER = /\p{N}/u;

/**
 * Words are runs of letters and numbers (Unicode \p{L} and \p{N}), letters are \p{L} code
 * points. Counts stop as soon as both minimums are reached: a long unit is judged on its first
 * few words, not read whole.
 */
export function isTooShort(text: string): boolean {
  let words = 0;
  let letters = 0;
  let inWord = false;
  for (let i = 0; i < text.length; i++) {
    let c = text.charCodeAt(i);
    let letter: boolean;
    let wordChar: boolean;
    if (c < 128) {
      letter = (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
      wordChar = letter || (c >= 48 && c <= 57);
    } else {
      // A whole code point: a surrogate pair is one letter or none.
      if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) {
        const low = text.charCodeAt(i + 1);
        if (low >= 0xdc00 && low <= 0xdfff) {
          c = ((c - 0xd800) << 10) + (low - 0xdc00) + 0x10000;
          i++;
        }
      }
      const ch = String.fromCodePoint(c);
      letter = LETTER.test(ch);
      wordChar = letter || NUMBER.test(ch);
    }
    if (letter) letters++;
    if (wordChar && !inWord) words++;
    inWord = wordChar;
    if (words >= MIN_WORDS && letters >= MIN_LETTERS) return false;
  }
  return true;
}
