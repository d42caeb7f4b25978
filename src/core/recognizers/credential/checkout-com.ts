/** Checkout.com credentials, in the format the provider documents publicly. */
import { END, START, credential, pattern, provider, run } from './_rule';

const rule1 = credential({
  id: 'checkout-com-secret-key',
  description: 'Checkout.com secret key',
  label: 'CHECKOUT_COM_KEY',
  keywords: ['sk_sbox_'],
  patterns: [pattern(START, 'sk_sbox_', run('[a-z2-7]', 26), END)],
  minEntropy: 3,
  confidence: 0.95,
});

export const CHECKOUT_COM = provider('checkout-com', 'Checkout.com', [rule1]);
