/** Australian Medicare card number next to a label: its shape, its check digits and (for formats a plain number could share) a naming word nearby. */
import type { Recognizer } from '../types';
import { hasContext } from '../validators/context';
import { auMedicareValid } from '../validators/national-checksums';

const MEDICARE_WORDS = /\bmedicare\b/i;

export const auMedicare: Recognizer = {
  id: 'au-medicare',
  category: 'government_id',
  description: "Australian Medicare card number next to a label",
  label: 'MEDICARE',
  keywords: ['medicare'],
  patterns: [/(?<![\dA-Za-z_.])[2-6]\d{3} ?\d{5} ?\d(?: ?\d)?(?![\dA-Za-z_]|[.,]\d)/g],
  validate: (value, ctx) => auMedicareValid(value) && hasContext(ctx, MEDICARE_WORDS),
  confidence: 0.88,
};
