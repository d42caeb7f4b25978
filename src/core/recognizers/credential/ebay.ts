/** eBay credentials, in the format the provider documents publicly. */
import { END, HEX, START, credential, pattern, provider, run } from './_rule';

const rule1 = credential({
  id: 'ebay-cert-id',
  description: 'eBay application cert ID',
  label: 'EBAY_KEY',
  keywords: ['prd-', 'sbx-'],
  patterns: [pattern(START, '(?:PRD|SBX)-', run(HEX, 12), '-', run(HEX, 4), '-', run(HEX, 4), '-', run(HEX, 4), '-', run(HEX, 4), END)],
  minEntropy: 3,
  confidence: 0.95,
});

export const EBAY = provider('ebay', 'eBay', [rule1]);
