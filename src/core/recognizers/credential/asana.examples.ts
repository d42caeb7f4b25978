/** Own examples of the rules in asana.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'asana-personal-access-token': {
    match: [
      { text: 'ASANA_ACCESS_TOKEN=2/2137832567482753/4646270453457769:2b49c12a4b0062983475eb46c5296f62', covers: '2/2137832567482753/4646270453457769:2b49c12a4b0062983475eb46c5296f62' },
      { text: 'ASANA_ACCESS_TOKEN=2/2137832567482753/4646270453457769:2b49\nc12a4b0062983475eb46c5296f62', covers: '2/2137832567482753/4646270453457769:2b49\nc12a4b0062983475eb46c5296f62' },
      { text: 'asana token 1/7181463277807727:7f505aef9ebdd25b001a3ff416d4a3ba', covers: '1/7181463277807727:7f505aef9ebdd25b001a3ff416d4a3ba' },
    ],
    ignore: ['asana api docs: https://app.asana.com/api/1.0/users/me', 'asana 1/7883465648044576:a8b6f3a6a9421cc1c930'],
  },
};
