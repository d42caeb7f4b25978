/** Own examples of the rules in beamer.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'beamer-api-token': {
    match: [
      { text: "BEAMER_API_KEY=b_NYIsDNu5qiH805bW3LdueS5L8jtgPxKfJizqUa_BtL0A", covers: "b_NYIsDNu5qiH805bW3LdueS5L8jtgPxKfJizqUa_BtL0A" },
      { text: "config: { beamer_secret: \"b_NYIsDNu5qiH805bW3LdueS5L8jtgPxKfJizqUa_BtL0A\" }", covers: "b_NYIsDNu5qiH805bW3LdueS5L8jtgPxKfJizqUa_BtL0A" },
    ],
    ignore: ["BEAMER_API_KEY=${BEAMER_API_KEY}", "See the Beamer documentation for how to create a token."],
  },
};
