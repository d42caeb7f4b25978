/** Own examples of the rules in in-aadhaar.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';
import { BENIGN_SAMPLES } from '../validators/benign-samples';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'in-aadhaar': {
    match: [
      { text: 'Aadhaar 2345 6789 0124 linked', covers: '2345 6789 0124' },
      { text: 'ID 4917-2830-1157 verified', covers: '4917-2830-1157' },
    ],
    ignore: ['bad check 2345 6789 0123', 'starts with one 1234 5678 9012', 'card 4111 2345 6789 0124 9999', ...BENIGN_SAMPLES],
  },
  'in-aadhaar-labelled': {
    match: [
      { text: 'UIDAI: 234567890124', covers: '234567890124' },
      { text: 'Aadhaar no. 23 45 67 89 01 24', covers: '23 45 67 89 01 24' },
    ],
    ignore: ['reference 234567890124 without a label', 'aadhaar 234567890123 (bad check)', 'Aadhaar KYC is described in the appendix.\nuser uid: 234567890124'],
  },
};
