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
});

export const BREVO = provider('brevo', 'Brevo', [rule]);
