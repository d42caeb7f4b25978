/** Own examples of the rules in etsy.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'etsy-api-key': {
    match: [
      { text: "ETSY_TOKEN=92hlnn9hcypiyvnbhc1v943g", covers: "92hlnn9hcypiyvnbhc1v943g" },
      { text: "{\"etsy_api_key\": \"92hlnn9hcypiyvnbhc1v943g\"}", covers: "92hlnn9hcypiyvnbhc1v943g" },
    ],
    ignore: ["ETSY_TOKEN=${ETSY_TOKEN}", "ETSY_TOKEN=92hlnn9h"],
  },
};
