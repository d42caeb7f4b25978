/** Defined Networking credentials, in the format the provider documents publicly. */
import { END_URLSAFE, START, URLSAFE, credential, pattern, provider, run } from './_rule';

const rule1 = credential({
  id: 'defined-networking-api-token',
  description: 'Defined Networking (Nebula) API token',
  label: 'DEFINED_NETWORKING_KEY',
  keywords: ['dnkey-'],
  patterns: [pattern(START, 'dnkey-', run(URLSAFE, 26), '-', run(URLSAFE, 52), END_URLSAFE)],
  minEntropy: 3,
  confidence: 0.95,
});

export const DEFINED_NETWORKING = provider('defined-networking', 'Defined Networking', [rule1]);
