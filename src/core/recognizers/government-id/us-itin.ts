/**
 * US Individual Taxpayer Identification Numbers: 9XX with the IRS group ranges. As with SSNs,
 * the 3-2-4 form stands alone (`us-itin`) and a bare or split run needs "ITIN" nearby
 * (`us-itin-labelled`).
 */
import type { Recognizer } from '../types';
import { hasContext } from '../validators/context';
import { itinStructureValid, TIN_ANY, TIN_GROUPED } from './_us-tin';

const ITIN_WORDS = /\b(?:itin|taxpayer identification|tax id)/i;

export const usItin: Recognizer = {
  id: 'us-itin',
  category: 'government_id',
  description: 'US Individual Taxpayer Identification Number',
  label: 'ITIN',
  keywords: [],
  patterns: [TIN_GROUPED],
  views: ['base'],
  validate: (value) => itinStructureValid(value),
  confidence: 0.9,
};

export const usItinLabelled: Recognizer = {
  id: 'us-itin-labelled',
  category: 'government_id',
  description: 'US ITIN next to a label',
  label: 'ITIN',
  // "itin" alone would match "writing" and "waiting".
  keywords: ['itin:', 'itin ', 'itin#', 'itin-', 'itin=', 'itin.', 'taxpayer identification', 'tax id'],
  patterns: [TIN_ANY],
  validate: (value, ctx) => itinStructureValid(value) && hasContext(ctx, ITIN_WORDS),
  confidence: 0.9,
};
