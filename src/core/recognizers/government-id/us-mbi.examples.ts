/** Own examples of the rule in us-mbi.ts: what it must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'us-mbi': {
    match: [
      { text: "Medicare MBI: 5D78NN3KP78", covers: "5D78NN3KP78" },
      { text: "beneficiary 7VW6-KQ8-MD41 enrolled", covers: "7VW6-KQ8-MD41" },
    ],
    ignore: ["1EG4-TE5-MK7S (S is never used)", "order 1AB2CD3EF45"],
  },
};
