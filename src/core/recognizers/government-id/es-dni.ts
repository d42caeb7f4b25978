/**
 * Spanish DNI: eight digits and a check letter (the number mod 23 indexes
 * TRWAGMYFPDXBNJZSQVHLCKE). The letter makes a random match one in 23, and the shape (digits
 * glued to a capital letter) is rare in prose, so no label is needed.
 */
import type { Recognizer } from '../types';
import { digitsOnly } from '../validators/context';

export const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';

/** Whether `letter` is the DNI/NIE control letter for the (at most 8-digit) number `digits`. */
export function dniLetterValid(digits: string, letter: string): boolean {
  return DNI_LETTERS[Number(digits) % 23] === letter.toUpperCase();
}

export const esDni: Recognizer = {
  id: 'es-dni',
  category: 'government_id',
  description: 'Spanish national identity number (DNI)',
  label: 'DNI',
  keywords: [],
  // The OCR view reads check letters such as Z, S, B and G as digits, so it can only lose a DNI.
  views: ['base', 'digits'],
  patterns: [/(?<![\dA-Za-z_.]|\d[ -])(?:\d{8}|\d{2}\.\d{3}\.\d{3})[ -]?[A-HJ-NP-TV-Z](?![A-Za-z0-9_])/g],
  validate: (value) => {
    const letter = value.at(-1) ?? '';
    const digits = digitsOnly(value);
    return digits.length === 8 && !/^0+$/.test(digits) && dniLetterValid(digits, letter);
  },
  confidence: 0.85,
};
