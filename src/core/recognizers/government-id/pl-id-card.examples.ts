/** Own examples of the rule in pl-id-card.ts: what it must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'pl-id-card': {
    match: [
      { text: 'Nr dowodu osobistego: AXK048210', covers: 'AXK048210' },
      { text: 'seria i numer dowodu CGT 248210', covers: 'CGT 248210' },
      { text: 'Dowód: DPL848210, ważny do 2031', covers: 'DPL848210' },
    ],
    ignore: [
      'Nr dowodu osobistego: AXK148210',
      'kod produktu AXK048210',
      'dowód: XAXK048210 and AXK0482101',
    ],
  },
};
