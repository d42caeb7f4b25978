/** Belgian national register number: its shape, its check digits and (for formats a plain number could share) a naming word nearby. */
import type { Recognizer } from '../types';
import { hasContext } from '../validators/context';
import { beNationalNumberValid } from '../validators/national-checksums';

const BE_WORDS = /(?:rijksregister|registre national|national (?:register|number)|numéro national|nationaal nummer|nn|insz|niss)/i;

export const beNationalNumber: Recognizer = {
  id: 'be-national-number',
  category: 'government_id',
  description: "Belgian national register number",
  label: 'GOV_ID',
  keywords: [],
  patterns: [/(?<![\dA-Za-z_.])\d{2}\.?\d{2}\.?\d{2}[-.]?\d{3}\.?\d{2}(?![\dA-Za-z_]|[.-]\d)/g],
  views: ['base'],
  validate: (value, ctx) => beNationalNumberValid(value) && (/[.-]/.test(value) || hasContext(ctx, BE_WORDS)),
  confidence: 0.88,
};
