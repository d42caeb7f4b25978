/** Own examples of the rules in mongodb-atlas.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'mongodb-atlas-private-key': {
    match: [
      { text: "ATLAS_PRIVATE_KEY=31e28652-6d51-4c79-a1bf-59314e769311", covers: "31e28652-6d51-4c79-a1bf-59314e769311" },
      { text: "{\"atlas_private_key\": \"31e28652-6d51-4c79-a1bf-59314e769311\"}", covers: "31e28652-6d51-4c79-a1bf-59314e769311" },
    ],
    ignore: ["ATLAS_PRIVATE_KEY=${ATLAS_PRIVATE_KEY}", "ATLAS_PRIVATE_KEY=31e28652-6d5"],
  },
};
