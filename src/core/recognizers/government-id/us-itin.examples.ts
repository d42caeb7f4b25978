/** Own examples of the rules in us-itin.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';
import { BENIGN_SAMPLES } from '../validators/benign-samples';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'us-itin': {
    match: [
      { text: 'ITIN 912-70-1234 issued', covers: '912-70-1234' },
      { text: 'form W-7: 999 88 7654', covers: '999 88 7654' },
    ],
    ignore: ['group 93 is not used: 912-93-1234', 'Order #912701234', 'SSN 536-22-8147', ...BENIGN_SAMPLES],
  },
  'us-itin-labelled': {
    match: [
      { text: 'my itin is 931941234', covers: '931941234' },
      { text: 'ITIN: 9 3 1 - 9 4 - 1 2 3 4', covers: '9 3 1 - 9 4 - 1 2 3 4' },
    ],
    ignore: ['ITIN 931931234 uses group 93', 'Order #931941234'],
  },
};
