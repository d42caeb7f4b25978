/** Own examples of the rules in paystack.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'paystack-secret-key': {
    match: [
      { text: "PAYSTACK_SECRET_KEY=sk_live_affaa3a9a83cf84f0eb1d108b61671d14148e1ec", covers: "sk_live_affaa3a9a83cf84f0eb1d108b61671d14148e1ec" },
      { text: "config: { paystack_secret: \"sk_live_affaa3a9a83cf84f0eb1d108b61671d14148e1ec\" }", covers: "sk_live_affaa3a9a83cf84f0eb1d108b61671d14148e1ec" },
    ],
    ignore: ["PAYSTACK_SECRET_KEY=${PAYSTACK_SECRET_KEY}", "See the Paystack documentation for how to create a token."],
  },
};
