/** Own examples of the rules in finnhub.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'finnhub-api-key': {
    match: [
      { text: "FINNHUB_TOKEN=nem5kw90s3pav6bongv8", covers: "nem5kw90s3pav6bongv8" },
      { text: "{\"finnhub_api_key\": \"nem5kw90s3pav6bongv8\"}", covers: "nem5kw90s3pav6bongv8" },
    ],
    ignore: ["FINNHUB_TOKEN=${FINNHUB_TOKEN}", "FINNHUB_TOKEN=nem5kw"],
  },
};
