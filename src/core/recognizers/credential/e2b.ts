/** E2B credentials, in the format the provider documents publicly. */
import { END, HEX, START, credential, pattern, provider, run } from './_rule';

const rule1 = credential({
  id: 'e2b-api-key',
  description: 'E2B API key',
  label: 'E2B_KEY',
  keywords: ['e2b_'],
  patterns: [pattern(START, 'e2b_', run(HEX, 40), END)],
  minEntropy: 3,
  confidence: 0.97,
});

export const E2B = provider('e2b', 'E2B', [rule1]);
