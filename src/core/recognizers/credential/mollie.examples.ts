/** Own examples of the rules in mollie.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'mollie-api-key': {
    match: [
      { text: "MOLLIE_API_KEY=live_dSoe8E4qBpm1TfDJ9x8cOnVente9uo", covers: "live_dSoe8E4qBpm1TfDJ9x8cOnVente9uo" },
      { text: "config: { mollie_secret: \"live_dSoe8E4qBpm1TfDJ9x8cOnVente9uo\" }", covers: "live_dSoe8E4qBpm1TfDJ9x8cOnVente9uo" },
    ],
    ignore: ["MOLLIE_API_KEY=${MOLLIE_API_KEY}", "See the Mollie documentation for how to create a token."],
  },
};
