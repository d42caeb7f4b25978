/** Dynatrace API tokens (dt0c01. + 24 + . + 64). */
import { END, START, credential, pattern, provider, run } from './_rule';

const rule = credential({
  id: 'dynatrace-api-token',
  description: 'Dynatrace API token',
  label: 'DYNATRACE_TOKEN',
  keywords: ['dt0c01.'],
  patterns: [pattern(START, 'dt0c01\\.', run('[A-Z0-9]', 24), '\\.', run('[A-Z0-9]', 64), END)],
  minEntropy: 3,
  confidence: 0.99,
});

export const DYNATRACE = provider('dynatrace', 'Dynatrace', [rule]);
