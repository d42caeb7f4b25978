/** Etsy credentials, in the format the provider documents publicly. */
import { LABEL_VIEWS, credential, labelled, provider, run } from './_rule';

const rule1 = credential({
  id: 'etsy-api-key',
  description: 'Etsy API key',
  label: 'ETSY_KEY',
  keywords: ['etsy'],
  patterns: [labelled('etsy', run('[a-z0-9]', 24))],
  views: LABEL_VIEWS,
  minEntropy: 3,
  confidence: 0.9,
});

export const ETSY = provider('etsy', 'Etsy', [rule1]);
