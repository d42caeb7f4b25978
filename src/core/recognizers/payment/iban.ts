/**
 * IBANs of every country in the SWIFT IBAN registry, in electronic form, grouped in fours, or
 * split any other way: groups of any size parted by up to four spaces, dashes, dots or line
 * breaks ("NL91 - ABNA - 0417 - 164 - 3 - 00", "GB2 9 NWBK 60 …", a wrap between groups, or one
 * character at a time, "D-E-8-9-3-7 …"), in upper
 * or lower case, and with OCR confusions (O for 0, l for 1, 5 for S …). Country codes, lengths and
 * BBAN formats come from ibantools (already a dependency, kept current with the registry
 * releases) rather than a table of our own that would drift; the ISO 7064 mod-97 check is its too.
 *
 * Precision rests on three things a loose reading does not weaken:
 * - the pattern reads exactly the country's IBAN length in letters and digits, one alternative per
 *   length, so the value ends where the IBAN ends and a following word is never swallowed;
 * - an upper-case country code takes only upper-case letters (and the OCR look-alikes o and l),
 *   so prose cannot be read as the body of an IBAN, and a lower-case code must touch its digits;
 * - the value must then pass the country's BBAN format and the mod-97 check. OCR confusions are
 *   undone only where the format asks for the other kind of character (a digit where a letter
 *   stands, a letter where a digit stands), and only a few of them.
 */
import { countrySpecs, isValidIBAN } from 'ibantools';
import type { Recognizer } from '../types';

/** Between two characters of an IBAN: up to four spaces, tabs, dashes, dots or line breaks. */
const SEP = '[ \\t.\\-\\r\\n]{0,4}';

interface Spec {
  readonly chars: number;
  /** Per BBAN position: 'n' digit, 'a' letter, 'c' either. */
  readonly kinds: string;
}

/** The BBAN format of each registry country as one kind letter per position. */
const SPECS: ReadonlyMap<string, Spec> = (() => {
  const out = new Map<string, Spec>();
  for (const [code, spec] of Object.entries(countrySpecs)) {
    if (!spec.IBANRegistry || spec.chars === undefined || spec.bban_regexp === undefined) continue;
    let kinds = '';
    for (const m of spec.bban_regexp.matchAll(/\[([^\]]+)\]\{(\d+)\}/g)) {
      const cls = m[1] as string;
      const kind = cls === '0-9' ? 'n' : cls === 'A-Z' ? 'a' : 'c';
      kinds += kind.repeat(Number(m[2]));
    }
    if (kinds.length !== spec.chars - 4) continue;
    out.set(code, { chars: spec.chars, kinds });
  }
  return out;
})();

function ibanPattern(): RegExp {
  const byLength = new Map<number, string[]>();
  for (const [code, spec] of SPECS) {
    const list = byLength.get(spec.chars) ?? [];
    list.push(code);
    byLength.set(spec.chars, list);
  }
  const alternatives = [...byLength.entries()]
    .sort((a, b) => b[0] - a[0])
    .map(([length, codes]) => {
      const sorted = codes.sort();
      // After the country code and the first check digit, length - 3 more characters.
      // Upper case may be spelled out one character at a time, the country code too ("D-E-8-9 …").
      // The check digits too may be read as look-alike letters ("GBo4", "CHIB").
      const upper = `(?:${sorted.map((c) => `${c[0]}${SEP}${c[1]}`).join('|')})${SEP}[0-9OoDQIlSBZG](?:${SEP}[A-Z0-9ol]){${length - 3}}`;
      const lower = `(?:${sorted.map((c) => c.toLowerCase()).join('|')})\\d(?:${SEP}[a-z0-9]){${length - 3}}`;
      return `${upper}|${lower}`;
    });
  return new RegExp(`(?<![A-Za-z0-9])(?:${alternatives.join('|')})(?![A-Za-z0-9])`, 'g');
}

export const IBAN_PATTERN = ibanPattern();

const TO_DIGIT: Readonly<Record<string, string>> = { O: '0', D: '0', Q: '0', I: '1', L: '1', S: '5', B: '8', Z: '2', G: '6' };
// (Lower-case o and l are upper-cased before these tables are read.)
const TO_LETTER: Readonly<Record<string, string>> = { '0': 'O', '1': 'I', '5': 'S', '8': 'B', '2': 'Z', '6': 'G' };
/** Most OCR confusions undone in one IBAN; more than that and the value is no longer the IBAN read. */
const MAX_REPAIRS = 8;

/**
 * The IBAN a loosely written candidate stands for: separators dropped, upper case, and the OCR
 * confusions the country's format proves (a letter in a digit position, a digit in a letter
 * position) undone; undefined when it cannot be one.
 */
export function readIban(value: string): string | undefined {
  const compact = value.replace(/[^A-Za-z0-9]/g, '').toUpperCase();
  const spec = SPECS.get(compact.slice(0, 2));
  if (spec === undefined || compact.length !== spec.chars) return undefined;
  const kinds = `nn${spec.kinds}`;
  let out = compact.slice(0, 2);
  let repairs = 0;
  for (let i = 2; i < compact.length; i++) {
    const ch = compact[i] as string;
    const kind = kinds[i - 2];
    const isDigit = ch >= '0' && ch <= '9';
    let fixed = ch;
    if (kind === 'n' && !isDigit) fixed = TO_DIGIT[ch] ?? ch;
    else if (kind === 'a' && isDigit) fixed = TO_LETTER[ch] ?? ch;
    if (fixed !== ch) repairs++;
    out += fixed;
  }
  // Repairs need real digits around them to be repairs: at least six.
  if (repairs > 0 && compact.replace(/[^0-9]/g, '').length < 6) return undefined;
  return repairs <= MAX_REPAIRS ? out : undefined;
}

export const iban: Recognizer = {
  id: 'iban',
  category: 'payment',
  description: 'International Bank Account Number (IBAN)',
  label: 'IBAN',
  keywords: [],
  patterns: [IBAN_PATTERN],
  // The pattern reads separators and OCR look-alikes itself: the digits and OCR views add nothing.
  views: ['base'],
  validate: (value) => {
    const electronic = readIban(value);
    return electronic !== undefined && isValidIBAN(electronic);
  },
  confidence: 0.95,
};
