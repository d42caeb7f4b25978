/** Own examples of the rules in ca-sin.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'ca-sin': {
    match: [
      { text: 'SIN: 130 692 544', covers: '130 692 544' },
      { text: 'Social Insurance Number 130-692-544', covers: '130-692-544' },
      { text: 'NAS 130692544', covers: '130692544' },
    ],
    ignore: ['SIN: 130 692 545 (bad check)', 'tel 612 345 678', 'SIN 830 692 547 starts with 8', 'SIN 046 454 286 starts with 0', 'sin(x) = 0.5'],
  },
};
