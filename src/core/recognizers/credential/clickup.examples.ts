/** Own examples of the rules in clickup.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'clickup-api-token': {
    match: [
      { text: "CLICKUP_TOKEN=pk_20935465_EPEFMQFBVYG2DLIXH2KO3A9KA5WRPBS5", covers: "pk_20935465_EPEFMQFBVYG2DLIXH2KO3A9KA5WRPBS5" },
      { text: "config: { clickup_secret: \"pk_20935465_EPEFMQFBVYG2DLIXH2KO3A9KA5WRPBS5\" }", covers: "pk_20935465_EPEFMQFBVYG2DLIXH2KO3A9KA5WRPBS5" },
    ],
    ignore: ["CLICKUP_TOKEN=${CLICKUP_TOKEN}", "See the ClickUp documentation for how to create a token."],
  },
};
