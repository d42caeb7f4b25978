/** Zendesk credentials, in the format the provider documents publicly. */
import { ALNUM, LABEL_VIEWS, credential, labelled, provider, run } from './_rule';

const rule1 = credential({
  id: 'zendesk-api-token',
  description: 'Zendesk API token',
  label: 'ZENDESK_KEY',
  keywords: ['zendesk'],
  patterns: [labelled('zendesk', run(ALNUM, 40))],
  views: LABEL_VIEWS,
  minEntropy: 3.3,
  confidence: 0.9,
});

export const ZENDESK = provider('zendesk', 'Zendesk', [rule1]);
