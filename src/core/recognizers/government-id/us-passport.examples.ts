/** Own examples of the rule in us-passport.ts: what it must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'us-passport': {
    match: [
      { text: "US passport number A64844730", covers: "A64844730" },
      { text: "Passport No: 971002011", covers: "971002011" },
    ],
    ignore: ["passport size photos: 2", "passport 111111111"],
  },
};
