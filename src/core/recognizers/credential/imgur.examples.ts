/** Own examples of the rules in imgur.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'imgur-client-secret': {
    match: [
      { text: "IMGUR_TOKEN=1505a60bf318af0371bd19c249fe46d5e5a1ddd3", covers: "1505a60bf318af0371bd19c249fe46d5e5a1ddd3" },
      { text: "{\"imgur_api_key\": \"1505a60bf318af0371bd19c249fe46d5e5a1ddd3\"}", covers: "1505a60bf318af0371bd19c249fe46d5e5a1ddd3" },
    ],
    ignore: ["IMGUR_TOKEN=${IMGUR_TOKEN}", "IMGUR_TOKEN=1505a60bf318a"],
  },
};
