/** Own examples of the rules in perplexity.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'perplexity-api-key': {
    match: [
      { text: 'PERPLEXITY_API_KEY=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', covers: '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' },
      { text: 'PERPLEXITY_API_KEY=pplx-BG3UXwS97bXZiOIEaz4s0R0a67 OMDOIZpvihXOtBOimcaDIo', covers: 'pplx-BG3UXwS97bXZiOIEaz4s0R0a67 OMDOIZpvihXOtBOimcaDIo' },
    ],
    ignore: ['pplx-xKLqzKwib7dDNmIUsdXB', 'pplx-api docs'],
  },
};
