/** Own examples of the rules in statuspage.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'statuspage-api-key': {
    match: [
      { text: "STATUSPAGE_TOKEN=71f2a9bc-23f3-4544-ab92-6a2a71219e29", covers: "71f2a9bc-23f3-4544-ab92-6a2a71219e29" },
      { text: "{\"statuspage_api_key\": \"71f2a9bc-23f3-4544-ab92-6a2a71219e29\"}", covers: "71f2a9bc-23f3-4544-ab92-6a2a71219e29" },
    ],
    ignore: ["STATUSPAGE_TOKEN=${STATUSPAGE_TOKEN}", "STATUSPAGE_TOKEN=71f2a9bc-23f"],
  },
};
