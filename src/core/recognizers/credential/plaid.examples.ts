/** Own examples of the rules in plaid.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'plaid-access-token': {
    match: [
      { text: "PLAID_TOKEN=access-production-ac04b3cd-c7b3-415c-ae01-d0668c8e6b90", covers: "access-production-ac04b3cd-c7b3-415c-ae01-d0668c8e6b90" },
      { text: "config: { plaid_secret: \"access-production-ac04b3cd-c7b3-415c-ae01-d0668c8e6b90\" }", covers: "access-production-ac04b3cd-c7b3-415c-ae01-d0668c8e6b90" },
    ],
    ignore: ["PLAID_TOKEN=${PLAID_TOKEN}", "See the Plaid documentation for how to create a token."],
  },
  'plaid-secret': {
    match: [
      { text: "PLAID_TOKEN=7f5128edc79d347003efc6372c04cc", covers: "7f5128edc79d347003efc6372c04cc" },
      { text: "{\"plaid_api_key\": \"7f5128edc79d347003efc6372c04cc\"}", covers: "7f5128edc79d347003efc6372c04cc" },
    ],
    ignore: ["PLAID_TOKEN=${PLAID_TOKEN}", "PLAID_TOKEN=7f5128edc7"],
  },
};
