/**
 * German tax identification number (Steuerliche Identifikationsnummer, IdNr): eleven digits, no
 * leading zero; in the first ten exactly one digit occurs twice or three times (three never in a
 * row) and the rest at most once; the last digit is an ISO 7064 MOD 11,10 check. Eleven-digit
 * runs are common (phone numbers, ids), so it is reported only next to a word that names it.
 */
import type { Recognizer } from '../types';
import { digitsOnly, hasContext } from '../validators/context';
import { iso7064Mod11_10Valid } from '../validators/mod11';

const STEUER_WORDS =
  /\b(?:steuer-?id|steuer-?identifikationsnummer|steuerliche identifikationsnummer|identifikationsnummer|steuernummer|idnr|id-nr|tin|tax id|tax identification)\b/i;

/** The BZSt digit-frequency rule over the first ten digits. */
export function steuerIdDigitsValid(digits: string): boolean {
  if (!/^[1-9]\d{10}$/.test(digits)) return false;
  const counts = new Array<number>(10).fill(0);
  for (let i = 0; i < 10; i++) counts[digits.charCodeAt(i) - 48]!++;
  const repeated = counts.filter((c) => c > 1);
  if (repeated.length !== 1 || repeated[0]! > 3) return false;
  if (repeated[0] === 3 && /(\d)\1\1/.test(digits.slice(0, 10))) return false;
  return true;
}

export const deSteuerId: Recognizer = {
  id: 'de-steuer-id',
  category: 'government_id',
  description: 'German tax identification number (Steuer-ID)',
  label: 'STEUER_ID',
  // "tin" alone would match "continue" and "testing".
  keywords: ['steuer', 'idnr', 'id-nr', 'identifikationsnummer', 'tin:', 'tin ', 'tin-', 'tax id', 'tax identification'],
  patterns: [/(?<![\dA-Za-z_]|\d[ /])(?:[1-9]\d(?:[ /]\d{3}){3}|[1-9]\d{10})(?![\dA-Za-z_]|[ /]\d)/g],
  validate: (value, ctx) => {
    const d = digitsOnly(value);
    return steuerIdDigitsValid(d) && iso7064Mod11_10Valid(d) && hasContext(ctx, STEUER_WORDS, 64);
  },
  confidence: 0.85,
};
