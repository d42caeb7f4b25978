/** Thai national identification number: its shape, its check digits and (for formats a plain number could share) a naming word nearby. */
import type { Recognizer } from '../types';
import { hasContext } from '../validators/context';
import { thIdValid } from '../validators/national-checksums';

const TH_WORDS = /(?:thai|บัตรประชาชน|เลขประจำตัว|citizen|national id|id card)/i;

export const thId: Recognizer = {
  id: 'th-id',
  category: 'government_id',
  description: "Thai national identification number",
  label: 'THAI_ID',
  keywords: [],
  patterns: [/(?<![\dA-Za-z_\-])[1-8]-?\d{4}-?\d{5}-?\d{2}-?\d(?![\dA-Za-z_]|-\d)/g],
  views: ['base', 'digits'],
  validate: (value, ctx) => thIdValid(value) && (value.includes('-') || hasContext(ctx, TH_WORDS)),
  confidence: 0.88,
};
