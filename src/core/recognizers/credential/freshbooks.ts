/** FreshBooks credentials, in the format the provider documents publicly. */
import { ALNUM, LABEL_VIEWS, credential, labelled, provider, run } from './_rule';

const rule1 = credential({
  id: 'freshbooks-access-token',
  description: 'FreshBooks access token',
  label: 'FRESHBOOKS_KEY',
  keywords: ['freshbooks'],
  patterns: [labelled('freshbooks', run(ALNUM, 64))],
  views: LABEL_VIEWS,
  minEntropy: 3.3,
  confidence: 0.9,
});

export const FRESHBOOKS = provider('freshbooks', 'FreshBooks', [rule1]);
