/**
 * Names in free text, not only after labels: "I met Sarah Connor yesterday", "María José García
 * agreed", "Will Smith?". A candidate is every run of one to three capitalised tokens (with
 * particles and initials between them); the word lists decide:
 *
 * - the first token must be a given name; a given name that is also a word, month, place or
 *   product ("Mark", "May", "Jordan", "Claude") needs a known or surname-shaped last token
 *   ("Will Smith", "Mark Adler", "Claude Monet");
 * - no token may be an everyday word ("Jordan River", "Grace Period", "April Showers");
 * - a lone token must be an unambiguous given name of three letters or more, not followed by
 *   another capitalised word (that run is judged as a whole);
 * - a run followed by "Street", "University", "Inc" …, or after "Saint", "Fort", "Lake" …, names a
 *   place or organisation.
 *
 * Each pattern consumes only the first capital and captures the run in a lookahead, so every
 * capitalised word starts a candidate of its own: "Yesterday Sarah Connor" still finds
 * "Sarah Connor" after rejecting the run that starts at "Yesterday".
 */
import type { Recognizer, ValidationContext } from '../types';
import {
  AFTER,
  INITIAL,
  isAmbiguousGivenName,
  isGivenName,
  isNotNameWord,
  looksLikeSurname,
  nameParts,
  PARTICLE,
  placeOrOrgContext,
  START,
  TOKEN,
  TOKEN_TAIL,
} from './_name-tokens';

const NEXT = String.raw`[ ](?:${INITIAL}[ ])?${PARTICLE}?${TOKEN}`;

/**
 * A lone capitalised token, not followed by another (that run is judged as a whole). It consumes
 * its match and marks no `v` group: most capitalised words land here, and match indices would
 * cost more than the regex itself.
 */
const one = (): RegExp => new RegExp(String.raw`${START}${TOKEN_TAIL}${AFTER}(?![ ]\p{Lu})`, 'gu');

/**
 * A run of `tokens` name tokens, consuming only its first capital; the run itself is captured by
 * a look-ahead placed inside a look-behind, so it starts at that capital.
 */
function run(tokens: number): RegExp {
  const more = NEXT.repeat(tokens - 1);
  return new RegExp(String.raw`${START}(?<=(?=(?<v>${TOKEN}${more})${AFTER})\p{Lu})`, 'gu');
}

/** Whether a run of name tokens reads as a person's name. */
export function freeTextNameValid(value: string, ctx: ValidationContext): boolean {
  const space = value.indexOf(' ');
  // The first token is never a particle or an initial; most candidates stop at this lookup.
  const first = space < 0 ? value : value.slice(0, space);
  const given = isGivenName(first);
  if (space < 0) {
    // A lone word: only an unambiguous given name.
    if (!given || value.length < 3 || isNotNameWord(value)) return false;
    return !placeOrOrgContext(ctx.text, ctx.start, ctx.end);
  }
  if (!given && !isAmbiguousGivenName(first)) return false;
  const parts = nameParts(value);
  if (parts.some(isNotNameWord) || placeOrOrgContext(ctx.text, ctx.start, ctx.end)) return false;
  return given || looksLikeSurname(parts[parts.length - 1]!);
}

/**
 * A capitalised word not glued to what precedes it. Latin (with Latin-1 and Extended-A/B), Greek
 * and Cyrillic capitals: the scripts the name lists hold. Plain character ranges keep this regular
 * expression on V8's fast path, far quicker than Unicode property classes over a long text.
 */
const CAPITALISED =
  /[A-Z\u00C0-\u00D6\u00D8-\u00DE\u0100-\u024F\u0391-\u03A9\u0410-\u042F][A-Za-z\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u024F\u0370-\u03FF\u0400-\u04FF]+(?:-[A-Za-z\u00C0-\u024F]+)?/g;

const GLUED = new Uint8Array(128);
for (const ch of "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_@#&/\\.'-") GLUED[ch.charCodeAt(0)] = 1;
/** A character a name cannot follow directly: letters (of the listed scripts), digits, _@#&/\.'- */
const gluedBefore = (c: number): boolean =>
  c < 128 ? GLUED[c] === 1 : (c >= 0xc0 && c <= 0x24f) || (c >= 0x370 && c <= 0x3ff) || (c >= 0x400 && c <= 0x4ff);

/** Capitalised words already looked up (logs repeat INFO, POST, Promise … thousands of times). */
const startsName = new Map<string, boolean>();

/**
 * Offsets of capitalised words that are given names (plain, ambiguous or in capitals): a person
 * name starts with one, so the patterns are tried only there instead of at every capital letter.
 */
export function givenNameStarts(text: string): number[] {
  const starts: number[] = [];
  CAPITALISED.lastIndex = 0;
  for (let m = CAPITALISED.exec(text); m !== null; m = CAPITALISED.exec(text)) {
    // Not glued to what precedes it (checked here: a leading look-behind would slow the search).
    if (m.index > 0 && gluedBefore(text.charCodeAt(m.index - 1))) continue;
    const whole = m[0];
    let known = startsName.get(whole);
    if (known === undefined) {
      const hyphen = whole.indexOf('-');
      const word = hyphen < 0 ? whole : whole.slice(0, hyphen);
      // Hyphenated given names ("Jean-Luc") are listed whole.
      known = isGivenName(word) || isAmbiguousGivenName(word) || (hyphen >= 0 && (isGivenName(whole) || isAmbiguousGivenName(whole)));
      if (startsName.size > 50_000) startsName.clear();
      startsName.set(whole, known);
    }
    if (known) starts.push(m.index);
  }
  return starts;
}

let patterns: readonly RegExp[] | undefined;

export const personName: Recognizer = {
  id: 'person-name',
  category: 'person_name',
  description: 'Person name in free text',
  label: 'PERSON',
  keywords: [],
  // Built when first read: Unicode property classes make these slow to parse, and the engine
  // reads them only once a given name has been seen.
  get patterns(): readonly RegExp[] {
    return (patterns ??= [one(), run(2), run(3)]);
  },
  candidateStarts: givenNameStarts,
  views: ['base'],
  validate: freeTextNameValid,
  confidence: 0.7,
};
