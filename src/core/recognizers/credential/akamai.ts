/** Akamai credentials, in the format the provider documents publicly. */
import { END, START, credential, pattern, provider, run } from './_rule';

const rule1 = credential({
  id: 'akamai-edgegrid-token',
  description: 'Akamai EdgeGrid client token',
  label: 'AKAMAI_KEY',
  keywords: ['akab-'],
  patterns: [pattern(START, 'akab-', run('[a-z0-9]', 16), '-', run('[a-z0-9]', 16), END)],
  minEntropy: 3,
  confidence: 0.95,
});

export const AKAMAI = provider('akamai', 'Akamai', [rule1]);
