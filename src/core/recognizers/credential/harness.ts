/** Harness credentials, in the format the provider documents publicly. */
import { ALNUM, END, HEX_ANY, START, URLSAFE, credential, pattern, provider, run } from './_rule';

const rule1 = credential({
  id: 'harness-api-token',
  description: 'Harness personal access or service token',
  label: 'HARNESS_KEY',
  keywords: ['pat.', 'sat.'],
  patterns: [pattern(START, '(?:pat|sat)\\.', run(URLSAFE, 22), '\\.', run(HEX_ANY, 24), '\\.', run(ALNUM, 20), END)],
  minEntropy: 3,
  confidence: 0.95,
});

export const HARNESS = provider('harness', 'Harness', [rule1]);
