/** Own examples of the rules in spotify.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'spotify-client-secret': {
    match: [
      { text: "SPOTIFY_TOKEN=4791f118b9b9d6c74297258ba8007b08", covers: "4791f118b9b9d6c74297258ba8007b08" },
      { text: "{\"spotify_api_key\": \"4791f118b9b9d6c74297258ba8007b08\"}", covers: "4791f118b9b9d6c74297258ba8007b08" },
    ],
    ignore: ["SPOTIFY_TOKEN=${SPOTIFY_TOKEN}", "SPOTIFY_TOKEN=4791f118b9"],
  },
};
