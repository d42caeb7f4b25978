/**
 * Telephone numbers, international (+44 20 7946 0958, 0044 …, +1 (555) 014-2368) and national
 * (US (555) 014-2368 / 555-014-2368, UK 020 7946 0958, DE 030 12345678, FR 01 23 45 67 89).
 *
 * The shape is the gate: a leading + or 00, the North American 3-3-4 grouping, or a trunk 0
 * followed by separated groups. Bare digit runs (order numbers, invoice ids, timestamps) never
 * match here; `phone-number-labelled` takes those only after "tel", "phone", "call" and the like.
 *
 * libphonenumber-js then checks the number against its country's plan, with its `min`
 * metadata (≈80 KB in the extension bundle instead of ≈145 KB for `max`). `isValid()` there
 * checks each country's general number pattern and lengths, which is what a shape-gated
 * candidate still needs; `max` adds per-type patterns (mobile, fixed line) whose only effect here
 * would be to drop numbers from fictional or newly opened ranges that people still paste. North
 * American numbers are held only to `isPossible()` (length), because the 3-3-4 shape is already
 * specific and the 555 ranges used in examples fail NANP's exchange rules.
 */
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';
import type { Recognizer, ValidationContext } from '../types';
import { digitsOnly } from '../validators/context';

/**
 * Countries tried, in order, for a national number that starts with a trunk 0. Germany's plan
 * admits nearly any 6–13 digits after the 0, so countries after it would add time, not recall.
 */
const TRUNK_ZERO_COUNTRIES: readonly CountryCode[] = ['GB', 'FR', 'DE'];

/**
 * A date inside the candidate ("15.03.2017", "01/15/2024", or "04-12-24" standing alone): a
 * date, not an area code. A French "04.12.34.56.78" goes on after its third group, a date does not.
 */
const DATE_INSIDE = /(?:^|\D)\d{1,2}([.\-/])\d{1,2}\1(?:19|20)\d{2}(?!\d)|^\d{1,2}([.\-/])\d{1,2}\2\d{2}(?![.\-/]?\d)/;

function acceptable(text: string, country: CountryCode | undefined): boolean {
  const parsed = parsePhoneNumberFromString(text, country);
  if (!parsed) return false;
  return parsed.countryCallingCode === '1' ? parsed.isPossible() : parsed.isValid();
}

/** Whether a shape-gated candidate is a real number in some country's plan. */
export function phoneValid(value: string): boolean {
  const digits = digitsOnly(value);
  if (digits.length < 7 || digits.length > 15) return false;
  const trimmed = value.trim();
  if (trimmed.startsWith('+')) return acceptable(trimmed, undefined);
  if (trimmed.startsWith('00')) return acceptable('+' + trimmed.slice(2), undefined);
  if (DATE_INSIDE.test(trimmed)) return false;
  if (digits.startsWith('0')) {
    if (digits.length < 9 || digits.length > 13) return false;
    return TRUNK_ZERO_COUNTRIES.some((country) => acceptable(trimmed, country));
  }
  return acceptable(trimmed, 'US');
}

/**
 * libphonenumber-js compiles its metadata patterns on every call (50–130 µs each), and a pasted
 * document repeats the same number in every signature. Results are remembered for the current
 * pass over one view only: the memo is dropped as soon as a pass starts again from the top, so it
 * only ever holds the candidates of the latest pass (in memory, never written anywhere).
 */
function memoPerPass(check: (value: string) => boolean): (value: string, ctx: ValidationContext) => boolean {
  let memo = new Map<string, boolean>();
  let lastStart = -1;
  let lastLength = -1;
  return (value, ctx) => {
    if (ctx.start <= lastStart || ctx.text.length !== lastLength) memo = new Map();
    lastStart = ctx.start;
    lastLength = ctx.text.length;
    let result = memo.get(value);
    if (result === undefined) {
      result = check(value);
      memo.set(value, result);
    }
    return result;
  };
}

/** Not inside a longer token, and not right after a time ("10:22:05 15.03"). */
const LEFT = String.raw`(?<![\w+.\-/@]|\d:)`;
/** A number that starts with 0 also not right after another digit group ("DE89 3704 0044 0532 …"). */
const LEFT_ZERO = String.raw`(?<![\w+.\-/@]|\d:|\d[ ])`;
const RIGHT = String.raw`(?![\w@]|[.,\-/:]\d)`;

