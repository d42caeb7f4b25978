/** Own examples of the rules in fr-nir.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';
import { BENIGN_SAMPLES } from '../validators/benign-samples';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'fr-nir': {
    match: [
      { text: 'N° sécu : 1 84 12 76 451 089 46', covers: '1 84 12 76 451 089 46' },
      { text: 'NIR 284127645108993', covers: '284127645108993' },
      { text: 'né en Corse : 1 84 12 2A 451 089 33', covers: '1 84 12 2A 451 089 33' },
    ],
    ignore: ['1 84 12 76 451 089 47 (wrong key)', 'order 184127645108946123', 'tracking 184137645108946', ...BENIGN_SAMPLES],
  },
};
