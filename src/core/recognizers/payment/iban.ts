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
};
