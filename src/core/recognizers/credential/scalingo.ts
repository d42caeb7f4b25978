/** Scalingo credentials, in the format the provider documents publicly. */
import { END_URLSAFE, START, URLSAFE, credential, pattern, provider, run } from './_rule';

const rule1 = credential({
  id: 'scalingo-api-token',
  description: 'Scalingo API token',
  label: 'SCALINGO_KEY',
  keywords: ['tk-us-'],
  patterns: [pattern(START, 'tk-us-', run(URLSAFE, 48), END_URLSAFE)],
  minEntropy: 3,
  confidence: 0.95,
});

export const SCALINGO = provider('scalingo', 'Scalingo', [rule1]);
