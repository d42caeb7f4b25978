/** Shippo credentials, in the format the provider documents publicly. */
import { END, HEX, START, credential, pattern, provider, run } from './_rule';

const rule1 = credential({
  id: 'shippo-api-token',
  description: 'Shippo API token',
  label: 'SHIPPO_KEY',
  keywords: ['shippo_live_', 'shippo_test_'],
  patterns: [pattern(START, 'shippo_(?:live|test)_', run(HEX, 40), END)],
  minEntropy: 3,
  confidence: 0.95,
});

export const SHIPPO = provider('shippo', 'Shippo', [rule1]);
