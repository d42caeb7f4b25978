/** MailerSend credentials, in the format the provider documents publicly. */
import { END, HEX, START, credential, pattern, provider, run } from './_rule';

const rule1 = credential({
  id: 'mailersend-api-token',
  description: 'MailerSend API token',
  label: 'MAILERSEND_KEY',
  keywords: ['mlsn.'],
  patterns: [pattern(START, 'mlsn\\.', run(HEX, 64), END)],
  minEntropy: 3,
  confidence: 0.97,
});

export const MAILERSEND = provider('mailersend', 'MailerSend', [rule1]);
