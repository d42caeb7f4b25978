/** Swedish personal identity number: its shape, its check digits and (for formats a plain number could share) a naming word nearby. */
import type { Recognizer } from '../types';
import { personnummerValid } from '../validators/national-checksums';

export const sePersonnummer: Recognizer = {
  id: 'se-personnummer',
  category: 'government_id',
  description: "Swedish personal identity number",
  label: 'PERSONNUMMER',
  keywords: [],
  patterns: [/(?<![\dA-Za-z_\-])(?:19|20)?\d{6}[-+]\d{4}(?![\dA-Za-z_]|-\d)/g],
  views: ['base'],
  validate: (value) => personnummerValid(value),
  confidence: 0.9,
};
