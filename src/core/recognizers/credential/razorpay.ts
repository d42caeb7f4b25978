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
});

export const RAZORPAY = provider('razorpay', 'Razorpay', [keySecret]);
