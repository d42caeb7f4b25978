/** Groq API keys (gsk_ + 52). */
import { ALNUM, END, START, credential, pattern, provider, run } from './_rule';

const rule = credential({
  id: 'groq-api-key',
  description: 'Groq API key',
  label: 'GROQ_KEY',
  keywords: ['gsk'],
  patterns: [pattern(START, 'gsk[_ ]', run(ALNUM, 52), END)],
  minEntropy: 3.5,
  confidence: 0.99,
  examples: {
    match: [
      { text: 'GROQ_API_KEY=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', covers: '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' }, { text: 'gsk 1TvmfqApOF5edqN10e5IH8gdjH AULnirMomnzYhEqBM1k325TE4x', covers: 'gsk 1TvmfqApOF5edqN10e5IH8gdjH AULnirMomnzYhEqBM1k325TE4x' },
    ],
    ignore: ['gsk_HKcWHMk3071YR7MQZkHraOQYaGbyhL', 'GROQ_API_KEY=gsk_...'],
  },
});

export const GROQ = provider('groq', 'Groq', [rule]);
