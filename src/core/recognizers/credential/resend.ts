/** Resend credentials, in the format the provider documents publicly. */
import { ALNUM, END, START, credential, pattern, provider, run } from './_rule';

const rule1 = credential({
  id: 'resend-api-key',
  description: 'Resend API key',
  label: 'RESEND_KEY',
  keywords: ['re_'],
  patterns: [pattern(START, 're_', run(ALNUM, 8), '_', run(ALNUM, 24), END)],
  minEntropy: 3,
  confidence: 0.95,
});

export const RESEND = provider('resend', 'Resend', [rule1]);
