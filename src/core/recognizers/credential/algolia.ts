/** Algolia admin and search API keys: 32 hex characters next to an Algolia label. */
import { HEX, LABEL_VIEWS, credential, labelled, provider, run } from './_rule';

const apiKey = credential({
  id: 'algolia-api-key',
  description: 'Algolia API key',
  label: 'ALGOLIA_KEY',
  keywords: ['algolia'],
  patterns: [labelled('algolia', run(HEX, 32))],
  views: LABEL_VIEWS,
  minEntropy: 3,
  confidence: 0.9,
});

export const ALGOLIA = provider('algolia', 'Algolia', [apiKey]);
