/** Own examples of the rules in browserbase.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'browserbase-api-key': {
    match: [
      { text: "BROWSERBASE_TOKEN=bb_live_BRYC2xQydOeUT3MKwfea1y27HvN", covers: "bb_live_BRYC2xQydOeUT3MKwfea1y27HvN" },
      { text: "config: { browserbase_secret: \"bb_live_BRYC2xQydOeUT3MKwfea1y27HvN\" }", covers: "bb_live_BRYC2xQydOeUT3MKwfea1y27HvN" },
    ],
    ignore: ["BROWSERBASE_TOKEN=${BROWSERBASE_TOKEN}", "See the Browserbase documentation for how to create a token."],
  },
};
