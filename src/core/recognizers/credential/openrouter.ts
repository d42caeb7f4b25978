/** OpenRouter API keys (sk-or-v1- + 64 hex). */
import { END, HEX, START, credential, pattern, provider, run } from './_rule';

const rule = credential({
  id: 'openrouter-api-key',
  description: 'OpenRouter API key',
  label: 'OPENROUTER_KEY',
  keywords: ['sk-or-v1-'],
  patterns: [pattern(START, 'sk-or-v1-', run(HEX, 64), END)],
  minEntropy: 3,
  confidence: 0.99,
});

export const OPENROUTER = provider('openrouter', 'OpenRouter', [rule]);
