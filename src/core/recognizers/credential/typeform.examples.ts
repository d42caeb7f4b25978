/** Own examples of the rules in typeform.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'typeform-api-token': {
    match: [
      { text: "TYPEFORM_TOKEN=tfp_CyREj2KYmnfSOEbQL5cqa734UvhyxoAcmpIPVJr2xesQO1mh", covers: "tfp_CyREj2KYmnfSOEbQL5cqa734UvhyxoAcmpIPVJr2xesQO1mh" },
      { text: "config: { typeform_secret: \"tfp_CyREj2KYmnfSOEbQL5cqa734UvhyxoAcmpIPVJr2xesQO1mh\" }", covers: "tfp_CyREj2KYmnfSOEbQL5cqa734UvhyxoAcmpIPVJr2xesQO1mh" },
    ],
    ignore: ["TYPEFORM_TOKEN=${TYPEFORM_TOKEN}", "See the Typeform documentation for how to create a token."],
  },
};
