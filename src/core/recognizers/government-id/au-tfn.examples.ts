/** Own examples of the rule in au-tfn.ts: what it must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'au-tfn': {
    match: [
      { text: "TFN: 244 736 452", covers: "244 736 452" },
      { text: "tax file number 087 200 663", covers: "087 200 663" },
    ],
    ignore: ["TFN: 123 456 789", "invoice 123 456 782"],
  },
};
