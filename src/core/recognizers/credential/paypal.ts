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
});

export const PAYPAL = provider('paypal', 'PayPal', [braintree]);
