/** LangSmith personal and service keys (lsv2_pt_ / lsv2_sk_). */
import { END, HEX, START, credential, pattern, provider, run } from './_rule';

const rule = credential({
  id: 'langsmith-api-key',
  description: 'LangSmith API key',
  label: 'LANGSMITH_KEY',
  keywords: ['lsv2_'],
  patterns: [pattern(START, 'lsv2_(?:pt|sk)_', run(HEX, 32), '_', run(HEX, 10), END)],
  minEntropy: 3,
  confidence: 0.99,
});

export const LANGSMITH = provider('langsmith', 'LangSmith', [rule]);
