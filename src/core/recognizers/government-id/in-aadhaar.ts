/**
 * India's Aadhaar number: twelve digits, never starting with 0 or 1, last digit a Verhoeff check.
 * Written 4-4-4 it stands alone (`in-aadhaar`); one random twelve-digit run in ten passes
 * Verhoeff, so a bare or split run needs "Aadhaar"/"UIDAI" nearby (`in-aadhaar-labelled`).
 */
import type { Recognizer } from '../types';
import { digitsOnly, hasContext } from '../validators/context';
import { verhoeffValid } from '../validators/verhoeff';

// "UID" alone is left out: it names user ids far more often than Aadhaar numbers.
const AADHAAR_WORDS = /(?:\b(?:aadhaa?r|adhaar|uidai)\b|आधार)/i;

function aadhaarValid(value: string): boolean {
  const d = digitsOnly(value);
  return d.length === 12 && verhoeffValid(d) && !/^(\d)\1{11}$/.test(d);
}

export const inAadhaar: Recognizer = {
  id: 'in-aadhaar',
  category: 'government_id',
  description: 'Indian Aadhaar number',
  label: 'AADHAAR',
  keywords: [],
  patterns: [/[2-9](?<![\dA-Za-z_]\d|\d[ -]\d)\d{3}([ -])\d{4}\1\d{4}(?![\dA-Za-z_]|[ -]\d)/g],
  views: ['base'],
  validate: aadhaarValid,
  confidence: 0.85,
};

export const inAadhaarLabelled: Recognizer = {
  id: 'in-aadhaar-labelled',
  category: 'government_id',
  description: 'Indian Aadhaar number next to a label',
  label: 'AADHAAR',
  keywords: ['aadhaar', 'aadhar', 'adhaar', 'uidai'],
  patterns: [/[2-9](?<![\dA-Za-z_]\d|\d[ -]\d)\d{3}(?:([ -])\d{4}\1\d{4}|\d{8})(?![\dA-Za-z_]|[ -]\d)/g],
  validate: (value, ctx) => aadhaarValid(value) && hasContext(ctx, AADHAAR_WORDS),
  confidence: 0.85,
};
