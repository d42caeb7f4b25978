/** Own examples of the rules in airbrake.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'airbrake-project-key': {
    match: [
      { text: "AIRBRAKE_TOKEN=7b8840d2068b16cf5c9c23ff4c48f6a6", covers: "7b8840d2068b16cf5c9c23ff4c48f6a6" },
      { text: "{\"airbrake_api_key\": \"7b8840d2068b16cf5c9c23ff4c48f6a6\"}", covers: "7b8840d2068b16cf5c9c23ff4c48f6a6" },
    ],
    ignore: ["AIRBRAKE_TOKEN=${AIRBRAKE_TOKEN}", "AIRBRAKE_TOKEN=7b8840d206"],
  },
};
