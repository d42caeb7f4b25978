/** New Zealand IRD (tax) number next to a label: 8 or 9 digits in the issued range with the IRD's mod-11 check digit, and "IRD" nearby (one nine-digit run in eleven passes). */
import type { Recognizer } from '../types';
import { hasContext } from '../validators/context';
import { irdValid } from '../validators/id-checksums';

const IRD_WORDS = /(?:\bird\b|inland revenue)/i;

export const nzIrd: Recognizer = {
  id: 'nz-ird',
  category: 'government_id',
  description: 'New Zealand IRD number next to a label',
  label: 'IRD',
  keywords: ['ird', 'inland revenue'],
  patterns: [/(?<![\dA-Za-z_.]|\d[ -])(?:\d{2,3}([ -])\d{3}\1\d{3}|\d{8,9})(?![\dA-Za-z_]|[ -]\d|[.,]\d)/g],
  validate: (value, ctx) => irdValid(value) && hasContext(ctx, IRD_WORDS),
  confidence: 0.88,
};
