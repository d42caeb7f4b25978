/** Own examples of the rules in flagsmith.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'flagsmith-server-key': {
    match: [
      { text: "FLAGSMITH_TOKEN=ser.ByeX7zR3hQysMMvbZFmNoi", covers: "ser.ByeX7zR3hQysMMvbZFmNoi" },
      { text: "config: { flagsmith_secret: \"ser.ByeX7zR3hQysMMvbZFmNoi\" }", covers: "ser.ByeX7zR3hQysMMvbZFmNoi" },
    ],
    ignore: ["FLAGSMITH_TOKEN=${FLAGSMITH_TOKEN}", "See the Flagsmith documentation for how to create a token."],
  },
};
