/** Own examples of the rules in modal.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'modal-token': {
    match: [
      { text: "MODAL_TOKEN_SECRET=as-XpMnXXL5f11v6gbNPs7Y89", covers: "as-XpMnXXL5f11v6gbNPs7Y89" },
      { text: "config: { modal_token_secret: \"as-XpMnXXL5f11v6gbNPs7Y89\" }", covers: "as-XpMnXXL5f11v6gbNPs7Y89" },
    ],
    ignore: ["MODAL_TOKEN_SECRET=${MODAL_TOKEN_SECRET}", "See the Modal documentation for how to create a token."],
  },
};
