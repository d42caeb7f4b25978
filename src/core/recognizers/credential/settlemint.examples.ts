/** Own examples of the rules in settlemint.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'settlemint-access-token': {
    match: [
      { text: "SETTLEMINT_TOKEN=sm_pat_OetRQ3M3Uouv3FhD", covers: "sm_pat_OetRQ3M3Uouv3FhD" },
      { text: "config: { settlemint_secret: \"sm_pat_OetRQ3M3Uouv3FhD\" }", covers: "sm_pat_OetRQ3M3Uouv3FhD" },
    ],
    ignore: ["SETTLEMINT_TOKEN=${SETTLEMINT_TOKEN}", "See the SettleMint documentation for how to create a token."],
  },
};
