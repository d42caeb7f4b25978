/** Irish Personal Public Service Number next to a label: its shape, its check digits and a naming word nearby. */
import type { Recognizer } from '../types';
import { hasContext } from '../validators/context';
import { ppsnValid } from '../validators/national-checksums';

const WORDS = /(?<![a-z])ppsn?(?![a-z])|pps (?:number|no)|personal public service/i;

export const iePpsn: Recognizer = {
  id: 'ie-ppsn',
  category: 'government_id',
  description: 'Irish Personal Public Service Number next to a label',
  label: 'PPSN',
  keywords: ['pps', 'personal public service'],
  patterns: [/(?<![\dA-Za-z_])\d{7} ?[A-Wa-w][A-IWa-iw]?(?![\dA-Za-z_])/g],
  validate: (value, ctx) => ppsnValid(value) && hasContext(ctx, WORDS),
  confidence: 0.88,
};
