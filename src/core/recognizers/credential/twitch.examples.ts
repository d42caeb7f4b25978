/** Own examples of the rules in twitch.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'twitch-api-token': {
    match: [
      { text: "TWITCH_TOKEN=azsrfghomevrmzntilackg2i74hysc", covers: "azsrfghomevrmzntilackg2i74hysc" },
      { text: "{\"twitch_api_key\": \"azsrfghomevrmzntilackg2i74hysc\"}", covers: "azsrfghomevrmzntilackg2i74hysc" },
    ],
    ignore: ["TWITCH_TOKEN=${TWITCH_TOKEN}", "TWITCH_TOKEN=azsrfghome"],
  },
};
