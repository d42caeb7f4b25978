/** Own examples of the rule in au-medicare.ts: what it must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'au-medicare': {
    match: [
      { text: "Medicare number: 5214 15435 8", covers: "5214 15435 8" },
      { text: "medicare card 3846 12015 9", covers: "3846 12015 9" },
    ],
    ignore: ["Medicare number: 2123 45671 1", "order 2123 45678 1"],
  },
};
