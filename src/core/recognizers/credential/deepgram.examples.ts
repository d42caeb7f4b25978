/** Own examples of the rules in deepgram.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'deepgram-api-key': {
    match: [
      { text: "DEEPGRAM_TOKEN=2b0d17e2deb94e5f6f81ddc38a0ecedfc37b1453", covers: "2b0d17e2deb94e5f6f81ddc38a0ecedfc37b1453" },
      { text: "{\"deepgram_api_key\": \"2b0d17e2deb94e5f6f81ddc38a0ecedfc37b1453\"}", covers: "2b0d17e2deb94e5f6f81ddc38a0ecedfc37b1453" },
    ],
    ignore: ["DEEPGRAM_TOKEN=${DEEPGRAM_TOKEN}", "DEEPGRAM_TOKEN=2b0d17e2deb94"],
  },
};
