/** Own examples of the rules in rollbar.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'rollbar-access-token': {
    match: [
      { text: "ROLLBAR_TOKEN=063eccf9b42d091346a816e8024997e9", covers: "063eccf9b42d091346a816e8024997e9" },
      { text: "{\"rollbar_api_key\": \"063eccf9b42d091346a816e8024997e9\"}", covers: "063eccf9b42d091346a816e8024997e9" },
    ],
    ignore: ["ROLLBAR_TOKEN=${ROLLBAR_TOKEN}", "ROLLBAR_TOKEN=063eccf9b4"],
  },
};
