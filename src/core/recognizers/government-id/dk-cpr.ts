/** Danish CPR number next to a label: its shape, its check digits and (for formats a plain number could share) a naming word nearby. */
import type { Recognizer } from '../types';
import { hasContext } from '../validators/context';
import { realDate } from '../validators/national-checksums';

const CPR_WORDS = /\b(?:cpr(?:-?nr\.?|-?nummer)?|personnummer)\b/i;

/** DDMMYY and four digits, the date real (the mod-11 check was dropped in 2007). */
function dkCprShape(value: string): boolean {
  const d = value.replace('-', '');
  return realDate(1904, Number(d.slice(2, 4)), Number(d.slice(0, 2)));
}

export const dkCpr: Recognizer = {
  id: 'dk-cpr',
  category: 'government_id',
  description: "Danish CPR number next to a label",
  label: 'CPR',
  keywords: ['cpr', 'personnummer'],
  patterns: [/(?<![\dA-Za-z_\-])[0-3]\d[01]\d{3}-?\d{4}(?![\dA-Za-z_]|-\d)/g],
  validate: (value, ctx) => dkCprShape(value) && hasContext(ctx, CPR_WORDS),
  confidence: 0.88,
};
