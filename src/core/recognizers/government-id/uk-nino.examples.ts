/** Own examples of the rules in uk-nino.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';
import { BENIGN_SAMPLES } from '../validators/benign-samples';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'uk-nino': {
    match: [
      { text: 'NI number: AB 12 34 56 C', covers: 'AB 12 34 56 C' },
      { text: 'nino=ce123456a', covers: 'ce123456a' },
      { text: 'Her NINO is JG103759A.', covers: 'JG103759A' },
    ],
    ignore: [
      'GB123456A is not allocated',
      'DA123456A has a bad first letter',
      'AO123456B has a bad second letter',
      'AB123456E has a bad suffix',
      'sha 9fceb02dab123456c7e',
      ...BENIGN_SAMPLES,
    ],
  },
};
