/** Anyscale credentials, in the format the provider documents publicly. */
import { END, START, credential, pattern, provider, run } from './_rule';

const rule1 = credential({
  id: 'anyscale-api-key',
  description: 'Anyscale API key',
  label: 'ANYSCALE_KEY',
  keywords: ['esecret_'],
  patterns: [pattern(START, 'esecret_', run('[a-z0-9]', 26), END)],
  minEntropy: 3,
  confidence: 0.97,
});

export const ANYSCALE = provider('anyscale', 'Anyscale', [rule1]);
