/** Infracost credentials, in the format the provider documents publicly. */
import { ALNUM, END, START, credential, pattern, provider, run } from './_rule';

const rule1 = credential({
  id: 'infracost-api-token',
  description: 'Infracost API token',
  label: 'INFRACOST_KEY',
  keywords: ['ico-'],
  patterns: [pattern(START, 'ico-', run(ALNUM, 32), END)],
  minEntropy: 3.3,
  confidence: 0.97,
});

export const INFRACOST = provider('infracost', 'Infracost', [rule1]);
