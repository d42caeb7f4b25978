/**
 * Stripe secret and restricted API keys, live and test alike (a test key still opens the account's
 * test data and settings), and webhook signing secrets. Publishable keys (pk_) are public by
 * design and are not matched.
 */
import { ALNUM, END, START, credential, pattern, provider, span } from './_rule';

const apiKey = credential({
  id: 'stripe-secret-key',
  description: 'Stripe secret or restricted API key',
  label: 'STRIPE_KEY',
  keywords: ['sk_live', 'sk_test', 'sk_prod', 'rk_live', 'rk_test', 'rk_prod', 'sk live', 'sk test', 'rk live', 'rk test'],
  patterns: [pattern(START, '(?:sk|rk)[_ ](?:live|test|prod)[_ ]', span(ALNUM, 20, 247), END)],
  minEntropy: 3,
  confidence: 0.99,
  examples: {
    match: [
      { text: 'STRIPE_SECRET_KEY=sk_live_WZ6hh9ZK6YmABDFtUCWOZbv6', covers: 'sk_live_WZ6hh9ZK6YmABDFtUCWOZbv6' },
      { text: "stripe.api_key = 'sk_test_51KPsAIsXsGIS73770YiTsHWpkWVuUTFhzgwMAxgHBIiRKC9OUNhfQ258A5TnO4vQX73DUsIMd0F7JJh5kHNHLSh5c0eaqtJZAk'", covers: 'sk_test_51KPsAIsXsGIS73770YiTsHWpkWVuUTFhzgwMAxgHBIiRKC9OUNhfQ258A5TnO4vQX73DUsIMd0F7JJh5kHNHLSh5c0eaqtJZAk' },
      { text: 'rk_live_E1y5sKJsVYTy7IadtuF6C8Oi', covers: 'rk_live_E1y5sKJsVYTy7IadtuF6C8Oi' },
      { text: 'sk live 51ptct3p0Hq4J9q4OFFZaJ4n2gSFcFIdinXZxeZojs', covers: 'sk live 51ptct3p0Hq4J9q4OFFZaJ4n2gSFcFIdinXZxeZojs' },
    ],
    ignore: ['pk_live_xtNajKz3eCcNbMFmuneGg4kL', 'sk_live_xxxxxxxxxxxxxxxxxxxxxxxx', 'sk_test_rWEJu8RTYl', 'Use sk_live_ keys only on the server.'],
  },
});

const webhookSecret = credential({
  id: 'stripe-webhook-secret',
  description: 'Stripe webhook signing secret',
  label: 'STRIPE_KEY',
  keywords: ['whsec'],
  patterns: [pattern(START, 'whsec[_ ]', span(ALNUM, 32, 64), END)],
  minEntropy: 3,
  confidence: 0.97,
  examples: {
    match: [
      { text: 'STRIPE_WEBHOOK_SECRET=whsec_HM1Cn201gmHMZ2F9Glz5ADYaC7w2aCQX', covers: 'whsec_HM1Cn201gmHMZ2F9Glz5ADYaC7w2aCQX' },
      { text: 'STRIPE_WEBHOOK_SECRET=whsec_HM1Cn201gmHMZ2F9 Glz5ADYaC7w2aCQX', covers: 'whsec_HM1Cn201gmHMZ2F9 Glz5ADYaC7w2aCQX' },
    ],
    ignore: ['whsec_...', 'whsec_cYQuTpH63Yvqiy2W9ABX'],
  },
});

export const STRIPE = provider('stripe', 'Stripe', [apiKey, webhookSecret]);
