/** Own examples of the rules in vonage.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'vonage-api-secret': {
    match: [
      { text: "VONAGE_TOKEN=P7180sEhhSLfwgdC", covers: "P7180sEhhSLfwgdC" },
      { text: "{\"vonage_api_key\": \"P7180sEhhSLfwgdC\"}", covers: "P7180sEhhSLfwgdC" },
    ],
    ignore: ["VONAGE_TOKEN=${VONAGE_TOKEN}", "VONAGE_TOKEN=P7180"],
  },
};
