/**
 * US Social Security numbers under the SSA's allocation rules. Written 3-2-4 they stand alone
 * (`us-ssn`, base view). A bare nine-digit run, or one split and joined again in the digits or
 * OCR views, is also an order number or a zip+4, so `us-ssn-labelled` runs only when "SSN" or
 * "social security" is in the text and reports runs within a few words of it.
 */
import type { Recognizer } from '../types';
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
};
