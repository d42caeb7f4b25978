/** Own examples of the rule in uk-utr.ts: what it must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';
import { BENIGN_SAMPLES } from '../validators/benign-samples';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'uk-utr': {
    match: [
      { text: 'Your UTR is 2959765716 - keep it safe.', covers: '2959765716' },
      { text: 'Unique Taxpayer Reference: 12062 80133', covers: '12062 80133' },
      { text: 'utr=5164424078K', covers: '5164424078K' },
    ],
    ignore: ['UTR 2959765717', 'invoice 2959765716 settled', 'tracking 1206280133 delivered', ...BENIGN_SAMPLES],
  },
};
