/** Own examples of the rules in loggly.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'loggly-token': {
    match: [
      { text: "LOGGLY_TOKEN=8a8092c2-be78-4ca7-a39c-a5943359ae45", covers: "8a8092c2-be78-4ca7-a39c-a5943359ae45" },
      { text: "{\"loggly_api_key\": \"8a8092c2-be78-4ca7-a39c-a5943359ae45\"}", covers: "8a8092c2-be78-4ca7-a39c-a5943359ae45" },
    ],
    ignore: ["LOGGLY_TOKEN=${LOGGLY_TOKEN}", "LOGGLY_TOKEN=8a8092c2-be7"],
  },
};
