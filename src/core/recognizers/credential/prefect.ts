/** Prefect Cloud API keys (pnu_ + 36). */
import { ALNUM, END, START, credential, pattern, provider, run } from './_rule';

const rule = credential({
  id: 'prefect-api-key',
  description: 'Prefect Cloud API key',
  label: 'PREFECT_KEY',
  keywords: ['pnu_', 'pnu '],
  patterns: [pattern(START, 'pnu[_ ]', run(ALNUM, 36), END)],
  minEntropy: 3,
  confidence: 0.99,
});

export const PREFECT = provider('prefect', 'Prefect', [rule]);
