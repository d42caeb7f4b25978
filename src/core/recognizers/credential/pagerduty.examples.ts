/** Own examples of the rules in pagerduty.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'pagerduty-api-key': {
    match: [
      { text: "PAGERDUTY_TOKEN=t7GzFPEw9XN6Wko_DZNS", covers: "t7GzFPEw9XN6Wko_DZNS" },
      { text: "{\"pagerduty_api_key\": \"t7GzFPEw9XN6Wko_DZNS\"}", covers: "t7GzFPEw9XN6Wko_DZNS" },
    ],
    ignore: ["PAGERDUTY_TOKEN=${PAGERDUTY_TOKEN}", "PAGERDUTY_TOKEN=t7GzFP"],
  },
};
