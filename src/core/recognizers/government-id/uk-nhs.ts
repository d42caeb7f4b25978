/** UK NHS number next to a label: its shape, its check digits and a naming word nearby. */
import type { Recognizer } from '../types';
import { hasContext } from '../validators/context';
import { nhsNumberValid } from '../validators/national-checksums';

const WORDS = /(?<![a-z])nhs(?![a-z])/i;

export const ukNhs: Recognizer = {
  id: 'uk-nhs',
  category: 'government_id',
  description: 'UK NHS number next to a label',
  label: 'NHS',
  keywords: ['nhs'],
  patterns: [/(?<![\dA-Za-z_.])\d{3}[ -]?\d{3}[ -]?\d{4}(?![\dA-Za-z_]|[.,]\d)/g],
  validate: (value, ctx) => nhsNumberValid(value) && hasContext(ctx, WORDS),
  confidence: 0.88,
};
