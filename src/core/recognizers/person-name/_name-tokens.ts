/**
 * The pieces person-name rules share: how a name token looks in the base view, the particles that
 * join name parts ("van der", "de la", "al-"), and word-list lookups. Tokens are decided by Set
 * lookups after the pattern has matched, never by a regex alternation of thousands of names.
 */
import { AMBIGUOUS_GIVEN_NAMES, GIVEN_NAMES } from './_given-names';
import { NOT_NAME_WORDS } from './_name-words';
import { SURNAMES } from './_surnames';

/** What follows the capital of a name token: "arah", "cDonald", "'Brien", "iCaprio", "ean-Luc". */
export const TOKEN_TAIL = String.raw`(?:\p{Ll}{0,2}\p{Lu}|'\p{Lu})?\p{Ll}{1,24}(?:-\p{Lu}\p{Ll}{1,24})?`;

/** A capitalised name token: "Sarah", "O'Brien", "McDonald", "DiCaprio", "Jean-Luc", "María". */
export const TOKEN = String.raw`\p{Lu}${TOKEN_TAIL}`;

/**
 * The capital that starts a name, not inside a word, an address, a path or an identifier. The
 * capital comes first and the look-behind after it: a pattern that starts with a plain class
 * lets the engine skip ahead to the next capital, which a leading look-behind does not.
 */
export const START = String.raw`\p{Lu}(?<![\p{L}\p{N}_@#&/\\.'\-]\p{Lu})`;

/** A token as written after a label, where forms are often in capitals: "SMITH", "JOHN". */
export const LABEL_TOKEN = String.raw`(?:${TOKEN}|\p{Lu}{2,25}(?:-\p{Lu}{2,25})?)`;

/** A middle initial: "John F. Kennedy". */
export const INITIAL = String.raw`\p{Lu}\.`;

/** Lower-case particles between name parts, followed by a space. */
export const PARTICLE = String.raw`(?:(?:van der|van den|van de|von der|von dem|de la|de los|de las|del|della|degli|van|von|de|da|di|du|dos|das|do|der|den|la|le|ter|ten|bin|ibn|ben|y|zu)[ ]|(?:al|el)-)`;

/** The token ends here: no letter, digit or joined word follows (a possessive 's may). */
export const AFTER = String.raw`(?![\p{L}\p{N}_@]|[\-.]\p{L}|'(?!s(?!\p{L}))\p{L})`;

const PARTICLES = new Set(['van', 'der', 'den', 'de', 'von', 'dem', 'la', 'los', 'las', 'del', 'della', 'degli', 'da', 'di', 'du', 'dos', 'das', 'do', 'le', 'ter', 'ten', 'bin', 'ibn', 'ben', 'y', 'zu']);

/** The name parts of a matched value: particles and initials dropped, "al-Hassan" → "Hassan". */
export function nameParts(value: string): string[] {
  const parts: string[] = [];
  let from = 0;
  for (let i = 0; i <= value.length; i++) {
    const c = i < value.length ? value.charCodeAt(i) : 32;
    // Space, comma, tab and line breaks separate parts.
    if (c !== 32 && c !== 44 && c !== 9 && c !== 10 && c !== 13) continue;
    if (i > from) {
      const raw = value.slice(from, i);
      const initial = raw.length === 2 && raw.charCodeAt(1) === 46;
      if (!initial && !PARTICLES.has(raw)) parts.push(raw.startsWith('al-') || raw.startsWith('el-') ? raw.slice(3) : raw);
    }
    from = i + 1;
  }
  return parts;
}

/** "SMITH" → "Smith", "JEAN-LUC" → "Jean-Luc"; other tokens unchanged. */
export function titleCase(token: string): string {
  if (token !== token.toUpperCase()) return token;
  return token.toLowerCase().replace(/(^|-)(\p{L})/gu, (_, sep: string, c: string) => sep + c.toUpperCase());
}

export function isGivenName(token: string): boolean {
  return GIVEN_NAMES.has(token) || (isCapitals(token) && GIVEN_NAMES.has(titleCase(token)));
}

export function isAmbiguousGivenName(token: string): boolean {
  return AMBIGUOUS_GIVEN_NAMES.has(token) || (isCapitals(token) && AMBIGUOUS_GIVEN_NAMES.has(titleCase(token)));
}

function isCapitals(token: string): boolean {
  const second = token.charCodeAt(1);
  return second >= 65 && second <= 90 && token === token.toUpperCase();
}

/**
 * Whether `token` is an everyday word, a calendar word, a place or product, never a name part.
 * Inflected forms ("Showers", "Tested") are checked through their stem, since the list holds stems.
 */
export function isNotNameWord(token: string): boolean {
  const lower = token.toLowerCase();
  if (NOT_NAME_WORDS.has(lower)) return true;
  const last = lower.charCodeAt(lower.length - 1);
  // Only words ending in s, d or g can be inflections ("showers", "tested", "running").
  if (last !== 115 && last !== 100 && last !== 103) return false;
  const m = /^(.{2,}?)(?:ing|ed|es|s|d)$/.exec(lower);
  if (!m) return false;
  const stem = m[1]!;
  return NOT_NAME_WORDS.has(stem) || NOT_NAME_WORDS.has(stem + 'e');
}

/** Endings that mark a surname in languages whose surname lists are not shipped. */
const SURNAME_ENDING = /(?:ski|ska|cki|cka|wicz|czyk|ov|ova|ev|eva|enko|ić|ic|escu|eanu|ian|yan|oglu|oğlu|stein|berg|mann|ini|elli|etti|otti|ucci|aki|oto|ura|shvili|dze)$/;

/**
 * Whether a token after a word-like first name reads as a surname: a known surname or given name,
 * a Mc/Mac/O' form, a typical surname ending, or letters beyond ASCII ("Müller", "Nguyễn").
 */
export function looksLikeSurname(token: string): boolean {
  const t = titleCase(token);
  if (SURNAMES.has(t) || GIVEN_NAMES.has(t)) return true;
  if (/^(?:Mc|Mac|O'|D')\p{Lu}/u.test(t)) return true;
  return SURNAME_ENDING.test(t) || /[^\x00-\x7f]/.test(t);
}

/** Words after a name that make it the name of a place or organisation ("Sarah Connor Street"). */
const PLACE_OR_ORG_AFTER = /^[ ]?(?:Street|St|Road|Rd|Avenue|Ave|Lane|Boulevard|Drive|Square|Park|Bridge|Station|Airport|River|Lake|Hospital|Clinic|University|College|School|Institute|Foundation|Museum|Hall|Center|Centre|Library|Church|Cathedral|Hotel|Inc|Ltd|LLC|GmbH|Corp|Group|Award|Prize|Memorial|Trophy|Stadium|Arena|Theatre|Theater)\b/;

/** Words before a name that make it a place ("Saint Helena", "Fort William", "Lake Louise"). */
const PLACE_BEFORE = /(?:^|[^\p{L}])(?:Saint|St\.?|San|Santa|Sankt|Fort|Port|Mount|Mt\.?|Lake|Cape|Isle|Villa)[ ]$/u;

/** Whether the text around `start`..`end` turns the candidate into a place or organisation name. */
export function placeOrOrgContext(text: string, start: number, end: number): boolean {
  return PLACE_OR_ORG_AFTER.test(text.slice(end, end + 16)) || PLACE_BEFORE.test(text.slice(Math.max(0, start - 8), start));
}
