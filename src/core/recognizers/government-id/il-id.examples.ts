/** Own examples of the rule in il-id.ts: what it must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';
import { BENIGN_SAMPLES } from '../validators/benign-samples';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'il-id': {
    match: [
      { text: 'ת"ז: 304817265', covers: '304817265' },
      { text: 'מספר תעודת זהות 058392143 של המבקש', covers: '058392143' },
      { text: 'Teudat Zehut 20173654', covers: '20173654' },
      { text: 'israeli id: 304817265', covers: '304817265' },
    ],
    ignore: [
      'ת"ז: 304817266',
      'order 304817265 shipped',
      'Teudat Zehut 3048172650 is ten digits',
      'Teudat Zehut ref A304817265',
      ...BENIGN_SAMPLES,
    ],
  },
};
