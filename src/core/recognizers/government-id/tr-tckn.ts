/** Turkish identity number (TC Kimlik No): its shape, its check digits and (for formats a plain number could share) a naming word nearby. */
import type { Recognizer } from '../types';
import { hasContext } from '../validators/context';
import { tcknValid } from '../validators/national-checksums';

const TR_WORDS = /\b(?:t\.?\s?c\.?|tckn|kimlik|identity|vatandaş(?:lık)?)\b/i;

export const trTckn: Recognizer = {
  id: 'tr-tckn',
  category: 'government_id',
  description: "Turkish identity number (TC Kimlik No)",
  label: 'TCKN',
  keywords: ['tc', 'kimlik', 'tckn', 't.c.', 'identity', 'vatanda'],
  patterns: [/(?<![\dA-Za-z_.])[1-9]\d{10}(?![\dA-Za-z_])/g],
  validate: (value, ctx) => tcknValid(value) && hasContext(ctx, TR_WORDS),
  confidence: 0.88,
};
