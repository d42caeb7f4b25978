/** Australian tax file number next to a label: its shape, its check digits and (for formats a plain number could share) a naming word nearby. */
import type { Recognizer } from '../types';
import { hasContext } from '../validators/context';
import { tfnValid } from '../validators/national-checksums';

const TFN_WORDS = /\b(?:tfn|tax file(?: number| no\.?)?)\b/i;

export const auTfn: Recognizer = {
  id: 'au-tfn',
  category: 'government_id',
  description: "Australian tax file number next to a label",
  label: 'TFN',
  keywords: ['tfn', 'tax file'],
  patterns: [/(?<![\dA-Za-z_.])\d{3} ?\d{3} ?\d{2,3}(?![\dA-Za-z_]|[.,]\d)/g],
  validate: (value, ctx) => tfnValid(value) && hasContext(ctx, TFN_WORDS),
  confidence: 0.88,
};
