/** Own examples of the rules in groq.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'groq-api-key': {
    match: [
      { text: 'GROQ_API_KEY=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', covers: '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' }, { text: 'gsk 1TvmfqApOF5edqN10e5IH8gdjH AULnirMomnzYhEqBM1k325TE4x', covers: 'gsk 1TvmfqApOF5edqN10e5IH8gdjH AULnirMomnzYhEqBM1k325TE4x' },
    ],
    ignore: ['gsk_HKcWHMk3071YR7MQZkHraOQYaGbyhL', 'GROQ_API_KEY=gsk_...'],
  },
};
