/** Own examples of the rule in za-id.ts: what it must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'za-id': {
    match: [
      { text: 'ID number: 8806175032087', covers: '8806175032087' },
      { text: 'South African ID 930214 6123 188 attached', covers: '930214 6123 188' },
      { text: 'RSA ID no 0002295123083', covers: '0002295123083' },
    ],
    ignore: [
      'ID number: 8806175032088 has the wrong check digit',
      'ID number: 8813175032083 has no thirteenth month',
      'ID number: 8806175032384 has citizenship digit 3',
      'tracking 8806175032087 left the depot',
      'ID number: 18806175032087 is too long',
    ],
  },
};
