/** Own examples of the rules in contentstack.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'contentstack-management-token': {
    match: [
      { text: "CONTENTSTACK_DELIVERY_TOKEN=cs3f3ccba31edc50dadd5c3a99b13770c8", covers: "cs3f3ccba31edc50dadd5c3a99b13770c8" },
      { text: "config: { contentstack_secret: \"cs3f3ccba31edc50dadd5c3a99b13770c8\" }", covers: "cs3f3ccba31edc50dadd5c3a99b13770c8" },
    ],
    ignore: ["CONTENTSTACK_DELIVERY_TOKEN=${CONTENTSTACK_DELIVERY_TOKEN}", "See the Contentstack documentation for how to create a token."],
  },
};
