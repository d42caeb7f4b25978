/** Own examples of the rules in postmark.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'postmark-server-token': {
    match: [
      { text: "POSTMARK_TOKEN=0efb4afc-e8aa-4152-a979-0b3a68d8569b", covers: "0efb4afc-e8aa-4152-a979-0b3a68d8569b" },
      { text: "{\"postmark_api_key\": \"0efb4afc-e8aa-4152-a979-0b3a68d8569b\"}", covers: "0efb4afc-e8aa-4152-a979-0b3a68d8569b" },
    ],
    ignore: ["POSTMARK_TOKEN=${POSTMARK_TOKEN}", "POSTMARK_TOKEN=0efb4afc-e8a"],
  },
};
