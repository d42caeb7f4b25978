/** Own examples of the rules in firecrawl.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'firecrawl-api-key': {
    match: [
      { text: "FIRECRAWL_TOKEN=fc-6692e177d95498572b4d3112463af577", covers: "fc-6692e177d95498572b4d3112463af577" },
      { text: "Here is the key: fc-6692e177d95498572b4d3112463af577 (rotate it)", covers: "fc-6692e177d95498572b4d3112463af577" },
    ],
    ignore: ["FIRECRAWL_TOKEN=fc-d1c838e6b3", "fc-xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"],
  },
};
