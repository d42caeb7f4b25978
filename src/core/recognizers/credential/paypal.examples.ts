/** Own examples of the rules in paypal.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'paypal-braintree-access-token': {
    match: [
      { text: 'BT_ACCESS_TOKEN=access_token$production$n37bx6w85o0397gp$789810779955d257bc29b54d7977405f', covers: 'access_token$production$n37bx6w85o0397gp$789810779955d257bc29b54d7977405f' },
      { text: 'BT_ACCESS_TOKEN=access_token$production$n37bx6w85o0397gp$78\n9810779955d257bc29b54d7977405f', covers: 'access_token$production$n37bx6w85o0397gp$78\n9810779955d257bc29b54d7977405f' },
      { text: 'BRAINTREE_PRIVATE_KEY=676c36ad37bf675fe49700d6dc8cff64', covers: '676c36ad37bf675fe49700d6dc8cff64' },
    ],
    ignore: ['access_token$production$<merchant_id>$<token>', 'braintree_private_key = ENV["BT_KEY"]'],
  },
};
