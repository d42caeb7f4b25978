/** Own examples of the rule in uk-driving-licence.ts: what it must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'uk-driving-licence': {
    match: [
      { text: "Driving licence no. SMITH501221SK9KK", covers: "SMITH501221SK9KK" },
      { text: "licence PATEL859201JA9HK 01", covers: "PATEL859201JA9HK" },
    ],
    ignore: ["MORGA763116SM9IJ (month 13)", "SKU ABCDE123456AB1CD"],
  },
};
