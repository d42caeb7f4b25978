/** UK Unique Taxpayer Reference next to a label: its shape, its check digits and a naming word nearby. */
import type { Recognizer } from '../types';
import { hasContext } from '../validators/context';
import { utrValid } from '../validators/national-checksums';

const WORDS = /(?<![a-z])utr(?![a-z])|unique tax(?:payer)? reference|taxpayer reference/i;

export const ukUtr: Recognizer = {
  id: 'uk-utr',
  category: 'government_id',
  description: 'UK Unique Taxpayer Reference next to a label',
  label: 'UTR',
  keywords: ['utr', 'unique tax', 'taxpayer reference'],
  patterns: [/(?<![\dA-Za-z_.])\d{5} ?\d{5}K?(?![\dA-Za-z_]|[.,]\d)/g],
  validate: (value, ctx) => utrValid(value) && hasContext(ctx, WORDS),
  confidence: 0.88,
};
