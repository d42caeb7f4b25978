/** Own examples of the rules in exa.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'exa-api-key': {
    match: [
      { text: "EXA_TOKEN=5dd976c2-c6e4-469b-a9f6-8e350ff485b7", covers: "5dd976c2-c6e4-469b-a9f6-8e350ff485b7" },
      { text: "{\"exa_api_key\": \"5dd976c2-c6e4-469b-a9f6-8e350ff485b7\"}", covers: "5dd976c2-c6e4-469b-a9f6-8e350ff485b7" },
    ],
    ignore: ["EXA_TOKEN=${EXA_TOKEN}", "EXA_TOKEN=5dd976c2-c6e"],
  },
};
