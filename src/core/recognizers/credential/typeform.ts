/** Typeform credentials, in the format the provider documents publicly. */
import { END, START, credential, pattern, provider, span } from './_rule';

const rule1 = credential({
  id: 'typeform-api-token',
  description: 'Typeform personal token',
  label: 'TYPEFORM_KEY',
  keywords: ['tfp_'],
  patterns: [pattern(START, 'tfp_', span('[A-Za-z0-9_.=-]', 44, 59), END)],
  minEntropy: 3,
  confidence: 0.95,
});

export const TYPEFORM = provider('typeform', 'Typeform', [rule1]);
