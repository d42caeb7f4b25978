/** Finnish personal identity code (HETU): its shape, its check digits and (for formats a plain number could share) a naming word nearby. */
import type { Recognizer } from '../types';
import { hetuValid } from '../validators/national-checksums';

export const fiHetu: Recognizer = {
  id: 'fi-hetu',
  category: 'government_id',
  description: "Finnish personal identity code (HETU)",
  label: 'HETU',
  keywords: [],
  patterns: [/(?<![\dA-Za-z_])\d{6}[-+A-FU-Y]\d{3}[0-9A-FHJ-NPR-Y](?![\dA-Za-z_])/g],
  views: ['base'],
  validate: (value) => hetuValid(value),
  confidence: 0.9,
};
