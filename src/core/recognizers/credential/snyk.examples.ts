/** Own examples of the rules in snyk.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'snyk-api-token': {
    match: [
      { text: "SNYK_TOKEN=b71a781f-aaad-4ac4-a83d-f9cf77d2bdba", covers: "b71a781f-aaad-4ac4-a83d-f9cf77d2bdba" },
      { text: "{\"snyk_api_key\": \"b71a781f-aaad-4ac4-a83d-f9cf77d2bdba\"}", covers: "b71a781f-aaad-4ac4-a83d-f9cf77d2bdba" },
    ],
    ignore: ["SNYK_TOKEN=${SNYK_TOKEN}", "SNYK_TOKEN=b71a781f-aaa"],
  },
};
