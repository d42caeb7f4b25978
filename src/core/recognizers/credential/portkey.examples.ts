/** Own examples of the rules in portkey.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'portkey-api-key': {
    match: [
      { text: "PORTKEY_TOKEN=Cdb/IjgUW5aIgT770OYZssu4yJYGhIsL", covers: "Cdb/IjgUW5aIgT770OYZssu4yJYGhIsL" },
      { text: "{\"portkey_api_key\": \"Cdb/IjgUW5aIgT770OYZssu4yJYGhIsL\"}", covers: "Cdb/IjgUW5aIgT770OYZssu4yJYGhIsL" },
    ],
    ignore: ["PORTKEY_TOKEN=${PORTKEY_TOKEN}", "PORTKEY_TOKEN=Cdb/IjgUW5"],
  },
};
