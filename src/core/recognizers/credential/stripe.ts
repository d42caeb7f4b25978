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
});

const webhookSecret = credential({
  id: 'stripe-webhook-secret',
  description: 'Stripe webhook signing secret',
  label: 'STRIPE_KEY',
  keywords: ['whsec'],
  patterns: [pattern(START, 'whsec[_ ]', span(ALNUM, 32, 64), END)],
  minEntropy: 3,
  confidence: 0.97,
});

export const STRIPE = provider('stripe', 'Stripe', [apiKey, webhookSecret]);
