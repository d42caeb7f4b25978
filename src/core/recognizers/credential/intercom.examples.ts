/** Own examples of the rules in intercom.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'intercom-access-token': {
    match: [
      { text: "INTERCOM_TOKEN=jisnqVJR-SWy62yZEK_7Gmfj9Ck4XLEhEpsQ67F0vZd5G76VEisFQLdwT4F6", covers: "jisnqVJR-SWy62yZEK_7Gmfj9Ck4XLEhEpsQ67F0vZd5G76VEisFQLdwT4F6" },
      { text: "{\"intercom_api_key\": \"jisnqVJR-SWy62yZEK_7Gmfj9Ck4XLEhEpsQ67F0vZd5G76VEisFQLdwT4F6\"}", covers: "jisnqVJR-SWy62yZEK_7Gmfj9Ck4XLEhEpsQ67F0vZd5G76VEisFQLdwT4F6" },
    ],
    ignore: ["INTERCOM_TOKEN=${INTERCOM_TOKEN}", "INTERCOM_TOKEN=jisnqVJR-SWy62yZEK_7"],
  },
};
