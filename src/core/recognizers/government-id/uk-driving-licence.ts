/** UK (GB) driving licence number: its shape, its check digits and (for formats a plain number could share) a naming word nearby. */
import type { Recognizer } from '../types';
import { ukDrivingLicenceValid } from '../validators/national-checksums';

export const ukDrivingLicence: Recognizer = {
  id: 'uk-driving-licence',
  category: 'government_id',
  description: "UK (GB) driving licence number",
  label: 'LICENCE',
  keywords: [],
  patterns: [/(?<![\dA-Za-z_])[A-Z][A-Z9]{4}\d[0156]\d[0-3]\d\d[A-Z9]{2}\d[A-Z0-9]{2}(?: ?\d{2})?(?![\dA-Za-z_])/g],
  views: ['base'],
  validate: (value) => ukDrivingLicenceValid(value),
  confidence: 0.9,
};
