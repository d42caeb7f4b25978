/**
 * Characters that look like ASCII letters, digits or structure but are not, mapped to what they
 * imitate. NFKC already folds full-width and mathematical forms; this table covers the
 * look-alikes NFKC leaves alone: the table generated from Unicode's confusables data
 * (confusables-data.ts, `npm run gen:confusables`), overridden by the reviewed pairs below, which
 * keep case where the Unicode skeleton drops it and fold punctuation that hides structure.
 */
import { GENERATED_CONFUSABLES } from './confusables-data';

const PAIRS: ReadonlyArray<readonly [string, string]> = [
  // Cyrillic lower / upper
  ['а', 'a'], ['в', 'b'], ['е', 'e'], ['һ', 'h'], ['і', 'i'], ['ј', 'j'], ['к', 'k'], ['м', 'm'], ['н', 'h'],
  ['о', 'o'], ['р', 'p'], ['с', 'c'], ['т', 't'], ['у', 'y'], ['х', 'x'], ['ѕ', 's'], ['ԁ', 'd'], ['ӏ', 'l'],
  ['ԛ', 'q'], ['ԝ', 'w'], ['ь', 'b'], ['г', 'r'], ['п', 'n'], ['ɡ', 'g'],
  ['А', 'A'], ['В', 'B'], ['Е', 'E'], ['К', 'K'], ['М', 'M'], ['Н', 'H'], ['О', 'O'], ['Р', 'P'], ['С', 'C'],
  ['Т', 'T'], ['У', 'Y'], ['Х', 'X'], ['І', 'I'], ['Ј', 'J'], ['Ѕ', 'S'], ['Ԁ', 'D'], ['Ԛ', 'Q'], ['Ԝ', 'W'],
  ['Ӏ', 'I'], ['Ь', 'b'], ['З', '3'], ['Ч', '4'], ['б', '6'],
  // Greek
  ['α', 'a'], ['β', 'B'], ['γ', 'y'], ['ε', 'e'], ['ι', 'i'], ['κ', 'k'], ['ν', 'v'], ['ο', 'o'], ['ρ', 'p'],
  ['τ', 't'], ['υ', 'u'], ['χ', 'x'], ['ω', 'w'],
  ['Α', 'A'], ['Β', 'B'], ['Ε', 'E'], ['Ζ', 'Z'], ['Η', 'H'], ['Ι', 'I'], ['Κ', 'K'], ['Μ', 'M'], ['Ν', 'N'],
  ['Ο', 'O'], ['Ρ', 'P'], ['Τ', 'T'], ['Υ', 'Y'], ['Χ', 'X'],
  // Armenian
  ['օ', 'o'], ['ս', 'u'], ['ո', 'n'], ['հ', 'h'], ['ց', 'g'], ['Տ', 'S'], ['Օ', 'O'],
  // Latin extensions and symbols
  ['ı', 'i'], ['ȷ', 'j'], ['ɑ', 'a'], ['ɩ', 'i'], ['ʏ', 'y'], ['ɪ', 'i'], ['ɴ', 'n'], ['ʀ', 'r'], ['ꞵ', 'B'],
  ['ǀ', 'l'], ['ß', 'ss'], ['ø', 'o'], ['Ø', 'O'], ['ɒ', 'a'], ['ꮃ', 'w'],
  // Punctuation that hides structure
  ['‐', '-'], ['‑', '-'], ['‒', '-'], ['–', '-'], ['—', '-'], ['―', '-'], ['−', '-'], ['⁃', '-'], ['⸺', '-'],
  ['⸻', '-'], ['﹘', '-'], ['‘', "'"], ['’', "'"], ['‛', "'"], ['“', '"'], ['”', '"'], ['„', '"'],
  ['‟', '"'], ['′', "'"], ['″', '"'], ['‚', ','], ['⁄', '/'], ['∕', '/'], ['ː', ':'], ['꞉', ':'], ['∶', ':'],
  ['＠', '@'], ['٫', '.'], ['·', '.'], ['•', '.'], ['․', '.'],
];

export const CONFUSABLES: ReadonlyMap<string, string> = new Map([...GENERATED_CONFUSABLES, ...PAIRS]);
