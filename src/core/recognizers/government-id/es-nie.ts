/**
 * Spanish foreigner identity number (NIE): X, Y or Z, seven digits and the DNI check letter, with
 * the leading letter read as 0, 1 or 2 for the mod-23 check.
 */
import type { Recognizer } from '../types';
import { digitsOnly } from '../validators/context';
import { dniLetterValid } from './es-dni';

export const esNie: Recognizer = {
  id: 'es-nie',
  category: 'government_id',
  description: 'Spanish foreigner identity number (NIE)',
  label: 'NIE',
  keywords: [],
  patterns: [/(?<![\dA-Za-z_])[XYZ][ -]?\d{7}[ -]?[A-HJ-NP-TV-Z](?![A-Za-z0-9_])/g],
  // The OCR view reads a leading Z as 2, which would hide the prefix.
  views: ['base', 'digits'],
  validate: (value) => {
    const prefix = String('XYZ'.indexOf(value[0] ?? ''));
    return dniLetterValid(prefix + digitsOnly(value), value.at(-1) ?? '');
  },
  confidence: 0.85,
};
