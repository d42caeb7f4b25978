/** Own examples of the rule in us-npi.ts: what it must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';
import { BENIGN_SAMPLES } from '../validators/benign-samples';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'us-npi': {
    match: [
      { text: 'Provider NPI: 1938166158', covers: '1938166158' },
      { text: 'referring_npi,1557018516', covers: '1557018516' },
      { text: 'National Provider Identifier 1934785415 on the claim', covers: '1934785415' },
    ],
    ignore: ['NPI 1938166159', 'NPI 3938166158', 'claim 1938166158 paid', ...BENIGN_SAMPLES],
  },
};
