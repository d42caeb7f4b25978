/** Own examples of the rules in helicone.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'helicone-api-key': {
    match: [
      { text: "HELICONE_TOKEN=sk-helicone-kdh8xry-1oq6a98-dqyd170-6m3ki0z", covers: "sk-helicone-kdh8xry-1oq6a98-dqyd170-6m3ki0z" },
      { text: "config: { helicone_secret: \"sk-helicone-kdh8xry-1oq6a98-dqyd170-6m3ki0z\" }", covers: "sk-helicone-kdh8xry-1oq6a98-dqyd170-6m3ki0z" },
    ],
    ignore: ["HELICONE_TOKEN=${HELICONE_TOKEN}", "See the Helicone documentation for how to create a token."],
  },
};
