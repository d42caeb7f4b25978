/**
 * E-mail addresses, including OCR output that puts spaces around '@' and dots
 * ("jane . roe @ example . org"). A spaced dot must have a space on both sides, so the end of one
 * sentence and the start of the next ("… at example. Then …") never join into an address. The
 * domain must end in a letter TLD so "deploy@10.0.4.12" (an SSH target) is not taken for an
 * address, and retina asset names ("icon@2x.png") are not addresses either.
 *
 * Two disguises are read as well:
 * - leetspeak and OCR digits ("j0hn.d03@3x4mpl3.c0m"): the local part and domain labels may hold
 *   digits anyway; a top-level domain that holds a digit counts only when, read back as letters,
 *   it is a common TLD ("c0m", "0rg", "d3"), so version strings and hosts stay out;
 * - the spelled-out '@' and '.' people use against harvesters ("jane [at] contoso (dot) org",
 *   "m.kowalski(at)firma(dot)pl"): only bracketed "at" counts, so "look at example.com" is prose.
 */
import type { Recognizer } from '../types';

/** Leetspeak writes i as '!' inside a word ("qu!llbr0ok"): allowed between two letters or digits. */
const BANG = String.raw`!(?=[A-Za-z0-9])`;
const LOCAL = String.raw`[A-Za-z0-9](?:[A-Za-z0-9_%+.\-]|${BANG}){0,63}(?:[ ]\.[ ][A-Za-z0-9_%+\-][A-Za-z0-9_%+.\-]{0,62}){0,4}`;
/**
 * A domain label. OCR drops a stray space into a word ("ex ample.com"): a label may hold one,
 * tried only when the label without it cannot go on to a dot (validate allows one per address).
 */
const LABEL = String.raw`[A-Za-z0-9-](?:[A-Za-z0-9-]|${BANG}){0,62}(?:[ ][A-Za-z0-9-]{1,62})??`;
/** A dot between labels, with OCR's spaces on both sides or before it only ("example .net"). */
const DOT = String.raw`(?:\.|[ ]\.[ ]|[ ]\.)`;
/**
 * A top-level domain: letters, or up to six letters and digits (checked by leetTldOk), or as a
 * last resort a short one OCR split with a space ("o rg", checked against the common TLDs). A
 * lower-case TLD ends before a capital: where a wrap was closed, "example.net" + "LOG_LEVEL=…"
 * reads "example.netLOG_LEVEL", and the address is still "example.net".
 */
const TLD = String.raw`(?:[a-z]{2,24}(?![a-z0-9-])|(?:[A-Za-z]{2,24}|[A-Za-z0-9]{2,6}|[A-Za-z]{1,3}[ ][A-Za-z]{1,3})(?![A-Za-z0-9-]))`;
const DOMAIN = String.raw`(?:${LABEL}${DOT}){1,6}${TLD}`;

/** Spaces OCR put inside an address, beyond those around '@' and spaced dots: one at most. */
function straySpacesOk(address: string): boolean {
  const rest = address.replace(/ ?@ ?/, '@').replace(/ \. /g, '.').replace(/ \./g, '.');
  const stray = rest.split(' ').length - 1;
  if (stray > 1) return false;
  if (stray === 0) return true;
  // A space inside the top-level domain stands only in a common one ("o rg").
  const tld = /\.([A-Za-z0-9 ]+)$/.exec(rest)?.[1] ?? '';
  return !tld.includes(' ') || COMMON_TLDS.has(tld.replace(' ', '').toLowerCase());
}

/** Common top-level domains, for a TLD written with digits in place of letters. */
const COMMON_TLDS = new Set(
  ('com org net edu gov mil int info biz io co ai app dev me us uk de fr nl es it be ch at se no dk fi pl cz pt ie ' +
    'ca au nz jp cn in br mx ru eu tv xyz online site tech email mail').split(' '),
);
const LEET_LETTER: Readonly<Record<string, string>> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '8': 'b', '9': 'g' };

