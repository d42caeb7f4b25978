/** Mailjet credentials, in the format the provider documents publicly. */
import { HEX, LABEL_VIEWS, credential, labelled, provider, run } from './_rule';

const rule1 = credential({
  id: 'mailjet-api-key',
  description: 'Mailjet API key or secret',
  label: 'MAILJET_KEY',
  keywords: ['mailjet'],
  patterns: [labelled('mailjet', run(HEX, 32))],
  views: LABEL_VIEWS,
  minEntropy: 3,
  confidence: 0.9,
});

export const MAILJET = provider('mailjet', 'Mailjet', [rule1]);
