/** Portkey credentials, in the format the provider documents publicly. */
import { BASE64, END_BASE64, LABEL_VIEWS, credential, labelled, provider, run } from './_rule';

const rule1 = credential({
  id: 'portkey-api-key',
  description: 'Portkey API key',
  label: 'PORTKEY_KEY',
  keywords: ['portkey'],
  patterns: [labelled('portkey', run(BASE64, 32), END_BASE64)],
  views: LABEL_VIEWS,
  minEntropy: 3.3,
  confidence: 0.9,
});

export const PORTKEY = provider('portkey', 'Portkey', [rule1]);
