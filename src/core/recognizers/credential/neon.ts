/** Neon credentials, in the format the provider documents publicly. */
import { END, START, credential, pattern, provider, run } from './_rule';

const rule1 = credential({
  id: 'neon-api-key',
  description: 'Neon API key',
  label: 'NEON_KEY',
  keywords: ['napi_'],
  patterns: [pattern(START, 'napi_', run('[a-z0-9]', 64), END)],
  minEntropy: 3,
  confidence: 0.97,
});

export const NEON = provider('neon', 'Neon', [rule1]);
