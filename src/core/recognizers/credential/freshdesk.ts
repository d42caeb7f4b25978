/** Freshdesk credentials, in the format the provider documents publicly. */
import { ALNUM, LABEL_VIEWS, credential, labelled, provider, run } from './_rule';

const rule1 = credential({
  id: 'freshdesk-api-key',
  description: 'Freshdesk API key',
  label: 'FRESHDESK_KEY',
  keywords: ['freshdesk'],
  patterns: [labelled('freshdesk', run(ALNUM, 20))],
  views: LABEL_VIEWS,
  minEntropy: 3.3,
  confidence: 0.9,
});

export const FRESHDESK = provider('freshdesk', 'Freshdesk', [rule1]);
