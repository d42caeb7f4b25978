/** Own examples of the rules in zendesk.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'zendesk-api-token': {
    match: [
      { text: "ZENDESK_TOKEN=W7gERk5IKrTowne04sxT375u76eQ5kAFN6qZEaa5", covers: "W7gERk5IKrTowne04sxT375u76eQ5kAFN6qZEaa5" },
      { text: "{\"zendesk_api_key\": \"W7gERk5IKrTowne04sxT375u76eQ5kAFN6qZEaa5\"}", covers: "W7gERk5IKrTowne04sxT375u76eQ5kAFN6qZEaa5" },
    ],
    ignore: ["ZENDESK_TOKEN=${ZENDESK_TOKEN}", "ZENDESK_TOKEN=W7gERk5IKrTow"],
  },
};
