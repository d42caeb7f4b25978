/** Own examples of the rules in mailchimp.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'mailchimp-api-key': {
    match: [
      { text: 'MAILCHIMP_API_KEY=427557721266512942542c9309a11346-us21', covers: '427557721266512942542c9309a11346-us21' },
      { text: 'apikey: c863441e850681fb e05b4def16fd6ac0-us6', covers: 'c863441e850681fb e05b4def16fd6ac0-us6' },
    ],
    ignore: ['Accept-Language: en-us', '00000000000000000000000000000000-us1'],
  },
};
