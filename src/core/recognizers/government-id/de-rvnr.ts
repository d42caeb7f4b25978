/** German social (pension) insurance number: its shape, its check digits and (for formats a plain number could share) a naming word nearby. */
import type { Recognizer } from '../types';
import { deRvnrValid } from '../validators/national-checksums';

export const deRvnr: Recognizer = {
  id: 'de-rvnr',
  category: 'government_id',
  description: "German social (pension) insurance number",
  label: 'SVNR',
  keywords: [],
  patterns: [/(?<![\dA-Za-z_])\d{2} ?\d{6} ?[A-Z] ?\d{3}(?![\dA-Za-z_])/g],
  views: ['base'],
  validate: (value) => deRvnrValid(value),
  confidence: 0.9,
};
