/** Paystack credentials, in the format the provider documents publicly. */
import { HEX, LABEL_VIEWS, credential, labelled, provider, run } from './_rule';

const rule1 = credential({
  id: 'paystack-secret-key',
  description: 'Paystack secret key',
  label: 'PAYSTACK_KEY',
  keywords: ['paystack'],
  patterns: [labelled('paystack', `sk_(?:live|test)_${run(HEX, 40)}`)],
  views: LABEL_VIEWS,
  minEntropy: 3,
  confidence: 0.95,
});

export const PAYSTACK = provider('paystack', 'Paystack', [rule1]);
