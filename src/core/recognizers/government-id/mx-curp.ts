/** Mexican population registry code (CURP): its shape, its check digits and (for formats a plain number could share) a naming word nearby. */
import type { Recognizer } from '../types';
import { curpValid } from '../validators/national-checksums';

export const mxCurp: Recognizer = {
  id: 'mx-curp',
  category: 'government_id',
  description: "Mexican population registry code (CURP)",
  label: 'CURP',
  keywords: [],
  patterns: [/(?<![\dA-Za-z_])[A-Z][AEIOUX][A-Z]{2}\d{6}[HMX][A-Z]{2}[B-DF-HJ-NP-TV-Z]{3}[A-Z\d]\d(?![\dA-Za-z_])/gi],
  views: ['base'],
  validate: (value) => curpValid(value),
  confidence: 0.9,
};
