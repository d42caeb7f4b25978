/** Australian Business Number next to a label: its shape, its check digits and a naming word nearby. */
import type { Recognizer } from '../types';
import { hasContext } from '../validators/context';
import { abnValid } from '../validators/national-checksums';

const WORDS = /(?<![a-z])abn(?![a-z])|australian business number/i;

export const auAbn: Recognizer = {
  id: 'au-abn',
  category: 'government_id',
  description: 'Australian Business Number next to a label',
  label: 'ABN',
  keywords: ['abn', 'australian business'],
  patterns: [/(?<![\dA-Za-z_.])\d{2} ?\d{3} ?\d{3} ?\d{3}(?![\dA-Za-z_]|[.,]\d)/g],
  validate: (value, ctx) => abnValid(value) && hasContext(ctx, WORDS),
  confidence: 0.88,
};
