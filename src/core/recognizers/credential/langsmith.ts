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
  examples: {
    match: [
      { text: 'LANGCHAIN_API_KEY=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', covers: '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' },
      { text: 'LANGCHAIN_API_KEY=lsv2_pt_7f2013e484ba1c899da353 9bb23f8cae_4e99853074', covers: 'lsv2_pt_7f2013e484ba1c899da353 9bb23f8cae_4e99853074' },
    ],
    ignore: ['lsv2_pt_b0a99f27608f43a24331_f793c2f13b'],
  },
});

export const LANGSMITH = provider('langsmith', 'LangSmith', [rule]);
