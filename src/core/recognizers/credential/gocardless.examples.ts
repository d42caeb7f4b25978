/** Own examples of the rules in gocardless.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'gocardless-access-token': {
    match: [
      { text: "GOCARDLESS_ACCESS_TOKEN=live_XBUM9DljgZNpvrCZY7o5sIkkgmOFKoPH2lqOlg7u", covers: "live_XBUM9DljgZNpvrCZY7o5sIkkgmOFKoPH2lqOlg7u" },
      { text: "config: { gocardless_secret: \"live_XBUM9DljgZNpvrCZY7o5sIkkgmOFKoPH2lqOlg7u\" }", covers: "live_XBUM9DljgZNpvrCZY7o5sIkkgmOFKoPH2lqOlg7u" },
    ],
    ignore: ["GOCARDLESS_ACCESS_TOKEN=${GOCARDLESS_ACCESS_TOKEN}", "See the GoCardless documentation for how to create a token."],
  },
};
