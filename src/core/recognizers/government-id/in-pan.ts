/** Indian permanent account number (PAN) next to a label: its shape, its check digits and (for formats a plain number could share) a naming word nearby. */
import type { Recognizer } from '../types';
import { hasContext } from '../validators/context';
import { panShapeValid } from '../validators/national-checksums';

const PAN_WORDS = /\b(?:pan(?: card| no\.?| number)?|permanent account number|income tax|itr)\b/i;

export const inPan: Recognizer = {
  id: 'in-pan',
  category: 'government_id',
  description: "Indian permanent account number (PAN) next to a label",
  label: 'PAN',
  keywords: ['pan', 'permanent account', 'income tax', 'itr'],
  patterns: [/(?<![\dA-Za-z_])[A-Z]{3}[ABCFGHLJPT][A-Z]\d{4}[A-Z](?![\dA-Za-z_])/g],
  validate: (value, ctx) => panShapeValid(value) && hasContext(ctx, PAN_WORDS),
  confidence: 0.88,
};
