/** xAI (Grok) API keys (xai- + 80). */
import { ALNUM, END, START, credential, pattern, provider, run } from './_rule';

const rule = credential({
  id: 'xai-api-key',
  description: 'xAI API key',
  label: 'XAI_KEY',
  keywords: ['xai-'],
  patterns: [pattern(START, 'xai-', run(ALNUM, 80), END)],
  minEntropy: 3.5,
  confidence: 0.99,
});

export const XAI = provider('xai', 'xAI', [rule]);
