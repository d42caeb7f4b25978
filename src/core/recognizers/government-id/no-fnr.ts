/** Norwegian national identity number (fødselsnummer): its shape, its check digits and (for formats a plain number could share) a naming word nearby. */
import type { Recognizer } from '../types';
import { noFnrValid } from '../validators/national-checksums';

export const noFnr: Recognizer = {
  id: 'no-fnr',
  category: 'government_id',
  description: "Norwegian national identity number (fødselsnummer)",
  label: 'GOV_ID',
  keywords: [],
  patterns: [/(?<![\dA-Za-z_.])\d{6} ?\d{5}(?![\dA-Za-z_]|[.,]\d)/g],
  views: ['base'],
  validate: (value) => noFnrValid(value.replace(' ', '')),
  confidence: 0.9,
};
