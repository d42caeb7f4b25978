/**
 * UK National Insurance numbers: two prefix letters (HMRC never issues D, F, I, Q, U or V first,
 * nor O second, nor the prefixes BG, GB, KN, NK, NT, TN, ZZ), six digits, suffix A–D. Written in
 * any case, plain or spaced in pairs. The letter structure is strong enough to need no label.
 */
import type { Recognizer } from '../types';

export const ukNino: Recognizer = {
  id: 'uk-nino',
  category: 'government_id',
  description: 'UK National Insurance number',
  label: 'NINO',
  keywords: [],
  patterns: [
    /(?<![a-z0-9_])(?!bg|gb|kn|nk|nt|tn|zz)[a-ceghj-pr-tw-z][a-ceghj-npr-tw-z][ -]?\d{2}[ -]?\d{2}[ -]?\d{2}[ -]?[a-d](?![a-z0-9_])/gi,
  ],
  // The OCR view turns B, S, O and friends into digits, which breaks the letter prefix.
  views: ['base', 'digits'],
  confidence: 0.9,
};
