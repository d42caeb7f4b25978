/** Own examples of the rules in bugsnag.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'bugsnag-api-key': {
    match: [
      { text: "BUGSNAG_TOKEN=4073ad8cabf14594a203c81ad0224953", covers: "4073ad8cabf14594a203c81ad0224953" },
      { text: "{\"bugsnag_api_key\": \"4073ad8cabf14594a203c81ad0224953\"}", covers: "4073ad8cabf14594a203c81ad0224953" },
    ],
    ignore: ["BUGSNAG_TOKEN=${BUGSNAG_TOKEN}", "BUGSNAG_TOKEN=4073ad8cab"],
  },
};
