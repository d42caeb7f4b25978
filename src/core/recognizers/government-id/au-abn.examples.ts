/** Own examples of the rule in au-abn.ts: what it must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';
import { BENIGN_SAMPLES } from '../validators/benign-samples';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'au-abn': {
    match: [
      { text: 'Invoice from Harbourline Pty Ltd, ABN 89 267 201 054, due in 30 days.', covers: '89 267 201 054' },
      { text: 'supplier_abn: 69153966079', covers: '69153966079' },
      { text: 'Australian Business Number 37 616 404 154', covers: '37 616 404 154' },
    ],
    ignore: ['ABN 89 267 201 055', 'order 89267201054 shipped on Monday', 'invoice 37 616 404 154 paid', ...BENIGN_SAMPLES],
  },
};