export const phoneNumber: Recognizer = {
  id: 'phone-number',
  category: 'contact',
  description: 'Telephone number',
  label: 'PHONE',
  keywords: [],
  patterns: [
    // International: + (a space after it allowed) or 00, country code, then groups (a bracketed
    // area code allowed once).
    new RegExp(
      LEFT_ZERO +
        String.raw`(?:\+ ?[1-9]\d{6,14}|(?:\+ ?|00)[1-9]\d{0,3}(?:[ .\-]?\(\d{1,4}\)[ .\-]?\d{1,5}|[ .\-]\d{1,5})(?:[ .\-]\d{1,5}){0,6})` +
        RIGHT,
      'g',
    ),
    // North American 3-3-4, with or without a leading 1; after a bracketed area code the last two
    // groups may be joined (OCR and the digits view join them).
    new RegExp(
      LEFT + String.raw`(?:1[ .\-])?(?:\([2-9]\d{2}\)[ .\-]?\d{3}[ .\-]?\d{4}|[2-9]\d{2}([ .\-])\d{3}\1\d{4})` + RIGHT,
      'g',
    ),
    // National with a trunk 0 and at least one separator: 020 7946 0958, 030 12345678, (089) 12345.
    new RegExp(LEFT_ZERO + String.raw`(?:\(0\d{1,4}\)|0\d{1,4})(?:[ \-/.]\d{2,8}){1,4}` + RIGHT, 'g'),
  ],
  views: ['base', 'digits', 'ocr', 'url', 'entity'],
  validate: memoPerPass(phoneValid),
  confidence: 0.8,
};

const PHONE_WORDS = String.raw`(?:tel(?:ephone)?|phone|ph|mobile|mob|cell(?:phone)?|fax|whats ?app|sms|handy|telefon|call(?: me)?(?: at| on)?|text(?: me)?(?: at| on)?)`;

export const phoneNumberLabelled: Recognizer = {
  id: 'phone-number-labelled',
  category: 'contact',
  description: 'Telephone number after a phone label',
  label: 'PHONE',
  keywords: ['tel', 'phone', 'mobile', 'mob', 'cell', 'fax', 'whatsapp', 'whats app', 'sms', 'handy', 'call', 'text', 'ph'],
  patterns: [
    new RegExp(
      String.raw`\b${PHONE_WORDS}\b\.?(?: ?(?:no\.?|number|nr\.?|#))?[ \t]{0,3}[:=]?[ \t]{0,3}(?<v>\+?\d[\d .\-()]{5,20}\d)` + RIGHT,
      'gi',
    ),
  ],
  views: ['base', 'digits', 'ocr', 'url', 'entity'],
  validate: memoPerPass((value: string) => {
    const digits = digitsOnly(value);
    if (digits.length < 7 || digits.length > 15) return false;
    const trimmed = value.trim();
    if (trimmed.startsWith('+') || trimmed.startsWith('00')) return phoneValid(trimmed);
    if (DATE_INSIDE.test(trimmed)) return false;
    // Without a trunk 0 a national number is North American or Indian (ten digits); European
    // national numbers always carry the 0.
    if (!digits.startsWith('0') && digits.length > 11) return false;
    const countries: readonly CountryCode[] = digits.startsWith('0') ? TRUNK_ZERO_COUNTRIES : ['US', 'IN'];
    return countries.some((country) => parsePhoneNumberFromString(trimmed, country)?.isValid() === true);
  }),
  confidence: 0.75,
};

/**
 * Default regions for national numbers written without a country code, guessed from the text:
 * its script, its most frequent function words, and country domains in addresses and links.
 * English text tries the US, the UK, India and Australia; text in no known language only those.
 */
const LANGUAGE_HINTS: ReadonlyArray<readonly [RegExp, readonly CountryCode[]]> = [
  [/\b(?:und|der|die|das|nicht|ist|mit|sie|bitte|ich)\b/gi, ['DE', 'AT', 'CH']],
  [/\b(?:le|la|les|et|est|pour|avec|vous|nous|merci)\b/gi, ['FR', 'BE', 'CH']],
  [/\b(?:el|los|las|que|para|con|usted|gracias|por)\b/gi, ['ES', 'MX', 'AR', 'CO']],
  [/\b(?:il|che|per|non|sono|della|grazie|con)\b/gi, ['IT']],
  [/\b(?:het|een|niet|voor|met|zijn|bedankt|wij)\b/gi, ['NL', 'BE']],
  [/\b(?:não|você|para|com|uma|obrigad[oa]|nós)\b/gi, ['BR', 'PT']],
  [/\b(?:jest|nie|się|dla|dziękuję)\b/gi, ['PL']],
  [/\b(?:och|att|är|för|tack)\b/gi, ['SE']],
  [/\b(?:the|and|is|for|with|you|please|call)\b/gi, ['US', 'GB', 'IN', 'AU', 'CA']],
];
const SCRIPT_HINTS: ReadonlyArray<readonly [RegExp, readonly CountryCode[]]> = [
  [/[\u3040-\u30ff]/, ['JP']],
  [/[\uac00-\ud7af]/, ['KR']],
  [/[\u4e00-\u9fff]/, ['CN', 'TW', 'HK']],
  [/[\u0e00-\u0e7f]/, ['TH']],
  [/[\u0400-\u04ff]/, ['RU', 'UA']],
  [/[\u0600-\u06ff]/, ['SA', 'AE', 'EG']],
  [/[\u0590-\u05ff]/, ['IL']],
  [/[\u0900-\u097f]/, ['IN']],
  [/[\u0370-\u03ff]/, ['GR']],
];
const DOMAIN_HINT = /\.(de|fr|es|it|nl|pt|br|in|au|uk|jp|cn|pl|se|mx|ch|at|be|ie|nz|za|kr|ar|co)\b/g;

