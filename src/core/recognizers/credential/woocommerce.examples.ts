/** Own examples of the rules in woocommerce.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'woocommerce-consumer-secret': {
    match: [
      { text: "WOOCOMMERCE_TOKEN=cs_6275697b140b19d561539fad9e47df69bd4f736c", covers: "cs_6275697b140b19d561539fad9e47df69bd4f736c" },
      { text: "config: { woocommerce_secret: \"cs_6275697b140b19d561539fad9e47df69bd4f736c\" }", covers: "cs_6275697b140b19d561539fad9e47df69bd4f736c" },
    ],
    ignore: ["WOOCOMMERCE_TOKEN=${WOOCOMMERCE_TOKEN}", "See the WooCommerce documentation for how to create a token."],
  },
};
