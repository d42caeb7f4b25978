/** Own examples of the rules in es-nie.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';
import { BENIGN_SAMPLES } from '../validators/benign-samples';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'es-nie': {
    match: [
      { text: 'NIE X1234567L', covers: 'X1234567L' },
      { text: 'residencia: Y-1234567-X', covers: 'Y-1234567-X' },
      { text: 'nie Z 7654321 H', covers: 'Z 7654321 H' },
    ],
    ignore: ['NIE X1234567A', 'model XR1234567L', 'W1234567L', ...BENIGN_SAMPLES],
  },
};
