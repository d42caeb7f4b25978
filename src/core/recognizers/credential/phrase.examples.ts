/** Own examples of the rules in phrase.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'phrase-access-token': {
    match: [
      { text: "PHRASE_TOKEN=67bfa159f60537f1d0dde9d68015edaa17c7069727a2230fc1cf71dad7d10f50", covers: "67bfa159f60537f1d0dde9d68015edaa17c7069727a2230fc1cf71dad7d10f50" },
      { text: "{\"phrase_api_key\": \"67bfa159f60537f1d0dde9d68015edaa17c7069727a2230fc1cf71dad7d10f50\"}", covers: "67bfa159f60537f1d0dde9d68015edaa17c7069727a2230fc1cf71dad7d10f50" },
    ],
    ignore: ["PHRASE_TOKEN=${PHRASE_TOKEN}", "PHRASE_TOKEN=67bfa159f60537f1d0dde"],
  },
};
