/** Own examples of the rule in ie-ppsn.ts: what it must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';
import { BENIGN_SAMPLES } from '../validators/benign-samples';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'ie-ppsn': {
    match: [
      { text: 'My PPS number is 7760612K, can you fill in the form?', covers: '7760612K' },
      { text: 'PPSN: 6844319FA', covers: '6844319FA' },
      { text: 'personal public service number 8616382U', covers: '8616382U' },
    ],
    ignore: ['PPSN 7760612L', 'PPS 77606120K', 'part 7760612K shipped to Cork', ...BENIGN_SAMPLES],
  },
};
