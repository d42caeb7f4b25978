/** Own examples of the rules in flickr.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'flickr-api-key': {
    match: [
      { text: "FLICKR_TOKEN=789abf511f7d21a2f4b9d5d2decaabec", covers: "789abf511f7d21a2f4b9d5d2decaabec" },
      { text: "{\"flickr_api_key\": \"789abf511f7d21a2f4b9d5d2decaabec\"}", covers: "789abf511f7d21a2f4b9d5d2decaabec" },
    ],
    ignore: ["FLICKR_TOKEN=${FLICKR_TOKEN}", "FLICKR_TOKEN=789abf511f"],
  },
};
