/** US Medicare Beneficiary Identifier (MBI): its shape, its check digits and (for formats a plain number could share) a naming word nearby. */
import type { Recognizer } from '../types';
import { mbiValid } from '../validators/national-checksums';

export const usMbi: Recognizer = {
  id: 'us-mbi',
  category: 'government_id',
  description: "US Medicare Beneficiary Identifier (MBI)",
  label: 'MBI',
  keywords: [],
  patterns: [/(?<![\dA-Za-z_])[1-9][AC-HJKMNP-RT-Y][AC-HJKMNP-RT-Y0-9]\d-?[AC-HJKMNP-RT-Y][AC-HJKMNP-RT-Y0-9]\d-?[AC-HJKMNP-RT-Y]{2}\d{2}(?![\dA-Za-z_])/g],
  views: ['base'],
  validate: (value) => mbiValid(value),
  confidence: 0.9,
};
