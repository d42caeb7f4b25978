/** Own examples of the rules in resend.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'resend-api-key': {
    match: [
      { text: "RESEND_TOKEN=re_VC4UNkkl_RUb8IgYqaH2bHgz74GfFdI5n", covers: "re_VC4UNkkl_RUb8IgYqaH2bHgz74GfFdI5n" },
      { text: "config: { resend_secret: \"re_VC4UNkkl_RUb8IgYqaH2bHgz74GfFdI5n\" }", covers: "re_VC4UNkkl_RUb8IgYqaH2bHgz74GfFdI5n" },
    ],
    ignore: ["RESEND_TOKEN=${RESEND_TOKEN}", "See the Resend documentation for how to create a token."],
  },
};
