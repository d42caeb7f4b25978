/** Own examples of the rules in algolia.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'algolia-api-key': {
    match: [
      { text: 'ALGOLIA_ADMIN_KEY=be6abf0d7c1c1e21862ab8a18a890207', covers: 'be6abf0d7c1c1e21862ab8a18a890207' },
      { text: 'ALGOLIA_ADMIN_KEY=be6abf0d7c1c1e21862 ab8a18a890207', covers: 'be6abf0d7c1c1e21862 ab8a18a890207' },
      { text: 'algoliaApiKey: "3fec8df4f50947aaeb26c57d21fa5d32"', covers: '3fec8df4f50947aaeb26c57d21fa5d32' },
    ],
    ignore: ['ALGOLIA_APP_ID=ABCDEFGH12', 'algolia search is fast and 8263dfe574de739988b886e7577496a2 is a hash'],
  },
};
