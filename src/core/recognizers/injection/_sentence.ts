/**
 * The rest of an instruction's sentence: up to 200 characters, across single line wraps, past
 * dots inside URLs and numbers, ending at a sentence stop or a blank line. Every alternative
 * starts with a different character class, so the repetition cannot backtrack badly.
 */
export const SENTENCE_TAIL = String.raw`(?:[^\n.!?]|[.!?](?=[^\s.!?])|\n(?![ \t]*\n)){0,200}[.!?]?`;
