/** UK passport number next to a label: its shape, its check digits and (for formats a plain number could share) a naming word nearby. */
import type { Recognizer } from '../types';
import { hasContext } from '../validators/context';

const UK_PASSPORT_WORDS = /\b(?:uk|british|gb|hm)?\s?passport(?:\s?(?:no|number|#))?\.?\b/i;

export const ukPassport: Recognizer = {
  id: 'uk-passport',
  category: 'government_id',
  description: "UK passport number next to a label",
  label: 'PASSPORT',
  keywords: ['passport'],
  patterns: [/(?<![\dA-Za-z_])\d{9}(?![\dA-Za-z_])/g],
  validate: (value, ctx) => hasContext(ctx, UK_PASSPORT_WORDS) && !/^(\d)\1+$/.test(value),
  confidence: 0.88,
};
