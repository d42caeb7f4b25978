/** Own examples of the rules in fastly.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'fastly-api-token': {
    match: [
      { text: "FASTLY_TOKEN=mLh6TngeKiO6Y4fFi-rT-cYzngZRVJhN", covers: "mLh6TngeKiO6Y4fFi-rT-cYzngZRVJhN" },
      { text: "{\"fastly_api_key\": \"mLh6TngeKiO6Y4fFi-rT-cYzngZRVJhN\"}", covers: "mLh6TngeKiO6Y4fFi-rT-cYzngZRVJhN" },
    ],
    ignore: ["FASTLY_TOKEN=${FASTLY_TOKEN}", "FASTLY_TOKEN=mLh6TngeKi"],
  },
};
