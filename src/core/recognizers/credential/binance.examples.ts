/** Own examples of the rules in binance.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'binance-api-secret': {
    match: [
      { text: "BINANCE_TOKEN=bYGAgRv0NZ6NapI7Sme66x5migFniXGFeKrfvwL7giFJt2VfbDOVaoYAApYEo7is", covers: "bYGAgRv0NZ6NapI7Sme66x5migFniXGFeKrfvwL7giFJt2VfbDOVaoYAApYEo7is" },
      { text: "{\"binance_api_key\": \"bYGAgRv0NZ6NapI7Sme66x5migFniXGFeKrfvwL7giFJt2VfbDOVaoYAApYEo7is\"}", covers: "bYGAgRv0NZ6NapI7Sme66x5migFniXGFeKrfvwL7giFJt2VfbDOVaoYAApYEo7is" },
    ],
    ignore: ["BINANCE_TOKEN=${BINANCE_TOKEN}", "BINANCE_TOKEN=bYGAgRv0NZ6NapI7Sme66"],
  },
};
