/** Own examples of the rule in se-personnummer.ts: what it must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'se-personnummer': {
    match: [
      { text: "Personnummer 700920-3436", covers: "700920-3436" },
      { text: "kund 490921-7764 har ringt", covers: "490921-7764" },
    ],
    ignore: ["order 851231-1234 shipped", "2024-01-15 and 123456-7890"],
  },
};