/** A TLD of letters passes; one with digits only when it reads back as a common TLD ("c0m"). */
export function leetTldOk(address: string): boolean {
  const tld = /[A-Za-z0-9]+$/.exec(address)?.[0] ?? '';
  if (!/\d/.test(tld)) return true;
  if (!/[A-Za-z]/.test(tld)) return false;
  const letters = tld.toLowerCase().replace(/\d/g, (d) => LEET_LETTER[d] ?? d);
  // "1" reads as l as often as i.
  return COMMON_TLDS.has(letters) || COMMON_TLDS.has(letters.replace(/i/g, 'l'));
}

export const email: Recognizer = {
  id: 'email',
  category: 'contact',
  description: 'E-mail address',
  label: 'EMAIL',
  keywords: ['@'],
  patterns: [
    // The match starts at the '@', which the engine finds with a fast scan; a look-behind walks
    // back over the local part and a look-ahead inside it captures the whole address as `v`.
    // Scanning for the start of every word instead costs ten times as much on long texts.
    new RegExp(
      String.raw`@(?<=(?<![A-Za-z0-9._%+-])(?=(?<v>${LOCAL} ?@ ?${DOMAIN}))${LOCAL} ?@)`,
      'g',
    ),
  ],
  validate: (value, ctx) =>
    !/@ ?\d{1,2}x ?\. ?[a-z]{2,4}$/i.test(value) &&
    !/[ ]\.[ ]?$|\.\.|\.@|@\./.test(value) &&
    leetTldOk(value) &&
    straySpacesOk(value) &&
    // The user (or password) of a URL — scheme://user@host, scheme://user:pass@host — is not an
    // address; a password there is the credential rules' to cover.
    !/:\/\/(?:[^\s/@:]*:)?$/.test(ctx.text.slice(Math.max(0, ctx.start - 256), ctx.start)),
  // The leetspeak view reads '@' as 'a', so it can only lose addresses.
  views: ['base', 'unwrap', 'url', 'entity'],
  confidence: 0.95,
};

/** A bracketed "at" standing for '@': [at], (at), {at}, <at>, with optional inner spaces. */
const SPELLED_AT = String.raw`[ \t]{0,2}(?:\[[ ]?(?:at|AT)[ ]?\]|\([ ]?(?:at|AT)[ ]?\)|\{[ ]?(?:at|AT)[ ]?\}|<[ ]?(?:at|AT)[ ]?>)[ \t]{0,2}`;
/** A dot, bracketed or spelled: ".", "[dot]", "(dot)", "{dot}", "<dot>", " dot ". */
const SPELLED_DOT = String.raw`(?:\.|[ \t]{0,2}(?:\[[ ]?(?:dot|DOT)[ ]?\]|\([ ]?(?:dot|DOT)[ ]?\)|\{[ ]?(?:dot|DOT)[ ]?\}|<[ ]?(?:dot|DOT)[ ]?>)[ \t]{0,2}|[ ](?:dot|DOT)[ ])`;
const PART = String.raw`[A-Za-z0-9_%+\-]{1,63}`;

export const emailSpelled: Recognizer = {
  id: 'email-spelled',
  category: 'contact',
  description: 'E-mail address with "at" and "dot" spelled out',
  label: 'EMAIL',
  keywords: ['[at]', '(at)', '{at}', '<at>', '[ at ]', '( at )', '{ at }', '< at >'],
  patterns: [
    new RegExp(
      String.raw`(?<![A-Za-z0-9._%+-])${PART}(?:\.${PART}|${SPELLED_DOT}${PART}){0,4}${SPELLED_AT}${PART}(?:${SPELLED_DOT}${PART}){0,5}${SPELLED_DOT}${TLD}`,
      'g',
    ),
  ],
  anchor: { before: 330, after: 420 },
  validate: (value) => leetTldOk(value),
  views: ['base', 'unwrap', 'url', 'entity'],
  confidence: 0.9,
};
