/** Own examples of the rule in no-fnr.ts: what it must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'no-fnr': {
    match: [
      { text: "Fødselsnummer: 24014333009", covers: "24014333009" },
      { text: "fnr 240371 30741", covers: "240371 30741" },
    ],
    ignore: ["ordre 01129955131", "timestamp 17053141531"],
  },
};
