/** Replicate API tokens (r8_ + 37–40). */
import { ALNUM, END, START, credential, pattern, provider, span } from './_rule';

const rule = credential({
  id: 'replicate-api-token',
  description: 'Replicate API token',
  label: 'REPLICATE_TOKEN',
  keywords: ['r8_', 'r8 '],
  patterns: [pattern(START, 'r8[_ ]', span(ALNUM, 37, 40), END)],
  minEntropy: 3.5,
  confidence: 0.98,
});

export const REPLICATE = provider('replicate', 'Replicate', [rule]);
