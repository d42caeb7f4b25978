/** Own examples of the rules in ebay.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'ebay-cert-id': {
    match: [
      { text: "EBAY_TOKEN=PRD-ac48966198dc-da7a-4886-af90-13bb", covers: "PRD-ac48966198dc-da7a-4886-af90-13bb" },
      { text: "config: { ebay_secret: \"PRD-ac48966198dc-da7a-4886-af90-13bb\" }", covers: "PRD-ac48966198dc-da7a-4886-af90-13bb" },
    ],
    ignore: ["EBAY_TOKEN=${EBAY_TOKEN}", "See the eBay documentation for how to create a token."],
  },
};
