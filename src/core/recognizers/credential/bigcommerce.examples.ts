/** Own examples of the rules in bigcommerce.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'bigcommerce-access-token': {
    match: [
      { text: "BIGCOMMERCE_TOKEN=crsbr360hmjlhfmq9gu69noil0elcpz", covers: "crsbr360hmjlhfmq9gu69noil0elcpz" },
      { text: "{\"bigcommerce_api_key\": \"crsbr360hmjlhfmq9gu69noil0elcpz\"}", covers: "crsbr360hmjlhfmq9gu69noil0elcpz" },
    ],
    ignore: ["BIGCOMMERCE_TOKEN=${BIGCOMMERCE_TOKEN}", "BIGCOMMERCE_TOKEN=crsbr360hm"],
  },
};
