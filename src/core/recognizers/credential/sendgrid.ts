/** SendGrid API keys: SG. + 22 + . + 43 base64url characters. */
import { END_URLSAFE, START, URLSAFE, credential, pattern, provider, run } from './_rule';

const apiKey = credential({
  id: 'sendgrid-api-key',
  description: 'SendGrid API key',
  label: 'SENDGRID_KEY',
  keywords: ['sg.'],
  patterns: [pattern(START, 'SG\\.', run(URLSAFE, 22), '\\.', run(URLSAFE, 43), END_URLSAFE)],
  minEntropy: 3.5,
  confidence: 0.99,
});

export const SENDGRID = provider('sendgrid', 'SendGrid', [apiKey]);
