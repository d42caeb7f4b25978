/** US driver licence number next to a label: its shape, its check digits and (for formats a plain number could share) a naming word nearby. */
import type { Recognizer } from '../types';
import { hasContext } from '../validators/context';

const US_DL_WORDS = /(?:driver'?s?\s?licen[cs]e|driving licen[cs]e|\bdl\s?(?:#|no\.?|number)|\bdmv\b|licen[cs]e\s?(?:no\.?|number|#))/i;

export const usDriverLicence: Recognizer = {
  id: 'us-driver-licence',
  category: 'government_id',
  description: "US driver licence number next to a label",
  label: 'LICENCE',
  keywords: ['driver', 'dl#', 'dl no', 'dl number', 'licen', 'dmv'],
  patterns: [/(?<![\dA-Za-z_])(?:[A-Z]{1,2}\d{4,14}|\d{7,12}|[A-Z]\d{3}-\d{4}-\d{4}|\d{3}-\d{3}-\d{3})(?![\dA-Za-z_])/g],
  validate: (value, ctx) => hasContext(ctx, US_DL_WORDS, 56, 16) && /\d{4}/.test(value),
  confidence: 0.88,
};
