/** US National Provider Identifier next to a label: its shape, its check digits and a naming word nearby. */
import type { Recognizer } from '../types';
import { hasContext } from '../validators/context';
import { npiValid } from '../validators/national-checksums';

const WORDS = /(?<![a-z])npi(?![a-z])|national provider (?:id|identifier|number)/i;

export const usNpi: Recognizer = {
  id: 'us-npi',
  category: 'government_id',
  description: 'US National Provider Identifier next to a label',
  label: 'NPI',
  keywords: ['npi', 'national provider'],
  patterns: [/(?<![\dA-Za-z_.])\d{10}(?![\dA-Za-z_]|[.,]\d)/g],
  validate: (value, ctx) => npiValid(value) && hasContext(ctx, WORDS),
  confidence: 0.88,
};
