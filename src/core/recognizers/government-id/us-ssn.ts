/**
 * US Social Security numbers under the SSA's allocation rules. Written 3-2-4 they stand alone
 * (`us-ssn`, base view). A bare nine-digit run, or one split and joined again in the digits or
 * OCR views, is also an order number or a zip+4, so `us-ssn-labelled` runs only when "SSN" or
 * "social security" is in the text and reports runs within a few words of it.
 */
import type { Recognizer } from '../types';
import { BENIGN_SAMPLES } from '../validators/benign-samples';
import { hasContext } from '../validators/context';
import { ssnStructureValid, TIN_ANY, TIN_GROUPED } from './_us-tin';

const SSN_WORDS = /\b(?:ssn|ss#|ss no|social[ _-]?security|soc\.? ?sec)/i;

export const usSsn: Recognizer = {
  id: 'us-ssn',
  category: 'government_id',
  description: 'US Social Security number',
  label: 'SSN',
  keywords: [],
  patterns: [TIN_GROUPED],
  views: ['base'],
  validate: (value) => ssnStructureValid(value),
  confidence: 0.9,
  examples: {
    match: [
      { text: 'Employee 536-22-8147 on file', covers: '536-22-8147' },
      { text: 'id: 536 22 8147', covers: '536 22 8147' },
    ],
    ignore: [
      'Order #100234567 shipped',
      'sample 078-05-1120 from a wallet insert',
      'placeholder 123-45-6789',
      'area 666: 666-12-3456',
      'invalid group 536-00-8147, invalid serial 536-22-0000, ITIN range 912-70-1234',
      'part of 1536-22-8147 or 536-22-81470 or 536-22-8147-2',
      'v1.12.4 at 10.0.4.12 on 2024-01-15 12:30:45',
      ...BENIGN_SAMPLES,
    ],
  },
};

export const usSsnLabelled: Recognizer = {
  id: 'us-ssn-labelled',
  category: 'government_id',
  description: 'US Social Security number next to a label',
  label: 'SSN',
  keywords: ['ssn', 'ss#', 'ss no', 'social security', 'social_security', 'social-security', 'socialsecurity', 'soc sec', 'soc. sec'],
  patterns: [TIN_ANY],
  validate: (value, ctx) => ssnStructureValid(value) && hasContext(ctx, SSN_WORDS),
  confidence: 0.9,
  examples: {
    match: [
      { text: 'Social Security Number: 536228147', covers: '536228147' },
      { text: 'SSN 5 3 6 2 2 8 1 4 7', covers: '5 3 6 2 2 8 1 4 7' },
      { text: 'ssn: 536 22 8l47 (scanned)', covers: '536 22 8l47' },
      { text: 'SOCIAL_SECURITY_NO = "536-22-8147"', covers: '536-22-8147' },
    ],
    ignore: ['SSN field, then much later in the log ........................................ 536228147', 'SSN 666228147', 'Order #100234567'],
  },
};
