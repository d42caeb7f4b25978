/** Pulumi access tokens: pul- + 40 hex. */
import { END, HEX, START, credential, pattern, provider, run } from './_rule';

const token = credential({
  id: 'pulumi-access-token',
  description: 'Pulumi access token',
  label: 'PULUMI_TOKEN',
  keywords: ['pul-'],
  patterns: [pattern(START, 'pul-', run(HEX, 40), END)],
  minEntropy: 3,
  confidence: 0.99,
});

export const PULUMI = provider('pulumi', 'Pulumi', [token]);
