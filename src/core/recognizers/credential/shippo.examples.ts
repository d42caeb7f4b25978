/** Own examples of the rules in shippo.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'shippo-api-token': {
    match: [
      { text: "SHIPPO_TOKEN=shippo_live_a6b7afd635b41c5be99cadaadb754365a3679c08", covers: "shippo_live_a6b7afd635b41c5be99cadaadb754365a3679c08" },
      { text: "config: { shippo_secret: \"shippo_live_a6b7afd635b41c5be99cadaadb754365a3679c08\" }", covers: "shippo_live_a6b7afd635b41c5be99cadaadb754365a3679c08" },
    ],
    ignore: ["SHIPPO_TOKEN=${SHIPPO_TOKEN}", "See the Shippo documentation for how to create a token."],
  },
};
