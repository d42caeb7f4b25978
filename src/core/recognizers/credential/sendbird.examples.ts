/** Own examples of the rules in sendbird.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'sendbird-api-token': {
    match: [
      { text: "SENDBIRD_TOKEN=1c4b3ad13129cf619384e61a635b78fd4a77567a", covers: "1c4b3ad13129cf619384e61a635b78fd4a77567a" },
      { text: "{\"sendbird_api_key\": \"1c4b3ad13129cf619384e61a635b78fd4a77567a\"}", covers: "1c4b3ad13129cf619384e61a635b78fd4a77567a" },
    ],
    ignore: ["SENDBIRD_TOKEN=${SENDBIRD_TOKEN}", "SENDBIRD_TOKEN=1c4b3ad13129c"],
  },
};
