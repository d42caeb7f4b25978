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
  examples: {
    match: [
      { text: 'ALGOLIA_ADMIN_KEY=be6abf0d7c1c1e21862ab8a18a890207', covers: 'be6abf0d7c1c1e21862ab8a18a890207' },
      { text: 'ALGOLIA_ADMIN_KEY=be6abf0d7c1c1e21862 ab8a18a890207', covers: 'be6abf0d7c1c1e21862 ab8a18a890207' },
      { text: 'algoliaApiKey: "3fec8df4f50947aaeb26c57d21fa5d32"', covers: '3fec8df4f50947aaeb26c57d21fa5d32' },
    ],
    ignore: ['ALGOLIA_APP_ID=ABCDEFGH12', 'algolia search is fast and 8263dfe574de739988b886e7577496a2 is a hash'],
  },
});

export const ALGOLIA = provider('algolia', 'Algolia', [apiKey]);
