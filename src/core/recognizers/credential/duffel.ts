/** Duffel credentials, in the format the provider documents publicly. */
import { END_URLSAFE, START, URLSAFE, credential, pattern, provider, run } from './_rule';

const rule1 = credential({
  id: 'duffel-api-token',
  description: 'Duffel API token',
  label: 'DUFFEL_KEY',
  keywords: ['duffel_test', 'duffel_live'],
  patterns: [pattern(START, 'duffel_(?:test|live)_', run(URLSAFE, 43), END_URLSAFE)],
  minEntropy: 3,
  confidence: 0.95,
});

export const DUFFEL = provider('duffel', 'Duffel', [rule1]);
