/** Own examples of the rules in langsmith.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'langsmith-api-key': {
    match: [
      { text: 'LANGCHAIN_API_KEY=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', covers: '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' },
      { text: 'LANGCHAIN_API_KEY=lsv2_pt_7f2013e484ba1c899da353 9bb23f8cae_4e99853074', covers: 'lsv2_pt_7f2013e484ba1c899da353 9bb23f8cae_4e99853074' },
    ],
    ignore: ['lsv2_pt_b0a99f27608f43a24331_f793c2f13b'],
  },
};
