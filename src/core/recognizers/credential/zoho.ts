/** Zoho credentials, in the format the provider documents publicly. */
import { END, HEX, START, credential, pattern, provider, run } from './_rule';

const rule1 = credential({
  id: 'zoho-oauth-token',
  description: 'Zoho OAuth token',
  label: 'ZOHO_KEY',
  keywords: ['1000.'],
  patterns: [pattern(START, '1000\\.', run(HEX, 32), '\\.', run(HEX, 32), END)],
  minEntropy: 3,
  confidence: 0.95,
});

export const ZOHO = provider('zoho', 'Zoho', [rule1]);