let lastHintText = '';
let lastHints: readonly CountryCode[] = [];

/** The regions to try for national numbers in `text`, most likely first (remembered for the last text). */
export function regionsFor(text: string): readonly CountryCode[] {
  if (text === lastHintText) return lastHints;
  const sample = text.length > 20_000 ? text.slice(0, 20_000) : text;
  const regions: CountryCode[] = [];
  for (const [re, list] of SCRIPT_HINTS) if (re.test(sample)) regions.push(...list);
  let best: readonly CountryCode[] | undefined;
  let bestCount = 0;
  for (const [re, list] of LANGUAGE_HINTS) {
    const n = sample.match(re)?.length ?? 0;
    if (n > bestCount) {
      bestCount = n;
      best = list;
    }
  }
  if (best && bestCount >= 2) regions.push(...best);
  for (const m of sample.matchAll(DOMAIN_HINT)) {
    const cc = (m[1] === 'uk' ? 'GB' : (m[1] as string).toUpperCase()) as CountryCode;
    if (!regions.includes(cc)) regions.push(cc);
  }
  for (const cc of ['US', 'GB', 'IN', 'AU'] as const) if (!regions.includes(cc)) regions.push(cc);
  lastHintText = text;
  lastHints = [...new Set(regions)].slice(0, 8);
  return lastHints;
}

/** Words right before a number that make it a reference, an amount or a version, not a phone. */
const NOT_A_PHONE_BEFORE = /(?:#|\bno\.?|\bnr\.?|\bnum(?:ber)?|\bid|\border|\binvoice|\binv|\bticket|\bref(?:erence)?|\bpo|\bsku|\bserial|\bbuild|\bversion|\bv|\bcase|\baccount|\bacct|\biban|\bcard|\bpin|\bcode|\bzip|\bpostcode|\bplz|\bcep|\$|€|£|¥|\busd|\beur|\bgbp|\btotal|\bamount|\bqty|\bx)[ \t:=#-]*$/i;

/**
 * Whether `value` is a valid national number of one of `regions`. Parsing costs tens of
 * microseconds per region, and logs and CSV exports repeat their numbers: verdicts are
 * remembered for the latest region list only (cleared when it changes, bounded in size).
 */
let verdictRegions: readonly CountryCode[] = [];
let verdicts = new Map<string, boolean>();
function regionalValid(value: string, regions: readonly CountryCode[]): boolean {
  if (regions !== verdictRegions || verdicts.size > 4096) {
    verdictRegions = regions;
    verdicts = new Map();
  }
  let ok = verdicts.get(value);
  if (ok === undefined) {
    ok = false;
    for (const region of regions) {
      const parsed = parsePhoneNumberFromString(value, region);
      if (parsed?.isValid() && parsed.country === region) {
        ok = true;
        break;
      }
    }
    verdicts.set(value, ok);
  }
  return ok;
}

export const phoneNumberRegional: Recognizer = {
  id: 'phone-number-regional',
  category: 'contact',
  description: 'Telephone number in a national format of the text’s region',
  label: 'PHONE',
  keywords: [],
  patterns: [
    // Digit groups with spaces, dots or dashes (a bracketed area code allowed), 8–12 digits in all.
    new RegExp(LEFT_ZERO + String.raw`(?:\(\d{2,5}\)[ .\-]?|\d{2,5}[ .\-])\d{2,8}(?:[ .\-]\d{2,5}){0,3}` + RIGHT, 'g'),
  ],
  views: ['base'],
  validate: (value, ctx) => {
    const digits = digitsOnly(value);
    if (digits.length < 8 || digits.length > 12) return false;
    if (DATE_INSIDE.test(value) || /(?:^|\D)(?:1[89]|20)\d{2}([-./ ])[01]?\d\1[0-3]?\d(?!\d)/.test(value) || /^\d{1,3}(?:\.\d{1,3}){3}$/.test(value) || /^\d{1,4}(?:\.\d{1,4}){2,}$/.test(value)) return false;
    // Thousands written with spaces or dots: three-digit groups after a short first one.
    if (/^\d{1,3}(?:[ .]\d{3})+$/.test(value)) return false;
    if (NOT_A_PHONE_BEFORE.test(ctx.text.slice(Math.max(0, ctx.start - 16), ctx.start))) return false;
    return regionalValid(value, regionsFor(ctx.text));
  },
  confidence: 0.75,
};
