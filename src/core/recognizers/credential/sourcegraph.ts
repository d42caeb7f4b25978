/** Sourcegraph credentials, in the format the provider documents publicly. */
import { END, HEX, START, credential, pattern, provider, run } from './_rule';

const rule1 = credential({
  id: 'sourcegraph-access-token',
  description: 'Sourcegraph access token',
  label: 'SOURCEGRAPH_KEY',
  keywords: ['sgp_', 'sgph_', 'sgs_'],
  patterns: [pattern(START, '(?:sgp|sgph|sgs)_(?:[a-f0-9]{16}_)?', run(HEX, 40), END)],
  minEntropy: 3,
  confidence: 0.95,
});

export const SOURCEGRAPH = provider('sourcegraph', 'Sourcegraph', [rule1]);
