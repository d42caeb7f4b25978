/** Razorpay key secrets: 24 characters next to a Razorpay label (the rzp_ key id alone is not secret). */
import { ALNUM, LABEL_VIEWS, credential, labelled, provider, run } from './_rule';

const keySecret = credential({
  id: 'razorpay-key-secret',
  description: 'Razorpay key secret',
  label: 'RAZORPAY_KEY',
  keywords: ['razorpay'],
  patterns: [labelled('razorpay', run(ALNUM, 24))],
  views: LABEL_VIEWS,
  minEntropy: 3.5,
  confidence: 0.9,
  examples: {
    match: [
      { text: 'RAZORPAY_KEY_SECRET=lLAYHi3MIUuhM8MejW6ChsWH', covers: 'lLAYHi3MIUuhM8MejW6ChsWH' },
      { text: 'RAZORPAY_KEY_SECRET=lLAYHi3MIUuhM8 MejW6ChsWH', covers: 'lLAYHi3MIUuhM8 MejW6ChsWH' },
    ],
    ignore: ['RAZORPAY_KEY_ID=rzp_live_HPe9nWkvmoyEpD', 'RAZORPAY_KEY_SECRET=your_key_secret'],
  },
});

export const RAZORPAY = provider('razorpay', 'Razorpay', [keySecret]);
