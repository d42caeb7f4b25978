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
  examples: {
    match: [
      { text: 'OPENROUTER_API_KEY=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', covers: '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' },
      { text: 'OPENROUTER_API_KEY=sk-or-v1-c791e3ebc149d4f5fc98d669d798dbf7ab 95e0e78c72cdba5e3d874de49e391a', covers: 'sk-or-v1-c791e3ebc149d4f5fc98d669d798dbf7ab 95e0e78c72cdba5e3d874de49e391a' },
    ],
    ignore: ['sk-or-v1-4bdacc64abea0eef60241eda6ddadb', 'sk-or-v1-...'],
  },
});

export const OPENROUTER = provider('openrouter', 'OpenRouter', [rule]);
