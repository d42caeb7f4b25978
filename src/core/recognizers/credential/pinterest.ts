/** Pinterest credentials, in the format the provider documents publicly. */
import { ALNUM, END, START, credential, pattern, provider, run } from './_rule';

const rule1 = credential({
  id: 'pinterest-access-token',
  description: 'Pinterest access token',
  label: 'PINTEREST_KEY',
  keywords: ['pina_'],
  patterns: [pattern(START, 'pina_', run(ALNUM, 96), END)],
  minEntropy: 3.3,
  confidence: 0.97,
});

export const PINTEREST = provider('pinterest', 'Pinterest', [rule1]);
