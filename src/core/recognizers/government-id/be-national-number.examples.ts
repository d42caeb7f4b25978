/** Own examples of the rule in be-national-number.ts: what it must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'be-national-number': {
    match: [
      { text: "Rijksregisternummer 94.03.09-814.38", covers: "94.03.09-814.38" },
      { text: "NISS: 60.11.11-062.72", covers: "60.11.11-062.72" },
    ],
    ignore: ["85.07.30-033.62", "version 12.34.56-789.01"],
  },
};
