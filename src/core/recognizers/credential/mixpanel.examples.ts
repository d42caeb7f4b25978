/** Own examples of the rules in mixpanel.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'mixpanel-api-secret': {
    match: [
      { text: "MIXPANEL_TOKEN=1eb6ac6ad16a60748eceb3326f88e629", covers: "1eb6ac6ad16a60748eceb3326f88e629" },
      { text: "{\"mixpanel_api_key\": \"1eb6ac6ad16a60748eceb3326f88e629\"}", covers: "1eb6ac6ad16a60748eceb3326f88e629" },
    ],
    ignore: ["MIXPANEL_TOKEN=${MIXPANEL_TOKEN}", "MIXPANEL_TOKEN=1eb6ac6ad1"],
  },
};
