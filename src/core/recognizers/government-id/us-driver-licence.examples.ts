/** Own examples of the rule in us-driver-licence.ts: what it must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'us-driver-licence': {
    match: [
      { text: "Driver's license: D8316216", covers: "8316216" },
      { text: "DL# S53047786364", covers: "S53047786364" },
    ],
    ignore: ["driver version 1234 installed", "license MIT, 2024"],
  },
};
