/** Own examples of the rules in harness.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'harness-api-token': {
    match: [
      { text: "HARNESS_TOKEN=pat.4Zw64LUWtALtuNnCR2oeMd.38db84e888445e1fe28e29bc.zXKofE69pCTYwy0ybe8i", covers: "pat.4Zw64LUWtALtuNnCR2oeMd.38db84e888445e1fe28e29bc.zXKofE69pCTYwy0ybe8i" },
      { text: "config: { harness_secret: \"pat.4Zw64LUWtALtuNnCR2oeMd.38db84e888445e1fe28e29bc.zXKofE69pCTYwy0ybe8i\" }", covers: "pat.4Zw64LUWtALtuNnCR2oeMd.38db84e888445e1fe28e29bc.zXKofE69pCTYwy0ybe8i" },
    ],
    ignore: ["HARNESS_TOKEN=${HARNESS_TOKEN}", "See the Harness documentation for how to create a token."],
  },
};
