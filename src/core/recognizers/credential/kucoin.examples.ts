/** Own examples of the rules in kucoin.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'kucoin-api-secret': {
    match: [
      { text: "KUCOIN_TOKEN=5714164d-8431-4494-a2cf-9f49cb97f954", covers: "5714164d-8431-4494-a2cf-9f49cb97f954" },
      { text: "{\"kucoin_api_key\": \"5714164d-8431-4494-a2cf-9f49cb97f954\"}", covers: "5714164d-8431-4494-a2cf-9f49cb97f954" },
    ],
    ignore: ["KUCOIN_TOKEN=${KUCOIN_TOKEN}", "KUCOIN_TOKEN=5714164d-843"],
  },
};
