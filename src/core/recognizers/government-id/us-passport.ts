/** US passport number next to a label: its shape, its check digits and (for formats a plain number could share) a naming word nearby. */
import type { Recognizer } from '../types';
import { hasContext } from '../validators/context';

const US_PASSPORT_WORDS = /\b(?:us|u\.s\.|american)?\s?passport(?:\s?(?:book|card)?\s?(?:no|number|#))?\.?\b/i;

export const usPassport: Recognizer = {
  id: 'us-passport',
  category: 'government_id',
  description: "US passport number next to a label",
  label: 'PASSPORT',
  keywords: ['passport'],
  patterns: [/(?<![\dA-Za-z_])[A-Z]?\d{8,9}(?![\dA-Za-z_])/g],
  validate: (value, ctx) => hasContext(ctx, US_PASSPORT_WORDS) && !/^(\d)\1+$/.test(value),
  confidence: 0.88,
};
