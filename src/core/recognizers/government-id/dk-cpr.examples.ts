/** Own examples of the rule in dk-cpr.ts: what it must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'dk-cpr': {
    match: [
      { text: "CPR-nr.: 220986-7175", covers: "220986-7175" },
      { text: "cpr 0312592291", covers: "0312592291" },
    ],
    ignore: ["CPR-nr.: 320190-1234", "order 150190-1234"],
  },
};
