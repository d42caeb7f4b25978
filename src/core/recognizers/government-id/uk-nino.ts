/**
 * UK National Insurance numbers: two prefix letters (HMRC never issues D, F, I, Q, U or V first,
 * nor O second, nor the prefixes BG, GB, KN, NK, NT, TN, ZZ), six digits, suffix A–D. Written in
 * any case, plain or spaced in pairs. The letter structure is strong enough to need no label.
 */
import type { Recognizer } from '../types';
import { BENIGN_SAMPLES } from '../validators/benign-samples';

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
  examples: {
    match: [
      { text: 'NI number: AB 12 34 56 C', covers: 'AB 12 34 56 C' },
      { text: 'nino=ce123456a', covers: 'ce123456a' },
      { text: 'Her NINO is JG103759A.', covers: 'JG103759A' },
    ],
    ignore: [
      'GB123456A is not allocated',
      'DA123456A has a bad first letter',
      'AO123456B has a bad second letter',
      'AB123456E has a bad suffix',
      'sha 9fceb02dab123456c7e',
      ...BENIGN_SAMPLES,
    ],
  },
};
