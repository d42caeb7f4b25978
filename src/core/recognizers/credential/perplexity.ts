/** Perplexity API keys (pplx- + 48). */
import { ALNUM, END, START, credential, pattern, provider, run } from './_rule';

const rule = credential({
  id: 'perplexity-api-key',
  description: 'Perplexity API key',
  label: 'PERPLEXITY_KEY',
  keywords: ['pplx-'],
  patterns: [pattern(START, 'pplx-', run(ALNUM, 48), END)],
  minEntropy: 3.5,
  confidence: 0.99,
});

export const PERPLEXITY = provider('perplexity', 'Perplexity', [rule]);
