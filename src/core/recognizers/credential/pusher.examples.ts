/** Own examples of the rules in pusher.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'pusher-secret': {
    match: [
      { text: "PUSHER_TOKEN=dfef9d81e02754002379", covers: "dfef9d81e02754002379" },
      { text: "{\"pusher_api_key\": \"dfef9d81e02754002379\"}", covers: "dfef9d81e02754002379" },
    ],
    ignore: ["PUSHER_TOKEN=${PUSHER_TOKEN}", "PUSHER_TOKEN=dfef9d"],
  },
};
