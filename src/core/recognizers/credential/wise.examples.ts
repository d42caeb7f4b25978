/** Own examples of the rules in wise.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'wise-api-token': {
    match: [
      { text: "WISE_TOKEN=96a375b4-0907-402f-a76c-ebc3f08c901f", covers: "96a375b4-0907-402f-a76c-ebc3f08c901f" },
      { text: "{\"wise_api_key\": \"96a375b4-0907-402f-a76c-ebc3f08c901f\"}", covers: "96a375b4-0907-402f-a76c-ebc3f08c901f" },
    ],
    ignore: ["WISE_TOKEN=${WISE_TOKEN}", "WISE_TOKEN=96a375b4-090"],
  },
};
