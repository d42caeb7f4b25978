/**
 * IBANs of every country in the SWIFT IBAN registry, in electronic form or grouped in fours, in
 * upper or lower case. Country codes, lengths, BBAN formats and national check digits come from
 * ibantools (already a dependency, kept current with the registry releases) rather than a table
 * of our own that would drift; the ISO 7064 mod-97 check is its too.
 *
 * The pattern is built from the same table, one alternative per IBAN length, so a grouped IBAN
 * followed by a short word ("… 7034 from") is matched at exactly its own length.
 */
import { countrySpecs, electronicFormatIBAN, isValidIBAN } from 'ibantools';
import type { Recognizer } from '../types';
import { BENIGN_SAMPLES } from '../validators/benign-samples';

function ibanPattern(): RegExp {
  const byLength = new Map<number, string[]>();
  for (const [code, spec] of Object.entries(countrySpecs)) {
    if (!spec.IBANRegistry || spec.chars === undefined) continue;
    const list = byLength.get(spec.chars) ?? [];
    list.push(code);
    byLength.set(spec.chars, list);
  }
  const alternatives = [...byLength.entries()]
    .sort((a, b) => b[0] - a[0])
    .map(([length, codes]) => {
      const body = length - 4;
      const full = Math.floor(body / 4);
      const rest = body % 4;
      const groups = `(?: ?[A-Z0-9]{4}){${full}}` + (rest > 0 ? ` ?[A-Z0-9]{${rest}}` : '');
      return `(?:${codes.sort().join('|')})\\d\\d${groups}`;
    });
  // Case-insensitive: people paste IBANs in lower case too; the checksum keeps it precise.
  return new RegExp(`(?<![A-Za-z0-9])(?:${alternatives.join('|')})(?![A-Za-z0-9])`, 'gi');
}

export const IBAN_PATTERN = ibanPattern();

export const iban: Recognizer = {
  id: 'iban',
  category: 'payment',
  description: 'International Bank Account Number (IBAN)',
  label: 'IBAN',
  keywords: [],
  patterns: [IBAN_PATTERN],
  validate: (value) => {
    const electronic = electronicFormatIBAN(value);
    return electronic !== null && isValidIBAN(electronic);
  },
  confidence: 0.95,
  examples: {
    match: [
      { text: 'IBAN: DE89 3704 0044 0532 0130 00 please', covers: 'DE89 3704 0044 0532 0130 00' },
      { text: 'pay to GB29NWBK60161331926819 today', covers: 'GB29NWBK60161331926819' },
      { text: 'iban nl91abna0417164300', covers: 'nl91abna0417164300' },
      { text: 'BE68 5390 0754 7034 from the client', covers: 'BE68 5390 0754 7034' },
      { text: 'FR14 2004 1010 0505 0001 3M02 606', covers: 'FR14 2004 1010 0505 0001 3M02 606' },
      { text: 'Konto DE89 3704 0044 O532 0130 00 (Scan)', covers: 'DE89 3704 0044 O532 0130 00' },
    ],
    ignore: [
      'DE89 3704 0044 0532 0130 01 has a bad checksum',
      'GB29NWBK6016133192681 is one short',
      'XX89370400440532013000 has no country',
      'sha de89370400440532013000ab',
      ...BENIGN_SAMPLES,
    ],
  },
};
