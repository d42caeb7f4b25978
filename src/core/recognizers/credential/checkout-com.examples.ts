/** Own examples of the rules in checkout-com.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'checkout-com-secret-key': {
    match: [
      { text: "CHECKOUT_COM_TOKEN=sk_sbox_kzwhdn6chwnr3vw4p4fsbp3lqu", covers: "sk_sbox_kzwhdn6chwnr3vw4p4fsbp3lqu" },
      { text: "config: { checkout_com_secret: \"sk_sbox_kzwhdn6chwnr3vw4p4fsbp3lqu\" }", covers: "sk_sbox_kzwhdn6chwnr3vw4p4fsbp3lqu" },
    ],
    ignore: ["CHECKOUT_COM_TOKEN=${CHECKOUT_COM_TOKEN}", "See the Checkout.com documentation for how to create a token."],
  },
};
