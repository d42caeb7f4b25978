/** Own examples of the rules in logzio.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'logzio-token': {
    match: [
      { text: "LOGZ_TOKEN=9am7UfdDOZOWZ7SHBu9JqDYo6pD5LXKR", covers: "9am7UfdDOZOWZ7SHBu9JqDYo6pD5LXKR" },
      { text: "{\"logz_api_key\": \"9am7UfdDOZOWZ7SHBu9JqDYo6pD5LXKR\"}", covers: "9am7UfdDOZOWZ7SHBu9JqDYo6pD5LXKR" },
    ],
    ignore: ["LOGZ_TOKEN=${LOGZ_TOKEN}", "LOGZ_TOKEN=9am7UfdDOZ"],
  },
};
