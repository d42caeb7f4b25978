/** Own examples of the rules in opsgenie.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'opsgenie-api-key': {
    match: [
      { text: "OPSGENIE_TOKEN=eb213ff8-ce00-4753-a2c5-679f91203d00", covers: "eb213ff8-ce00-4753-a2c5-679f91203d00" },
      { text: "{\"opsgenie_api_key\": \"eb213ff8-ce00-4753-a2c5-679f91203d00\"}", covers: "eb213ff8-ce00-4753-a2c5-679f91203d00" },
    ],
    ignore: ["OPSGENIE_TOKEN=${OPSGENIE_TOKEN}", "OPSGENIE_TOKEN=eb213ff8-ce0"],
  },
};
