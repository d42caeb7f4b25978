/** Own examples of the rules in stripe.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'stripe-secret-key': {
    match: [
      { text: 'STRIPE_SECRET_KEY=sk_live_WZ6hh9ZK6YmABDFtUCWOZbv6', covers: 'sk_live_WZ6hh9ZK6YmABDFtUCWOZbv6' },
      { text: 'the live key is sk_live_51Hx\nYzQ7rTkP2mWv9LcN4bJs8ZeRa3 so rotate it', covers: 'sk_live_51Hx\nYzQ7rTkP2mWv9LcN4bJs8ZeRa3' },
      { text: 'the live key is sk_li\nve_51HxYzQ7rTkP2mWv9LcN4bJs8ZeRa3 so rotate it', covers: 'sk_li\nve_51HxYzQ7rTkP2mWv9LcN4bJs8ZeRa3' },
      { text: '- value: s\nk_live_Qm7ZpL3xRt9WkV2nHc5Y\ndJ8s\n- status: open', covers: 's\nk_live_Qm7ZpL3xRt9WkV2nHc5Y\ndJ8s' },
      { text: 'Bea: sk\n_live_Qm7ZpL3xRt9\nWkV2nHc5YdJ8s\n', covers: 'sk\n_live_Qm7ZpL3xRt9\nWkV2nHc5YdJ8s' },
      { text: "stripe.api_key = 'sk_test_51KPsAIsXsGIS73770YiTsHWpkWVuUTFhzgwMAxgHBIiRKC9OUNhfQ258A5TnO4vQX73DUsIMd0F7JJh5kHNHLSh5c0eaqtJZAk'", covers: 'sk_test_51KPsAIsXsGIS73770YiTsHWpkWVuUTFhzgwMAxgHBIiRKC9OUNhfQ258A5TnO4vQX73DUsIMd0F7JJh5kHNHLSh5c0eaqtJZAk' },
      { text: 'rk_live_E1y5sKJsVYTy7IadtuF6C8Oi', covers: 'rk_live_E1y5sKJsVYTy7IadtuF6C8Oi' },
      { text: 'sk live 51ptct3p0Hq4J9q4OFFZaJ4n2gSFcFIdinXZxeZojs', covers: 'sk live 51ptct3p0Hq4J9q4OFFZaJ4n2gSFcFIdinXZxeZojs' },
    ],
    ignore: ['pk_live_xtNajKz3eCcNbMFmuneGg4kL', 'sk_live_xxxxxxxxxxxxxxxxxxxxxxxx', 'sk_test_rWEJu8RTYl', 'Use sk_live_ keys only on the server.'],
  },
  'stripe-webhook-secret': {
    match: [
      { text: 'STRIPE_WEBHOOK_SECRET=whsec_HM1Cn201gmHMZ2F9Glz5ADYaC7w2aCQX', covers: 'whsec_HM1Cn201gmHMZ2F9Glz5ADYaC7w2aCQX' },
      { text: 'STRIPE_WEBHOOK_SECRET=whsec_HM1Cn201gmHMZ2F9 Glz5ADYaC7w2aCQX', covers: 'whsec_HM1Cn201gmHMZ2F9 Glz5ADYaC7w2aCQX' },
    ],
    ignore: ['whsec_...', 'whsec_cYQuTpH63Yvqiy2W9ABX'],
  },
};
