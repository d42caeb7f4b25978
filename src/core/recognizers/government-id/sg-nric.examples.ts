/** Own examples of the rule in sg-nric.ts: what it must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';
import { BENIGN_SAMPLES } from '../validators/benign-samples';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'sg-nric': {
    match: [
      { text: 'NRIC: S8340215F', covers: 'S8340215F' },
      { text: 'Applicant T0461938I was born in 2004', covers: 'T0461938I' },
      { text: 'fin_no = "G5190483X"', covers: 'G5190483X' },
      { text: 'Work pass holder M4028175K renewed', covers: 'M4028175K' },
    ],
    ignore: [
      'NRIC: S8340215G has the wrong check letter',
      'FIN F2375064N is off by one letter',
      'lower case s8340215f is not how cards print it',
      'part number XS8340215F and S8340215F2',
      ...BENIGN_SAMPLES,
    ],
  },
};
