/**
 * US Individual Taxpayer Identification Numbers: 9XX with the IRS group ranges. As with SSNs,
 * the 3-2-4 form stands alone (`us-itin`) and a bare or split run needs "ITIN" nearby
 * (`us-itin-labelled`).
 */
import type { Recognizer } from '../types';
import { BENIGN_SAMPLES } from '../validators/benign-samples';
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
  examples: {
    match: [
      { text: 'ITIN 912-70-1234 issued', covers: '912-70-1234' },
      { text: 'form W-7: 999 88 7654', covers: '999 88 7654' },
    ],
    ignore: ['group 93 is not used: 912-93-1234', 'Order #912701234', 'SSN 536-22-8147', ...BENIGN_SAMPLES],
  },
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
  examples: {
    match: [
      { text: 'my itin is 931941234', covers: '931941234' },
      { text: 'ITIN: 9 3 1 - 9 4 - 1 2 3 4', covers: '9 3 1 - 9 4 - 1 2 3 4' },
    ],
    ignore: ['ITIN 931931234 uses group 93', 'Order #931941234'],
  },
};
