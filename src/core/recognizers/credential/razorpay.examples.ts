/** Own examples of the rules in razorpay.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'razorpay-key-secret': {
    match: [
      { text: 'RAZORPAY_KEY_SECRET=lLAYHi3MIUuhM8MejW6ChsWH', covers: 'lLAYHi3MIUuhM8MejW6ChsWH' },
      { text: 'RAZORPAY_KEY_SECRET=lLAYHi3MIUuhM8 MejW6ChsWH', covers: 'lLAYHi3MIUuhM8 MejW6ChsWH' },
    ],
    ignore: ['RAZORPAY_KEY_ID=rzp_live_HPe9nWkvmoyEpD', 'RAZORPAY_KEY_SECRET=your_key_secret'],
  },
};
