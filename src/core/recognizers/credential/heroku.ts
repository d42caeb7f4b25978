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
});

export const HEROKU = provider('heroku', 'Heroku', [apiKey]);
