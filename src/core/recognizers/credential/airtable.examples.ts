/** Own examples of the rules in airtable.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'airtable-personal-access-token': {
    match: [
      { text: 'AIRTABLE_API_KEY=patKeaVSTQvvpQZpP.9fc35526f7eaed46725a2a7b860dcd6c8a1f8b46287cced9041dff02cee73744', covers: 'patKeaVSTQvvpQZpP.9fc35526f7eaed46725a2a7b860dcd6c8a1f8b46287cced9041dff02cee73744' },
      { text: 'Authorization: Bearer pathrG80usp2w5dFj.10471948d33296c87009e8a7f770d910\n6fd287db7f1adbc60926f6967e7893f5', covers: 'pathrG80usp2w5dFj.10471948d33296c87009e8a7f770d910\n6fd287db7f1adbc60926f6967e7893f5' },
    ],
    ignore: ['pattern.match(text)', 'pat5Ofa6qD8mJ7ZDN.04d115cea325a65e19cbae530282bd36cb9d21f6'],
  },
};
