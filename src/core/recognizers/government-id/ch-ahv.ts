/**
 * Swiss social-security number (AHV/AVS, AHVN13): 756, nine digits and an EAN-13 check digit.
 * Printed 756.1234.5678.97 the dotted shape is the card's own and stands alone; as a bare
 * thirteen-digit run it could be any barcode starting 756, so a naming word must sit nearby.
 */
import type { Recognizer } from '../types';
import { hasContext } from '../validators/context';
import { ahvValid } from '../validators/id-checksums';

const AHV_WORDS = /(?:\b(?:ahvn?|avs)(?:[- ]?13)?\b|sozialversicherung|social security|assicurazione)/i;

export const chAhv: Recognizer = {
  id: 'ch-ahv',
  category: 'government_id',
  description: 'Swiss social-security number (AHV/AVS)',
  label: 'AHV',
  keywords: ['756'],
  patterns: [/(?<![\dA-Za-z_.])756(?:\.\d{4}\.\d{4}\.\d{2}|\d{10})(?![\dA-Za-z_]|[.,]\d)/g],
  validate: (value, ctx) => ahvValid(value) && (value.includes('.') || hasContext(ctx, AHV_WORDS)),
  confidence: 0.88,
};
