/** Korean resident registration number: its shape, its check digits and (for formats a plain number could share) a naming word nearby. */
import type { Recognizer } from '../types';
import { krRrnValid } from '../validators/national-checksums';

export const krRrn: Recognizer = {
  id: 'kr-rrn',
  category: 'government_id',
  description: "Korean resident registration number",
  label: 'RRN',
  keywords: [],
  patterns: [/(?<![\dA-Za-z_\-])\d{6}-[1-8]\d{6}(?![\dA-Za-z_]|-\d)/g],
  views: ['base', 'digits'],
  validate: (value) => krRrnValid(value),
  confidence: 0.9,
};
