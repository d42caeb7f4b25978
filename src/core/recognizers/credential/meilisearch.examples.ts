/** Own examples of the rules in meilisearch.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'meilisearch-api-key': {
    match: [
      { text: "MEILI_TOKEN=G5wejUYTAPw9eJgti2viCyp5yMWb8K7h", covers: "G5wejUYTAPw9eJgti2viCyp5yMWb8K7h" },
      { text: "{\"meili_api_key\": \"G5wejUYTAPw9eJgti2viCyp5yMWb8K7h\"}", covers: "G5wejUYTAPw9eJgti2viCyp5yMWb8K7h" },
    ],
    ignore: ["MEILI_TOKEN=${MEILI_TOKEN}", "MEILI_TOKEN=G5wejUYTAP"],
  },
};
