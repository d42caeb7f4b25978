/** Postman API keys: PMAK- + 24 hex + - + 34 hex. */
import { END, HEX, START, credential, pattern, provider, run } from './_rule';

const apiKey = credential({
  id: 'postman-api-key',
  description: 'Postman API key',
  label: 'POSTMAN_KEY',
  keywords: ['pmak-'],
  patterns: [pattern(START, 'PMAK-', run(HEX, 24), '-', run(HEX, 34), END)],
  minEntropy: 3,
  confidence: 0.99,
});

export const POSTMAN = provider('postman', 'Postman', [apiKey]);
