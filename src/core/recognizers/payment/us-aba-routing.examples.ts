/** Own examples of the rule in us-aba-routing.ts: what it must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';
import { BENIGN_SAMPLES } from '../validators/benign-samples';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'us-aba-routing': {
    match: [
      { text: 'Routing number 097933371, account 5542 0019.', covers: '097933371' },
      { text: 'ABA: 034093999', covers: '034093999' },
      { text: 'bank_routing_no = "078248085"', covers: '078248085' },
    ],
    ignore: ['routing number 097933372', 'routing 999999999', 'routing table 33 entries, 192168100 packets', 'account 097933371 closed', ...BENIGN_SAMPLES],
  },
};
