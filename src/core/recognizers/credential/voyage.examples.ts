/** Own examples of the rules in voyage.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'voyage-api-key': {
    match: [
      { text: "VOYAGE_TOKEN=pa-7EmQ2x6HSmZUh4TVbYX3WkxsynaNMJgxTTMB2CYupwC", covers: "pa-7EmQ2x6HSmZUh4TVbYX3WkxsynaNMJgxTTMB2CYupwC" },
      { text: "config: { voyage_secret: \"pa-7EmQ2x6HSmZUh4TVbYX3WkxsynaNMJgxTTMB2CYupwC\" }", covers: "pa-7EmQ2x6HSmZUh4TVbYX3WkxsynaNMJgxTTMB2CYupwC" },
    ],
    ignore: ["VOYAGE_TOKEN=${VOYAGE_TOKEN}", "See the Voyage AI documentation for how to create a token."],
  },
};
