/** Polish national identification number (PESEL): its shape, its check digits and (for formats a plain number could share) a naming word nearby. */
import type { Recognizer } from '../types';
import { peselValid } from '../validators/national-checksums';

export const plPesel: Recognizer = {
  id: 'pl-pesel',
  category: 'government_id',
  description: "Polish national identification number (PESEL)",
  label: 'PESEL',
  keywords: [],
  patterns: [/(?<![\dA-Za-z_.])\d{11}(?![\dA-Za-z_]|[.,]\d)/g],
  views: ['base'],
  validate: (value) => peselValid(value),
  confidence: 0.9,
};
