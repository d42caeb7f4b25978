/** Own examples of the rules in messagebird.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'messagebird-api-key': {
    match: [
      { text: "MESSAGEBIRD_TOKEN=aoGixkyCivhsHv32zenqPyCXp", covers: "aoGixkyCivhsHv32zenqPyCXp" },
      { text: "{\"messagebird_api_key\": \"aoGixkyCivhsHv32zenqPyCXp\"}", covers: "aoGixkyCivhsHv32zenqPyCXp" },
    ],
    ignore: ["MESSAGEBIRD_TOKEN=${MESSAGEBIRD_TOKEN}", "MESSAGEBIRD_TOKEN=aoGixkyC"],
  },
};
