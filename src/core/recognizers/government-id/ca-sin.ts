/**
 * Canadian Social Insurance Numbers: nine digits (3-3-3), Luhn-valid, never starting with 0 or 8.
 * Spanish and other phone numbers are also written 3-3-3 and one in ten passes Luhn, so a SIN is
 * only reported with "SIN", "social insurance" or the French "NAS" nearby.
 */
import type { Recognizer } from '../types';
import { digitsOnly, hasContext } from '../validators/context';
import { luhnValid } from '../validators/luhn';

const SIN_WORDS = /\b(?:sin|s\.i\.n\.?|social insurance|nas|assurance sociale)\b/i;

export const caSin: Recognizer = {
  id: 'ca-sin',
  category: 'government_id',
  description: 'Canadian Social Insurance Number',
  label: 'SIN',
  // "sin" alone would match "using" and "business" and run this rule on nearly every text.
  keywords: ['sin:', 'sin ', 'sin#', 'sin-', 's.i.n', 'social insurance', 'nas:', 'nas ', 'assurance sociale'],
  patterns: [/(?<![\dA-Za-z_]|\d[ -])(?:[1-79]\d{2}([ -])\d{3}\1\d{3}|[1-79]\d{8})(?![\dA-Za-z_]|[ -]\d)/g],
  validate: (value, ctx) => {
    const d = digitsOnly(value);
    return luhnValid(d) && !/^(\d)\1{8}$/.test(d) && hasContext(ctx, SIN_WORDS);
  },
  confidence: 0.85,
};
