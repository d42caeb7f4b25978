/** Australian Company Number next to a label: its shape, its check digits and a naming word nearby. */
import type { Recognizer } from '../types';
import { hasContext } from '../validators/context';
import { acnValid } from '../validators/national-checksums';

const WORDS = /(?<![a-z])(?:acn|arbn)(?![a-z])|australian (?:company|registered body) number/i;

export const auAcn: Recognizer = {
  id: 'au-acn',
  category: 'government_id',
  description: 'Australian Company Number next to a label',
  label: 'ACN',
  keywords: ['acn', 'arbn', 'australian company', 'australian registered body'],
  patterns: [/(?<![\dA-Za-z_.])\d{3} ?\d{3} ?\d{3}(?![\dA-Za-z_]|[.,]\d)/g],
  validate: (value, ctx) => acnValid(value) && hasContext(ctx, WORDS),
  confidence: 0.88,
};
