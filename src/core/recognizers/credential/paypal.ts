/** PayPal Braintree access tokens (access_token$production$…$…) and Braintree private keys next to a Braintree label. */
import { END, HEX, credential, labelled, pattern, provider, run } from './_rule';

const braintree = credential({
  id: 'paypal-braintree-access-token',
  description: 'PayPal Braintree access token or private key',
  label: 'PAYPAL_TOKEN',
  keywords: ['access_token$', 'braintree'],
  patterns: [
    pattern('access_token\\$(?:production|sandbox)\\$', run('[0-9a-z]', 16), '\\$', run(HEX, 32), END),
    labelled('braintree[_ .-]?private', run(HEX, 32)),
  ],
  minEntropy: 3,
  confidence: 0.98,
  examples: {
    match: [
      { text: 'BT_ACCESS_TOKEN=access_token$production$n37bx6w85o0397gp$789810779955d257bc29b54d7977405f', covers: 'access_token$production$n37bx6w85o0397gp$789810779955d257bc29b54d7977405f' },
      { text: 'BT_ACCESS_TOKEN=access_token$production$n37bx6w85o0397gp$78\n9810779955d257bc29b54d7977405f', covers: 'access_token$production$n37bx6w85o0397gp$78\n9810779955d257bc29b54d7977405f' },
      { text: 'BRAINTREE_PRIVATE_KEY=676c36ad37bf675fe49700d6dc8cff64', covers: '676c36ad37bf675fe49700d6dc8cff64' },
    ],
    ignore: ['access_token$production$<merchant_id>$<token>', 'braintree_private_key = ENV["BT_KEY"]'],
  },
});

export const PAYPAL = provider('paypal', 'PayPal', [braintree]);
