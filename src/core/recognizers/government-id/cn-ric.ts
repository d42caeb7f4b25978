/** Chinese resident identity card number: its shape, its check digits and (for formats a plain number could share) a naming word nearby. */
import type { Recognizer } from '../types';
import { cnRicValid } from '../validators/national-checksums';

export const cnRic: Recognizer = {
  id: 'cn-ric',
  category: 'government_id',
  description: "Chinese resident identity card number",
  label: 'GOV_ID',
  keywords: [],
  patterns: [/(?<![\dA-Za-z_])[1-9]\d{16}[\dXx](?![\dA-Za-z_])/g],
  views: ['base'],
  validate: (value) => cnRicValid(value),
  confidence: 0.9,
};
