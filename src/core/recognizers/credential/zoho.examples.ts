/** Own examples of the rules in zoho.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'zoho-oauth-token': {
    match: [
      { text: "ZOHO_TOKEN=1000.995877029b8e3c8e2438289132a07bd1.f9eb07e284c75d44d0b978819982fc90", covers: "1000.995877029b8e3c8e2438289132a07bd1.f9eb07e284c75d44d0b978819982fc90" },
      { text: "config: { zoho_secret: \"1000.995877029b8e3c8e2438289132a07bd1.f9eb07e284c75d44d0b978819982fc90\" }", covers: "1000.995877029b8e3c8e2438289132a07bd1.f9eb07e284c75d44d0b978819982fc90" },
    ],
    ignore: ["ZOHO_TOKEN=${ZOHO_TOKEN}", "See the Zoho documentation for how to create a token."],
  },
};
