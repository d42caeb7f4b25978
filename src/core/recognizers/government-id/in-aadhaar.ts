/**
 * India's Aadhaar number: twelve digits, never starting with 0 or 1, last digit a Verhoeff check.
 * Written 4-4-4 it stands alone (`in-aadhaar`); one random twelve-digit run in ten passes
 * Verhoeff, so a bare or split run needs "Aadhaar"/"UIDAI" nearby (`in-aadhaar-labelled`).
 */
import type { Recognizer } from '../types';
import { BENIGN_SAMPLES } from '../validators/benign-samples';
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
  examples: {
    match: [
      { text: 'Aadhaar 2345 6789 0124 linked', covers: '2345 6789 0124' },
      { text: 'ID 4917-2830-1157 verified', covers: '4917-2830-1157' },
    ],
    ignore: ['bad check 2345 6789 0123', 'starts with one 1234 5678 9012', 'card 4111 2345 6789 0124 9999', ...BENIGN_SAMPLES],
  },
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
  examples: {
    match: [
      { text: 'UIDAI: 234567890124', covers: '234567890124' },
      { text: 'Aadhaar no. 23 45 67 89 01 24', covers: '23 45 67 89 01 24' },
    ],
    ignore: ['reference 234567890124 without a label', 'aadhaar 234567890123 (bad check)', 'Aadhaar KYC is described in the appendix.\nuser uid: 234567890124'],
  },
};
