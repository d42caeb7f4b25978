/** Own examples of the rule in au-acn.ts: what it must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';
import { BENIGN_SAMPLES } from '../validators/benign-samples';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'au-acn': {
    match: [
      { text: "The company's ACN is 410 785 536.", covers: '410 785 536' },
      { text: 'ARBN 335091462 (registered body)', covers: '335091462' },
    ],
    ignore: ['ACN 410 785 537', 'ABN 89 267 201 054 for Harbourline', 'reference 410 785 536 closed', ...BENIGN_SAMPLES],
  },
};
