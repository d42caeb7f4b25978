/** Own examples of the rule in nz-ird.ts: what it must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'nz-ird': {
    match: [
      { text: 'IRD number: 58-301-728', covers: '58-301-728' },
      { text: 'ird 074 129 366 for the refund', covers: '074 129 366' },
      { text: 'Inland Revenue no. 118023943', covers: '118023943' },
    ],
    ignore: [
      'IRD number: 58-301-729',
      'invoice 58-301-728 paid',
      'IRD 158023946 is past the issued range',
      'IRD 1-58-301-728 and 58-301-7280',
    ],
  },
};
