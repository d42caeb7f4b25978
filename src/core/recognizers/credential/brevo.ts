/** Brevo (formerly Sendinblue) API keys (xkeysib- + 64 hex + - + 16). */
import { ALNUM, END, HEX, START, credential, pattern, provider, run } from './_rule';

const rule = credential({
  id: 'brevo-api-key',
  description: 'Brevo (Sendinblue) API key',
  label: 'BREVO_KEY',
  keywords: ['xkeysib-'],
  patterns: [pattern(START, 'xkeysib-', run(HEX, 64), '-', run(ALNUM, 16), END)],
  minEntropy: 3,
  confidence: 0.99,
  examples: {
    match: [
      { text: 'BREVO_API_KEY=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', covers: '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' },
      { text: 'BREVO_API_KEY=xkeysib-12afc8e00aa1da5204642bbdb4a78f19e8b8480f3b47c\n20431658b4550b7ef6b-5zYdNUy5BGquAEzp', covers: 'xkeysib-12afc8e00aa1da5204642bbdb4a78f19e8b8480f3b47c\n20431658b4550b7ef6b-5zYdNUy5BGquAEzp' },
    ],
    ignore: ['xkeysib-cb17cdc70808d77b6ad89f65f84992a0f75ae616b1e5d490340494b35ec2daca', 'xkeysib-...'],
  },
});

export const BREVO = provider('brevo', 'Brevo', [rule]);
