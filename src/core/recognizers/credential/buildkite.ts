/** Buildkite credentials, in the format the provider documents publicly. */
import { END, HEX, START, credential, pattern, provider, run } from './_rule';

const rule1 = credential({
  id: 'buildkite-agent-token',
  description: 'Buildkite API access token',
  label: 'BUILDKITE_KEY',
  keywords: ['bkua_'],
  patterns: [pattern(START, 'bkua_', run(HEX, 40), END)],
  minEntropy: 3,
  confidence: 0.97,
});

export const BUILDKITE = provider('buildkite', 'Buildkite', [rule1]);
