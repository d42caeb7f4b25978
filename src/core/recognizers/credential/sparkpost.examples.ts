/** Own examples of the rules in sparkpost.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'sparkpost-api-key': {
    match: [
      { text: "SPARKPOST_TOKEN=2add7d2adcd01946796657452902897544191d96", covers: "2add7d2adcd01946796657452902897544191d96" },
      { text: "{\"sparkpost_api_key\": \"2add7d2adcd01946796657452902897544191d96\"}", covers: "2add7d2adcd01946796657452902897544191d96" },
    ],
    ignore: ["SPARKPOST_TOKEN=${SPARKPOST_TOKEN}", "SPARKPOST_TOKEN=2add7d2adcd01"],
  },
};
