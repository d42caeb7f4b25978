/** Own examples of the rules in lob.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'lob-api-key': {
    match: [
      { text: "LOB_API_KEY=live_e57315660d6cc11db5a9cbbd0eb663a8c64", covers: "live_e57315660d6cc11db5a9cbbd0eb663a8c64" },
      { text: "config: { lob_secret: \"live_e57315660d6cc11db5a9cbbd0eb663a8c64\" }", covers: "live_e57315660d6cc11db5a9cbbd0eb663a8c64" },
    ],
    ignore: ["LOB_API_KEY=${LOB_API_KEY}", "See the Lob documentation for how to create a token."],
  },
};
