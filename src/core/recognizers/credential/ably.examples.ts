/** Own examples of the rules in ably.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'ably-api-key': {
    match: [
      { text: "ABLY_API_KEY=x2nhPf.DsIX0n:ShL1WhflrVhoqWJOkvTPHHhgTosAbyQ7m5CnZpFUPtc", covers: "x2nhPf.DsIX0n:ShL1WhflrVhoqWJOkvTPHHhgTosAbyQ7m5CnZpFUPtc" },
      { text: "config: { ably_secret: \"x2nhPf.DsIX0n:ShL1WhflrVhoqWJOkvTPHHhgTosAbyQ7m5CnZpFUPtc\" }", covers: "x2nhPf.DsIX0n:ShL1WhflrVhoqWJOkvTPHHhgTosAbyQ7m5CnZpFUPtc" },
    ],
    ignore: ["ABLY_API_KEY=${ABLY_API_KEY}", "See the Ably documentation for how to create a token."],
  },
};
