/** CockroachDB Cloud credentials, in the format the provider documents publicly. */
import { ALNUM, END, START, credential, pattern, provider, run } from './_rule';

const rule1 = credential({
  id: 'cockroach-api-key',
  description: 'CockroachDB Cloud API key',
  label: 'COCKROACH_KEY',
  keywords: ['ccdb1_'],
  patterns: [pattern(START, 'CCDB1_', run(ALNUM, 22), '_', run(ALNUM, 40), END)],
  minEntropy: 3,
  confidence: 0.95,
});

export const COCKROACH = provider('cockroach', 'CockroachDB Cloud', [rule1]);
