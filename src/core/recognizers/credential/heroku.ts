/** Heroku API keys: the current HRKU-AA… format and the older UUID found next to a Heroku label. */
import { END, END_URLSAFE, START, URLSAFE, credential, labelled, pattern, provider, run } from './_rule';

const UUID = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}';

const apiKey = credential({
  id: 'heroku-api-key',
  description: 'Heroku API key',
  label: 'HEROKU_KEY',
  keywords: ['hrku-', 'heroku'],
  patterns: [pattern(START, 'HRKU-AA', run(URLSAFE, 58), END_URLSAFE), labelled('heroku', UUID, END)],
  minEntropy: 3,
  confidence: 0.95,
  examples: {
    match: [
      { text: 'HEROKU_API_KEY=HRKU-AA8tfULyDvwNFEx5CSFsPLVYLi70rSXtAPI4NpXqT7FbSNJwu_KpWS-pgmc6', covers: 'HRKU-AA8tfULyDvwNFEx5CSFsPLVYLi70rSXtAPI4NpXqT7FbSNJwu_KpWS-pgmc6' },
      { text: 'HEROKU_API_KEY=HRKU-AA8tfULyDvwNFEx5CSFsPLVYLi70rSXtAP\nI4NpXqT7FbSNJwu_KpWS-pgmc6', covers: 'HRKU-AA8tfULyDvwNFEx5CSFsPLVYLi70rSXtAP\nI4NpXqT7FbSNJwu_KpWS-pgmc6' },
      { text: 'const HEROKU_KEY = "8d97559f-bc28-4f18-8932-3f4a1df652f4"', covers: '8d97559f-bc28-4f18-8932-3f4a1df652f4' },
    ],
    ignore: ['const HEROKU_KEY = "12345678-ABCD-ABCD-ABCD-1234567890AB"', 'request id 993ef4c0-bc18-42b5-8f79-e3589780dbb2'],
  },
});

export const HEROKU = provider('heroku', 'Heroku', [apiKey]);
