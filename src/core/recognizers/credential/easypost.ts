/** EasyPost production and test API keys (EZAK / EZTK + 54). */
import { ALNUM, END, START, credential, pattern, provider, run } from './_rule';

const rule = credential({
  id: 'easypost-api-key',
  description: 'EasyPost API key',
  label: 'EASYPOST_KEY',
  keywords: ['ezak', 'eztk'],
  patterns: [pattern(START, 'EZ[AT]K', run(ALNUM, 54), END)],
  minEntropy: 3.5,
  confidence: 0.99,
});

export const EASYPOST = provider('easypost', 'EasyPost', [rule]);
