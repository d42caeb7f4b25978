/** Own examples of the rules in mandrill.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'mandrill-api-key': {
    match: [
      { text: "MANDRILL_TOKEN=VKBCySBmrumHwgzERLRp8B", covers: "VKBCySBmrumHwgzERLRp8B" },
      { text: "{\"mandrill_api_key\": \"VKBCySBmrumHwgzERLRp8B\"}", covers: "VKBCySBmrumHwgzERLRp8B" },
    ],
    ignore: ["MANDRILL_TOKEN=${MANDRILL_TOKEN}", "MANDRILL_TOKEN=VKBCySB"],
  },
};
