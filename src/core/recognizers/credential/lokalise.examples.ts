/** Own examples of the rules in lokalise.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'lokalise-api-token': {
    match: [
      { text: "LOKALISE_TOKEN=e98664a6fd317a3ed8e2d1d54b833f8ad9a02ec8", covers: "e98664a6fd317a3ed8e2d1d54b833f8ad9a02ec8" },
      { text: "{\"lokalise_api_key\": \"e98664a6fd317a3ed8e2d1d54b833f8ad9a02ec8\"}", covers: "e98664a6fd317a3ed8e2d1d54b833f8ad9a02ec8" },
    ],
    ignore: ["LOKALISE_TOKEN=${LOKALISE_TOKEN}", "LOKALISE_TOKEN=e98664a6fd317"],
  },
};
