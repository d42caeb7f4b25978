/** WooCommerce credentials, in the format the provider documents publicly. */
import { END, HEX, START, credential, pattern, provider, run } from './_rule';

const rule1 = credential({
  id: 'woocommerce-consumer-secret',
  description: 'WooCommerce consumer key or secret',
  label: 'WOOCOMMERCE_KEY',
  keywords: ['ck_', 'cs_'],
  patterns: [pattern(START, 'c[ks]_', run(HEX, 40), END)],
  minEntropy: 3,
  confidence: 0.95,
});

export const WOOCOMMERCE = provider('woocommerce', 'WooCommerce', [rule1]);
