/** Adobe Developer Console OAuth client secrets (p8e- + 32). */
import { ALNUM, END, START, credential, pattern, provider, run } from './_rule';

const rule = credential({
  id: 'adobe-client-secret',
  description: 'Adobe OAuth client secret',
  label: 'ADOBE_KEY',
  keywords: ['p8e-'],
  patterns: [pattern(START, 'p8e-', run(ALNUM, 32), END)],
  minEntropy: 3,
  confidence: 0.98,
});

export const ADOBE = provider('adobe', 'Adobe', [rule]);
