/** Own examples of the rules in quay.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'quay-robot-token': {
    match: [
      { text: "QUAY_TOKEN=H1ONKX3Y66LBGE3Y9RNISKZ30BSETCHAN3ET1GDAFMXPS61AAZLZ5T2HVQ9S6GNM", covers: "H1ONKX3Y66LBGE3Y9RNISKZ30BSETCHAN3ET1GDAFMXPS61AAZLZ5T2HVQ9S6GNM" },
      { text: "{\"quay_api_key\": \"H1ONKX3Y66LBGE3Y9RNISKZ30BSETCHAN3ET1GDAFMXPS61AAZLZ5T2HVQ9S6GNM\"}", covers: "H1ONKX3Y66LBGE3Y9RNISKZ30BSETCHAN3ET1GDAFMXPS61AAZLZ5T2HVQ9S6GNM" },
    ],
    ignore: ["QUAY_TOKEN=${QUAY_TOKEN}", "QUAY_TOKEN=H1ONKX3Y66LBGE3Y9RNIS"],
  },
};
